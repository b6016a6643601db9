// Where the pinned Deno binary (the `deno` dev dependency) and its cache are, and the flags every edge function
// is run and checked with, so the local runtime and `npm run lint` resolve imports exactly alike.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The executable of the `deno` npm package (its install API links or finds the platform's binary). */
export function denoExecutable(): string {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const require = createRequire(path.join(ROOT, 'package.json'));
  const installer = require('deno/install_api.cjs') as { runInstall(): string };
  return installer.runInstall();
}

/** npm packages of the import maps are downloaded once into this cache (DENO_DIR overrides it). */
export function denoDir(): string {
  return process.env.DENO_DIR || path.join(ROOT, 'node_modules', '.cache', 'deno');
}

/** A function's own import map, the file `supabase functions deploy` uploads with it. */
export function functionConfig(functionsDir: string, name: string): string {
  return path.join(functionsDir, name, 'deno.json');
}

/**
 * Resolution flags shared by `deno run` and `deno check`: only the given deno.json (no package.json, no
 * node_modules of the repo, as the edge runtime resolves), npm packages from the Deno cache, no lockfile.
 */
export function resolutionFlags(config: string): string[] {
  return ['--config', config, '--no-lock', '--node-modules-dir=none'];
}

/** What Deno needs from the shell to reach the npm registry: proxy, registry and certificate settings. */
const NETWORK_ENV = [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NPM_CONFIG_REGISTRY',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'NODE_EXTRA_CA_CERTS',
];

/** The environment Deno itself needs (its cache, the network settings above), nothing else of the shell. */
export function denoProcessEnv(): Record<string, string> {
  const env: Record<string, string> = { DENO_DIR: denoDir(), NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' };
  for (const key of NETWORK_ENV) {
    const value = process.env[key];
    if (value) env[key] = value;
  }
  return env;
}
