// Invoices in the browser: after a test payment the receipt offers the invoice, and what the browser saves is a
// PDF named after its number (in English and in French); the guest lookup and the admin's order page offer the
// same invoice, and the admin's page the credit note once a refund is recorded.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { API_URL, uniqueEmail } from './accounts';
import { TERMS_VERSIONS } from '../../src/content/terms-version';
import { expect, openBrowser, test } from './fixtures';

const NUMBER = /F-\d{4}-\d{6}/;

/** A guest's order placed through create-checkout (as the checkout page calls it) and paid on the test page. */
async function paidOrder(page: Page, baseURL: string, email: string): Promise<string> {
  const response = await page.request.post(`${API_URL}/functions/v1/create-checkout`, {
    data: {
      purpose: 'order',
      kind: 'purchase',
      locale: 'en',
      idempotency_key: randomUUID(),
      items: [{ product_id: 'renouvela-creme', quantity: 1 }],
      contact: { email, name: 'Inès Laurent' },
      shipping: { line1: '4 quai de la Tournelle', city: 'Paris', postal_code: '75005', country: 'FR' },
      accept_terms: true,
      terms_version: TERMS_VERSIONS.demo,
      origin: new URL(baseURL).origin,
    },
  });
  expect(response.status()).toBe(200);
  const { url, order_id } = (await response.json()) as { url: string; order_id: string };
  await page.goto(url);
  await expect(page.getByText(/no money moves/i)).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  return order_id;
}

/** Clicks the button and answers the file the browser saved. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [saved] = (await Promise.all([page.waitForEvent('download'), button.click()])) as [Download, void];
  const file = await saved.path();
  return { name: saved.suggestedFilename(), bytes: await readFile(file) };
}

test('the receipt offers the invoice, and the file is a PDF, in English and French', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('invoice');
  await paidOrder(page, baseURL ?? '', email);

  const english = page.getByRole('button', { name: /^Download invoice F-\d{4}-\d{6}$/ });
  await expect(english).toBeVisible();
  const number = NUMBER.exec((await english.textContent()) ?? '')?.[0] ?? '';
  const file = await download(page, english);
  expect(file.name).toBe(`${number}.pdf`);
  expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.bytes.length).toBeGreaterThan(1000);

  await page.getByRole('button', { name: 'Passer en français' }).first().click();
  const french = page.getByRole('button', { name: `Télécharger la facture ${number}` });
  await expect(french).toBeVisible();
  const again = await download(page, french);
  expect(again.name).toBe(`${number}.pdf`);
  expect(again.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The guest finds it again with the number and email of the order.
  await page.getByRole('button', { name: 'Switch to English' }).first().click();
  const orderNumber = ((await page.getByRole('heading', { name: /^Order MI-/ }).textContent()) ?? '').replace(
    'Order ',
    '',
  );
  await page.goto('/order');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find my order' }).click();
  const looked = page.getByRole('button', { name: `Download invoice ${number}` });
  await expect(looked).toBeVisible();
  expect((await download(page, looked)).name).toBe(`${number}.pdf`);
});

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test("the admin's order page offers the invoice, and the credit note of a refund", async ({
    page,
    browser,
    baseURL,
  }) => {
    // A guest's payment in a browser of its own, two downloads and a refund: 36 s with the sign-in it had then
    // (about 12 s) on a loaded machine, near the default 30 s without it.
    test.setTimeout(90_000);
    const guest = await openBrowser(browser);
    const orderId = await paidOrder(guest.page, baseURL ?? '', uniqueEmail('invoice-admin'));
    await guest.context.close();
    await page.goto(`/admin/orders?order=${orderId}`);
    const invoice = page.getByRole('button', { name: /^Download invoice F-\d{4}-\d{6}$/ });
    await expect(invoice).toBeVisible();
    expect((await download(page, invoice)).name).toMatch(/^F-\d{4}-\d{6}\.pdf$/);

    await page.getByLabel('Amount refunded').fill('100');
    await page.getByLabel('Reason').fill('One jar arrived chipped');
    await page.getByRole('button', { name: 'Record the refund' }).click();
    const credit = page.getByRole('button', { name: /^Download credit note A-\d{4}-\d{6}$/ });
    await expect(credit).toBeVisible();
    const file = await download(page, credit);
    expect(file.name).toMatch(/^A-\d{4}-\d{6}\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
