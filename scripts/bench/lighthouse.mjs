// Lighthouse on the nine public pages (mobile, median of three runs) against a production build served by
// vite preview with the local backend beside it; figures per page for bench/results.json. Used by run.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBackendProcess } from '../backend-process.mjs';
import { findChromium } from '../chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const round = (value) => Math.round(value * 10) / 10;
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

const LIGHTHOUSE_PATHS = [
  '/collection',
  '/',
  '/ritual',
  '/our-story',
  '/journal',
  '/journal/two-drops-of-gold',
  // A product's own page (issue 33), one of the seeded products.
  '/products/renouvela-creme',
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

export function freePort() {
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

export async function lighthouseFigures() {
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

/** The pages' figures as a table on the console (or why Lighthouse could not run). */
export function printLighthouse(lighthouseResults) {
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
}
