// Evaluates the functions' shared modules on Deno, the runtime they are written for, with exactly the
// environment a test gives (nothing of the shell): for helpers that read Deno.env, such as _shared/env.ts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { denoExecutable, denoProcessEnv } from '../../supabase/local/deno.ts';
import { secretKey } from './helpers';

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '../../supabase/functions');
const ENV_MODULE = pathToFileURL(path.join(FUNCTIONS_DIR, '_shared/env.ts')).href;

export type DenoOutcome<T> = { value: T } | { error: string };

/**
 * The value of `expression`, an expression over _shared/env.ts's exports (awaited), evaluated on Deno with
 * `env` as its whole environment; a thrown error comes back as its message.
 */
export function evalWithEnv<T>(expression: string, env: Record<string, string>): DenoOutcome<T> {
  const source = [
    `import * as shared from '${ENV_MODULE}';`,
    `const { ${['env', 'secretKey', 'secretKeys', 'publishableKeys', 'testWebhookSecret'].join(', ')} } = shared;`,
    'let outcome;',
    `try { outcome = { value: await (${expression}) }; } catch (error) { outcome = { error: error.message }; }`,
    'console.log(JSON.stringify(outcome));',
  ].join('\n');
  const result = spawnSync(
    denoExecutable(),
    ['run', '--no-config', '--no-lock', '--allow-env', `--allow-read=${FUNCTIONS_DIR}`, '-'],
    { input: source, env: { ...denoProcessEnv(), ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`deno failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? 'null') as DenoOutcome<T>;
}

const webhookSecrets = new Map<string, string>();

/** The secret a backend's test provider signs webhooks with, derived on Deno as the functions derive it. */
export async function testWebhookSecretFor(serverKey: string = secretKey()): Promise<string> {
  const cached = webhookSecrets.get(serverKey);
  if (cached) return cached;
  const outcome = evalWithEnv<string>('testWebhookSecret()', {
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: serverKey }),
  });
  if (!('value' in outcome)) throw new Error(outcome.error);
  webhookSecrets.set(serverKey, outcome.value);
  return outcome.value;
}
