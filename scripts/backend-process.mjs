// Starts the local backend (supabase/local/cli.ts) as a child process and resolves once it is ready.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');

/**
 * @param {{ port?: number, dbPort?: number, dataDir?: string, echo?: boolean }} options
 * @returns {Promise<{ url: string, publishableKey: string, secretKey: string, child: import('node:child_process').ChildProcess }>}
 */
export function startBackendProcess({ port, dbPort, dataDir, echo = true } = {}) {
  // Unset options leave the CLI to its own defaults and environment (SUPABASE_LOCAL_PORT ...).
  const overrides = {
    ...(port !== undefined ? { SUPABASE_LOCAL_PORT: String(port) } : {}),
    ...(dbPort !== undefined ? { SUPABASE_LOCAL_DB_PORT: String(dbPort) } : {}),
    ...(dataDir ? { SUPABASE_LOCAL_DATA_DIR: dataDir } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'supabase/local/cli.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...overrides },
  });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const ready = line.match(/^SUPABASE_LOCAL_READY (.+)$/);
      if (ready) resolve({ ...JSON.parse(ready[1]), child });
      else if (echo) console.log(line);
    });
    child.once('exit', (code) =>
      reject(new Error(`The local backend stopped before it was ready (exit ${code}).`)),
    );
    child.once('error', reject);
  });
}
