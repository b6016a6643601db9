// Each test starts in English with a clean storage, whatever the browser's own language. After each navigation
// to a pre-rendered page the tests wait for React to have taken it over (scripts/vite/prerender.ts): until then
// the page is readable but a click does nothing (text typed into a pre-rendered form is kept, see
// typed-before-hydration.spec.ts, but the tests act on a page that is React's).
import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend({
  page: async ({ page }, use) => {
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
    await use(page);
  },
});

export { expect };
