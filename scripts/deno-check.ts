// `deno check` of every edge function against its own supabase/functions/<name>/deno.json (the import map
// `supabase functions deploy` uploads with it), and of the local runtime's Deno preload. Part of `npm run lint`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoExecutable, denoProcessEnv, functionConfig, resolutionFlags } from '../supabase/local/deno.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const functionsDir = path.join(root, 'supabase/functions');

/** Every folder of supabase/functions with an index.ts, as the CLI deploys them (not _shared). */
export function functionNames(dir: string = functionsDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => readdirSync(path.join(dir, entry.name)).includes('index.ts'))
    .map((entry) => entry.name)
    .sort();
}

/** Runs `deno check` of one function with only its deno.json; the output is Deno's. */
export function checkFunction(dir: string, name: string): { ok: boolean; output: string } {
  const result = spawnSync(
    denoExecutable(),
    ['check', ...resolutionFlags(functionConfig(dir, name)), path.join(dir, name, 'index.ts')],
    { cwd: root, env: denoProcessEnv(), encoding: 'utf8' },
  );
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function main(): void {
  let failed = false;
  for (const name of functionNames()) {
    const { ok, output } = checkFunction(functionsDir, name);
    console.log(`${ok ? '✔' : '✘'} deno check supabase/functions/${name}`);
    if (!ok) {
      failed = true;
      console.error(output);
    }
  }
  const preload = spawnSync(
    denoExecutable(),
    ['check', '--no-config', '--no-lock', 'supabase/local/deno/worker-preload.ts'],
    { cwd: root, env: denoProcessEnv(), encoding: 'utf8' },
  );
  console.log(`${preload.status === 0 ? '✔' : '✘'} deno check supabase/local/deno/worker-preload.ts`);
  if (preload.status !== 0) {
    failed = true;
    console.error(`${preload.stdout}${preload.stderr}`);
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
