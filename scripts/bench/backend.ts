// Backend latency through supabase-js, as the shop sees it: the products_public list (p50/p95 over 500
// requests after a warm-up) and password sign-in (over 30). Writes bench/backend.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { DEMO_MEMBER } from '../../supabase/local/demo-accounts.ts';
import { startLocalBackend } from '../../supabase/local/server.ts';
import { percentiles } from './stats.ts';

const LIST_REQUESTS = 500;
const LIST_WARMUP = 50;
const SIGN_INS = 30;
const LIST_P95_TARGET_MS = 15;

async function timed(run: () => PromiseLike<{ error: unknown }>): Promise<number> {
  const start = performance.now();
  const { error } = await run();
  const elapsed = performance.now() - start;
  if (error) throw new Error(`benchmark request failed: ${JSON.stringify(error)}`);
  return elapsed;
}

/** Node 20 has no WebSocket; the bench never uses Realtime. */
class NoRealtimeTransport {
  constructor() {
    throw new Error('Realtime is not part of the local backend');
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-bench-'));
const backend = await startLocalBackend({ port: 0, dataDir, quiet: true, ephemeral: true });
try {
  const options = {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtimeTransport as never },
  };
  const shop = createClient(backend.url, backend.publishableKey, options);
  const listProducts = () => shop.from('products_public').select('*').order('price', { ascending: true });

  for (let index = 0; index < LIST_WARMUP; index += 1) await timed(listProducts);
  const listSamples: number[] = [];
  for (let index = 0; index < LIST_REQUESTS; index += 1) listSamples.push(await timed(listProducts));

  const signInSamples: number[] = [];
  for (let index = 0; index < SIGN_INS + 2; index += 1) {
    const client = createClient(backend.url, backend.publishableKey, options);
    const sample = await timed(() =>
      client.auth.signInWithPassword({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
    );
    if (index >= 2) signInSamples.push(sample);
  }

  const results = { productsList: percentiles(listSamples), signIn: percentiles(signInSamples) };
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'backend.json'), `${JSON.stringify(results, null, 2)}\n`);
  const verdict = results.productsList.p95 < LIST_P95_TARGET_MS ? 'within' : 'OVER';
  console.log(
    `Backend: products_public list p50 ${results.productsList.p50} ms, p95 ${results.productsList.p95} ms ` +
      `(n=${results.productsList.n}, ${verdict} the ${LIST_P95_TARGET_MS} ms target); ` +
      `sign-in p50 ${results.signIn.p50} ms, p95 ${results.signIn.p95} ms (n=${results.signIn.n})`,
  );
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
