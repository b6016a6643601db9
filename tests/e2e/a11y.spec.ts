import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, toastsSettled } from './axe';
import { test, expect } from './fixtures';
import { MEMBER, signIn } from './accounts';
import { ROUTES } from './routes';

const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of ROUTES) {
      test(`${route.path} has no moderate, serious or critical violations`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

const describe = (violation: { id: string; nodes: { failureSummary?: string }[] }) =>
  `${violation.id}: ${violation.nodes.map((node) => node.failureSummary).join(' | ')}`;

/**
 * Keeps the toasts on screen while axe reads them: Sonner pauses their timers while the pointer is over the
 * toaster (on a slow machine a toast could otherwise close before axe starts), then waits for their fade-in.
 */
async function holdToasts(page: Page) {
  await page.locator('[data-sonner-toast]').first().hover();
  await toastsSettled(page);
}

test('toasts pass axe too: the sign-in welcome and the product list error', async ({ page }) => {
  // A sign-in, a page load and two axe scans: past the default 30 s on a loaded machine (load 10 on 2 cores).
  test.setTimeout(90_000);
  await signIn(page, MEMBER);
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
  await holdToasts(page);
  const welcome = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
  expect(welcome.violations.map(describe)).toEqual([]);

  await page.route('**/rest/v1/products_public*', (route) => route.abort());
  await page.goto('/collection');
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
  await holdToasts(page);
  const failure = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
  expect(failure.violations.map(describe)).toEqual([]);
});
