// Each test starts in English with a clean storage, whatever the browser's own language, or signed in as the
// demo member or admin (`test.use({ signedInAs })`, sessions.ts). After each navigation to a pre-rendered page
// the tests wait for React to have taken it over (scripts/vite/prerender.ts): until then the page is readable
// but a click does nothing (text typed into a pre-rendered form is kept, see typed-before-hydration.spec.ts,
// but the tests act on a page that is React's).
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { accountState, sessionState, type Role } from './sessions';

async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root || !document.querySelector('template[data-path]')) return true;
    // Hydration runs in slices after the code starts: the page's own part is React's once it marks the root
    // (src/app/page-ready.ts: the page or the route's error element); a click before does nothing. Typing
    // before it is tested on purpose in typed-before-hydration.spec.ts.
    return root.hasAttribute('data-page-ready');
  });
}

/** English at the first load of each tab, and goto/reload that wait for the app to have started. */
async function prepare(page: Page) {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('e2e-language-set')) {
      window.localStorage.setItem('language', 'en');
      window.sessionStorage.setItem('e2e-language-set', '1');
    }
  });
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appStarted(page);
    return response;
  };
}

export const test = base.extend<{ signedInAs: Role | undefined }>({
  /** The demo account the test's context is signed in as, from the setup project's session; none by default. */
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState }, use, testInfo) => {
    await use(signedInAs ? await sessionState(signedInAs, testInfo.workerIndex) : storageState);
  },
  page: async ({ page }, use) => {
    await prepare(page);
    await use(page);
  },
});

/**
 * A second browser beside the test's own page: signed in as the demo member or admin, as a user of the test's
 * own (signed in through the Auth API, sessions.ts), or without either a guest's (a guest's checkout and the
 * admin who finds it, say). Its page is prepared as the `page` fixture's; close the context when done.
 */
export async function openBrowser(
  browser: Browser,
  who?: Role | { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const info = test.info();
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    storageState:
      who === undefined
        ? // A guest's browser starts empty, whatever the test's own context holds.
          { cookies: [], origins: [] }
        : typeof who === 'string'
          ? await sessionState(who, info.workerIndex)
          : await accountState(who),
  });
  const page = await context.newPage();
  await prepare(page);
  return { context, page };
}

/**
 * Signs a user of the test's own in on this page without the form (a session through the Auth API, kept where
 * the app keeps it), for tests of what a member does rather than of signing in. The page must be on the app;
 * its next load is signed in.
 */
export async function putSession(page: Page, account: { email: string; password: string }) {
  const state = await accountState(account);
  const entries = state.origins
    .flatMap((origin) => origin.localStorage)
    .filter(({ name }) => name !== 'language');
  await page.evaluate((items) => {
    for (const { name, value } of items) window.localStorage.setItem(name, value);
  }, entries);
}

export { expect };
