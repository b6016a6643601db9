// The Supabase CLI's and Management API's steps: link, migrations, the [auth] settings, the project's URLs,
// function secrets and the functions themselves. The CLI gets the access token and the database password in
// its environment (never on the command line, never in the plan), and `--yes` for hosted changes, as CLI 3
// wants when no one answers its prompts.
import { mask } from './mask.ts';
import { withEnvFile } from './env-file.ts';
import { DeployError, type DeployConfig, type DeployContext, type Step } from './types.ts';

const cliEnv = (config: DeployConfig) => ({
  SUPABASE_ACCESS_TOKEN: config.accessToken,
  SUPABASE_DB_PASSWORD: config.dbPassword,
});

async function cli(
  context: DeployContext,
  command: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const result = await context.exec(command, { env: { ...cliEnv(context.config), ...env } });
  if (result.code !== 0)
    throw new DeployError(`\`${command.join(' ')}\` failed (exit ${result.code}, see above).`);
  return result.stdout;
}

/** A step that is one CLI command: the state file alone says whether it ran. */
function cliStep(name: string, command: (config: DeployConfig) => string[]): Step {
  return {
    name,
    isDone: async () => false,
    plan: (config) => [command(config).join(' ')],
    run: async (context) => void (await cli(context, command(context.config))),
  };
}

export const linkStep = cliStep('link', (config) => [
  'npx',
  'supabase',
  'link',
  '--project-ref',
  config.projectRef,
]);
export const dbPushStep = cliStep('db-push', () => ['npx', 'supabase', 'db', 'push', '--yes']);
/**
 * config.toml's [auth] (MFA, password rules, rate limits, mail templates), its SMTP sender's `env(AUTH_SMTP_*)`
 * values given in the CLI's environment (they are read when pushing, never stored in the repository).
 */
export const configPushStep: Step = {
  name: 'config-push',
  isDone: async () => false,
  plan: (config) => [
    [
      ...Object.entries(config.authSmtp).map(
        ([name, value]) => `${name}=${name === 'AUTH_SMTP_PASS' ? mask(value) : value}`,
      ),
      'npx supabase config push --yes',
    ].join(' '),
  ],
  run: async (context) =>
    void (await cli(context, ['npx', 'supabase', 'config', 'push', '--yes'], context.config.authSmtp)),
};
/** Every function of supabase/functions/, bundled by the platform (no Docker here). */
export const functionsDeployStep = cliStep('functions-deploy', () => [
  'npx',
  'supabase',
  'functions',
  'deploy',
  '--use-api',
  '--yes',
]);

const managementUrl = (config: DeployConfig) =>
  `https://api.supabase.com/v1/projects/${config.projectRef}/config/auth`;

/**
 * What config.toml cannot say for a hosted project: its site URL (config.toml's is the local one, and
 * `config push` sends it), its redirect URLs, and the client address forwarding the account deletion's password
 * check needs (docs/deploy.md). Runs after config-push, which would undo it.
 */
function authUrls(config: DeployConfig) {
  return {
    site_url: config.siteUrl,
    uri_allow_list: `${config.siteUrl}/**`,
    security_sb_forwarded_for_enabled: true,
  };
}

export const authUrlsStep: Step = {
  name: 'auth-urls',
  isDone: async ({ config, fetch }) => {
    const response = await fetch(managementUrl(config), {
      headers: { Authorization: `Bearer ${config.accessToken}` },
    });
    if (!response.ok) return false;
    const current = (await response.json()) as Record<string, unknown>;
    return Object.entries(authUrls(config)).every(([key, value]) => current[key] === value);
  },
  plan: (config) => [`PATCH ${managementUrl(config)} ${JSON.stringify(authUrls(config))}`],
  run: async ({ config, fetch }) => {
    const response = await fetch(managementUrl(config), {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${config.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(authUrls(config)),
    });
    if (!response.ok) {
      throw new DeployError(
        `The Management API refused the auth settings (${response.status}): ${await response.text()}`,
      );
    }
  },
};

/** Values a plan may show: they are addresses and switches, not secrets. */
const PLAIN = new Set(['APP_ENV', 'SITE_URL', 'MAIL_FROM', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER']);

export function functionSecrets(config: DeployConfig): Record<string, string> {
  return {
    APP_ENV: 'production',
    SITE_URL: config.siteUrl,
    ...(config.stripeKey ? { STRIPE_SECRET_KEY: config.stripeKey } : {}),
    ...config.functionSecrets,
  };
}

export function secretsPlan(values: Record<string, string>): string {
  const shown = Object.entries(values).map(
    ([name, value]) => `${name}=${PLAIN.has(name) ? value : mask(value)}`,
  );
  return `npx supabase secrets set --env-file <temporary file: ${shown.join(' ')}> --yes`;
}

export async function setSecrets(context: DeployContext, values: Record<string, string>): Promise<void> {
  await withEnvFile(values, (file) =>
    cli(context, ['npx', 'supabase', 'secrets', 'set', '--env-file', file, '--yes']),
  );
}

export const secretsStep: Step = {
  name: 'secrets',
  isDone: async () => false,
  plan: (config) => [secretsPlan(functionSecrets(config))],
  run: (context) => setSecrets(context, functionSecrets(context.config)),
};

/** The names of the project's function secrets (`supabase secrets list` shows digests, never values). */
export async function secretNames(context: DeployContext): Promise<string[]> {
  const stdout = await cli(context, ['npx', 'supabase', 'secrets', 'list', '-o', 'json']);
  return (JSON.parse(stdout) as { name: string }[]).map((secret) => secret.name);
}
