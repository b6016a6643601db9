// The data directory's layout and its local secrets, created on first start so that keys stay stable
// across restarts (the publishable key printed once keeps working until `npm run db:reset`).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LocalSecrets {
  jwtSecret: string;
  postgresPassword: string;
  authenticatorPassword: string;
}

export interface DataDirLayout {
  root: string;
  pgData: string;
  storage: string;
  mailbox: string;
  secretsFile: string;
}

export function dataDirLayout(root: string): DataDirLayout {
  const absolute = path.resolve(root);
  return {
    root: absolute,
    pgData: path.join(absolute, 'pg'),
    storage: path.join(absolute, 'storage'),
    mailbox: path.join(absolute, 'mailbox'),
    secretsFile: path.join(absolute, 'secrets.json'),
  };
}

function isSecrets(value: unknown): value is LocalSecrets {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.jwtSecret === 'string' &&
    typeof record.postgresPassword === 'string' &&
    typeof record.authenticatorPassword === 'string'
  );
}

export function loadOrCreateSecrets(layout: DataDirLayout): LocalSecrets {
  mkdirSync(layout.root, { recursive: true });
  // Postgres runs as the unprivileged `postgres` user when we are root: it must be able to reach pg/.
  chmodSync(layout.root, 0o755);
  mkdirSync(layout.storage, { recursive: true });
  mkdirSync(layout.mailbox, { recursive: true });
  if (existsSync(layout.secretsFile)) {
    const parsed: unknown = JSON.parse(readFileSync(layout.secretsFile, 'utf8'));
    if (isSecrets(parsed)) return parsed;
    throw new Error(`${layout.secretsFile} is corrupt: delete the data directory (npm run db:reset).`);
  }
  const secrets: LocalSecrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    postgresPassword: randomBytes(18).toString('base64url'),
    authenticatorPassword: randomBytes(18).toString('base64url'),
  };
  writeFileSync(layout.secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
