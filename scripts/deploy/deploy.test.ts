// `npm run deploy` against a recorded project (fake-project.ts): the dry run's plan, the exact commands and
// requests of a full run, a second run that does nothing, a run resumed after a failure in the middle, Stripe's
// endpoint reused or replaced, and what the command asks for.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeProject } from './fake-project.ts';
import { resolveInvocation } from './options.ts';
import { fileState, runSteps } from './runner.ts';
import { cronJobs } from './steps-sql.ts';
import { STEPS } from './steps.ts';
import type { DeployConfig } from './types.ts';

const REF = 'abcdefghijklmnopqrst';
const API = `https://${REF}.supabase.co`;
const CONFIG: DeployConfig = {
  projectRef: REF,
  accessToken: 'sbp_token0123456789',
  dbPassword: 'db-password-42',
  dbUrl: `postgresql://postgres.${REF}:db-password-42@aws-0-eu-west-3.pooler.supabase.com:5432/postgres`,
  apiUrl: API,
  secretKey: 'sb_secret_abcdef123456',
  publishableKey: 'sb_publishable_xyz789',
  siteUrl: 'https://maison-immortela.fr',
  ownerEmail: 'owner@maison-immortela.fr',
  stripeKey: 'sk_live_stripe123456',
  functionSecrets: {
    MAIL_FROM: 'Maison Immortela <shop@maison-immortela.fr>',
    RESEND_API_KEY: 're_resend987',
  },
  authSmtp: {
    AUTH_SMTP_HOST: 'smtp.resend.com',
    AUTH_SMTP_USER: 'resend',
    AUTH_SMTP_PASS: 're_smtp654',
    AUTH_SMTP_ADMIN_EMAIL: 'shop@maison-immortela.fr',
  },
};
const SECRETS = [
  'sbp_token0123456789',
  'db-password-42',
  'sb_secret_abcdef123456',
  'sb_publishable_xyz789',
  'sk_live_stripe123456',
  're_resend987',
  're_smtp654',
];
const CLI_ENV = { SUPABASE_ACCESS_TOKEN: CONFIG.accessToken, SUPABASE_DB_PASSWORD: CONFIG.dbPassword };
const WEBHOOK = `${API}/functions/v1/payment-webhook`;
const EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
];

let folder: string;
let stateFile: string;
let project: FakeProject;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  stateFile = path.join(folder, 'state.json');
  project = new FakeProject();
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const run = (options: { dryRun?: boolean; redo?: string[] } = {}, config = CONFIG) =>
  runSteps(STEPS, project.context(config), fileState(stateFile, config.projectRef), options);

const commands = () => project.take().filter((call) => call.command || call.request);

describe('npm run deploy --dry-run', () => {
  it('prints every step with its commands and requests, runs nothing, and shows no secret', async () => {
    expect(await run({ dryRun: true })).toBe(true);
    expect(project.calls).toEqual([]);
    const printed = project.log.join('\n');
    expect(project.log.filter((line) => line.startsWith('•'))).toEqual(STEPS.map((step) => `• ${step.name}`));
    expect(printed).toContain(`npx supabase link --project-ref ${REF}`);
    expect(printed).toContain(
      'AUTH_SMTP_HOST=smtp.resend.com AUTH_SMTP_USER=resend AUTH_SMTP_PASS=re_*** ' +
        'AUTH_SMTP_ADMIN_EMAIL=shop@maison-immortela.fr npx supabase config push --yes',
    );
    expect(printed).toContain(
      'npx supabase secrets set --env-file <temporary file: APP_ENV=production SITE_URL=https://maison-immortela.fr ' +
        'STRIPE_SECRET_KEY=sk_live_*** MAIL_FROM=Maison Immortela <shop@maison-immortela.fr> RESEND_API_KEY=re_***> --yes',
    );
    expect(printed).toContain(
      `SQL on postgresql://postgres.${REF}:***@aws-0-eu-west-3.pooler.supabase.com:5432/postgres`,
    );
    expect(printed).toContain(`POST https://api.stripe.com/v1/webhook_endpoints url=${WEBHOOK}`);
    for (const secret of SECRETS) expect(printed).not.toContain(secret);
  });

  it('marks the steps a run already did', async () => {
    fileState(stateFile, REF).record('link');
    await run({ dryRun: true });
    expect(project.log[0]).toBe('✓ link (done, will be skipped)');
    expect(project.log).toContain('• db-push');
  });
});

describe('npm run deploy', () => {
  it('takes a new project to live: the exact commands and requests, in order', async () => {
    expect(await run()).toBe(true);
    const calls = commands();
    expect(calls.map((call) => call.command?.join(' ') ?? call.request)).toEqual([
      `npx supabase link --project-ref ${REF}`,
      'npx supabase db push --yes',
      'npx supabase config push --yes',
      `GET https://api.supabase.com/v1/projects/${REF}/config/auth`,
      `PATCH https://api.supabase.com/v1/projects/${REF}/config/auth`,
      expect.stringMatching(/^npx supabase secrets set --env-file \S+secrets\.env --yes$/),
      'npx supabase functions deploy --use-api --yes',
      'GET https://api.stripe.com/v1/webhook_endpoints?limit=100',
      'GET https://api.stripe.com/v1/webhook_endpoints?limit=100',
      'POST https://api.stripe.com/v1/webhook_endpoints',
      expect.stringMatching(/^npx supabase secrets set --env-file \S+secrets\.env --yes$/),
      `POST ${API}/auth/v1/invite`,
      'npm run build',
    ]);
    for (const call of calls.filter((c) => c.command?.[1] === 'supabase')) {
      const configPush = call.command?.[2] === 'config';
      expect(call.env).toEqual(configPush ? { ...CLI_ENV, ...CONFIG.authSmtp } : CLI_ENV);
    }
    expect(calls[4]?.body).toBe(
      JSON.stringify({
        site_url: CONFIG.siteUrl,
        uri_allow_list: `${CONFIG.siteUrl}/**`,
        security_sb_forwarded_for_enabled: true,
      }),
    );
    expect(calls[5]?.envFile).toEqual({
      APP_ENV: 'production',
      SITE_URL: CONFIG.siteUrl,
      STRIPE_SECRET_KEY: CONFIG.stripeKey,
      ...CONFIG.functionSecrets,
    });
    expect(new URLSearchParams(calls[9]?.body)).toEqual(
      new URLSearchParams([
        ['url', WEBHOOK],
        ['description', 'Maison Immortela payment-webhook'],
        ...EVENTS.map((e) => ['enabled_events[]', e]),
      ]),
    );
    expect(calls[10]?.envFile).toEqual({ STRIPE_WEBHOOK_SECRET: 'whsec_created1' });
    expect(calls[11]?.body).toBe(JSON.stringify({ email: CONFIG.ownerEmail }));
    expect(calls[12]?.env).toEqual({
      APP_ENV: 'production',
      LEGAL_FACTS_INCOMPLETE: 'allow',
      VITE_SUPABASE_URL: API,
      VITE_SUPABASE_PUBLISHABLE_KEY: CONFIG.publishableKey,
      VITE_SITE_URL: CONFIG.siteUrl,
    });
    expect(project.siteUrl).toBe(CONFIG.siteUrl);
    expect(Object.fromEntries(project.vault)).toEqual({
      project_url: API,
      send_emails_secret_key: CONFIG.secretKey,
    });
    expect(project.owners).toEqual(new Set(['user-1']));
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toEqual({
      projectRef: REF,
      done: STEPS.map((s) => s.name),
    });
    for (const secret of SECRETS) expect(project.log.join('\n')).not.toContain(secret);
  });

  it('does nothing the second time', async () => {
    await run();
    project.take();
    project.log = [];
    expect(await run()).toBe(true);
    expect(project.calls).toEqual([]);
    expect(project.log).toEqual(STEPS.map((step) => `✓ ${step.name} (done before)`));
  });

  it('stops at a failed step, keeps what was done, and starts again there', async () => {
    project.failing.add('npx supabase functions deploy');
    expect(await run()).toBe(false);
    expect(project.log.slice(-2)).toEqual([
      '✗ functions-deploy: `npx supabase functions deploy --use-api --yes` failed (exit 1, see above).',
      'Fix it and run `npm run deploy` again: the steps done are kept, it starts again at this one.',
    ]);
    expect(commands().at(-1)?.command?.join(' ')).toBe('npx supabase functions deploy --use-api --yes');
    expect(await run()).toBe(true);
    expect(commands()[0]?.command?.join(' ')).toBe('npx supabase functions deploy --use-api --yes');
    expect(project.log).toContain('✓ secrets (done before)');
  });

  it('skips a step the project already shows done, and runs again what --redo names', async () => {
    project.users.set(CONFIG.ownerEmail, 'user-9');
    project.owners.add('user-9');
    await run();
    expect(project.log).toContain('✓ first-owner (already so)');
    expect(commands().some((call) => call.request?.endsWith('/auth/v1/invite'))).toBe(false);
    await run({ redo: ['db-push'] });
    expect(commands().map((call) => call.command?.join(' '))).toEqual(['npx supabase db push --yes']);
  });
});

describe("Stripe's webhook endpoint", () => {
  it('is reused when it exists and its secret is stored: no endpoint created, no secret changed', async () => {
    project.endpoints.push({ id: 'we_old', url: WEBHOOK, enabled_events: EVENTS });
    project.secrets.add('STRIPE_WEBHOOK_SECRET');
    await run();
    expect(project.log).toContain('✓ stripe-webhook (already so)');
    expect(project.endpoints.map((e) => e.id)).toEqual(['we_old']);
  });

  it('gets its missing events added, keeping its secret', async () => {
    project.endpoints.push({ id: 'we_old', url: WEBHOOK, enabled_events: ['checkout.session.completed'] });
    project.secrets.add('STRIPE_WEBHOOK_SECRET');
    await run();
    const stripe = commands().filter(
      (call) => call.request?.includes('stripe.com') && !call.request.startsWith('GET'),
    );
    expect(stripe.map((call) => call.request)).toEqual([
      'POST https://api.stripe.com/v1/webhook_endpoints/we_old',
    ]);
    expect(project.endpoints[0]?.enabled_events).toEqual(EVENTS);
  });

  it('is replaced when it exists but its signing secret was never stored (Stripe shows it only once)', async () => {
    project.endpoints.push({ id: 'we_old', url: WEBHOOK, enabled_events: EVENTS });
    await run();
    const stripe = commands().filter(
      (call) => call.request?.includes('stripe.com') && !call.request.startsWith('GET'),
    );
    expect(stripe.map((call) => call.request)).toEqual([
      'DELETE https://api.stripe.com/v1/webhook_endpoints/we_old',
      'POST https://api.stripe.com/v1/webhook_endpoints',
    ]);
    expect(project.secrets.has('STRIPE_WEBHOOK_SECRET')).toBe(true);
  });

  it('is left out without a Stripe key', async () => {
    await run({}, { ...CONFIG, stripeKey: undefined });
    expect(project.log).toContain('- stripe-webhook: not needed here');
    expect(commands().some((call) => call.request?.includes('stripe.com'))).toBe(false);
  });
});

describe('what npm run deploy asks for', () => {
  const secretsFile = () => {
    const file = path.join(folder, 'secrets.env');
    writeFileSync(
      file,
      [
        "# the shop's mail, then Auth's",
        'MAIL_FROM="Shop <shop@example.fr>"',
        'RESEND_API_KEY=re_x',
        `AUTH_SMTP_HOST=${CONFIG.authSmtp.AUTH_SMTP_HOST}`,
        `export AUTH_SMTP_USER='${CONFIG.authSmtp.AUTH_SMTP_USER}'`,
        'AUTH_SMTP_PASS=pw-smtp',
        `AUTH_SMTP_ADMIN_EMAIL=${CONFIG.authSmtp.AUTH_SMTP_ADMIN_EMAIL}`,
        '',
      ].join('\n'),
    );
    return file;
  };

  it('lists every missing or malformed value when no one can answer', async () => {
    const refusal = resolveInvocation(['--site-url', 'http://shop.fr/', '--project-ref', REF], {}, null);
    await expect(refusal).rejects.toThrow(
      [
        'npm run deploy cannot start:',
        '  --access-token (or SUPABASE_ACCESS_TOKEN) is missing',
        '  --db-password (or SUPABASE_DB_PASSWORD) is missing',
        '  --db-url (or SUPABASE_DB_URL) is missing',
        '  --secret-key (or SUPABASE_SECRET_KEY) is missing',
        '  --publishable-key (or SUPABASE_PUBLISHABLE_KEY) is missing',
        "  --site-url: the shop's address is https://host, without a path or a final /",
        '  --owner-email (or OWNER_EMAIL) is missing',
        '  --secrets-file must set AUTH_SMTP_HOST, AUTH_SMTP_USER, AUTH_SMTP_PASS, AUTH_SMTP_ADMIN_EMAIL: ' +
          "Auth's own mail (the owner's invite, recoveries) goes through that SMTP server " +
          '(docs/mail.md, "Account mails (Auth)")',
        '  --secrets-file must set MAIL_FROM and RESEND_API_KEY or SMTP_HOST (docs/mail.md, "The sender")',
      ].join('\n'),
    );
  });

  it("asks for the shop's and Auth's mail senders when no secrets file is given", async () => {
    const answers: Record<string, string> = {
      'Mail sender (Maison Immortela <shop@...>), MAIL_FROM: ': 'Shop <shop@shop.fr>',
      'Resend API key (re_...), RESEND_API_KEY: ': 're_asked',
      "Auth's SMTP server (host), AUTH_SMTP_HOST: ": 'smtp.shop.fr',
      "Auth's SMTP user, AUTH_SMTP_USER: ": 'auth',
      "Auth's SMTP password, AUTH_SMTP_PASS: ": 'smtp-pw',
      "Auth's sender address, AUTH_SMTP_ADMIN_EMAIL: ": 'shop@shop.fr',
    };
    const env = Object.fromEntries([
      ['SUPABASE_PROJECT_REF', REF],
      ['SUPABASE_ACCESS_TOKEN', CONFIG.accessToken],
      ['SUPABASE_DB_PASSWORD', CONFIG.dbPassword],
      ['SUPABASE_DB_URL', CONFIG.dbUrl],
      ['SUPABASE_SECRET_KEY', CONFIG.secretKey],
      ['SUPABASE_PUBLISHABLE_KEY', CONFIG.publishableKey],
      ['SITE_URL', CONFIG.siteUrl],
      ['OWNER_EMAIL', CONFIG.ownerEmail],
      ['STRIPE_SECRET_KEY', ''],
    ]);
    const invocation = await resolveInvocation(
      [],
      env,
      async (question) => answers[question] ?? 'unexpected',
    );
    expect(invocation.config.functionSecrets).toEqual({
      MAIL_FROM: 'Shop <shop@shop.fr>',
      RESEND_API_KEY: 're_asked',
    });
    expect(invocation.config.authSmtp).toEqual({
      AUTH_SMTP_HOST: 'smtp.shop.fr',
      AUTH_SMTP_USER: 'auth',
      AUTH_SMTP_PASS: 'smtp-pw',
      AUTH_SMTP_ADMIN_EMAIL: 'shop@shop.fr',
    });
  });

  it('asks for what flags and the environment do not give, and takes an empty Stripe key as none', async () => {
    const asked: string[] = [];
    const answers: Record<string, string> = {
      'Database password: ': 'pw',
      "The first owner's email: ": 'owner@shop.fr',
      'Stripe secret key (sk_live_... or rk_live_...; empty: no Stripe): ': '',
    };
    const invocation = await resolveInvocation(
      [
        '--project-ref',
        REF,
        '--db-url',
        CONFIG.dbUrl,
        '--secrets-file',
        secretsFile(),
        '--redo',
        'build,secrets',
      ],
      {
        SUPABASE_ACCESS_TOKEN: CONFIG.accessToken,
        SUPABASE_SECRET_KEY: CONFIG.secretKey,
        SUPABASE_PUBLISHABLE_KEY: CONFIG.publishableKey,
        SITE_URL: CONFIG.siteUrl,
      },
      async (question) => (asked.push(question), answers[question] ?? ''),
    );
    expect(asked).toEqual(Object.keys(answers));
    expect(invocation.config).toEqual({
      ...CONFIG,
      dbPassword: 'pw',
      ownerEmail: 'owner@shop.fr',
      stripeKey: undefined,
      functionSecrets: { MAIL_FROM: 'Shop <shop@example.fr>', RESEND_API_KEY: 're_x' },
      authSmtp: { ...CONFIG.authSmtp, AUTH_SMTP_PASS: 'pw-smtp' },
    });
    expect(invocation.redo).toEqual(['build', 'secrets']);
  });
});

describe('the cron jobs it checks', () => {
  it('are every job a *_schedule.sql migration schedules, with that migration', () => {
    expect(cronJobs()).toEqual({
      'release-expired-holds': '20261123000150_sweep_schedule.sql',
      'send-emails': '20261123200200_send_emails_schedule.sql',
      'issue-refunds': '20261127100020_issue_refunds_schedule.sql',
      'content-promote-due': '20261130100000_content_promote_due_schedule.sql',
      'alert-digest': '20261130100320_alert_digest_schedule.sql',
    });
  });

  it('schedules a missing one again from its migration, and says what to enable when that is not enough', async () => {
    project.cronJobs.delete('send-emails');
    expect(await run()).toBe(false);
    expect(project.calls.filter((call) => call.sql?.startsWith('-- The send-emails function'))).toHaveLength(
      1,
    );
    expect(project.log).toContain(
      '✗ cron-jobs: The cron jobs send-emails are not scheduled: enable pg_cron and pg_net in the dashboard ' +
        '(Integrations, Cron; Database, Extensions), then run `npm run deploy` again.',
    );
  });
});
