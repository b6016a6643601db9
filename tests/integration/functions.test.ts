// The functions runtime: a request to /functions/v1/<name> is proxied to a Deno worker running
// supabase/functions/<name>/index.ts with its own deno.json, as the Edge Runtime runs it; the gateway's JWT
// check applies unless config.toml turns it off; a function that cannot start or throws answers as hosted.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFunction, functionNames } from '../../scripts/deno-check.ts';
import { denoExecutable } from '../../supabase/local/deno.ts';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import { anonClient, newMember, publishableKey, supabaseUrl } from './helpers';

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '../../supabase/functions');
const SCRATCH = path.resolve(import.meta.dirname, '../../supabase/.temp');

const scratchDirs: string[] = [];
function scratchDir(label: string): string {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(path.join(SCRATCH, `${label}-`));
  scratchDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

/** The Deno processes serving this backend's functions: their command line and SUPABASE_URL (Linux /proc). */
function workerProcesses(): { config: string; supabaseUrl: string | undefined }[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        const config = args[args.indexOf('--config') + 1];
        if (!args[0]?.endsWith('deno') || args[1] !== 'run' || !config) return [];
        const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        const url = env.find((entry) => entry.startsWith('SUPABASE_URL='))?.slice('SUPABASE_URL='.length);
        return [{ config, supabaseUrl: url }];
      } catch {
        return [];
      }
    });
}

describe('functions runtime', () => {
  it('runs a handler module on Deno through supabase-js with the caller token', async () => {
    const { data, error } = await anonClient().functions.invoke('health', { method: 'GET' });
    expect(error).toBeNull();
    const version = /deno (\S+)/.exec(
      execFileSync(denoExecutable(), ['--version'], { encoding: 'utf8' }),
    )?.[1];
    expect(data).toEqual({
      status: 'ok',
      function: 'health',
      method: 'GET',
      path: '/health',
      supabaseUrlConfigured: true,
      // No Stripe keys locally: the Ready to sell checklist's payment provider item reads this.
      paymentProviderConfigured: false,
      deno: version,
    });
  });

  it.runIf(existsSync('/proc/self/cmdline'))(
    'serves every function from its own Deno worker with its own deno.json',
    async () => {
      const names = functionNames();
      expect(names).toEqual([
        'content-admin',
        'create-checkout',
        'delete-account',
        'fetch-image',
        'health',
        'invoice-pdf',
        'issue-refunds',
        'payment-webhook',
        'record-exchange-rates',
        'send-emails',
        'staff-admin',
        'test-checkout',
      ]);
      for (const name of names) {
        const response = await fetch(`${supabaseUrl()}/functions/v1/${name}`, {
          method: 'PUT',
          headers: { apikey: publishableKey(), Authorization: `Bearer ${publishableKey()}` },
        });
        await response.body?.cancel();
        expect(response.status, name).toBeLessThan(500);
      }
      const configs = workerProcesses()
        .filter((worker) => worker.supabaseUrl === supabaseUrl())
        .map((worker) => worker.config);
      for (const name of names) expect(configs).toContain(path.join(FUNCTIONS_DIR, name, 'deno.json'));
    },
  );

  it('passes the method, sub-path and query on, and accepts a signed-in user', async () => {
    const { client } = await newMember();
    const { data, error } = await client.functions.invoke('health/deep?x=1', {
      method: 'POST',
      body: { ping: true },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'POST', path: '/health/deep' });
  });

  it('refuses a request without a valid JWT and answers 404 for an unknown function', async () => {
    const missing = await fetch(`${supabaseUrl()}/functions/v1/health`);
    expect(missing.status).toBe(401);
    const invalid = await fetch(`${supabaseUrl()}/functions/v1/health`, {
      headers: { Authorization: 'Bearer not.a.jwt' },
    });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toMatchObject({ message: 'Invalid JWT' });
    const unknown = await fetch(`${supabaseUrl()}/functions/v1/no-such-function`, {
      headers: { apikey: publishableKey(), Authorization: `Bearer ${publishableKey()}` },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });

  it('refuses a body over 10 MB with 413', async () => {
    const response = await fetch(`${supabaseUrl()}/functions/v1/health`, {
      method: 'POST',
      headers: { apikey: publishableKey(), Authorization: `Bearer ${publishableKey()}` },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
  });

  it('answers CORS preflights for the app origin with the headers supabase-js sends', async () => {
    const response = await fetch(`${supabaseUrl()}/functions/v1/health`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });
});

describe("each function's deno.json", () => {
  // One check per function: each is a type check that takes seconds of CPU (minutes for all on a slow machine).
  for (const name of functionNames()) {
    it(
      `resolves every import of ${name} by itself (deno check --config ${name}/deno.json)`,
      { timeout: 120_000 },
      () => {
        const { ok, output } = checkFunction(FUNCTIONS_DIR, name);
        expect(ok, output).toBe(true);
      },
    );
  }

  it('fails a function whose deno.json lacks an import, though the repo has that package installed', () => {
    const dir = scratchDir('deno-check');
    mkdirSync(path.join(dir, 'unmapped'));
    const shared = path.relative(path.join(dir, 'unmapped'), path.join(FUNCTIONS_DIR, '_shared'));
    writeFileSync(
      path.join(dir, 'unmapped', 'index.ts'),
      `import { serviceClient } from '${shared}/service-client.ts';\nDeno.serve(() => Response.json(typeof serviceClient));\n`,
    );
    writeFileSync(path.join(dir, 'unmapped', 'deno.json'), '{ "imports": {} }\n');
    const { ok, output } = checkFunction(dir, 'unmapped');
    expect(ok).toBe(false);
    expect(output).toContain('"@supabase/supabase-js" not a dependency and not in import map');
  });
});

describe('a function that cannot start or throws', () => {
  const fixtures: Record<string, string> = {
    syntax: 'Deno.serve(() => new Response("unclosed")\n',
    unmapped: 'import lodash from "lodash";\nDeno.serve(() => new Response(String(lodash)));\n',
    'no-handler': 'export const answer = 42;\n',
    'throws-at-start': 'throw new Error("no configuration");\n',
    'throws-in-handler': 'Deno.serve(() => { throw new Error("unhandled"); });\n',
    'exits-in-handler': 'Deno.serve(() => Deno.exit(3));\n',
    'fetch-export': 'export default { fetch: (req: Request) => new Response(new URL(req.url).pathname) };\n',
  };
  let backend: LocalBackend;
  let dataDir: string;

  beforeAll(async () => {
    const functionsDir = scratchDir('functions');
    for (const [name, source] of Object.entries(fixtures)) {
      mkdirSync(path.join(functionsDir, name));
      writeFileSync(path.join(functionsDir, name, 'index.ts'), source);
      writeFileSync(path.join(functionsDir, name, 'deno.json'), '{ "imports": {} }\n');
    }
    dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-functions-'));
    backend = await startLocalBackend({ port: 0, dataDir, quiet: true, ephemeral: true, functionsDir });
  });

  afterAll(async () => {
    await backend?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function invoke(name: string) {
    const response = await fetch(`${backend.url}/functions/v1/${name}/x`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${backend.publishableKey}` },
    });
    return {
      status: response.status,
      code: response.headers.get('sb-error-code'),
      body: await response.text(),
    };
  }

  it('answers BOOT_ERROR for a syntax error, an unmapped import or no handler', async () => {
    for (const name of ['syntax', 'unmapped', 'no-handler']) {
      expect(await invoke(name), name).toEqual({
        status: 503,
        code: 'BOOT_ERROR',
        body: JSON.stringify({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }),
      });
    }
  });

  it('answers WORKER_ERROR when the code throws at start or the worker dies, and keeps serving', async () => {
    const workerError = {
      status: 500,
      code: 'WORKER_ERROR',
      body: JSON.stringify({
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      }),
    };
    expect(await invoke('throws-at-start')).toEqual(workerError);
    expect(await invoke('exits-in-handler')).toEqual(workerError);
    // A new worker takes the next request.
    expect(await invoke('exits-in-handler')).toEqual(workerError);
  });

  it("passes a handler's unhandled error on as Deno.serve answers it, tagged EDGE_FUNCTION_ERROR", async () => {
    expect(await invoke('throws-in-handler')).toEqual({
      status: 500,
      code: 'EDGE_FUNCTION_ERROR',
      body: 'Internal Server Error',
    });
  });

  it('serves `export default { fetch }` too', async () => {
    expect(await invoke('fetch-export')).toEqual({ status: 200, code: null, body: '/fetch-export/x' });
  });
});
