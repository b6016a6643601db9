// The local Supabase stand-in: embedded Postgres plus one node:http server speaking the Auth, REST, Storage
// and Functions APIs on the same URL shapes as hosted Supabase (DESIGN.md 2).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startDatabase, type Database } from './db.ts';
import { applyCors, sendJson } from './http.ts';
import { apiKeys } from './jwt.ts';
import { migrate, SUPABASE_DIR } from './migrate.ts';
import { dataDirLayout, loadOrCreateSecrets } from './secrets.ts';

export interface LocalBackendOptions {
  /** HTTP port; 0 picks a free one. Default 54321. */
  port?: number;
  /** Where Postgres, stored files, the mailbox and the secrets live. Default supabase/.data. */
  dataDir?: string;
  quiet?: boolean;
  /** Postgres port; 0 (default) picks a free one. */
  dbPort?: number;
  /** Throw-away data directory: Postgres runs without fsync. */
  ephemeral?: boolean;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  mailboxUrl: string;
  dbUrl: string;
  stop(): Promise<void>;
}

export const DEFAULT_DATA_DIR = path.join(SUPABASE_DIR, '.data');

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const layout = dataDirLayout(options.dataDir ?? DEFAULT_DATA_DIR);
  const secrets = loadOrCreateSecrets(layout);
  const log = options.quiet ? () => undefined : (line: string) => console.log(`[supabase-local] ${line}`);
  const db: Database = await startDatabase({
    layout,
    secrets,
    port: options.dbPort ?? 0,
    quiet: options.quiet,
    ephemeral: options.ephemeral,
  });
  try {
    await migrate(db.owner, { log });
    await db.setAuthenticatorPassword();
  } catch (error) {
    await db.stop();
    throw error;
  }
  const keys = apiKeys(secrets.jwtSecret);

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    applyCors(req, res);
    sendJson(res, 501, { message: `${req.method ?? ''} ${req.url ?? ''} is not implemented by the local backend` });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    mailboxUrl: `${url}/mailbox`,
    dbUrl: db.ownerUrl,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.stop();
    },
  };
}
