// The steps done in SQL over the project's database (the session pooler's connection string, as `postgres`):
// the shop's address for mail links, the two Vault secrets the cron migrations read, the cron jobs themselves,
// and the first owner.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mask, maskUrl } from './mask.ts';
import { DeployError, type DeployConfig, type DeployContext, type Step } from './types.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../supabase/migrations');

export const siteUrlStep: Step = {
  name: 'shop-site-url',
  isDone: async ({ config, sql }) =>
    (await sql('select 1 from public.shop_settings where id and site_url = $1', [config.siteUrl])).length ===
    1,
  plan: (config) => [
    `SQL on ${maskUrl(config.dbUrl)}: insert into public.shop_settings (id, site_url) values (true, '${config.siteUrl}') on conflict (id) do update set site_url = excluded.site_url`,
  ],
  run: async ({ config, sql }) => {
    await sql(
      `insert into public.shop_settings (id, site_url) values (true, $1)
       on conflict (id) do update set site_url = excluded.site_url`,
      [config.siteUrl],
    );
  },
};

/** The secrets 20261123200200_send_emails_schedule.sql and ..._issue_refunds_schedule.sql read at each run. */
export const vaultSecrets = (config: DeployConfig): Record<string, string> => ({
  project_url: config.apiUrl,
  send_emails_secret_key: config.secretKey,
});

async function hasVault(context: DeployContext): Promise<boolean> {
  const rows = await context.sql(`select 1 from pg_catalog.pg_namespace where nspname = 'vault'`);
  return rows.length === 1;
}

export const vaultStep: Step = {
  name: 'vault-secrets',
  isDone: async (context) => {
    if (!(await hasVault(context))) return false;
    const rows = await context.sql<{ name: string; decrypted_secret: string }>(
      `select name, decrypted_secret from vault.decrypted_secrets where name = any($1::text[])`,
      [Object.keys(vaultSecrets(context.config))],
    );
    return Object.entries(vaultSecrets(context.config)).every(([name, value]) =>
      rows.some((row) => row.name === name && row.decrypted_secret === value),
    );
  },
  plan: (config) =>
    Object.entries(vaultSecrets(config)).map(
      ([name, value]) =>
        `SQL on ${maskUrl(config.dbUrl)}: vault.update_secret(<id of '${name}'>, '${name === 'project_url' ? value : mask(value)}') or vault.create_secret(..., '${name}')`,
    ),
  run: async (context) => {
    if (!(await hasVault(context))) {
      throw new DeployError(
        'This database has no Vault (the `vault` schema of Supabase Vault): enable it in the dashboard ' +
          '(Integrations, Vault), then run `npm run deploy` again.',
      );
    }
    for (const [name, value] of Object.entries(vaultSecrets(context.config))) {
      const [existing] = await context.sql<{ id: string }>(`select id from vault.secrets where name = $1`, [
        name,
      ]);
      if (existing) await context.sql(`select vault.update_secret($1::uuid, $2)`, [existing.id, value]);
      else await context.sql(`select vault.create_secret($1, $2)`, [value, name]);
    }
  },
};

/** The jobs the `*_schedule.sql` migrations create (`cron.schedule('<name>'`), and the migration of each. */
export function cronJobs(folder = MIGRATIONS): Record<string, string> {
  const jobs: Record<string, string> = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('_schedule.sql'))
    .sort()) {
    for (const match of readFileSync(path.join(folder, file), 'utf8').matchAll(
      /cron\.schedule\('([^']+)'/g,
    )) {
      if (match[1]) jobs[match[1]] = file;
    }
  }
  return jobs;
}

const CRON_JOBS = cronJobs();

async function missingJobs(context: DeployContext): Promise<string[]> {
  const cron = await context.sql(`select 1 from pg_catalog.pg_extension where extname = 'pg_cron'`);
  if (cron.length === 0) return Object.keys(CRON_JOBS);
  const rows = await context.sql<{ jobname: string }>(
    `select jobname from cron.job where jobname = any($1::text[])`,
    [Object.keys(CRON_JOBS)],
  );
  return Object.keys(CRON_JOBS).filter((job) => !rows.some((row) => row.jobname === job));
}

export const cronStep: Step = {
  name: 'cron-jobs',
  isDone: async (context) => (await missingJobs(context)).length === 0,
  plan: (config) => [
    `SQL on ${maskUrl(config.dbUrl)}: select jobname from cron.job (${Object.keys(CRON_JOBS).join(', ')})`,
    `if one is missing: run its migration's DO block again (idempotent: cron.schedule replaces a job of the same name): ${Object.values(CRON_JOBS).join(', ')}`,
  ],
  run: async (context) => {
    // `db push` scheduled them where pg_cron and pg_net were enabled; a project that enabled them after gets
    // them from the same migrations' text, which only (re)schedules.
    for (const job of await missingJobs(context)) {
      await context.sql(readFileSync(path.join(MIGRATIONS, CRON_JOBS[job] ?? ''), 'utf8'));
    }
    const still = await missingJobs(context);
    if (still.length > 0) {
      throw new DeployError(
        `The cron jobs ${still.join(', ')} are not scheduled: enable pg_cron and pg_net in the dashboard ` +
          '(Integrations, Cron; Database, Extensions), then run `npm run deploy` again.',
      );
    }
  },
};

async function ownerUserId(context: DeployContext): Promise<string | null> {
  const [user] = await context.sql<{ id: string }>(
    `select id from auth.users where lower(email) = lower($1)`,
    [context.config.ownerEmail],
  );
  return user?.id ?? null;
}

/** Auth's invite (the admin API, as supabase-js's `auth.admin.inviteUserByEmail` calls it): a mail with a link. */
async function invite(context: DeployContext): Promise<string> {
  const { config } = context;
  const response = await context.fetch(`${config.apiUrl}/auth/v1/invite`, {
    method: 'POST',
    headers: {
      apikey: config.secretKey,
      Authorization: `Bearer ${config.secretKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email: config.ownerEmail }),
  });
  const body = (await response.json()) as { id?: string; msg?: string; message?: string };
  if (!response.ok || !body.id) {
    throw new DeployError(
      `Auth refused to invite ${config.ownerEmail} (${response.status}): ${body.msg ?? body.message ?? ''}`,
    );
  }
  return body.id;
}

export const firstOwnerStep: Step = {
  name: 'first-owner',
  isDone: async ({ config, sql }) =>
    (
      await sql(
        `select 1 from public.user_roles r join auth.users u on u.id = r.user_id
          where lower(u.email) = lower($1) and r.role = 'owner'`,
        [config.ownerEmail],
      )
    ).length > 0,
  plan: (config) => [
    `SQL on ${maskUrl(config.dbUrl)}: select id from auth.users where email = '${config.ownerEmail}'`,
    `if none: POST ${config.apiUrl}/auth/v1/invite {"email":"${config.ownerEmail}"} (apikey ${mask(config.secretKey)})`,
    `SQL: update public.user_roles set role = 'owner' where user_id = <their id> and role <> 'member'`,
    `SQL: insert into public.user_roles (user_id, role) values (<their id>, 'owner') on conflict do nothing`,
  ],
  run: async (context) => {
    const id = (await ownerUserId(context)) ?? (await invite(context));
    // One staff role per person (user_roles_one_staff_role): an admin who becomes the owner changes role.
    await context.sql(`update public.user_roles set role = 'owner' where user_id = $1 and role <> 'member'`, [
      id,
    ]);
    await context.sql(
      `insert into public.user_roles (user_id, role) values ($1, 'owner') on conflict do nothing`,
      [id],
    );
  },
};
