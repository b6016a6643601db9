// Function secrets reach `supabase secrets set` through a temporary env file (mode 0600, deleted after), never
// the command line, where other users of the machine could read them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Values written as `NAME="value"`, quoted as dotenv reads them back. */
export function envFileText(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
    .join('');
}

export async function withEnvFile<T>(
  values: Record<string, string>,
  work: (file: string) => Promise<T>,
): Promise<T> {
  const folder = mkdtempSync(path.join(tmpdir(), 'deploy-secrets-'));
  const file = path.join(folder, 'secrets.env');
  writeFileSync(file, envFileText(values), { mode: 0o600 });
  try {
    return await work(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Reads a dotenv file's `NAME=value` lines (quotes removed, comments and blank lines skipped). */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    const [, name = '', raw = ''] = match;
    const quoted = /^(["'])(.*)\1$/.exec(raw);
    values[name] = quoted ? (quoted[1] === '"' ? (JSON.parse(raw) as string) : (quoted[2] ?? '')) : raw;
  }
  return values;
}
