// What every service handler receives: the database, the signing secret, the outbox, the schema cache and
// the configuration of this backend instance.
import type { Database } from './db.ts';
import type { Mailbox } from './mailbox.ts';
import type { Catalog } from './rest/catalog.ts';
import type { DataDirLayout } from './secrets.ts';

export interface AuthConfig {
  /** Confirm e-mail addresses at sign-up (Supabase's local default); false sends a confirmation mail. */
  autoConfirm: boolean;
  /** Access token lifetime, seconds. */
  jwtExpiry: number;
  /** How long a used refresh token still returns the session's current token, seconds. */
  refreshTokenReuseInterval: number;
  /** Where e-mail links send people back to. */
  siteUrl: string;
  minPasswordLength: number;
}

export interface BackendContext {
  db: Database;
  jwtSecret: string;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  mailbox: Mailbox;
  catalog: Catalog;
  layout: DataDirLayout;
  auth: AuthConfig;
  functionsDir: string;
  /** config.toml `[functions.<name>] verify_jwt` (default true). */
  functionVerifyJwt(name: string): boolean;
}
