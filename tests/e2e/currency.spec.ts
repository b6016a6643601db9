// The shopper's currency (issue 28 item 5): an English shopper picks euros in the top bar; the collection, the
// cart and the checkout show euros, and the order is created, paid, confirmed and mailed in euros. The cart's
// own chooser re-prices the lines, the choice outlives a language switch, and the phone menu offers it too.
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { mailsOf, uniqueEmail } from './accounts';
import { adminSelect, apiKeyOf } from './content-db';
import { buyFromCollection, fillCheckoutDetails, payOnTestPage } from './shop-steps';
import { productCard } from './catalog';

const card = (page: import('@playwright/test').Page) => productCard(page, 'Renouvela Crème');

test('an English shopper who picks euros in the top bar orders, pays and is mailed in euros', async ({
  page,
  request,
}) => {
  // A whole purchase (a payment, the admin's second factor, the mail sender): longer than one page.
  test.setTimeout(120_000);
  await page.goto('/collection');
  const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
  // No choice yet: the language's currency.
  await expect(currency).toHaveValue('usd');
  await expect(card(page)).toContainText('$900');
  await currency.selectOption({ label: '€ EUR' });
  await expect(card(page)).toContainText('€830');

  await buyFromCollection(page, 'Renouvela Crème');
  await expect(page.getByRole('combobox', { name: 'Pay in' })).toHaveValue('eur');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('€830');
  await expect(page.getByTestId('cart-total')).toHaveText('€830');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('€830');
  const email = uniqueEmail('euros');
  await fillCheckoutDetails(page, email);
  const checkoutCall = page.waitForRequest(
    (call) => call.url().includes('/functions/v1/create-checkout') && call.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  const sent = await checkoutCall;
  expect(sent.postDataJSON()).toMatchObject({ currency: 'eur', locale: 'en' });

  await payOnTestPage(page);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('amount-paid')).toHaveText('€830');

  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const [order] = await adminSelect<{ currency: string; locale: string; total: number }>(
    request,
    apiKeyOf(sent),
    'orders',
    `id=eq.${orderId}&select=currency,locale,total`,
  );
  expect(order).toMatchObject({ currency: 'eur', locale: 'en' });
  expect(Number(order?.total)).toBe(830);

  // The confirmation mail, in English, counts in euros.
  await expect
    .poll(async () => (await mailsOf(request, email, 'order_confirmation'))[0]?.text ?? '')
    .toContain('€830');
});

test('the cart’s chooser re-prices the lines, and the choice outlives a language switch', async ({
  page,
}) => {
  await buyFromCollection(page, 'Renouvela Crème');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$900');
  await page.getByRole('combobox', { name: 'Pay in' }).selectOption({ label: '€ EUR' });
  await expect(page.getByTestId('cart-subtotal')).toHaveText('€830');
  const header = page.getByRole('banner');
  await expect(header.getByRole('combobox', { name: 'Currency' })).toHaveValue('eur');
  await expectNoAxeViolations(page, '/cart in euros');

  await header.getByRole('button', { name: 'Passer en français' }).click();
  await expect(header.getByRole('combobox', { name: 'Devise' })).toHaveValue('eur');
  await expect(page.getByRole('combobox', { name: 'Payer en' })).toHaveValue('eur');
  await header.getByRole('button', { name: 'Switch to English' }).click();
  await expect(header.getByRole('combobox', { name: 'Currency' })).toHaveValue('eur');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('€830');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu offers the currency beside the language', async ({ page }) => {
    await page.goto('/collection');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-drawer');
    await menu.getByRole('combobox', { name: 'Currency' }).selectOption({ label: '€ EUR' });
    await expectNoAxeViolations(page, 'the phone menu');
    await page.keyboard.press('Escape');
    await expect(card(page)).toContainText('€830');
  });
});
