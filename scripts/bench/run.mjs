// npm run bench: builds the app and measures what a visitor downloads; writes bench/results.json.
// A benchmark, not a test: it prints figures and budgets and never fails the suite.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBackendProcess } from '../backend-process.mjs';
import { findChromium } from '../chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const HOME_JS_BUDGET_KB = 150;

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const round = (value) => Math.round(value * 10) / 10;
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

function build() {
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH: '1' },
  });
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
const LIGHTHOUSE_PATHS = [
  '/collection',
  '/',
  '/ritual',
  '/our-story',
  '/journal',
  '/journal/two-drops-of-gold',
  '/our-commitment',
  '/experiences',
  '/contact',
];
const LIGHTHOUSE_BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 150,
};
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LIGHTHOUSE_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * What a run's JavaScript cost, from the observed (unthrottled) load: the script bytes (transferred, KB) requested
 * before the first contentful paint and in all; the main thread's work after the load event (the top-level tasks
 * over 5 ms that start after it) and in all, both scaled by the CPU slowdown as Lighthouse's own main-thread
 * breakdown is. The inline loader and picker scripts (about 2 KB) come with the HTML and are not counted.
 */
function javascriptFigures(lhr) {
  const { audits } = lhr;
  const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1;
  const metrics = audits.metrics?.details?.items?.[0] ?? {};
  const network = audits['network-requests']?.details ?? {};
  const networkStartMs = (network.debugData?.networkStartTimeTs ?? 0) / 1000;
  const firstPaintMs = (metrics.observedFirstContentfulPaintTs ?? 0) / 1000;
  const scripts = (network.items ?? []).filter((item) => item.resourceType === 'Script');
  const kb = (items) => round(items.reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024);
  const tasks = audits['main-thread-tasks']?.details?.items ?? [];
  const afterLoad = tasks.filter((task) => task.startTime >= (metrics.observedLoad ?? Infinity));
  const taskMs = (items) => Math.round(items.reduce((total, task) => total + task.duration, 0) * slowdown);
  return {
    jsBeforeFirstPaintKb: kb(
      scripts.filter((item) => networkStartMs + item.networkRequestTime < firstPaintMs),
    ),
    jsTotalKb: kb(scripts),
    mainThreadAfterLoadMs: taskMs(afterLoad),
    mainThreadTotalMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0),
  };
}

async function lighthouseRun(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: LIGHTHOUSE_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: LIGHTHOUSE_CATEGORIES,
    });
    // BENCH_LHR_DIR=dir keeps each run's whole report (main-thread breakdown, bootup time ...) to read.
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      ...javascriptFigures(result.lhr),
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

async function lighthouseFigures() {
  const chromePath = findChromium();
  if (!chromePath) return { error: 'no Chromium found (set CHROMIUM_PATH)' };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-lh-'));
  const outDir = path.join(root, '.e2e', 'dist-lighthouse');
  const [apiPort, dbPort, previewPort] = [await freePort(), await freePort(), await freePort()];
  const backend = await startBackendProcess({ port: apiPort, dbPort, dataDir, echo: false });
  let preview;
  try {
    const origin = `http://localhost:${previewPort}`;
    const env = {
      ...process.env,
      VITE_SUPABASE_URL: backend.url,
      VITE_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
      VITE_SITE_URL: origin,
    };
    const vite = path.join(root, 'node_modules/.bin/vite');
    execFileSync(vite, ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    preview = spawn(
      vite,
      ['preview', '--host', 'localhost', '--strictPort', '--port', String(previewPort), '--outDir', outDir],
      {
        cwd: root,
        env,
        stdio: 'ignore',
      },
    );
    await waitForHttp(`${origin}/`);
    const pages = {};
    // BENCH_PAGES=/collection,/ measures only those pages (while iterating on one).
    const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
    for (const pagePath of only ?? LIGHTHOUSE_PATHS) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1)
        runs.push(await lighthouseRun(`${origin}${pagePath}`, chromePath));
      pages[pagePath] = {
        performance: median(runs.map((run) => run.performance)),
        accessibility: median(runs.map((run) => run.accessibility)),
        bestPractices: median(runs.map((run) => run.bestPractices)),
        seo: median(runs.map((run) => run.seo)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        jsBeforeFirstPaintKb: median(runs.map((run) => run.jsBeforeFirstPaintKb)),
        jsTotalKb: median(runs.map((run) => run.jsTotalKb)),
        mainThreadAfterLoadMs: median(runs.map((run) => run.mainThreadAfterLoadMs)),
        mainThreadTotalMs: median(runs.map((run) => run.mainThreadTotalMs)),
        runs: runs.map(({ failing: _failing, ...run }) => run),
        failingAudits: [...new Set(runs.flatMap((run) => run.failing))],
      };
    }
    return {
      preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
      runsPerPage: LIGHTHOUSE_RUNS,
      lighthouseVersion: LIGHTHOUSE_VERSION,
      budget: LIGHTHOUSE_BUDGET,
      // Lighthouse's TBT suffers when other work shares the machine's cores: the load beside the figures.
      loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
      cpus: os.cpus().length,
      pages,
    };
  } finally {
    preview?.kill('SIGTERM');
    await new Promise((resolve) => {
      backend.child.once('exit', resolve);
      backend.child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

build();
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
if (lighthouseResults?.pages) {
  const budget = Object.values(LIGHTHOUSE_BUDGET).join(' / ');
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile, median of ${LIGHTHOUSE_RUNS} (budget ${budget}), load ${lighthouseResults.loadAverage.join(' ')} on ${lighthouseResults.cpus} cores:`,
  );
  console.log(
    `  ${'page'.padEnd(28)} perf  a11y  best   seo  LCP ms  TBT ms  JS<FCP KB  JS KB  main>load ms  main ms`,
  );
  for (const [pagePath, figures] of Object.entries(lighthouseResults.pages)) {
    const row = [
      figures.performance,
      figures.accessibility,
      figures.bestPractices,
      figures.seo,
      figures.lcpMs,
      figures.tbtMs,
      figures.jsBeforeFirstPaintKb,
      figures.jsTotalKb,
      figures.mainThreadAfterLoadMs,
      figures.mainThreadTotalMs,
    ].map((value, index) => String(value).padStart([5, 5, 5, 5, 7, 7, 10, 6, 13, 8][index] ?? 5));
    console.log(`  ${pagePath.padEnd(28)}${row.join(' ')}`);
    if (figures.failingAudits.length > 0)
      console.log(`  ${''.padEnd(28)}failing: ${figures.failingAudits.join(', ')}`);
  }
} else if (lighthouseResults?.error) {
  console.log(`\nLighthouse: ${lighthouseResults.error}`);
}
console.log('\nWritten to bench/results.json');
