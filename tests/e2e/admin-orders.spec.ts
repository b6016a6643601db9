// /admin/orders: a guest's paid order is found by the admin, moved through its states (only the next ones
// offered), refunded in part, annotated, and its history says who did what.
import type { Page } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { expect, openBrowser, test } from './fixtures';
import { buyFromCollection, fillCheckoutDetails } from './shop-steps';

async function guestOrder(page: Page, email: string): Promise<string> {
  await buyFromCollection(page, 'Renouvela Crème', /^(Purchase|Add to Cart)/);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillCheckoutDetails(page, email);
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page.getByText(/no money moves/i)).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  const heading = await page.getByRole('heading', { name: /^Order MI-/ }).textContent();
  return heading?.replace('Order ', '').trim() ?? '';
}

test.use({ signedInAs: 'admin' });

test('an admin finds a paid order and moves it through its states, with refund, note and history', async ({
  page,
  browser,
}) => {
  // A whole checkout, then the admin's journey: longer than the default 30 s.
  test.setTimeout(90_000);
  const email = uniqueEmail('orders-admin');
  const guest = await openBrowser(browser);
  const number = await guestOrder(guest.page, email);
  expect(number).toMatch(/^MI-\d+$/);
  await guest.context.close();

  await page.goto('/admin/orders');
  await page.getByLabel('Search by number, email or name').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find orders' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('Orders 1 to 1 of 1')).toBeVisible();
  await page.getByLabel('Status').selectOption('shipped');
  await expect(page.getByText('No order matches these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('paid');
  await page.getByRole('link', { name: number }).click();

  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByRole('row', { name: /Renouvela Crème/ })).toBeVisible();
  await expect(page.getByText(/through test/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Inès Laurent in the CRM' })).toHaveAttribute(
    'href',
    /^\/crm\/contacts\/[0-9a-f-]{36}$/,
  );

  const actions = page.getByRole('region', { name: 'Change the status' });
  // "Mark as refunded" only once a refund was made; cancelling says it refunds through the provider.
  await expect(actions.getByRole('button')).toHaveText(['Mark as prepared', 'Cancel the order']);
  await expect(actions.getByTestId('cancel-moves-money')).toContainText(
    /^Cancelling this order refunds \$[\d,]+\.\d\d to the customer through the payment provider at once\./,
  );
  await actions.getByRole('button', { name: 'Mark as prepared' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Prepared');
  // Shipping takes a carrier and tracking number (the Shipping section), not a bare status button.
  await expect(actions.getByRole('button')).toHaveText(['Cancel the order']);
  const shipping = page.getByRole('region', { name: 'Shipping' });
  await shipping.getByLabel('Carrier').selectOption('chronopost');
  await shipping.getByLabel('Tracking number').fill('XR123456789FR');
  await shipping.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(actions.getByRole('button')).toHaveText(['Mark as delivered']);
  await actions.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');

  // A refund above what was paid is refused with its reason; a partial one is recorded.
  await page.getByLabel('Amount refunded').fill('5000');
  await page.getByLabel('Reason').fill('One jar arrived chipped');
  await page.getByRole('button', { name: 'Record the refund' }).click();
  await expect(page.getByText(/A refund cannot be more than what is left of the payments/)).toBeVisible();
  await expect(page.getByTestId('refund-moves-money')).toHaveText(
    'Recording a refund sends the money back to the customer through the payment provider at once; the customer is told only once the provider has made it.',
  );
  await page.getByLabel('Amount refunded').fill('100');
  await page.getByRole('button', { name: 'Record the refund' }).click();
  await expect(page.getByText('Refund of $100.00 made by the payment provider.')).toBeVisible();
  await expect(page.getByTestId('amount-refunded')).toHaveText('$100.00');
  await expect(page.getByTestId('automatic-refund')).toContainText(
    /a refund recorded by an admin\. Made by the provider \(re_test_[0-9a-f]{32}\); the customer was emailed\./,
  );
  // Made: the order may now be marked refunded.
  await expect(actions.getByRole('button')).toHaveText(['Mark as refunded']);

  await page.getByLabel('New note').fill('Customer asked for a gift message.');
  await page.getByRole('button', { name: 'Add the note' }).click();

  const trail = page.getByTestId('order-trail');
  await expect(trail.getByText('Customer asked for a gift message.')).toBeVisible();
  await expect(trail.getByText('Refund of $100.00')).toBeVisible();
  await expect(trail.getByText('Status: Shipped → Delivered')).toBeVisible();
  await expect(trail.getByText(/Status: Paid → Prepared · .*admin/i)).toBeVisible();

  // Back to the same filters: the order is no longer Paid, so it shows under all statuses only.
  await page.getByRole('link', { name: 'Back to the orders' }).click();
  await expect(page.getByLabel('Search by number, email or name')).toHaveValue(email.toUpperCase());
  await expect(page.getByText('No order matches these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await expect(page.getByRole('link', { name: number })).toBeVisible();
});
