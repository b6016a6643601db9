// A promotion code from the cart to the invoice: applied in the cart (its line and the total), the same at
// checkout, charged on the test provider's page (the goods at their price, the code's line, the amount paid),
// and on the invoice once paid; a wrong code is told clearly; axe on the cart with a code and on the admin page.
import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { uniqueEmail } from './accounts';
import { adminInsert, adminSelect } from './content-db';
import { appKey } from './paid-orders';
import { buyFromCollection, fillCheckoutDetails } from './shop-steps';

test('a promotion code applied in the cart is paid on the payment page and printed on the invoice', async ({
  page,
  request,
}) => {
  // A cart, the checkout, the test provider's page and the invoice read back: 44 s on a loaded machine.
  test.setTimeout(90_000);
  const apiKey = await appKey(page);
  const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
  await adminInsert(request, apiKey, 'promo_codes', { code, kind: 'percent', percent_off: 10 });

  await buyFromCollection(page, 'Renouvela Crème');
  await page.getByLabel('Promotion code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('This code does not exist or is no longer valid.');
  await page.getByLabel('Promotion code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Code ${code}`)).toBeVisible();
  await expect(page.getByTestId('promo-discount')).toHaveText('−$90');
  await expect(page.getByTestId('cart-total')).toHaveText('$810');
  await expectNoAxeViolations(page, '/cart with a code');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByTestId('checkout-discount')).toHaveText('−$90');
  await expect(page.getByTestId('checkout-total')).toHaveText('$810');
  await fillCheckoutDetails(page, uniqueEmail('promo'));
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();

  await expect(page.getByText(/no money moves/i)).toBeVisible();
  await expect(page.getByText(`Code ${code}`)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^-\$90$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pay $810' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  // The receipt: the lines, the code and delivery add up to the total.
  await expect(page.getByTestId('order-discount')).toHaveText('−$90');
  await expect(page.getByTestId('order-delivery')).toHaveText('Free');
  await expect(page.getByRole('button', { name: /^Download invoice F-\d{4}-\d{6}$/ })).toBeVisible();

  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const [invoice] = await adminSelect<{ amount_incl: number; snapshot: Record<string, unknown> }>(
    request,
    apiKey,
    'invoices',
    `order_id=eq.${orderId}&kind=eq.invoice&select=amount_incl,snapshot`,
  );
  expect(Number(invoice?.amount_incl)).toBe(810);
  expect(invoice?.snapshot).toMatchObject({ promo_code: code, discount_incl: 90, order_total_incl: 810 });
});

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the admin creates a promotion code and pauses it', async ({ page }) => {
    await page.goto('/admin/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotion codes' })).toBeVisible();
    const code = `ADM${randomUUID().slice(0, 6).toUpperCase()}`;
    const form = page.getByRole('form', { name: 'New promotion code' });
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Percentage off').fill('150');
    await form.getByRole('button', { name: 'Create code' }).click();
    await expect(form.getByText('A percentage above 0, at most 100.')).toBeVisible();
    await form.getByLabel('Percentage off').fill('15');
    await form.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText(`Code ${code} is created.`)).toBeVisible();
    const card = page.getByTestId('promo-code').filter({ hasText: code });
    await expect(card.getByTestId('promo-uses')).toHaveText('0 paid, 0 pending, 0 given back (limit ∞)');
    await card.getByRole('button', { name: `Pause ${code}` }).click();
    await expect(card.getByText('Paused')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/promotions');
  });
});
