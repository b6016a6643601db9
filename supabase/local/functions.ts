// /functions/v1/<name>[/...]: the platform's part (verify_jwt, the 10 MB limit, NOT_FOUND) here, then the
// request is proxied to the function's own Deno worker (function-workers.ts), which sees the path from /<name>.
import { existsSync, readFileSync } from 'node:fs';
import {
  Agent,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import path from 'node:path';
import type { BackendContext } from './context.ts';
import { functionSecrets, verifyFunctionJwt } from './function-auth.ts';
import { FunctionWorkers, workerError } from './function-workers.ts';
import { HttpError, MB, readBody } from './http.ts';

export const FUNCTION_BODY_LIMIT = 10 * MB;

/** Connection-level headers a proxy does not pass on (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);

/** `KEY=value` lines, as `supabase functions serve --env-file` reads them. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => !HOP_BY_HOP.has(key)));
}

export class FunctionsRuntime {
  private readonly workers: FunctionWorkers;
  private readonly agent = new Agent({ keepAlive: true });

  /** `extraEnv`: the function secrets of this backend (startLocalBackend's functionsEnv), over .env. */
  constructor(
    private readonly ctx: BackendContext,
    private extraEnv: Record<string, string> = {},
    log: (line: string) => void = () => undefined,
    /** Secrets this backend gives unless .env or extraEnv set them (the local mailbox's SMTP address). */
    private readonly defaults: Record<string, string> = {},
  ) {
    this.workers = new FunctionWorkers({ functionsDir: ctx.functionsDir, env: () => this.env(), log });
  }

  /**
   * What a function's Deno.env holds: what hosted injects (function-auth.ts), then supabase/functions/.env,
   * then this backend's secrets. Names starting SUPABASE_ are the platform's: hosted refuses them as secrets.
   */
  private env(): Record<string, string> {
    const file = path.join(this.ctx.functionsDir, '.env');
    const secrets = {
      ...this.defaults,
      ...(existsSync(file) ? parseEnvFile(readFileSync(file, 'utf8')) : {}),
      ...this.extraEnv,
    };
    const own = Object.entries(secrets).filter(([key]) => {
      if (!key.startsWith('SUPABASE_')) return true;
      console.error(`[functions] ${key} skipped: names starting with SUPABASE_ are reserved`);
      return false;
    });
    return { ...Object.fromEntries(own), ...functionSecrets(this.ctx) };
  }

  /** As `supabase secrets set`: the workers restart, so the next request sees the new values. */
  async setEnv(env: Record<string, string>): Promise<void> {
    this.extraEnv = { ...env };
    await this.workers.stop();
  }

  async close(): Promise<void> {
    this.agent.destroy();
    await this.workers.close();
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, rest: string): Promise<void> {
    const [name = '', ...tail] = rest.split('/').filter(Boolean);
    const entrypoint = path.join(this.ctx.functionsDir, name, 'index.ts');
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name) || !existsSync(entrypoint)) {
      throw new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    if (this.ctx.functionVerifyJwt(name)) verifyFunctionJwt(this.ctx, req);
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, FUNCTION_BODY_LIMIT);
    const port = await this.workers.port(name);
    const worker = this.workers.child(name);
    await new Promise<void>((resolve, reject) => {
      const upstream = request(
        {
          host: '127.0.0.1',
          port,
          method,
          agent: this.agent,
          // As on the Edge Runtime, the function's URL path starts with its name.
          path: `/${[name, ...tail].join('/')}${url.search}`,
          headers: {
            ...withoutHopByHop(req.headers),
            host: req.headers.host ?? new URL(this.ctx.url).host,
            // cf-connecting-ip and x-forwarded-for as the edge set them (gateway.ts stampClientAddress).
            ...(body ? { 'content-length': String(body.length) } : {}),
          },
        },
        (response) => {
          const headers = withoutHopByHop(response.headers);
          const status = response.statusCode ?? 502;
          // Hosted tags a function's 5xx (an unhandled error in the handler included) with this code.
          if (status >= 500 && headers['sb-error-code'] === undefined)
            headers['sb-error-code'] = 'EDGE_FUNCTION_ERROR';
          res.writeHead(status, headers);
          response.pipe(res);
          response.once('end', () => resolve());
          response.once('error', () => {
            res.destroy();
            resolve();
          });
        },
      );
      res.once('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      upstream.once('error', (error) => {
        // The worker went away under the request: it threw outside a handler or exited.
        console.error(`[functions] ${name}: request failed (${error.message})`);
        this.workers.forget(name, worker);
        if (res.headersSent) {
          res.destroy();
          resolve();
        } else reject(workerError());
      });
      upstream.end(body);
    });
  }
}
