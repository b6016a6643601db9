// `npm run dev`: starts the local Supabase backend, then Vite with VITE_SUPABASE_URL and
// VITE_SUPABASE_PUBLISHABLE_KEY pointing at it. One Ctrl-C stops both; if either dies, the other is stopped.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackendProcess } from './backend-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = path.join(root, 'node_modules', '.bin', 'vite');
if (!existsSync(viteBin)) {
  console.error('node_modules/.bin/vite is missing: run npm install first.');
  process.exit(1);
}

const children = new Set();
let shuttingDown = false;
let exitCode = 0;

function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  exitCode = code;
  for (const child of children) child.kill('SIGTERM');
  // Postgres needs a moment to stop cleanly; do not wait forever.
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

function track(name, child) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!shuttingDown) {
      console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      shutdown(code ?? 1);
    }
    if (children.size === 0) process.exit(exitCode);
  });
  return child;
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const backend = await startBackendProcess().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
track('The local Supabase backend', backend.child);
if (!shuttingDown) {
  track(
    'Vite',
    spawn(viteBin, process.argv.slice(2), {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_SUPABASE_URL: backend.url,
        VITE_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
      },
    }),
  );
}
