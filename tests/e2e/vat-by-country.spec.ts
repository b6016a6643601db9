// The VAT a price includes follows the delivery country (issue 28): the cart and the checkout show SQL's answer
// for the chosen country, French VAT at 20% for France, the export exemption with no amount for the United States
// and Switzerland, and change it when the country changes; the total, the price paid, never moves.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { buyFromCollection, reserveFromCollection } from './shop-steps';

/** The summary's VAT row: its term and its value. */
const vatRow = (page: Page) => page.getByTestId('checkout-vat');

test('in English, the cart and the checkout show the VAT of the country delivered to', async ({ page }) => {
  // Two pages, a dozen estimates and two axe runs: more than the default on a machine that runs one core.
  test.setTimeout(90_000);
  await buyFromCollection(page, 'Renouvela Crème');
  const cart = page.getByTestId('cart-delivery');
  const deliverTo = cart.getByLabel('Deliver to');

  // English: the cart delivers to the United States until told otherwise, an export.
  await expect(deliverTo).toHaveValue('US');
  await expect(cart.getByTestId('checkout-vat')).toHaveText('VAT exempt: export');
  await expect(cart.getByText(/VAT included/)).toHaveCount(0);
  await expect(cart.getByTestId('cart-total')).toHaveText('$900');
  await expectNoAxeViolations(page, '/cart, an export');

  await deliverTo.selectOption('FR');
  await expect(cart.getByText('VAT included (20%)')).toBeVisible();
  await expect(cart.getByTestId('checkout-vat')).toHaveText('$150.00');
  await expect(cart.getByTestId('cart-total')).toHaveText('$900');
  await deliverTo.selectOption('CH');
  await expect(cart.getByTestId('checkout-vat')).toHaveText('VAT exempt: export');
  await expect(cart.getByTestId('cart-total')).toHaveText('$900');
  await deliverTo.selectOption('FR');
  await expect(cart.getByTestId('checkout-vat')).toHaveText('$150.00');

  // The checkout takes the country chosen in the cart, and follows the one typed there.
  await page.getByRole('link', { name: 'Checkout' }).click();
  const summary = page.getByRole('complementary');
  const country = page.getByLabel('Country');
  await expect(country).toHaveValue('FR');
  await expect(summary.getByText('VAT included (20%)')).toBeVisible();
  await expect(vatRow(page)).toHaveText('$150.00');
  await country.selectOption('US');
  await expect(vatRow(page)).toHaveText('VAT exempt: export');
  await expect(summary.getByText(/VAT included/)).toHaveCount(0);
  await expect(summary.getByTestId('checkout-total')).toHaveText('$900');
  await expectNoAxeViolations(page, '/checkout, an export');
  await country.selectOption('CH');
  await expect(vatRow(page)).toHaveText('VAT exempt: export');
  await country.selectOption('FR');
  await expect(summary.getByText('VAT included (20%)')).toBeVisible();
  await expect(vatRow(page)).toHaveText('$150.00');
  await expect(summary.getByTestId('checkout-total')).toHaveText('$900');
});

test('en français, le panier et la commande donnent la TVA du pays de livraison', async ({ page }) => {
  // As the English test: two pages, several estimates and an axe run.
  test.setTimeout(90_000);
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
  await buyFromCollection(page, 'Renouvela Crème', /^(Acheter|Ajouter au panier)/);
  const cart = page.getByTestId('cart-delivery');
  const deliverTo = cart.getByLabel('Pays de livraison');

  // French: France is the likely country, with French VAT.
  await expect(deliverTo).toHaveValue('FR');
  await expect(cart.getByText(/^TVA incluse \(20\s%\)$/)).toBeVisible();
  await expect(cart.getByTestId('checkout-vat')).toHaveText(/^138,33\s€$/);
  await expect(cart.getByTestId('cart-total')).toHaveText(/^830\s€$/);
  await deliverTo.selectOption('CH');
  await expect(cart.getByTestId('checkout-vat')).toHaveText('Exonération de TVA : exportation');
  await expect(cart.getByText(/TVA incluse/)).toHaveCount(0);
  await expect(cart.getByTestId('cart-total')).toHaveText(/^830\s€$/);

  await page.getByRole('link', { name: 'Passer commande' }).click();
  const summary = page.getByRole('complementary');
  const country = page.getByLabel('Pays', { exact: true });
  await expect(country).toHaveValue('CH');
  await expect(vatRow(page)).toHaveText('Exonération de TVA : exportation');
  await country.selectOption('US');
  await expect(vatRow(page)).toHaveText('Exonération de TVA : exportation');
  await country.selectOption('FR');
  await expect(summary.getByText(/^TVA incluse \(20\s%\)$/)).toBeVisible();
  await expect(vatRow(page)).toHaveText(/^138,33\s€$/);
  await expect(summary.getByTestId('checkout-total')).toHaveText(/^830\s€$/);
  await expectNoAxeViolations(page, '/checkout (fr)');
});

test.describe('signed in as the member', () => {
  test.use({ signedInAs: 'member' });

  test('the reservation checkout shows the VAT of the country chosen for the reserved item', async ({
    page,
  }) => {
    await reserveFromCollection(page, 'Immortela Elixir 30 ml');
    await expect(page).toHaveURL(/\/reservation-checkout$/);

    const country = page.getByLabel('Country');
    await country.selectOption('US');
    await expect(vatRow(page)).toHaveText('VAT exempt: export');
    await expect(page.getByTestId('due-now')).toHaveText('$700');
    await country.selectOption('FR');
    await expect(page.getByText('VAT included (20%)')).toBeVisible();
    await expect(vatRow(page)).toHaveText('$233.33');
    await expect(page.getByTestId('due-now')).toHaveText('$700');
    await expectNoAxeViolations(page, '/reservation-checkout');
  });
});
