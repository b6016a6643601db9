// Reads the settings of supabase/config.toml the local backend honours (auth lifetimes, confirmations,
// password length, site URL, per-function verify_jwt), so local behaviour follows the project's config.
import { existsSync, readFileSync } from 'node:fs';

export type TomlValue = string | number | boolean | string[];

/**
 * Enough TOML for config.toml: [sections] and `key = "string" | 'literal string' | number | true/false` lines,
 * and one-line arrays of double-quoted strings (`additional_redirect_urls`)
 * (a literal string keeps its double quotes and backslashes as they are: the mail subjects' Go templates).
 */
export function readToml(file: string): Map<string, Map<string, TomlValue>> {
  const sections = new Map<string, Map<string, TomlValue>>();
  if (!existsSync(file)) return sections;
  let current = new Map<string, TomlValue>();
  sections.set('', current);
  for (const rawLine of readFileSync(file, 'utf8').split('\n')) {
    const line = rawLine.replace(/(^|\s)#.*$/, '').trim();
    const section = /^\[([^\]]+)\]$/.exec(line);
    if (section) {
      const name = section[1]?.trim() ?? '';
      current = sections.get(name) ?? new Map<string, TomlValue>();
      sections.set(name, current);
      continue;
    }
    const entry = /^([A-Za-z0-9_.-]+)\s*=\s*(.+)$/.exec(line);
    if (!entry?.[1] || entry[2] === undefined) continue;
    const value = entry[2].trim();
    if (value === 'true' || value === 'false') current.set(entry[1], value === 'true');
    else if (/^-?\d+(\.\d+)?$/.test(value)) current.set(entry[1], Number(value));
    else if (/^".*"$/.test(value) || /^'[^']*'$/.test(value)) current.set(entry[1], value.slice(1, -1));
    else if (/^\[\s*("[^"]*"\s*,\s*)*("[^"]*")?\s*,?\s*\]$/.test(value))
      current.set(
        entry[1],
        [...value.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? ''),
      );
  }
  return sections;
}

export interface ProjectConfig {
  siteUrl?: string;
  /** `[auth] additional_redirect_urls`: the redirects an auth link may send to besides the site URL's host. */
  additionalRedirectUrls: string[];
  jwtExpiry?: number;
  refreshTokenReuseInterval?: number;
  minPasswordLength?: number;
  enableConfirmations?: boolean;
  /** `[auth] enable_anonymous_sign_ins`. */
  enableAnonymousSignIns?: boolean;
  /** `[auth.rate_limit] token_refresh`: password and refresh grants per 5 minutes per client. */
  tokenRefreshRateLimit?: number;
  functionVerifyJwt(name: string): boolean;
  /** `[auth.email] double_confirm_changes`: an e-mail change is confirmed from both addresses. */
  doubleConfirmChanges?: boolean;
  /** `[auth.email.template.<kind>]`: the subject (a Go template) and the body's file, relative to supabase/. */
  authMailTemplates: Record<string, { subject?: string; contentPath?: string }>;
  /** `[auth.email.smtp]` admin_email and sender_name, the From of auth mail (env(NAME) read from the env). */
  authSender: { adminEmail?: string; senderName?: string };
  /** `[auth.email.smtp]` when enabled: where the auth service sends mail (env(NAME) values read from the env). */
  authSmtp?: {
    host: string;
    port: number;
    user?: string;
    pass?: string;
    adminEmail?: string;
    senderName?: string;
  };
}

const stringList = (value: TomlValue | undefined): string[] => (Array.isArray(value) ? value : []);

/** `env(NAME)` as the Supabase CLI reads it in config.toml: the value of that environment variable. */
function tomlString(value: TomlValue | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const reference = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value);
  const resolved = reference?.[1] ? process.env[reference[1]] : value;
  return resolved === '' ? undefined : resolved;
}

export function readProjectConfig(file: string): ProjectConfig {
  const toml = readToml(file);
  const auth = toml.get('auth');
  const email = toml.get('auth.email');
  const num = (value: TomlValue | undefined): number | undefined =>
    typeof value === 'number' ? value : undefined;
  const siteUrl = auth?.get('site_url');
  const confirmations = email?.get('enable_confirmations');
  const smtp = toml.get('auth.email.smtp');
  return {
    siteUrl: typeof siteUrl === 'string' ? siteUrl : undefined,
    additionalRedirectUrls: stringList(auth?.get('additional_redirect_urls')),
    jwtExpiry: num(auth?.get('jwt_expiry')),
    refreshTokenReuseInterval: num(auth?.get('refresh_token_reuse_interval')),
    minPasswordLength: num(auth?.get('minimum_password_length')),
    enableConfirmations: typeof confirmations === 'boolean' ? confirmations : undefined,
    enableAnonymousSignIns: auth?.get('enable_anonymous_sign_ins') === true,
    tokenRefreshRateLimit: num(toml.get('auth.rate_limit')?.get('token_refresh')),
    authSmtp:
      smtp?.get('enabled') === true && tomlString(smtp.get('host'))
        ? {
            host: tomlString(smtp.get('host')) ?? '',
            port: num(smtp.get('port')) ?? 587,
            user: tomlString(smtp.get('user')),
            pass: tomlString(smtp.get('pass')),
            adminEmail: tomlString(smtp.get('admin_email')),
            senderName: tomlString(smtp.get('sender_name')),
          }
        : undefined,
    functionVerifyJwt: (name) => toml.get(`functions.${name}`)?.get('verify_jwt') !== false,
    doubleConfirmChanges:
      typeof email?.get('double_confirm_changes') === 'boolean'
        ? email.get('double_confirm_changes') === true
        : undefined,
    authMailTemplates: Object.fromEntries(
      [...toml.entries()]
        .filter(([name]) => name.startsWith('auth.email.template.'))
        .map(([name, entries]) => {
          const subject = entries.get('subject');
          const contentPath = entries.get('content_path');
          return [
            name.slice('auth.email.template.'.length),
            {
              subject: typeof subject === 'string' ? subject : undefined,
              contentPath: typeof contentPath === 'string' ? contentPath : undefined,
            },
          ];
        }),
    ),
    authSender: {
      adminEmail: smtp?.get('enabled') === true ? tomlString(smtp.get('admin_email')) : undefined,
      senderName: smtp?.get('enabled') === true ? tomlString(smtp.get('sender_name')) : undefined,
    },
  };
}
