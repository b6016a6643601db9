// The pieces `npm run deploy` is made of: what it was told (DeployConfig), the one door to the outside each
// external call goes through (Exec, fetch, Sql: tests put recorders there), and the steps a runner runs.

export interface DeployConfig {
  /** The hosted project: `<ref>.supabase.co`. */
  projectRef: string;
  /** A personal access token: the CLI's and the Management API's (SUPABASE_ACCESS_TOKEN). */
  accessToken: string;
  /** The database password: `supabase link` and `db push` (SUPABASE_DB_PASSWORD). */
  dbPassword: string;
  /** The session pooler's connection string, for the SQL steps (Vault, cron, first owner). */
  dbUrl: string;
  /** The project's API address; `https://<ref>.supabase.co` unless told (the tests' local backend). */
  apiUrl: string;
  /** `sb_secret_...`: the cron jobs' key in Vault, and the Auth admin API's (the owner's invite). */
  secretKey: string;
  /** `sb_publishable_...`: the build's. */
  publishableKey: string;
  /** The shop's public origin, `https://...` without a path. */
  siteUrl: string;
  /** The first owner's email: invited if they have no account yet. */
  ownerEmail: string;
  /** `sk_...` or `rk_...`; without it the Stripe steps are left out. */
  stripeKey?: string;
  /** The other function secrets (mail sender...), read from --secrets-file or asked for. */
  functionSecrets: Record<string, string>;
  /** AUTH_SMTP_HOST, _USER, _PASS, _ADMIN_EMAIL: config.toml's `env(...)` for Auth's own mail sender. */
  authSmtp: Record<string, string>;
}

export interface ExecResult {
  code: number;
  stdout: string;
}

/** Runs a command (its output shown to the person deploying) with extra environment variables. */
export type Exec = (command: string[], options?: { env?: Record<string, string> }) => Promise<ExecResult>;

/** One statement over the project's database (`dbUrl`), its rows back. */
export type Sql = <T extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

export interface DeployContext {
  config: DeployConfig;
  exec: Exec;
  fetch: typeof fetch;
  sql: Sql;
  log: (line: string) => void;
}

export interface Step {
  /** The state file's key, and what `--redo` names. */
  name: string;
  /** False when the step does not apply to this config (no Stripe key: no webhook endpoint). */
  applies?: (config: DeployConfig) => boolean;
  /** Whether the project is already as the step would leave it (read only); false when it cannot tell. */
  isDone: (context: DeployContext) => Promise<boolean>;
  /** Every command and request the step makes, secrets masked. */
  plan: (config: DeployConfig) => string[];
  run: (context: DeployContext) => Promise<void>;
}

/** A failure the runner prints as is: what went wrong and what to do. */
export class DeployError extends Error {}
