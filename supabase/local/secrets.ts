// The data directory's layout and its local secrets, created on first start so that keys stay stable
// across restarts (the publishable key printed once keeps working until `npm run db:reset`).
import { generateKeyPairSync, randomBytes, randomUUID, type JsonWebKey } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LocalSecrets {
  /** The legacy HS256 shared secret: signs the legacy anon/service_role keys. */
  jwtSecret: string;
  postgresPassword: string;
  authenticatorPassword: string;
  /** The opaque API keys hosted projects issue: `sb_publishable_...` (anon) and `sb_secret_...` (service_role). */
  publishableKey: string;
  secretKey: string;
  /** The ES256 signing key of user access tokens, as a private JWK with its `kid`. */
  signingKey: JsonWebKey & { kid: string };
}

/** What a secrets.json written before the new API keys holds: upgraded on start, never rejected. */
type BaseSecrets = Pick<LocalSecrets, 'jwtSecret' | 'postgresPassword' | 'authenticatorPassword'>;

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

function isBaseSecrets(value: unknown): value is BaseSecrets & Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.jwtSecret === 'string' &&
    typeof record.postgresPassword === 'string' &&
    typeof record.authenticatorPassword === 'string'
  );
}

const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** A P-256 key pair as a private JWK, `kid` a UUID as GoTrue's signing keys have. */
export function newSigningKey(): LocalSecrets['signingKey'] {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'ES256' };
}

function isSigningKey(value: unknown): value is LocalSecrets['signingKey'] {
  if (typeof value !== 'object' || value === null) return false;
  const jwk = value as Record<string, unknown>;
  return jwk.kty === 'EC' && jwk.crv === 'P-256' && typeof jwk.d === 'string' && typeof jwk.kid === 'string';
}

const opaque = (value: unknown, prefix: string): value is string =>
  typeof value === 'string' && value.startsWith(prefix) && value.length > prefix.length + 16;

/** Fills in what an older secrets.json lacks; reports whether anything had to be added. */
function completeSecrets(base: BaseSecrets & Record<string, unknown>): {
  secrets: LocalSecrets;
  added: boolean;
} {
  const secrets: LocalSecrets = {
    jwtSecret: base.jwtSecret,
    postgresPassword: base.postgresPassword,
    authenticatorPassword: base.authenticatorPassword,
    publishableKey: opaque(base.publishableKey, 'sb_publishable_')
      ? base.publishableKey
      : `sb_publishable_${randomToken(24)}`,
    secretKey: opaque(base.secretKey, 'sb_secret_') ? base.secretKey : `sb_secret_${randomToken(24)}`,
    signingKey: isSigningKey(base.signingKey) ? base.signingKey : newSigningKey(),
  };
  const added =
    secrets.publishableKey !== base.publishableKey ||
    secrets.secretKey !== base.secretKey ||
    secrets.signingKey !== base.signingKey;
  return { secrets, added };
}

function writeSecrets(file: string, secrets: LocalSecrets): void {
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
}

export function loadOrCreateSecrets(layout: DataDirLayout): LocalSecrets {
  mkdirSync(layout.root, { recursive: true });
  // Postgres runs as the unprivileged `postgres` user when we are root: it must be able to reach pg/.
  chmodSync(layout.root, 0o755);
  mkdirSync(layout.storage, { recursive: true });
  mkdirSync(layout.mailbox, { recursive: true });
  if (existsSync(layout.secretsFile)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(layout.secretsFile, 'utf8'));
    } catch {
      parsed = undefined;
    }
    if (!isBaseSecrets(parsed)) {
      throw new Error(`${layout.secretsFile} is corrupt: delete the data directory (npm run db:reset).`);
    }
    // A data directory from before the publishable/secret keys keeps its passwords and legacy secret.
    const { secrets, added } = completeSecrets(parsed);
    if (added) writeSecrets(layout.secretsFile, secrets);
    return secrets;
  }
  const { secrets } = completeSecrets({
    jwtSecret: randomToken(32),
    postgresPassword: randomToken(18),
    authenticatorPassword: randomToken(18),
  });
  writeSecrets(layout.secretsFile, secrets);
  return secrets;
}
