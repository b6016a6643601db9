// Each test starts in English with a clean storage, whatever the browser's own language.
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('e2e-language-set')) {
        window.localStorage.setItem('language', 'en');
        window.sessionStorage.setItem('e2e-language-set', '1');
      }
    });
    await use(page);
  },
});

export { expect };
