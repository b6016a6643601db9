// The local Supabase stand-in: embedded Postgres plus one node:http server speaking the Auth, REST, Storage
// and Functions APIs on the same URL shapes as hosted Supabase (DESIGN.md 2).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadAuthMailTemplates } from './auth/auth-templates.ts';
import { handleAuth } from './auth/handler.ts';
import { AUTH_ERROR_SHAPES } from './auth/errors.ts';
import { AttemptLimiter, DEFAULT_ATTEMPT_LIMITS, tokenLimit, type AttemptLimits } from './auth/rate-limit.ts';
import { readProjectConfig } from './config.ts';
import type { BackendContext } from './context.ts';
import { startDatabase, type Database } from './cluster.ts';
import { loadRoleSettings } from './request-transaction.ts';
import { FUNCTIONS_ERROR_SHAPES } from './functions/errors.ts';
import { FunctionsRuntime } from './functions/runtime.ts';
import { callerFromRequest, checkApiKey, stampClientAddress } from './gateway.ts';
import { applyCors, HttpError, send, sendJson } from './http.ts';
import { projectKeys } from './keys.ts';
import { Mailbox } from './mailbox.ts';
import { migrate, SUPABASE_DIR } from './migrate.ts';
import { Catalog } from './rest/catalog.ts';
import { REST_ERROR_SHAPES } from './rest/errors.ts';
import { handleRest } from './rest/handler.ts';
import { PLAIN_ERRORS, withErrorShapes, type ErrorShapes } from './routes.ts';
import { dataDirLayout, loadOrCreateSecrets } from './secrets.ts';
import { STORAGE_ERROR_SHAPES } from './storage/errors.ts';
import { handleStorage } from './storage/handler.ts';
import { startMailSender } from './mail-sender.ts';
import { startSweeper } from './sweeper.ts';
import { startDigestJob } from './digest-job.ts';

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
  /** Seconds a used refresh token still answers with the session's current token. Default 10. */
  refreshTokenReuseInterval?: number;
  /** Access token lifetime in seconds. Default 3600. */
  jwtExpiry?: number;
  /** Confirm e-mail at sign-up. Default true, as `supabase start`. */
  autoConfirm?: boolean;
  /** Where mail links lead. Default http://localhost:5173. */
  siteUrl?: string;
  /**
   * Accept tokens signed with the legacy HS256 secret (the legacy anon/service_role keys included), as a
   * project that moved to asymmetric signing keys does until it revokes the legacy secret. Default true.
   */
  acceptLegacyJwt?: boolean;
  /** Failed password and TOTP attempts allowed per client address; tests lower them. Default GoTrue's. */
  attemptLimits?: Partial<AttemptLimits>;
  /** Function secrets of this backend, over supabase/functions/.env (as `functions serve --env-file`). */
  functionsEnv?: Record<string, string>;
  /** Where the edge functions are. Default supabase/functions; tests serve fixtures from elsewhere. */
  functionsDir?: string;
  /** Port of the mailbox's SMTP server on 127.0.0.1; 0 (default) picks a free one. */
  smtpPort?: number;
  /**
   * Run the stand-ins of hosted's pg_cron jobs every minute (default true). false: they run only when asked
   * (reading /mailbox sends the mail), for a test that runs a job itself and counts what it did.
   */
  scheduledJobs?: boolean;
}

export interface LocalBackend {
  url: string;
  /** `sb_publishable_...`: role anon, the key the app ships. */
  publishableKey: string;
  /** `sb_secret_...`: role service_role, servers only (refused from a browser). */
  secretKey: string;
  /** The legacy anon and service_role JWTs (HS256), accepted while `acceptLegacyJwt` is on. */
  legacyAnonKey: string;
  legacyServiceRoleKey: string;
  mailboxUrl: string;
  /** The mailbox's SMTP server (127.0.0.1). */
  smtpPort: number;
  /** The `postgres` role's connection string (not a superuser, as on hosted). */
  dbUrl: string;
  /** The superuser's (`supabase_admin`): for tests that inspect what only it may. Local only. */
  adminDbUrl: string;
  /** The legacy HS256 secret, for tests that need to forge an expired or odd token. Local only. */
  jwtSecret: string;
  /** Replaces functionsEnv, as `supabase secrets set`: running function workers restart. */
  setFunctionsEnv(env: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_DATA_DIR = path.join(SUPABASE_DIR, '.data');

interface Service {
  errors: ErrorShapes;
  handle(req: IncomingMessage, res: ServerResponse, url: URL, rest: string): Promise<void>;
}

/** The local sender of every mail the shop sends (order mails' SMTP_FROM, auth mail's admin_email). */
const LOCAL_SHOP_SENDER = 'shop@maison-immortela.test';

/** Paths Kong serves without key-auth on Supabase: e-mail links, public files, the mailbox, functions. */
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize', '/.well-known/jwks.json', '/health']);

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
  const catalog = new Catalog(db.owner, () => loadRoleSettings(db.api));
  let stopListening: () => Promise<void> = async () => undefined;
  try {
    await migrate(db, { log });
    await catalog.refresh();
    stopListening = await catalog.listen();
  } catch (error) {
    await db.stop();
    throw error;
  }
  const keys = projectKeys(secrets, options.acceptLegacyJwt ?? true);
  const project = readProjectConfig(path.join(SUPABASE_DIR, 'config.toml'));

  const server = createServer();
  const wantedPort = options.port ?? 54321;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(wantedPort, '127.0.0.1', () => resolve());
    });
  } catch (error) {
    await stopListening();
    await db.stop();
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw new Error(
      inUse
        ? `Port ${wantedPort} is already in use (another \`npm run dev\`?): stop it or set SUPABASE_LOCAL_PORT.`
        : `The HTTP server could not listen on port ${wantedPort}`,
      { cause: error },
    );
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const mailbox = new Mailbox(layout.mailbox);
  const smtpPort = await mailbox.listen(options.smtpPort ?? 0);
  const authSmtp = project.authSmtp;
  // One sender for all the shop's mail: with admin_email unset locally, auth mail leaves from the address the
  // order mails use (SMTP_FROM below); on hosted AUTH_SMTP_ADMIN_EMAIL is set to MAIL_FROM's (README "Mail").
  const authSender = `"${project.authSender.senderName ?? 'Maison Immortela'}" <${project.authSender.adminEmail ?? LOCAL_SHOP_SENDER}>`;
  const ctx: BackendContext = {
    db,
    url,
    keys,
    mailbox,
    authSmtp: {
      host: authSmtp?.host ?? '127.0.0.1',
      port: authSmtp ? authSmtp.port : smtpPort,
      user: authSmtp?.user,
      pass: authSmtp?.pass,
      from: authSender,
    },
    authMail: loadAuthMailTemplates(project.authMailTemplates, SUPABASE_DIR),
    catalog,
    layout,
    auth: {
      autoConfirm: options.autoConfirm ?? !(project.enableConfirmations ?? false),
      jwtExpiry: options.jwtExpiry ?? project.jwtExpiry ?? 3600,
      refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? project.refreshTokenReuseInterval ?? 10,
      siteUrl: options.siteUrl ?? project.siteUrl ?? 'http://localhost:5173',
      redirectAllowList: project.additionalRedirectUrls,
      minPasswordLength: project.minPasswordLength ?? 6,
      anonymousSignIns: project.enableAnonymousSignIns ?? false,
      doubleConfirmChanges: project.doubleConfirmChanges ?? true,
    },
    attempts: new AttemptLimiter({
      password:
        options.attemptLimits?.password ??
        (project.tokenRefreshRateLimit === undefined
          ? DEFAULT_ATTEMPT_LIMITS.password
          : tokenLimit(project.tokenRefreshRateLimit)),
      totp: options.attemptLimits?.totp ?? DEFAULT_ATTEMPT_LIMITS.totp,
    }),
    functionsDir: options.functionsDir ?? path.join(SUPABASE_DIR, 'functions'),
    functionVerifyJwt: project.functionVerifyJwt,
  };
  // Locally the shop's mail leaves through SMTP to the mailbox, unless the backend's or .env's secrets say else.
  const mailDefaults = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_FROM: `"Maison Immortela" <${LOCAL_SHOP_SENDER}>`,
  };
  const functions = new FunctionsRuntime(ctx, options.functionsEnv, log, mailDefaults);
  // pg_cron + pg_net's job on hosted: the outbox drained every minute by send-emails, called with the secret key.
  const callWithSecretKey =
    (name: string, body = '{}') =>
    async () => {
      const response = await fetch(`${url}/functions/v1/${name}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${keys.secretKey}`,
          apikey: keys.secretKey,
          'Content-Type': 'application/json',
        },
        body,
      });
      return { status: response.status, body: await response.text() };
    };
  const intervalMs = options.scheduledJobs === false ? 0 : undefined;
  const mailSender = startMailSender(callWithSecretKey('send-emails'), { log, intervalMs });
  // pg_cron + pg_net's job on hosted (20261127100020_issue_refunds_schedule.sql): refunds still pending retried.
  const refundRetry = startMailSender(callWithSecretKey('issue-refunds'), {
    log,
    name: 'issue-refunds',
    intervalMs,
  });
  // pg_cron + pg_net's job on hosted (20261130100000_content_promote_due_schedule.sql): scheduled content goes
  // live and the static host's build hook is called.
  const contentPromotion = startMailSender(
    callWithSecretKey('content-admin', JSON.stringify({ action: 'promote-due' })),
    { log, name: 'content-promote-due', intervalMs },
  );
  // pg_cron's job on hosted: expired stock holds released every minute.
  const sweeper = startSweeper((sql) => ctx.db.owner.query(sql), { log, intervalMs });
  // pg_cron's job on hosted (20261130100320_alert_digest_schedule.sql): the daily digest of routine alerts.
  const digestJob = startDigestJob((sql) => ctx.db.owner.query(sql), { log, intervalMs });

  /** The services under /<name>/v1, each with its own error shapes. */
  const services = new Map<string, Service>(
    Object.entries({
      auth: {
        errors: AUTH_ERROR_SHAPES,
        async handle(req, res, url, rest) {
          if (!OPEN_AUTH_PATHS.has(rest)) checkApiKey(ctx, req, url);
          await handleAuth(ctx, req, res, url, rest);
        },
      },
      rest: {
        errors: REST_ERROR_SHAPES,
        async handle(req, res, url, rest) {
          checkApiKey(ctx, req, url);
          await handleRest(ctx, req, res, url, rest, callerFromRequest(ctx, req));
        },
      },
      storage: {
        errors: STORAGE_ERROR_SHAPES,
        handle: (req, res, _url, rest) => handleStorage(ctx, req, res, rest),
      },
      functions: {
        errors: FUNCTIONS_ERROR_SHAPES,
        handle: (req, res, url, rest) => functions.handle(req, res, url, rest),
      },
    } satisfies Record<string, Service>),
  );

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', ctx.url);
    const pathname = url.pathname;
    stampClientAddress(req);
    applyCors(req, res);
    if (req.method === 'OPTIONS') {
      send(res, 204, null);
      return;
    }
    const prefix = /^\/([a-z]+)\/v1(\/.*)?$/.exec(pathname);
    const service = services.get(prefix?.[1] ?? '');
    if (pathname === '/mailbox' || pathname.startsWith('/mailbox/')) {
      // What the shop queued is sent first, so a reader sees the mail its last action queued.
      const listing = pathname === '/mailbox' || pathname === '/mailbox/';
      if (listing && (req.method === 'GET' || req.method === 'HEAD')) await mailSender.runOnce();
      ctx.mailbox.handle(req, res, url);
      return;
    }
    if (pathname === '/' || pathname === '/health') {
      sendJson(res, 200, { status: 'ok', services: [...services.keys()] });
      return;
    }
    if (!prefix || !service) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    await withErrorShapes(service.errors, req, () => service.handle(req, res, url, prefix[2] ?? ''));
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // The mailbox, health and unknown paths fail in plain bodies; each service has mapped its own errors.
    withErrorShapes(PLAIN_ERRORS, req, () => route(req, res)).catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else if (error instanceof HttpError) send(res, error.status, JSON.stringify(error.body), error.headers);
      else send(res, 400, JSON.stringify({ message: 'Malformed percent-encoding in the request URL' }));
    });
  });
  // A client that sends garbage must not take the server down.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  return {
    url,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    legacyAnonKey: keys.legacyAnonKey,
    legacyServiceRoleKey: keys.legacyServiceRoleKey,
    mailboxUrl: `${url}/mailbox`,
    smtpPort,
    dbUrl: db.ownerUrl,
    adminDbUrl: db.adminUrl,
    jwtSecret: secrets.jwtSecret,
    setFunctionsEnv: (env) => functions.setEnv(env),
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await sweeper.stop();
      await digestJob.stop();
      await mailSender.stop();
      await refundRetry.stop();
      await contentPromotion.stop();
      await mailbox.close();
      await functions.close();
      await stopListening();
      await db.stop();
    },
  };
}
