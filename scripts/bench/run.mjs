// npm run bench: builds the app and measures what a visitor downloads (JS and CSS of each route), runs the
// backend, CRM and checkout benches and Lighthouse (lighthouse.mjs); writes bench/results.json.
// A benchmark, not a test: it prints figures and budgets and never fails the suite.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { startBackendProcess } from '../backend-process.mjs';
import { freePort, lighthouseFigures, printLighthouse } from './lighthouse.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const HOME_JS_BUDGET_KB = 150;

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const round = (value) => Math.round(value * 10) / 10;

/**
 * The build reads the published journal and brand pages from the database (scripts/vite/published-content.ts):
 * a fresh local backend on its own ports serves the seeded content for it, then stops.
 */
async function build() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-build-'));
  const backend = await startBackendProcess({
    port: await freePort(),
    dbPort: await freePort(),
    dataDir,
    echo: false,
  });
  try {
    execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH: '1',
        VITE_SUPABASE_URL: backend.url,
        VITE_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
      },
    });
  } finally {
    await new Promise((resolve) => {
      backend.child.once('exit', resolve);
      backend.child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The JS and CSS every first load fetches: the entry and the chunks it imports (which the build's loader script
 * adds to the page, see scripts/vite/route-preload.ts) and the stylesheet; route chunks are counted per route.
 */
function homeFirstLoad() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || js.has(entry.file)) return;
    js.add(entry.file);
    for (const file of entry.css ?? []) css.add(file);
    for (const child of entry.imports ?? []) visit(child);
  };
  visit('index.html');
  const sum = (files) => round([...files].reduce((total, file) => total + gzipKb(file), 0));
  return { jsGzipKb: sum(js), cssGzipKb: sum(css), files: [...js, ...css] };
}

/** Each route module's own chunk plus the shared chunks it imports that the first load does not have. */
function routeChunks(firstLoad) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const loaded = new Set(firstLoad);
  const closure = (key, seen = new Set()) => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const child of entry.imports ?? []) closure(child, seen);
    return seen;
  };
  const out = {};
  for (const [key, entry] of Object.entries(manifest)) {
    if (!key.startsWith('src/app/routes/')) continue;
    const files = [...closure(key)].filter((file) => !loaded.has(file));
    out[path.basename(key, '.tsx')] = {
      chunkGzipKb: round(gzipKb(entry.file)),
      extraJsGzipKb: round(files.reduce((total, file) => total + gzipKb(file), 0)),
    };
  }
  return out;
}

/**
 * The figures a backend bench script writes to bench/<name>.json: backend (products list and sign-in latency),
 * crm (contacts page p95 over 100k contacts, 10k-row import) and checkout (the last unit under 20 concurrent
 * buyers, throughput at 10 concurrent buyers).
 */
function scriptFigures(name) {
  const script = path.join(root, `scripts/bench/${name}.ts`);
  if (!existsSync(script)) return undefined;
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script], {
    cwd: root,
    stdio: 'inherit',
  });
  const file = path.join(root, `bench/${name}.json`);
  if (result.status !== 0 || !existsSync(file)) return { error: `${name} bench failed` };
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Lighthouse 12 on the public pages of issue 18's budget: mobile preset (the default config: a mid-range phone,
 * slow 4G and a 4x slower CPU, simulated), 3 runs per page, the median kept. Against a production build served by
 * vite preview with a fresh local backend, in the system Chromium.
 */
await build();
const home = homeFirstLoad();
const routes = routeChunks(home.files);
// BENCH_BACKEND=0 skips the backend benches (minutes of database work), leaving their figures out.
const withBackend = process.env.BENCH_BACKEND !== '0';
const backend = withBackend ? scriptFigures('backend') : undefined;
const crm = withBackend ? scriptFigures('crm') : undefined;
const checkout = withBackend ? scriptFigures('checkout') : undefined;
// BENCH_LIGHTHOUSE=0 skips the Lighthouse runs (about four minutes).
const lighthouseResults = process.env.BENCH_LIGHTHOUSE === '0' ? undefined : await lighthouseFigures();
const results = {
  measuredAt: new Date().toISOString(),
  home: { ...home, budgetJsGzipKb: HOME_JS_BUDGET_KB, withinBudget: home.jsGzipKb <= HOME_JS_BUDGET_KB },
  routes,
  ...(backend ? { backend } : {}),
  ...(crm ? { crm } : {}),
  ...(checkout ? { checkout } : {}),
  ...(lighthouseResults ? { lighthouse: lighthouseResults } : {}),
};
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log(
  `\nHome route first load: JS ${home.jsGzipKb} KB gzip (budget ${HOME_JS_BUDGET_KB} KB), CSS ${home.cssGzipKb} KB gzip`,
);
console.log(home.jsGzipKb <= HOME_JS_BUDGET_KB ? 'Within budget.' : 'OVER BUDGET.');
console.log('\nRoute chunks (own chunk / extra JS beyond the first load, KB gzip):');
for (const [name, figures] of Object.entries(routes).sort()) {
  console.log(
    `  ${name.padEnd(24)} ${String(figures.chunkGzipKb).padStart(6)} ${String(figures.extraJsGzipKb).padStart(8)}`,
  );
}
printLighthouse(lighthouseResults);
console.log('\nWritten to bench/results.json');
