import type { Page } from '@playwright/test';
import { expect, openBrowser, test } from './fixtures';
import { confirmedMemberToken, signIn, uniqueEmail } from './accounts';
import { productCard, seededCards } from './catalog';
import { appApiKey } from './sessions';
import { buyFromCollection } from './shop-steps';

test('browse, open a product, add it, change the quantity and see the badge', async ({ page }) => {
  await page.goto('/collection');
  await expect(seededCards(page)).toHaveCount(5);

  // Open the quick view from the card (the title links to the product's page).
  await page.getByRole('button', { name: 'Quick view of Renouvela Crème' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renouvela Crème', exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Organic', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('availability')).toHaveText('Available');
  await expect(dialog.getByRole('button', { name: 'How to Use' })).toBeVisible();

  await dialog.getByRole('button', { name: /^Purchase/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Added to Cart')).toBeVisible();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Renouvela Crème');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('button', { name: 'One more Renouvela Crème' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$1,800');

  const quantity = page.getByLabel('Quantity of Renouvela Crème');
  await quantity.fill('5000');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1000');
  await expect(page.getByTestId('cart-count')).toHaveText('99+');

  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('the sale price is struck through and a product in the cart offers Add to Cart', async ({ page }) => {
  await page.goto('/collection');
  const card = productCard(page, 'Immortela Elixir 10 ml');
  await expect(card.locator('s')).toHaveText('$560');
  await card.getByRole('button', { name: /^Purchase/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/collection');
  await expect(
    productCard(page, 'Immortela Elixir 10 ml').getByRole('button', { name: /^Add to Cart/ }),
  ).toBeVisible();
});

// A member's reservation goes straight on to checkout; a guest is told an account is needed (journeys.spec.ts).
test.describe('signed in as the member', () => {
  test.use({ signedInAs: 'member' });

  test('reserve opens the reservation dialog and carries the item to checkout', async ({ page }) => {
    await page.goto('/collection');
    await page.getByRole('button', { name: 'Quick view of Immortela Elixir 30 ml' }).click();
    const detail = page.getByRole('dialog', { name: 'Immortela Elixir 30 ml', exact: true });
    await expect(detail.getByTestId('availability')).toHaveText('Reserve Available');
    await detail.getByRole('button', { name: /^Reserve/ }).click();

    await expect(detail).toBeHidden();
    const reservation = page.getByRole('dialog', { name: 'Reserve Immortela Elixir 30 ml' });
    await expect(reservation).toBeVisible();
    await expect(reservation.getByRole('radio', { name: /50% deposit now \(\$700\)/ })).toBeChecked();
    await expect(reservation.getByText('Cancellation policy')).toBeVisible();
    const expected = new Date();
    expected.setDate(expected.getDate() + 45);
    await expect(reservation.getByTestId('estimated-delivery')).toHaveText(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(expected),
    );

    await reservation.getByRole('radio', { name: /Pay in full now/ }).check();
    await reservation.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/reservation-checkout$/);
    const state = await page.evaluate(
      () => (window.history.state as { usr?: { reservation?: unknown } }).usr,
    );
    expect(state?.reservation).toEqual({
      product_id: 'immortela-elixir-30ml',
      product_name: 'Immortela Elixir 30 ml',
      product_image: '/images/products/immortela-elixir-30ml.svg',
      product_price: 1400,
      quantity: 1,
      is_deposit: false,
      deposit_amount: 1400,
      estimated_delivery_days: 45,
    });
  });
});

test('French shows euros and Réserver, Précommander, Acheter', async ({ page }) => {
  await page.goto('/collection');
  await page.getByRole('button', { name: 'Passer en français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'La Collection' })).toBeVisible();
  const seeded = seededCards(page);
  await expect(seeded.getByRole('button', { name: /^Réserver/ })).toHaveCount(1);
  await expect(seeded.getByRole('button', { name: /^Précommander/ })).toHaveCount(1);
  await expect(seeded.getByRole('button', { name: /^Acheter/ })).toHaveCount(3);
  const prices = await seeded.locator('p span.font-semibold').allTextContents();
  expect(prices.length).toBe(5);
  for (const price of prices) expect(price).toMatch(/^\d[\d\s\u202f]*\s?€$/);
  await expect(productCard(page, 'Élixir Immortela 30 ml')).toContainText('1 290');
});

/**
 * The cart saves (replace_cart_lines) the server accepted from a page: untilSaved(n) waits, on the answers
 * themselves rather than on a delay, for an accepted save holding a line of n units.
 */
function watchCartSaves(page: Page) {
  const saved: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/rest/v1/rpc/replace_cart_lines') && response.ok()) {
      saved.push(response.request().postData() ?? '');
    }
  });
  return {
    untilSaved: (quantity: number) =>
      expect.poll(() => saved.some((body) => new RegExp(`"quantity":${quantity}\\b`).test(body))).toBe(true),
  };
}

test('a guest cart merges into the member’s server cart and shows in a second browser', async ({
  page,
  browser,
  request,
}) => {
  // Three browsers and a new member: past the default 30 s on a loaded machine.
  test.slow();
  // A member of the test's own: signing out at the end ends every session of the user.
  const account = { email: uniqueEmail('cart-merge'), password: 'cart-merge-2026', name: 'Léa Martin' };
  await confirmedMemberToken(request, appApiKey(), account);

  // The member's server cart already holds one Renouvela Riche (from a first visit, in another browser).
  const first = await openBrowser(browser, account);
  const firstSaves = watchCartSaves(first.page);
  await buyFromCollection(first.page, 'Renouvela Riche', /^(Purchase|Add to Cart)/);
  const before = Number(await first.page.getByLabel('Quantity of Renouvela Riche').inputValue());
  await firstSaves.untilSaved(before); // the debounced sync has reached the server
  await first.context.close();

  // As a guest, add two Renouvela Riche and one Renouvela Crème, then sign in.
  const saves = watchCartSaves(page);
  await buyFromCollection(page, 'Renouvela Riche');
  await page.getByRole('button', { name: 'One more Renouvela Riche' }).click();
  await buyFromCollection(page, 'Renouvela Crème');
  await signIn(page, account);
  // The merged cart reaches the server before the page is left: a full load of /cart would cut the save's
  // answer off (the save may land on the server without this page ever seeing it).
  await saves.untilSaved(before + 2);
  await page.goto('/cart');
  await expect(page.getByLabel('Quantity of Renouvela Riche')).toHaveValue(String(before + 2));

  // A second browser of the same member sees the merged cart.
  const { context: second, page: secondPage } = await openBrowser(browser, account);
  await secondPage.goto('/cart');
  await expect(secondPage.getByLabel('Quantity of Renouvela Riche')).toHaveValue(String(before + 2));
  await expect(secondPage.getByLabel('Quantity of Renouvela Crème')).toBeVisible();

  // Signing out leaves no private cart data in the browser.
  await secondPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(secondPage).toHaveURL(/\/$/);
  await expect(secondPage.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await secondPage.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
  await second.close();
});

test('two tabs keep the cart in step', async ({ context }) => {
  const one = await context.newPage();
  const two = await context.newPage();
  await one.goto('/collection');
  await two.goto('/cart');
  await productCard(one, 'Renouvela Crème')
    .getByRole('button', { name: /^Purchase/ })
    .click();
  await expect(two.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(two.getByTestId('cart-line')).toContainText('Renouvela Crème');
});

test('a failed product list shows the error toast and recovers on retry', async ({ page }) => {
  await page.route('**/rest/v1/products_public*', (route) => route.abort());
  await page.goto('/collection');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load products' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error');
  await page.unroute('**/rest/v1/products_public*');
  await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  await expect(seededCards(page)).toHaveCount(5);
});
