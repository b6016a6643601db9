// What `npm run deploy` needs, from flags, then the environment, then a question (node:readline) when a person
// is there; without one, a list of what is missing. A dry run asks nothing and shows `<...>` for what it lacks.
import { readFileSync } from 'node:fs';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { parseEnvFile } from './env-file.ts';
import { DeployError, type DeployConfig } from './types.ts';

interface Field {
  key: Exclude<keyof DeployConfig, 'functionSecrets' | 'authSmtp' | 'apiUrl'>;
  flag: string;
  env: string;
  question: string;
  check: (value: string) => string | null;
  optional?: boolean;
}

const matches = (pattern: RegExp, message: string) => (value: string) =>
  pattern.test(value) ? null : message;

export const FIELDS: Field[] = [
  {
    key: 'projectRef',
    flag: 'project-ref',
    env: 'SUPABASE_PROJECT_REF',
    question: 'Project ref (Project Settings, General)',
    check: matches(/^[a-z0-9]{20}$/, 'a project ref is 20 lowercase letters and digits'),
  },
  {
    key: 'accessToken',
    flag: 'access-token',
    env: 'SUPABASE_ACCESS_TOKEN',
    question: 'Supabase access token (Account, Access Tokens; sbp_...)',
    check: matches(/^sbp_\w+$/, 'an access token starts with sbp_'),
  },
  {
    key: 'dbPassword',
    flag: 'db-password',
    env: 'SUPABASE_DB_PASSWORD',
    question: 'Database password',
    check: matches(/.+/, 'the database password is empty'),
  },
  {
    key: 'dbUrl',
    flag: 'db-url',
    env: 'SUPABASE_DB_URL',
    question: 'Session pooler connection string (Connect, Session pooler)',
    check: matches(/^postgres(ql)?:\/\/.+/, 'a connection string starts with postgresql://'),
  },
  {
    key: 'secretKey',
    flag: 'secret-key',
    env: 'SUPABASE_SECRET_KEY',
    question: 'Secret key (Project Settings, API Keys; sb_secret_...)',
    check: matches(/^sb_secret_\w+/, 'the secret key starts with sb_secret_'),
  },
  {
    key: 'publishableKey',
    flag: 'publishable-key',
    env: 'SUPABASE_PUBLISHABLE_KEY',
    question: 'Publishable key (sb_publishable_...)',
    check: matches(/^sb_publishable_\w+/, 'the publishable key starts with sb_publishable_'),
  },
  {
    key: 'siteUrl',
    flag: 'site-url',
    env: 'SITE_URL',
    question: "The shop's address (https://...)",
    check: matches(
      /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/,
      "the shop's address is https://host, without a path or a final /",
    ),
  },
  {
    key: 'ownerEmail',
    flag: 'owner-email',
    env: 'OWNER_EMAIL',
    question: "The first owner's email",
    check: matches(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'not an email address'),
  },
  {
    key: 'stripeKey',
    flag: 'stripe-key',
    env: 'STRIPE_SECRET_KEY',
    question: 'Stripe secret key (sk_live_... or rk_live_...; empty: no Stripe)',
    check: matches(
      /^$|^(sk|rk)_(live|test)_\w+$/,
      'a Stripe key starts with sk_live_, rk_live_, sk_test_ or rk_test_',
    ),
    optional: true,
  },
];

/** config.toml's `env(...)` of [auth.email.smtp]: for `config push`, not function secrets. */
const AUTH_SMTP = ['AUTH_SMTP_HOST', 'AUTH_SMTP_USER', 'AUTH_SMTP_PASS', 'AUTH_SMTP_ADMIN_EMAIL'];

const MAIL_QUESTIONS: [string, string][] = [
  ['MAIL_FROM', 'Mail sender (Maison Immortela <shop@...>)'],
  ['RESEND_API_KEY', 'Resend API key (re_...)'],
  ['AUTH_SMTP_HOST', "Auth's SMTP server (host)"],
  ['AUTH_SMTP_USER', "Auth's SMTP user"],
  ['AUTH_SMTP_PASS', "Auth's SMTP password"],
  ['AUTH_SMTP_ADMIN_EMAIL', "Auth's sender address"],
];

export interface Invocation {
  config: DeployConfig;
  dryRun: boolean;
  redo: string[];
  stateFile: string;
}

type Ask = (question: string) => Promise<string>;

export function parseDeployArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      ...Object.fromEntries(FIELDS.map((field) => [field.flag, { type: 'string' as const }])),
      'api-url': { type: 'string' },
      'secrets-file': { type: 'string' },
      'state-file': { type: 'string', default: 'supabase/.temp/deploy-state.json' },
      'dry-run': { type: 'boolean', default: false },
      redo: { type: 'string', default: '' },
    },
    strict: true,
  }).values;
}

export async function resolveInvocation(
  argv: string[],
  env: Record<string, string | undefined>,
  ask: Ask | null,
): Promise<Invocation> {
  const flags = parseDeployArgs(argv) as Record<string, string | boolean | undefined>;
  const dryRun = flags['dry-run'] === true;
  const values: Partial<Record<Field['key'], string>> = {};
  const problems: string[] = [];
  for (const field of FIELDS) {
    let value = (flags[field.flag] as string | undefined) ?? env[field.env];
    if (value === undefined && ask && !dryRun) value = (await ask(`${field.question}: `)).trim();
    if (value === undefined || (value === '' && !field.optional)) {
      if (dryRun) values[field.key] = `<${field.env}>`;
      else if (!field.optional) problems.push(`--${field.flag} (or ${field.env}) is missing`);
      continue;
    }
    const problem = field.check(value);
    if (problem) problems.push(`--${field.flag}: ${problem}`);
    else if (value !== '') values[field.key] = value;
  }
  const secretsFile = flags['secrets-file'] as string | undefined;
  const fromFile = secretsFile ? parseEnvFile(readFileSync(secretsFile, 'utf8')) : {};
  // Without a file, the shop's mail through Resend and Auth's through SMTP, asked for.
  if (!secretsFile && ask && !dryRun) {
    for (const [name, question] of MAIL_QUESTIONS) {
      const answer = (await ask(`${question}, ${name}: `)).trim();
      if (answer) fromFile[name] = answer;
    }
  }
  const authSmtp = Object.fromEntries(Object.entries(fromFile).filter(([name]) => AUTH_SMTP.includes(name)));
  const functionSecrets = Object.fromEntries(
    Object.entries(fromFile).filter(([name]) => !AUTH_SMTP.includes(name)),
  );
  const missingSmtp = AUTH_SMTP.filter((name) => !authSmtp[name]);
  if (!dryRun && missingSmtp.length > 0) {
    problems.push(
      `--secrets-file must set ${missingSmtp.join(', ')}: Auth's own mail (the owner's invite, recoveries) ` +
        'goes through that SMTP server (docs/mail.md, "Account mails (Auth)")',
    );
  }
  const sender = functionSecrets.RESEND_API_KEY || functionSecrets.SMTP_HOST;
  if (!dryRun && (!functionSecrets.MAIL_FROM || !sender)) {
    problems.push(
      '--secrets-file must set MAIL_FROM and RESEND_API_KEY or SMTP_HOST (docs/mail.md, "The sender")',
    );
  }
  if (problems.length > 0) throw new DeployError(`npm run deploy cannot start:\n  ${problems.join('\n  ')}`);
  const config = { ...values, functionSecrets, authSmtp } as DeployConfig;
  config.apiUrl = (flags['api-url'] as string | undefined) ?? `https://${config.projectRef}.supabase.co`;
  const redo = String(flags.redo ?? '')
    .split(',')
    .filter(Boolean);
  return { config, dryRun, redo, stateFile: flags['state-file'] as string };
}

/** Questions on the terminal, or null when no one is there to answer (CI, a pipe). */
export function terminalAsk(): { ask: Ask; close: () => void } | null {
  if (!process.stdin.isTTY) return null;
  const lines = readline.createInterface({ input: process.stdin, output: process.stdout });
  return { ask: (question) => lines.question(question), close: () => lines.close() };
}
