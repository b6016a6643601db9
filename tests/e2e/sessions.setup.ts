// The setup project (playwright.config.ts): the demo member, then the demo admin with the authenticator's code,
// sign in through the app's form once per run; every other project's tests reuse these sessions
// (sessions.ts). The backend is new at each run (scripts/e2e-server.mjs seeds the demo accounts), so the
// sessions are made afresh at each run too.
import type { Page } from '@playwright/test';
import { MEMBER, signIn, signInAdmin } from './accounts';
import { expect, test as setup } from './fixtures';
import { apiKeyOf } from './content-db';
import { APP_FACTS, keepSessionOnly, readSession, SETUP_STATE, writeJson, type Role } from './sessions';

async function save(page: Page, role: Role) {
  writeJson(SETUP_STATE[role], keepSessionOnly(await page.context().storageState()));
}

setup('the demo member signs in', async ({ page }) => {
  // The app's publishable key, from its first request to the API: what a worker needs to sign in anew when a
  // run outlasts the sessions (sessions.ts).
  const sent = page.waitForRequest((request) => Boolean(request.headers()['apikey']));
  await signIn(page, MEMBER);
  writeJson(APP_FACTS, { apiKey: apiKeyOf(await sent) });
  await save(page, 'member');
});

setup('the demo admin signs in with the second factor', async ({ page }) => {
  await signInAdmin(page);
  await save(page, 'admin');
  // The session saved is the one that passed the challenge (aal2): admin writes need it.
  const { access_token } = readSession(SETUP_STATE.admin);
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString()) as {
    aal?: string;
  };
  expect(claims.aal).toBe('aal2');
});
