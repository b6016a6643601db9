// The rituals sold as sets (issue 33): "Add the whole ritual" under the UV-defense ritual puts its set in the
// cart, the guest pays on the local test page, and each of the set's products has one unit fewer in stock (read
// back as the admin). The ritual page passes axe with the ritual open, in English and in French.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { uniqueEmail, API_URL } from './accounts';
import { expectNoAxeViolations } from './axe';
import { adminAal2Token, adminInsert, adminSelect } from './content-db';
import { appKey } from './paid-orders';
import { fillCheckoutDetails, payOnTestPage } from './shop-steps';

const COMPONENTS = ['immortela-elixir-10ml', 'renouvela-creme'] as const;

type Stock = { product_id: string; stock: number | null };

const stocks = async (api: APIRequestContext, apiKey: string): Promise<Stock[]> =>
  adminSelect<Stock>(
    api,
    apiKey,
    'products',
    `select=product_id,stock&product_id=in.(${COMPONENTS.join(',')})&order=product_id`,
  );

/** Sets the components' stock as the admin (aal2) would in the editor. */
async function setStock(api: APIRequestContext, apiKey: string, slug: string, stock: number | null) {
  const token = await adminAal2Token(api, apiKey);
  const response = await api.patch(`${API_URL}/rest/v1/products?product_id=eq.${slug}`, {
    headers: { apikey: apiKey, Authorization: `Bearer ${token}` },
    data: { stock },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a guest adds the whole UV-defense ritual, pays, and its products’ stock goes down by one each', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const apiKey = await appKey(page);
  const before = await stocks(request, apiKey);
  // The seed does not count these products' units: counted from 40 for this test, then as they were.
  for (const slug of COMPONENTS) await setStock(request, apiKey, slug, 40);
  try {
    await page.goto('/ritual');
    await page.getByRole('button', { name: /Hydrate\. Brighten\. Defend\./ }).click();
    const add = page.getByRole('button', {
      name: 'Add the whole ritual Hydrate. Brighten. Defend. to the cart',
    });
    await expect(add).toHaveText('Add the whole ritual');
    await expect(page.getByText('UV-Defense Glow Ritual Set: $1,260')).toBeVisible();
    // The evening ritual names one product: no set, no button.
    await page.getByRole('button', { name: /Cleanse & Restore/ }).click();
    await expect(page.getByRole('button', { name: /Add the whole ritual Cleanse/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'ritual page, rituals open');

    await add.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('UV-Defense Glow Ritual Set').first()).toBeVisible();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText('$1,260');
    await fillCheckoutDetails(page, uniqueEmail('ritual-set'));
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    await payOnTestPage(page);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByText('UV-Defense Glow Ritual Set')).toBeVisible();

    await expect
      .poll(() => stocks(request, apiKey))
      .toEqual(COMPONENTS.map((product_id) => ({ product_id, stock: 39 })));
  } finally {
    for (const { product_id, stock } of before) await setStock(request, apiKey, product_id, stock);
  }
});

test('the ritual page in French offers “Ajouter tout le rituel” and passes axe', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  await page.goto('/ritual');
  await page.getByRole('button', { name: /Hydrater\. Éclaircir\. Défendre\./ }).click();
  const add = page.getByRole('button', {
    name: 'Ajouter tout le rituel Hydrater. Éclaircir. Défendre. au panier',
  });
  await expect(add).toHaveText('Ajouter tout le rituel');
  await expectNoAxeViolations(page, 'ritual page in French');
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Coffret Rituel éclat anti-UV').first()).toBeVisible();
});

test.describe('the admin makes a product a set', () => {
  test.use({ signedInAs: 'admin' });

  test('picks its products and quantities; a quantity out of range and a set in a set are refused in words', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const apiKey = await appKey(page);
    const stamp = Date.now().toString(36);
    const [made] = await adminInsert<{ id: string }>(request, apiKey, 'products', {
      product_id: `gift-set-${stamp}`,
      title: `Gift Set ${stamp}`,
      price: 5000, // dearer than the seeded products: the collection's first row stays theirs (first-screen.spec)
      published: true,
    });
    await page.goto(`/admin/products?edit=${made?.id ?? ''}`);
    const field = page.getByTestId('set-components-field');
    await field.getByLabel('This product is a set (a ritual)').check();
    await field.getByLabel('Renouvela Crème', { exact: true }).check();
    await field.getByLabel('Quantity of Renouvela Crème').fill('11');
    await field.getByRole('button', { name: 'Save the set' }).click();
    await expect(
      field.getByText("A product's quantity in a set is a whole number from 1 to 10."),
    ).toBeVisible();

    // The seeded UV-defense set cannot go inside another set: the database says so.
    await field.getByLabel('Quantity of Renouvela Crème').fill('2');
    await field.getByLabel('UV-Defense Glow Ritual Set', { exact: true }).check();
    await field.getByRole('button', { name: 'Save the set' }).click();
    await expect(field.getByRole('alert')).toHaveText(
      'A set cannot contain another set, nor itself, and a product that is part of a set cannot become a set.',
    );

    await field.getByLabel('UV-Defense Glow Ritual Set', { exact: true }).uncheck();
    await field.getByRole('button', { name: 'Save the set' }).click();
    await expect(page.getByText('The set is saved.')).toBeVisible();
    const rows = await adminSelect<{ quantity: number }>(
      request,
      apiKey,
      'product_set_components',
      `select=quantity&set_id=eq.${made?.id ?? ''}`,
    );
    expect(rows).toEqual([{ quantity: 2 }]);
    await expectNoAxeViolations(page, 'product editor with its set');
  });
});
