// npm run deploy's SQL steps (scripts/deploy/steps-sql.ts) for real, against the local backend as the `postgres`
// role (as the session pooler's connection string logs in on hosted): the shop's address, the first owner
// (invited through Auth when new, an admin promoted, nothing done twice), the Vault secrets (the local backend's
// Vault, supabase/local/bootstrap/6-vault.sql), and the clear refusal where pg_cron is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { cronStep, firstOwnerStep, siteUrlStep, vaultStep } from '../../scripts/deploy/steps-sql.ts';
import { DeployError, type DeployConfig, type DeployContext } from '../../scripts/deploy/types.ts';
import {
  mailFor,
  newMember,
  ownerDbUrl,
  publishableKey,
  secretKey,
  supabaseUrl,
  uniqueEmail,
  waitForMail,
} from './helpers';

let db: pg.Client;
let original: string;

function context(config: Partial<DeployConfig> = {}): DeployContext {
  return {
    config: {
      projectRef: 'abcdefghijklmnopqrst',
      accessToken: 'sbp_unused',
      dbPassword: 'unused',
      dbUrl: ownerDbUrl(),
      apiUrl: supabaseUrl(),
      secretKey: secretKey(),
      publishableKey: publishableKey(),
      siteUrl: 'https://maison-immortela.example',
      ownerEmail: uniqueEmail('owner'),
      functionSecrets: {},
      authSmtp: {},
      ...config,
    },
    exec: () => Promise.reject(new Error('the SQL steps run no command')),
    fetch,
    sql: async (text, values) => (await db.query(text, values)).rows,
    log: () => undefined,
  };
}

const rolesOf = async (email: string) =>
  (
    await db.query<{ role: string }>(
      `select r.role from public.user_roles r join auth.users u on u.id = r.user_id where u.email = $1 order by 1`,
      [email],
    )
  ).rows.map((row) => row.role);

beforeAll(async () => {
  db = new pg.Client({ connectionString: ownerDbUrl() });
  await db.connect();
  original =
    (await db.query<{ site_url: string }>('select site_url from public.shop_settings where id')).rows[0]
      ?.site_url ?? '';
});

afterAll(async () => {
  if (original) await db.query('update public.shop_settings set site_url = $1 where id', [original]);
  await db.end();
});

describe("npm run deploy's SQL steps on a database", () => {
  it("set the shop's address once", async () => {
    const step = context();
    expect(await siteUrlStep.isDone(step)).toBe(false);
    await siteUrlStep.run(step);
    expect(await siteUrlStep.isDone(step)).toBe(true);
    expect((await db.query('select public.site_url() as url')).rows[0]).toEqual({
      url: 'https://maison-immortela.example',
    });
  });

  it('invite a new first owner through Auth and give them the owner role, once', async () => {
    const step = context();
    const email = step.config.ownerEmail;
    expect(await firstOwnerStep.isDone(step)).toBe(false);
    await firstOwnerStep.run(step);
    expect(await firstOwnerStep.isDone(step)).toBe(true);
    expect(await rolesOf(email)).toEqual(['owner']);
    await waitForMail(email, 'invite');
    await firstOwnerStep.run(step);
    expect(await rolesOf(email)).toEqual(['owner']);
    expect(await mailFor(email)).toHaveLength(1);
  });

  it('make an existing admin the owner, keeping their member role, without inviting them', async () => {
    const member = await newMember('Future Owner');
    await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [member.id]);
    const step = context({ ownerEmail: member.email.toUpperCase() });
    await firstOwnerStep.run(step);
    const roles = await rolesOf(member.email);
    expect(roles).toContain('owner');
    expect(roles).not.toContain('admin');
    expect((await mailFor(member.email)).some((mail) => mail.type === 'invite')).toBe(false);
  });

  it('write the Vault secrets the scheduled jobs read, and update them in place when they change', async () => {
    const step = context();
    await db.query(`delete from vault.secrets where name in ('project_url', 'send_emails_secret_key')`);
    expect(await vaultStep.isDone(step)).toBe(false);
    await vaultStep.run(step);
    expect(await vaultStep.isDone(step)).toBe(true);
    const read = async () =>
      (
        await db.query(
          `select name, decrypted_secret from vault.decrypted_secrets
            where name in ('project_url', 'send_emails_secret_key') order by name`,
        )
      ).rows;
    expect(await read()).toEqual([
      { name: 'project_url', decrypted_secret: supabaseUrl() },
      { name: 'send_emails_secret_key', decrypted_secret: secretKey() },
    ]);
    const rotated = context({ secretKey: 'sb_secret_rotated' });
    expect(await vaultStep.isDone(rotated)).toBe(false);
    await vaultStep.run(rotated);
    expect(await read()).toEqual([
      { name: 'project_url', decrypted_secret: supabaseUrl() },
      { name: 'send_emails_secret_key', decrypted_secret: 'sb_secret_rotated' },
    ]);
    await db.query(`delete from vault.secrets where name in ('project_url', 'send_emails_secret_key')`);
  });

  it('say plainly what to enable where pg_cron is missing (the local backend has none)', async () => {
    const step = context();
    expect(await cronStep.isDone(step)).toBe(false);
    const cron = await cronStep.run(step).catch((error: unknown) => error);
    expect(cron).toBeInstanceOf(DeployError);
    expect((cron as Error).message).toBe(
      'The cron jobs release-expired-holds, send-emails, issue-refunds, content-promote-due, alert-digest are ' +
        'not scheduled: ' +
        'enable pg_cron and pg_net in the dashboard (Integrations, Cron; Database, Extensions), then run ' +
        '`npm run deploy` again.',
    );
  });
});
