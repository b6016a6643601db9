// Makes sure a Chromium exists for the e2e tests: Playwright's download where the network allows it,
// else Debian's package when running as root, else a message naming both ways.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', cwd: root }).status === 0;

function tryPlaywright() {
  console.log("No Chromium found; trying Playwright's own download…");
  return run(path.join(root, 'node_modules/.bin/playwright'), ['install', 'chromium']);
}

function tryApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) return false;
  console.log("Installing Debian's chromium package…");
  // openssl too: the build hook test (tests/integration/content-build-hook.test.ts) makes its TLS certificates with it.
  return run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium', 'openssl']);
}

if (!findChromium()) {
  if (!(tryPlaywright() && findChromium()) && !(tryApt() && findChromium())) {
    console.error(
      [
        'No Chromium is available for the end-to-end tests. Either:',
        '  - let Playwright download its browser:  npx playwright install chromium',
        "  - or install Debian's package (as root): apt-get update && apt-get install -y chromium",
        'or point CHROMIUM_PATH at an existing Chromium binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
}
console.log(`Chromium: ${findChromium()}`);
