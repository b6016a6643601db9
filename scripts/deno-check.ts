// `deno check` of every edge function against its own supabase/functions/<name>/deno.json (the import map
// `supabase functions deploy` uploads with it), and of the local runtime's Deno preload. Part of `npm run lint`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoExecutable, denoProcessEnv, functionConfig, resolutionFlags } from '../supabase/local/deno.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const functionsDir = path.join(root, 'supabase/functions');
const PRELOAD = 'supabase/local/deno/worker-preload.ts';

type Outcome = { ok: boolean; output: string };

/** Every folder of supabase/functions with an index.ts, as the CLI deploys them (not _shared). */
export function functionNames(dir: string = functionsDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => readdirSync(path.join(dir, entry.name)).includes('index.ts'))
    .map((entry) => entry.name)
    .sort();
}

/** `deno check` with these arguments, from the repository root; the output is Deno's. */
function denoCheck(args: string[]): Outcome {
  const result = spawnSync(denoExecutable(), ['check', ...args], {
    cwd: root,
    env: denoProcessEnv(),
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** Runs `deno check` of one function with only its deno.json. */
export function checkFunction(dir: string, name: string): Outcome {
  return denoCheck([...resolutionFlags(functionConfig(dir, name)), path.join(dir, name, 'index.ts')]);
}

function main(): void {
  const checks: [string, () => Outcome][] = functionNames().map((name) => [
    `supabase/functions/${name}`,
    () => checkFunction(functionsDir, name),
  ]);
  checks.push([PRELOAD, () => denoCheck(['--no-config', '--no-lock', PRELOAD])]);
  let failed = false;
  for (const [label, check] of checks) {
    const { ok, output } = check();
    console.log(`${ok ? '✔' : '✘'} deno check ${label}`);
    if (!ok) {
      failed = true;
      console.error(output);
    }
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
