// A recorded stand-in for what `npm run deploy` talks to, for its unit tests: the Supabase CLI (exec), the
// Management API, Stripe and Auth's invite (fetch) and the project's database (sql), answering as they do and
// writing down every command, request and statement in order. The SQL steps run for real against the local
// backend in tests/integration/deploy-sql.test.ts; here the database is only what those statements leave.
import { readFileSync } from 'node:fs';
import { parseEnvFile } from './env-file.ts';
import type { DeployConfig, DeployContext, Exec, Sql } from './types.ts';

export interface Recorded {
  command?: string[];
  env?: Record<string, string>;
  envFile?: Record<string, string>;
  request?: string;
  body?: string;
  sql?: string;
}

export class FakeProject {
  calls: Recorded[] = [];
  log: string[] = [];
  secrets = new Set<string>();
  endpoints: { id: string; url: string; enabled_events: string[] }[] = [];
  authConfig: Record<string, unknown> = { site_url: 'http://localhost:5173' };
  siteUrl = 'http://localhost:5173';
  vault = new Map<string, string>();
  cronJobs = new Set([
    'release-expired-holds',
    'send-emails',
    'issue-refunds',
    'content-promote-due',
    'alert-digest',
  ]);
  users = new Map<string, string>();
  owners = new Set<string>();
  /** Commands that fail (exit 1) the next time they run, by their first words. */
  failing = new Set<string>();

  exec: Exec = async (command, options = {}) => {
    const fileIndex = command.indexOf('--env-file');
    const envFile =
      fileIndex >= 0 ? parseEnvFile(readFileSync(command[fileIndex + 1] ?? '', 'utf8')) : undefined;
    this.calls.push({ command, env: options.env, ...(envFile ? { envFile } : {}) });
    const words = command.slice(0, 4).join(' ');
    if (this.failing.delete(words)) return { code: 1, stdout: '' };
    if (words === 'npx supabase secrets set')
      for (const name of Object.keys(envFile ?? {})) this.secrets.add(name);
    if (words === 'npx supabase secrets list') {
      return {
        code: 0,
        stdout: JSON.stringify([...this.secrets].map((name) => ({ name, value: 'digest' }))),
      };
    }
    return { code: 0, stdout: '' };
  };

  fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? init.body : undefined;
    this.calls.push({ request: `${method} ${url}`, ...(body ? { body } : {}) });
    const json = (value: unknown, status = 200) => Response.json(value, { status });
    if (url.includes('api.supabase.com')) {
      if (method === 'PATCH') Object.assign(this.authConfig, JSON.parse(body ?? '{}'));
      return json(this.authConfig);
    }
    if (url.startsWith('https://api.stripe.com/v1/webhook_endpoints')) {
      const id = url.split('/').pop()?.split('?')[0] ?? '';
      if (method === 'GET') return json({ data: this.endpoints });
      if (method === 'DELETE') {
        this.endpoints = this.endpoints.filter((endpoint) => endpoint.id !== id);
        return json({ id, deleted: true });
      }
      const form = new URLSearchParams(body);
      if (id.startsWith('we_')) {
        const endpoint = this.endpoints.find((e) => e.id === id);
        if (endpoint) endpoint.enabled_events = form.getAll('enabled_events[]');
        return json(endpoint);
      }
      const created = {
        id: `we_${this.endpoints.length + 1}`,
        url: form.get('url') ?? '',
        enabled_events: form.getAll('enabled_events[]'),
      };
      this.endpoints.push(created);
      return json({ ...created, secret: `whsec_created${this.endpoints.length}` });
    }
    if (url.endsWith('/auth/v1/invite')) {
      const { email } = JSON.parse(body ?? '{}') as { email: string };
      const id = `user-${this.users.size + 1}`;
      this.users.set(email, id);
      return json({ id, email });
    }
    return json({ message: 'not found' }, 404);
  }) as typeof fetch;

  /** Answers the statements steps-sql.ts makes, by their first words. */
  sql: Sql = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => {
    this.calls.push({ sql: text.replace(/\s+/g, ' ').trim().slice(0, 60) });
    const rows = (list: Record<string, unknown>[]) => list as T[];
    const [first] = values as string[];
    if (text.includes('from public.shop_settings')) return rows(this.siteUrl === first ? [{}] : []);
    if (text.includes('insert into public.shop_settings')) return rows(((this.siteUrl = first ?? ''), []));
    if (text.includes(`nspname = 'vault'`)) return rows([{}]);
    if (text.includes('from vault.decrypted_secrets')) {
      return rows([...this.vault].map(([name, decrypted_secret]) => ({ name, decrypted_secret })));
    }
    if (text.includes('from vault.secrets')) return rows(this.vault.has(first ?? '') ? [{ id: first }] : []);
    if (text.includes('vault.update_secret'))
      return rows((this.vault.set(first ?? '', String(values[1])), []));
    if (text.includes('vault.create_secret'))
      return rows((this.vault.set(String(values[1]), first ?? ''), []));
    if (text.includes(`extname = 'pg_cron'`)) return rows([{}]);
    if (text.includes('from cron.job')) return rows([...this.cronJobs].map((jobname) => ({ jobname })));
    if (text.includes('from public.user_roles'))
      return rows(this.owners.has(this.users.get(first ?? '') ?? '') ? [{}] : []);
    if (text.includes('from auth.users'))
      return rows(this.users.has(first ?? '') ? [{ id: this.users.get(first ?? '') }] : []);
    if (text.includes('update public.user_roles')) return rows([]);
    if (text.includes('insert into public.user_roles')) return rows((this.owners.add(first ?? ''), []));
    throw new Error(`The fake database does not know: ${text}`);
  };

  context(config: DeployConfig): DeployContext {
    return { config, exec: this.exec, fetch: this.fetch, sql: this.sql, log: (line) => this.log.push(line) };
  }

  take(): Recorded[] {
    const calls = this.calls;
    this.calls = [];
    return calls;
  }
}
