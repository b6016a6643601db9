// /functions/v1/<name>[/...]: the platform's part (verify_jwt, the 10 MB limit, NOT_FOUND) by a route table,
// then the request is proxied to the function's own Deno worker (workers.ts), which sees the path from /<name>.
import { existsSync } from 'node:fs';
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { BackendContext } from '../context.ts';
import { MB, readBody } from '../http.ts';
import { findRoute, type ResponseHandler, type Route } from '../routes.ts';
import { functionEnv } from './env.ts';
import { functionNotFound, workerError } from './errors.ts';
import { verifyFunctionJwt } from './platform.ts';
import { proxyToWorker } from './proxy.ts';
import { FunctionWorkers } from './workers.ts';

export const FUNCTION_BODY_LIMIT = 10 * MB;

/** Its context is the request's URL. */
type FunctionHandler = ResponseHandler<URL>;

export class FunctionsRuntime {
  private readonly workers: FunctionWorkers;
  private readonly agent = new Agent({ keepAlive: true });
  /** Any method on `/<name>[/...]` is the function's; anything else is no function. */
  private readonly routes: Route<FunctionHandler>[] = [
    {
      methods: '*',
      path: /^\/([A-Za-z0-9][A-Za-z0-9_-]*)((?:\/.*)?)$/,
      handle: (url, req, res, [name = '', tail = '']) => this.call(req, res, url, name, tail),
    },
  ];

  /** `extraEnv`: the function secrets of this backend (startLocalBackend's functionsEnv), over .env. */
  constructor(
    private readonly ctx: BackendContext,
    private extraEnv: Record<string, string> = {},
    log: (line: string) => void = () => undefined,
    /** Secrets this backend gives unless .env or extraEnv set them (the local mailbox's SMTP address). */
    private readonly defaults: Record<string, string> = {},
  ) {
    this.workers = new FunctionWorkers({
      functionsDir: ctx.functionsDir,
      env: () => functionEnv(this.ctx, this.defaults, this.extraEnv),
      log,
    });
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
    // Empty segments dropped, as the Edge Runtime's router does.
    const path = `/${rest.split('/').filter(Boolean).join('/')}`;
    const route = findRoute(this.routes, req.method ?? 'GET', path);
    if (!route) throw functionNotFound();
    await route.handle(url, req, res, route.params);
  }

  private async call(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    name: string,
    tail: string,
  ): Promise<void> {
    if (!existsSync(path.join(this.ctx.functionsDir, name, 'index.ts'))) throw functionNotFound();
    if (this.ctx.functionVerifyJwt(name)) verifyFunctionJwt(this.ctx, req);
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, FUNCTION_BODY_LIMIT);
    const port = await this.workers.port(name);
    const worker = this.workers.child(name);
    await proxyToWorker(req, res, {
      port,
      agent: this.agent,
      // As on the Edge Runtime, the function's URL path starts with its name.
      path: `/${name}${tail}${url.search}`,
      host: new URL(this.ctx.url).host,
      body,
      lost: (error) => {
        console.error(`[functions] ${name}: request failed (${error.message})`);
        this.workers.forget(name, worker);
        return workerError();
      },
    });
  }
}
