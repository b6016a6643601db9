// /functions/v1/<name>: runs supabase/functions/<name>/index.ts in Node with the Deno APIs they use shimmed
// (Deno.env, Deno.serve), so the same web-standard handler modules run on Supabase's Deno runtime.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BackendContext } from './context.ts';
import { bearerToken, HttpError, MB, readBody } from './http.ts';
import { verifyJwt } from './jwt.ts';

export const FUNCTION_BODY_LIMIT = 10 * MB;

type Handler = (req: Request) => Response | Promise<Response>;

interface DenoShim {
  env: {
    get(key: string): string | undefined;
    set(key: string, value: string): void;
    delete(key: string): void;
    has(key: string): boolean;
    toObject(): Record<string, string>;
  };
  serve(...args: unknown[]): {
    finished: Promise<void>;
    shutdown(): Promise<void>;
    ref(): void;
    unref(): void;
  };
}

/** Values a function sees through Deno.env before process.env: the local project's URL and keys. */
const localEnv = new Map<string, string>();
let capturedHandler: Handler | undefined;

function installDenoShim(): void {
  const global = globalThis as { Deno?: unknown; WebSocket?: unknown };
  // supabase-js builds a Realtime client in createClient() and refuses to on Node 20, which has no WebSocket.
  // Functions do not use Realtime: a WebSocket that refuses to connect lets them call createClient() as on Deno.
  if (global.WebSocket === undefined) {
    global.WebSocket = class NoWebSocket {
      constructor() {
        throw new Error('WebSocket (Realtime) is not available in the local functions runtime');
      }
    };
  }
  if (global.Deno !== undefined) return;
  const shim: DenoShim = {
    env: {
      get: (key) => process.env[key] ?? localEnv.get(key),
      set: (key, value) => {
        process.env[key] = value;
      },
      delete: (key) => {
        delete process.env[key];
      },
      has: (key) => process.env[key] !== undefined || localEnv.has(key),
      toObject: () => {
        const entries = Object.entries(process.env).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        );
        return { ...Object.fromEntries(localEnv), ...Object.fromEntries(entries) };
      },
    },
    // `Deno.serve(handler)` at the bottom of index.ts registers the handler instead of opening a port.
    serve: (...args: unknown[]) => {
      const handler = args.find((arg): arg is Handler => typeof arg === 'function');
      const options = args.find(
        (arg): arg is { handler?: Handler } => typeof arg === 'object' && arg !== null,
      );
      capturedHandler = handler ?? options?.handler;
      return {
        finished: Promise.resolve(),
        shutdown: async () => undefined,
        ref: () => undefined,
        unref: () => undefined,
      };
    },
  };
  global.Deno = shim;
}

function loadDotEnv(functionsDir: string): void {
  const file = path.join(functionsDir, '.env');
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (match?.[1] && !localEnv.has(match[1]))
      localEnv.set(match[1], (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2'));
  }
}

export class FunctionsRuntime {
  private readonly handlers = new Map<string, Handler>();

  constructor(private readonly ctx: BackendContext) {
    installDenoShim();
    localEnv.set('SUPABASE_URL', ctx.url);
    localEnv.set('SUPABASE_ANON_KEY', ctx.anonKey);
    localEnv.set('SUPABASE_PUBLISHABLE_KEY', ctx.anonKey);
    localEnv.set('SUPABASE_SERVICE_ROLE_KEY', ctx.serviceRoleKey);
    localEnv.set('SUPABASE_DB_URL', ctx.db.ownerUrl);
    loadDotEnv(ctx.functionsDir);
  }

  private async load(name: string): Promise<Handler> {
    const cached = this.handlers.get(name);
    if (cached) return cached;
    const file = path.join(this.ctx.functionsDir, name, 'index.ts');
    if (!/^[A-Za-z0-9_-]+$/.test(name) || !existsSync(file)) {
      throw new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    capturedHandler = undefined;
    const module: unknown = await import(pathToFileURL(file).href);
    const exports = (typeof module === 'object' && module !== null ? module : {}) as Record<string, unknown>;
    const candidate = exports.default ?? exports.handler ?? capturedHandler;
    if (typeof candidate !== 'function') {
      throw new HttpError(500, {
        code: 'BOOT_ERROR',
        message: `supabase/functions/${name}/index.ts must default-export a handler (req: Request) => Promise<Response> or call Deno.serve(handler)`,
      });
    }
    const handler = candidate as Handler;
    this.handlers.set(name, handler);
    return handler;
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, rest: string): Promise<void> {
    const [name = '', ...tail] = rest.split('/').filter(Boolean);
    const handler = await this.load(name);
    if (this.ctx.functionVerifyJwt(name)) {
      const token = bearerToken(req);
      if (!token)
        throw new HttpError(401, {
          code: 'UNAUTHORIZED_NO_AUTH_HEADER',
          message: 'Missing authorization header',
        });
      if (!verifyJwt(token, this.ctx.jwtSecret).ok)
        throw new HttpError(401, { code: 'UNAUTHORIZED_INVALID_JWT', message: 'Invalid JWT' });
    }
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, FUNCTION_BODY_LIMIT);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined || ['host', 'connection', 'content-length', 'transfer-encoding'].includes(key))
        continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    // As on Supabase's edge runtime, the function sees its own name as the first path segment.
    const requestUrl = `${this.ctx.url}/${[name, ...tail].join('/')}${url.search}`;
    const request = new Request(requestUrl, {
      method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    });
    let response: Response;
    try {
      response = await handler(request);
    } catch (error) {
      console.error(`[functions] ${name} threw:`, error);
      throw new HttpError(500, {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
    }
    if (!(response instanceof Response)) {
      throw new HttpError(500, { code: 'WORKER_ERROR', message: `${name} did not return a Response` });
    }
    const outHeaders: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      outHeaders[key] = value;
    });
    const payload = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, outHeaders);
    res.end(method === 'HEAD' ? undefined : payload);
  }
}
