// Delivery before payment: the cart estimates it for the likely country and for the one chosen, the checkout
// shows the same figure in its total, the test provider's page lists it as its own line; and the admin edits
// zones and rates on an accessible page.
import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { uniqueEmail } from './accounts';
import { adminInsert } from './content-db';
import { appKey } from './paid-orders';
import { buyFromCollection, fillCheckoutDetails } from './shop-steps';

test('the cart and the checkout show the delivery rate for the country, and the payment page charges it', async ({
  page,
  request,
}) => {
  // Three countries' estimates in the cart and the checkout, then the payment page: 51 s on a loaded machine.
  test.setTimeout(90_000);
  const apiKey = await appKey(page);
  const title = `Light Balm ${randomUUID().slice(0, 6)}`;
  await adminInsert(request, apiKey, 'products', {
    product_id: `light-balm-${randomUUID().slice(0, 8)}`,
    title,
    price: 20,
    price_euros: 18,
    weight_grams: 300,
    published: true,
  });
  await buyFromCollection(page, title);

  // The likely country in English is the United States: the rest-of-the-world zone, up to 500 g.
  const cart = page.getByTestId('cart-delivery');
  await expect(cart.getByLabel('Deliver to')).toHaveValue('US');
  await expect(cart.getByTestId('checkout-delivery')).toHaveText('$26');
  await expect(cart.getByText('Free delivery from $220')).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText('$46');
  await cart.getByLabel('Deliver to').selectOption('FR');
  await expect(cart.getByTestId('checkout-delivery')).toHaveText('$7.90');
  await expect(cart.getByTestId('cart-total')).toHaveText('$27.90');
  await expectNoAxeViolations(page, '/cart');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByTestId('checkout-delivery')).toHaveText('$7.90');
  await expect(page.getByTestId('checkout-total')).toHaveText('$27.90');
  await expect(page.getByLabel('Country')).toHaveValue('FR');
  await fillCheckoutDetails(page, uniqueEmail('shipping'));
  // Belgium: the EU zone's rate, before paying.
  await page.getByLabel('Country').selectOption('BE');
  await page.getByLabel('Postcode').fill('1000');
  await expect(page.getByTestId('checkout-delivery')).toHaveText('$14');
  await expect(page.getByTestId('checkout-total')).toHaveText('$34');
  await expectNoAxeViolations(page, '/checkout');

  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page.getByText(/no money moves/i)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\$14$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $34' })).toBeVisible();
});

test('past the zone’s threshold, delivery is free', async ({ page }) => {
  await buyFromCollection(page, 'Renouvela Crème');
  await expect(page.getByTestId('cart-delivery').getByTestId('checkout-delivery')).toHaveText('Free');
});

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the admin adds a zone and a rate band on the shipping page', async ({ page }) => {
    await page.goto('/admin/shipping');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping zones and rates' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'France (france)' })).toBeVisible();
    const code = `e2e-${randomUUID().slice(0, 6)}`;
    const form = page.getByRole('form', { name: 'New zone' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Name (English)').fill('Islands');
    await form.getByLabel('Name (French)').fill('Îles');
    await form.getByRole('button', { name: 'Create zone' }).click();
    await expect(page.getByText('The zone is created.')).toBeVisible();
    const zone = page.getByRole('article', { name: `Islands (${code})` });
    await zone.getByLabel('Up to (g), EUR').fill('abc');
    await zone.getByRole('button', { name: 'Add rate' }).first().click();
    await expect(zone.getByText('A whole number of grams above 0, or empty.')).toBeVisible();
    await zone.getByLabel('Up to (g), EUR').fill('');
    await zone.getByLabel('Price (EUR)').fill('9,50');
    await zone.getByRole('button', { name: 'Add rate' }).first().click();
    await expect(zone.getByText('Any weight', { exact: true })).toBeVisible();
    await expect(zone.getByText('€9.50')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/shipping');
  });
});
