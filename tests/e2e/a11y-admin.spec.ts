// axe on the admin pages as an admin sees them (the anonymous sign-in redirect is covered by a11y.spec.ts),
// at mobile and desktop widths, each with its dry run or form open where it has one.
import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const PAGES: { path: string; heading: string; open?: (page: Page) => Promise<void> }[] = [
  // The admin's home, its "Needs attention" list loaded (empty or not).
  {
    path: '/admin',
    heading: 'Administration',
    open: (page) => expect(page.getByText('Loading the alerts…')).toHaveCount(0),
  },
  { path: '/admin/products', heading: 'Products' },
  { path: '/admin/products?edit=new', heading: 'Products' },
  { path: '/admin/orders', heading: 'Orders' },
  { path: '/admin/shipping', heading: 'Shipping zones and rates' },
  { path: '/admin/promotions', heading: 'Promotion codes' },
  { path: '/admin/vat', heading: 'VAT and accounting exports' },
  { path: '/admin/content', heading: 'Content' },
  { path: '/admin/settings', heading: 'Settings' },
  {
    path: '/admin/content/articles/new',
    heading: 'Journal article',
    // The link form of the body's toolbar open, as an admin adding a link sees it.
    open: async (page) => {
      await page.getByRole('button', { name: 'Link' }).first().click();
      await expect(page.getByLabel('Link address')).toBeVisible();
    },
  },
  { path: '/admin/content/pages/home', heading: 'Brand page' },
  {
    path: '/admin/migration',
    heading: 'Catalogue migration',
    open: async (page) => {
      await page.getByRole('button', { name: 'Dry run' }).click();
      await expect(page.getByText(/already up to date\. Nothing was written\./)).toBeVisible();
    },
  },
  {
    path: '/admin/migrate-images',
    heading: 'Image migration',
    open: async (page) => {
      await page.getByRole('button', { name: 'Dry run' }).click();
      await expect(page.getByRole('heading', { name: 'Dry run: images to copy' })).toBeVisible();
    },
  },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`axe on the admin pages at ${viewport.width}px`, () => {
    test.use({ signedInAs: 'admin', viewport });
    for (const target of PAGES) {
      test(`${target.path} has no moderate, serious or critical violations`, async ({ page }) => {
        await page.goto(target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
        await target.open?.(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the two-factor challenge, at sign-in and on an admin page, has no moderate, serious or critical violations', async ({
  page,
}) => {
  await page.goto('/admin/products');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  for (const path of ['/auth', '/admin/products']) {
    if (path !== '/auth') await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter the 6 digits of the code.')).toBeVisible();
    // The sign-in's "Welcome back." toast is the shell's (sonner's rich colours), checked elsewhere.
    await expect(page.getByText('Welcome back.')).toBeHidden();
    await expectNoAxeViolations(page, path);
  }
});
