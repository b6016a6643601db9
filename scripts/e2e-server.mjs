// Serves the e2e suite: a fresh local backend on its own ports, the app built against it, and vite preview.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackendProcess } from './backend-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const previewPort = Number(process.env.E2E_PORT ?? 4173);
const apiPort = Number(process.env.E2E_API_PORT ?? 54331);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
// Each preview port builds into its own folder, so that e2e runs on different ports never share a dist.
const outDir = path.join(root, '.e2e', `dist-${previewPort}`);

const backend = await startBackendProcess({ port: apiPort, dbPort: apiPort + 1, dataDir, echo: false });
// The run's secret key, for the specs that play the owner's part server-side (tests/e2e/published-content-db.ts
// publishes as the content-admin function does): a fresh backend has fresh keys, readable only from here.
const backendFile = path.join(root, '.e2e', `backend-${previewPort}.json`);
mkdirSync(path.dirname(backendFile), { recursive: true });
writeFileSync(backendFile, JSON.stringify({ url: backend.url, secretKey: backend.secretKey }));
const env = {
  ...process.env,
  VITE_SUPABASE_URL: backend.url,
  VITE_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
  VITE_SITE_URL: process.env.VITE_SITE_URL ?? 'https://maison-immortela.example',
};
const vite = path.join(root, 'node_modules/.bin/vite');
const built = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (built.status !== 0) {
  backend.child.kill('SIGTERM');
  process.exit(1);
}
const preview = spawn(
  vite,
  ['preview', '--host', '127.0.0.1', '--strictPort', '--port', String(previewPort), '--outDir', outDir],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  preview.kill('SIGTERM');
  rmSync(backendFile, { force: true });
  backend.child.once('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  });
  backend.child.kill('SIGTERM');
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
preview.once('exit', (code) => stop(code ?? 1));
backend.child.once('exit', (code) => {
  if (!stopping) {
    console.error(`The local backend stopped (exit ${code}).`);
    stop(1);
  }
});
