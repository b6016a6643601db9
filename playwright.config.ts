import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium-path.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
// Runs on other ports (parallel work) keep their traces and report apart from the default run's.
const OUTPUT_DIR = PORT === 4173 ? 'test-results' : `test-results/port-${PORT}`;

// Timeouts are guards against a hung test, never waits: on a machine that gives the suite one core (npm run
// test:slow, `taskset -c 0`; availableParallelism follows the affinity) a test gets twice as long before it is
// called hung, and one worker runs, as in CI.
const CORES = availableParallelism();
const SLOW = CORES < 2 ? 2 : 1;

// The flags a closed network needs: no background calls home, no QUIC, no sandbox as root.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : Math.min(2, CORES),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000 * SLOW,
  expect: { timeout: 7_000 * SLOW },
  outputDir: OUTPUT_DIR,
  reporter: [['list'], ['json', { outputFile: `${OUTPUT_DIR}/e2e.json` }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    // The demo member and admin sign in once per run; the chromium project's tests reuse their sessions
    // (tests/e2e/sessions.ts).
    {
      name: 'setup',
      testMatch: /sessions\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000 * SLOW,
    env: { E2E_PORT: String(PORT), VITE_SITE_URL: 'https://maison-immortela.example' },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
