// What every service handler receives: the database, the project keys, the outbox, the schema cache and
// the configuration of this backend instance.
import type { AuthMailTemplates } from './auth/auth-templates.ts';
import type { AttemptLimiter } from './auth/rate-limit.ts';
import type { Database } from './cluster.ts';
import type { ProjectKeys } from './keys.ts';
import type { Mailbox } from './mailbox.ts';

import type { Catalog } from './rest/catalog.ts';
import type { DataDirLayout } from './secrets.ts';

export interface AuthSmtp {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** The From of auth mail: admin_email and sender_name of [auth.email.smtp]. */
  from: string;
}

export interface AuthConfig {
  /** Confirm e-mail addresses at sign-up (Supabase's local default); false sends a confirmation mail. */
  autoConfirm: boolean;
  /** Access token lifetime, seconds. */
  jwtExpiry: number;
  /** How long a used refresh token still returns the session's current token, seconds. */
  refreshTokenReuseInterval: number;
  /** Where e-mail links send people back to. */
  siteUrl: string;
  /** config.toml `[auth] additional_redirect_urls`: glob patterns of the other redirects auth links may use. */
  redirectAllowList: string[];
  minPasswordLength: number;
  /** config.toml `[auth.email] double_confirm_changes`: an e-mail change is confirmed from both addresses. */
  doubleConfirmChanges: boolean;
  /** config.toml `[auth] enable_anonymous_sign_ins`: off, anonymous sign-in is refused as GoTrue refuses it. */
  anonymousSignIns: boolean;
}

export interface BackendContext {
  db: Database;
  url: string;
  /** API keys (publishable, secret, legacy) and the JWT signing/verification keys. */
  keys: ProjectKeys;
  mailbox: Mailbox;
  /** Where the local auth service sends its mail over SMTP ([auth.email.smtp], else the mailbox's server). */
  authSmtp: AuthSmtp;
  /** The account mails' templates: config.toml's `[auth.email.template.*]`, else GoTrue's defaults. */
  authMail: AuthMailTemplates;
  catalog: Catalog;
  layout: DataDirLayout;
  auth: AuthConfig;
  /** Failed password sign-ins and TOTP codes per client and per account (auth/rate-limit.ts). */
  attempts: AttemptLimiter;
  functionsDir: string;
  /** config.toml `[functions.<name>] verify_jwt` (default true). */
  functionVerifyJwt(name: string): boolean;
}
