// Fulfilment end to end: an admin ships a member's paid order of 2 units in two parcels (Colissimo, then UPS),
// a tracking number of the wrong format refused with its reason first; the member sees both parcels and their
// tracking links on /my-orders and /my-reservations in English and French, and a guest lookup shows them too.
// "Product ready": the admin asks for a reservation's balance once, the member pays it where the mail's link
// leads (/my-reservations), and only then does the order ship. Axe on every page touched.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { mailsOf, signIn, type MailboxMail } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, putSession, test } from './fixtures';
import { adminOnOrder, memberWithPaidOrder, openAdminOrder } from './paid-orders';

const COLISSIMO = '6A12345678901';
const UPS = '1Z999AA10123456784';

async function expectParcels(scope: Locator, track: string) {
  const colissimo = scope.getByRole('link', { name: new RegExp(`^${track} 1\\b`) });
  const ups = scope.getByRole('link', { name: new RegExp(`^${track} 2\\b`) });
  await expect(colissimo).toHaveAttribute(
    'href',
    `https://www.laposte.fr/outils/suivre-vos-envois?code=${COLISSIMO}`,
  );
  await expect(colissimo).toHaveAttribute('target', '_blank');
  await expect(colissimo).toHaveAttribute('rel', /noopener/);
  await expect(ups).toHaveAttribute(
    'href',
    new RegExp(`^https://www\\.ups\\.com/track\\?.*tracknum=${UPS}$`),
  );
  await expect(scope.getByText(COLISSIMO)).toBeVisible();
  await expect(scope.getByText(UPS)).toBeVisible();
}

/** A member's paid order (see memberWithPaidOrder), and the admin on its page in a browser context of their own. */
async function orderOnAdminPage(
  run: { page: Page; request: APIRequestContext; browser: Browser; baseURL: string | undefined },
  order: { label: string; reserve?: boolean },
) {
  const { member, order: paid } = await memberWithPaidOrder(run.page, run.request, {
    ...order,
    origin: run.baseURL ?? '',
  });
  const { admin, context } = await adminOnOrder(run.browser, paid.number);
  return {
    member,
    number: paid.number,
    admin,
    context,
    shipping: admin.getByRole('region', { name: 'Shipping' }),
  };
}

/**
 * The admin ships a parcel from the order's Shipping region: the carrier when not the one selected, the tracking
 * number, and the number of Renouvela Crème when not all that is left.
 */
async function shipParcel(shipping: Locator, parcel: { carrier?: string; tracking: string; units?: string }) {
  if (parcel.carrier) await shipping.getByLabel('Carrier').selectOption(parcel.carrier);
  await shipping.getByLabel('Tracking number').fill(parcel.tracking);
  if (parcel.units) await shipping.getByLabel('Renouvela Crème').fill(parcel.units);
  await shipping.getByRole('button', { name: 'Mark as shipped' }).click();
}

test('an admin ships an order in two parcels with tracking; the customer sees both links in English and French', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // An order, two parcels shipped with axe, then the member's pages in two languages with axe: 98 s on a
  // loaded machine.
  test.setTimeout(120_000);
  // The admin: a wrong number is refused with its reason, then parcel 1 (1 unit), then parcel 2 (the rest).
  const { member, number, admin, context, shipping } = await orderOnAdminPage(
    { page, request, browser, baseURL },
    { label: 'fulfil-member' },
  );
  await expect(shipping.getByTestId('left-to-ship')).toHaveText('Still to ship: 2 × Renouvela Crème.');
  await expect(
    admin.getByRole('region', { name: 'Change the status' }).getByRole('button', { name: 'Mark as shipped' }),
  ).toHaveCount(0);

  await shipParcel(shipping, { carrier: 'colissimo', tracking: '1Z999AA10123456784' });
  await expect(shipping.getByText('This is not a Colissimo tracking number')).toBeVisible();
  await shipParcel(shipping, { tracking: '6a 1234 5678 901', units: '1' });
  await expect(shipping.getByTestId('left-to-ship')).toHaveText('Still to ship: 1 × Renouvela Crème.');
  await expect(admin.getByTestId('order-status')).toHaveText('Prepared');
  await expect(shipping.getByTestId('admin-shipment')).toHaveCount(1);
  await expectNoAxeViolations(admin);

  await shipParcel(shipping, { carrier: 'ups', tracking: UPS.toLowerCase() });
  await expect(admin.getByTestId('order-status')).toHaveText('Shipped');
  await expect(shipping.getByTestId('left-to-ship')).toHaveText('Everything in this order has shipped.');
  await expect(shipping.getByTestId('admin-shipment')).toHaveCount(2);
  await expect(admin.getByTestId('order-trail').getByText(`Shipment 2: UPS ${UPS}`)).toBeVisible();
  await expectNoAxeViolations(admin);
  await context.close();

  // The customer's mailbox: one "shipped" mail per parcel, with the carrier, the number and the tracking link.
  let shipped: MailboxMail[] = [];
  await expect
    .poll(async () => (shipped = await mailsOf(request, member.email, 'order_shipped')).length)
    .toBe(2);
  const texts = shipped.map((mail) => mail.text).join('\n');
  expect(shipped.every((mail) => mail.subject.includes(number))).toBe(true);
  expect(texts).toContain('6A12345678901');
  expect(texts).toContain(UPS);
  expect(texts).toContain('https://www.ups.com/track?');

  // The member, in English then French, on /my-orders and /my-reservations.
  await putSession(page, member);
  await page.goto('/my-orders');
  const card = page.getByTestId('my-order').filter({ hasText: number });
  await expect(card.getByTestId('order-status')).toHaveText('Shipped');
  await expectParcels(card, 'Track parcel');
  await expect(card.getByText('Parcel 1, Colissimo:')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/my-reservations');
  const row = page.getByRole('row').filter({ hasText: number });
  await expectParcels(row, 'Track parcel');
  await expectNoAxeViolations(page);

  await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
  await page.goto('/my-orders');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const carte = page.getByTestId('my-order').filter({ hasText: number });
  await expect(carte.getByTestId('order-status')).toHaveText('Expédiée');
  await expectParcels(carte, 'Suivre le colis');
  await expect(carte.getByText('Colis 2, UPS :')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the guest order lookup shows each parcel with its tracking link', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // An order, two parcels shipped by the admin, then the guest's lookup: 65 s on a loaded machine.
  test.setTimeout(90_000);
  const { member, number, admin, context, shipping } = await orderOnAdminPage(
    { page, request, browser, baseURL },
    { label: 'fulfil-lookup' },
  );
  await shipParcel(shipping, { tracking: COLISSIMO, units: '1' });
  await expect(shipping.getByTestId('admin-shipment')).toHaveCount(1);
  await shipParcel(shipping, { carrier: 'ups', tracking: UPS });
  await expect(admin.getByTestId('order-status')).toHaveText('Shipped');
  await context.close();

  for (const language of ['en', 'fr'] as const) {
    if (language === 'fr') await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
    await page.goto('/order');
    await page.getByLabel(language === 'fr' ? 'Numéro de commande' : 'Order number').fill(number);
    await page.getByLabel(language === 'fr' ? 'E-mail' : 'Email', { exact: true }).fill(member.email);
    await page
      .getByRole('button', { name: language === 'fr' ? 'Retrouver ma commande' : 'Find my order' })
      .click();
    const found = page.getByRole('region', { name: new RegExp(number) });
    await expectParcels(found, language === 'fr' ? 'Suivre le colis' : 'Track parcel');
    await expectNoAxeViolations(page);
  }
});

test('product ready: the admin asks for the balance once, the member pays it on /my-reservations, then it ships', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // An order, the balance asked and paid through a sign-in, then a parcel shipped: 76 s on a loaded machine.
  test.setTimeout(120_000);
  const { member, number, admin, context, shipping } = await orderOnAdminPage(
    { page, request, browser, baseURL },
    { label: 'fulfil-ready', reserve: true },
  );
  await expect(admin.getByTestId('order-status')).toHaveText('Deposit paid');
  await expect(shipping.getByText('The balance must be paid before this order ships.')).toBeVisible();
  await expect(
    admin
      .getByRole('region', { name: 'Change the status' })
      .getByRole('button', { name: 'Mark as prepared' }),
  ).toHaveCount(0);
  const ready = admin.getByRole('region', { name: 'Product ready' });
  await ready.getByRole('button', { name: 'Product ready: ask for the balance' }).click();
  await expect(ready.getByTestId('balance-request-status')).toContainText('The balance was requested on');
  await ready.getByRole('button', { name: 'Product ready: ask for the balance' }).click();
  await expect(ready.getByRole('status')).toContainText('The balance request was already sent on');
  await expect(admin.getByTestId('order-trail').getByText(/Balance of \$700\.00 requested/)).toBeVisible();
  await expectNoAxeViolations(admin);

  // The mail, once, with the balance and its pay link: /my-reservations (on the shop's site_url), through
  // sign-in, where the balance is paid.
  let balanceMails: MailboxMail[] = [];
  await expect
    .poll(async () => (balanceMails = await mailsOf(request, member.email, 'balance_due')).length)
    .toBe(1);
  expect(balanceMails[0]?.text).toContain('$700');
  const payLink = new URL(/https?:\/\/\S+\/my-reservations/.exec(balanceMails[0]?.text ?? '')?.[0] ?? 'x:');
  await page.goto(payLink.pathname);
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/my-reservations$/);
  const card = page.getByRole('article', { name: 'Immortela Elixir 30 ml' }).first();
  await card.getByRole('button', { name: 'Pay the balance ($700)' }).click();
  await expect(page.getByText(/no money moves/i)).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');

  // Opened afresh from the list (reloading the detail, whose URL keeps the list's ?q=, opens the site search).
  await openAdminOrder(admin, number);
  await expect(admin.getByTestId('order-status')).toHaveText('Paid');
  await expect(admin.getByRole('region', { name: 'Product ready' })).toContainText(
    'The balance was requested on',
  );
  await shipParcel(shipping, { carrier: 'dhl', tracking: '1234567890' });
  await expect(admin.getByTestId('order-status')).toHaveText('Shipped');
  await context.close();
});
