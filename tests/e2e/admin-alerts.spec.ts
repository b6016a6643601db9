// /admin, "Needs attention": a product whose stock is at its low-stock level is listed (in English and French)
// with a link to its editor, the navigation shows the count of open alerts, axe finds nothing on a desktop or a
// phone, and clearing the alert with the keyboard removes it and brings the focus back to the list's heading.
import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations, toastsSettled } from './axe';
import { adminInsert } from './content-db';
import { expect, test } from './fixtures';
import { appKey } from './paid-orders';

test.use({ signedInAs: 'admin' });

test('a low-stock product needs attention until the admin clears it', async ({ page, request }) => {
  // Three axe runs, two languages and two sizes: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const slug = `alert-${randomUUID().slice(0, 8)}`;
  const title = `Low Balm ${slug}`;
  const apiKey = await appKey(page);
  const [product] = await adminInsert<{ id: string }>(request, apiKey, 'products', {
    product_id: slug,
    title,
    price: 30,
    price_euros: 28,
    stock: 1,
    low_stock_level: 2,
    published: false,
  });

  await page.goto('/admin');
  const heading = page.getByRole('heading', { level: 2, name: 'Needs attention' });
  await expect(heading).toBeVisible();
  const list = page.getByRole('list', { name: 'Needs attention' });
  const item = list.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(`Low stock: ${title}, 1 left (alert at 2).`);
  await expect(item.getByRole('link', { name: 'Open the product' })).toHaveAttribute(
    'href',
    `/admin/products?edit=${product!.id}`,
  );

  // The navigation counts the open alerts the list shows (both read together, refreshed together).
  const badge = page.getByTestId('open-alert-count');
  const items = list.getByRole('listitem');
  await expect.poll(async () => Number(await badge.textContent()) === (await items.count())).toBe(true);
  await expect(page.getByRole('link', { name: /^Needs attention \(\d+ open alerts?\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // In French, the same alert in French.
  await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'À traiter' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(
    `Stock bas : ${title}, 1 en stock (alerte à 2).`,
  );
  await expect(page.getByRole('link', { name: /^À traiter \(\d+ alertes? ouvertes?\)$/ })).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));

  // On a phone, the list and its buttons fit and pass axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const clear = item.getByRole('button', {
    name: `Clear this alert: Low stock: ${title}, 1 left (alert at 2).`,
  });
  await expect(clear).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Cleared with the keyboard: gone from the list, the count follows, the focus is on the heading.
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Alert cleared.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expect
    .poll(async () => {
      const count = await items.count();
      return count === 0 ? (await badge.count()) === 0 : Number(await badge.textContent()) === count;
    })
    .toBe(true);
  await toastsSettled(page);
  await expectNoAxeViolations(page);
});
