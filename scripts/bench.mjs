// npm run bench: builds the app and measures what a visitor downloads; writes bench/results.json.
// A benchmark, not a test: it prints figures and budgets and never fails the suite.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const HOME_JS_BUDGET_KB = 150;

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const round = (value) => Math.round(value * 10) / 10;

function build() {
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH: '1' },
  });
}

/** The JS and CSS a visitor's browser fetches for / before any interaction: what index.html references. */
function homeFirstLoad() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
  const js = [
    ...refs(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const sum = (files) => round(files.reduce((total, file) => total + gzipKb(file), 0));
  return {
    jsGzipKb: sum([...new Set(js)]),
    cssGzipKb: sum([...new Set(css)]),
    files: [...new Set([...js, ...css])],
  };
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

/** Later issues add backend figures through scripts/bench-backend.ts, which writes bench/backend.json. */
function backendFigures() {
  const script = path.join(root, 'scripts/bench-backend.ts');
  if (!existsSync(script)) return undefined;
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script], {
    cwd: root,
    stdio: 'inherit',
  });
  const file = path.join(root, 'bench/backend.json');
  if (result.status !== 0 || !existsSync(file)) return { error: 'backend bench failed' };
  return JSON.parse(readFileSync(file, 'utf8'));
}

build();
const home = homeFirstLoad();
const routes = routeChunks(home.files);
const backend = backendFigures();
const results = {
  measuredAt: new Date().toISOString(),
  home: { ...home, budgetJsGzipKb: HOME_JS_BUDGET_KB, withinBudget: home.jsGzipKb <= HOME_JS_BUDGET_KB },
  routes,
  ...(backend ? { backend } : {}),
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
console.log('\nWritten to bench/results.json');
