// The joins of a new customer's journeys (issue 33, item 4): a guest's order found on the member's pages once the
// same address is confirmed; a reservation started as a guest, told an account is needed, and waiting after the
// confirmation in another tab; a pre-order's expected shipping date before and after paying.
import { test, expect } from './fixtures';
import { latestMailLink, signUp, uniqueEmail } from './accounts';
import { expectNoAxeViolations } from './axe';
import { buyFromCollection, fillCheckoutDetails, payOnTestPage } from './shop-steps';

const PASSWORD = 'Journey-pass-2026!';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date in the shop's long format for a language, as the pages write it. */
const longDate = (date: Date, locale: 'en-US' | 'fr-FR', timeZone?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);

// Each journey is a whole visit (a payment, a sign-up and its mail, two tabs): several pages' worth of time.
test.beforeEach(() => test.setTimeout(180_000));

test('a guest who buys, then signs up with the same address, finds the order on My orders', async ({
  page,
}) => {
  const email = uniqueEmail('guest-then-member');
  await buyFromCollection(page, 'Renouvela Crème');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillCheckoutDetails(page, email);
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await payOnTestPage(page);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  const number =
    (await page.getByRole('heading', { name: /^Order MI-/ }).textContent())?.replace('Order ', '') ?? '';
  expect(number).toMatch(/^MI-\d+$/);

  // The same address, typed in another case: the account is the guest's once the mailed link proves it.
  await signUp(page, { email: email.toUpperCase(), password: PASSWORD, name: 'Inès Laurent' });
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
});

test('a new visitor who reserves is told an account is needed, and finds the reservation after confirming in another tab', async ({
  page,
}) => {
  const email = uniqueEmail('reserve-newcomer');
  await page.goto('/collection');
  await page.getByRole('button', { name: 'Quick view of Immortela Elixir 30 ml' }).click();
  await page
    .getByRole('dialog', { name: 'Immortela Elixir 30 ml', exact: true })
    .getByRole('button', { name: /^Reserve/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reserve Immortela Elixir 30 ml' });
  await dialog.getByLabel(/^Pay in full now/).check();
  // Told before leaving the dialog, with the way on.
  await expect(dialog.getByRole('heading', { name: 'Reserving needs an account' })).toBeVisible();
  await expect(dialog.getByText(/even if you confirm your email address in another tab/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue to Checkout' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'reservation dialog, guest');
  await dialog.getByRole('button', { name: 'Create an account or sign in' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Create an account' }).click();
  await page.getByLabel('Full name').fill('Inès Laurent');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Almost there: we sent you an email to confirm your address.')).toBeVisible();

  // The confirmation link opens in another tab of the same browser.
  let link = '';
  await expect
    .poll(async () => (link = await latestMailLink(page.request, email, 'signup').catch(() => '')))
    .not.toBe('');
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();

  // The first tab takes the reservation back up: the product and the payment chosen, to be paid there.
  await expect(page).toHaveURL(/\/reservation-checkout$/);
  const summary = page.getByRole('region', { name: 'Your reservation' });
  await expect(summary.getByText('Immortela Elixir 30 ml')).toBeVisible();
  await expect(summary.getByText('In full now')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectNoAxeViolations(page, 'reservation checkout, resumed');
  // Taken up once: a reload keeps it in this tab, and the other tab has nothing left to offer.
  expect(await page.evaluate(() => window.localStorage.getItem('pending-reservation'))).toBeNull();
  await page.reload();
  await expect(summary.getByText('In full now')).toBeVisible();
  await mailTab.close();
});

test('a pre-order shows its expected shipping date in the cart and the checkout in both languages, and on the receipt', async ({
  page,
}) => {
  // The order's day in the shop's time zone + 60 days (Renouvela Extra-Riche, seed): the cart counts from Paris's
  // today, as SQL records it with the order.
  const parisToday = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())}T12:00:00Z`,
  );
  const shipsOn = new Date(parisToday.getTime() + 60 * DAY_MS);
  await buyFromCollection(page, 'Renouvela Extra-Riche', /^Pre-Order/);
  const line = page.getByTestId('preorder-ship');
  await expect(line).toHaveText(`Pre-order: expected to ship on ${longDate(shipsOn, 'en-US', 'UTC')}`);
  await expectNoAxeViolations(page, 'cart with a pre-order');
  // Under the cart's checkout button, as under every buy button: delivery, withdrawal, payment.
  await expect(page.getByRole('list', { name: 'Delivery, returns and payment' })).toContainText('14 days');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(line).toHaveText(`Pre-order: expected to ship on ${longDate(shipsOn, 'en-US', 'UTC')}`);

  await page.getByRole('button', { name: 'Passer en français' }).click();
  await expect(line).toHaveText(`Précommande : expédition prévue le ${longDate(shipsOn, 'fr-FR', 'UTC')}`);
  await page.goto('/cart');
  await expect(line).toHaveText(`Précommande : expédition prévue le ${longDate(shipsOn, 'fr-FR', 'UTC')}`);
  await expectNoAxeViolations(page, 'panier avec une précommande');

  await page.getByRole('button', { name: 'Switch to English' }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillCheckoutDetails(page, uniqueEmail('preorder'));
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await payOnTestPage(page);
  // The receipt reads the date recorded with the order.
  await expect(page.getByTestId('preorder-ship')).toHaveText(
    `Pre-order: expected to ship on ${longDate(shipsOn, 'en-US', 'UTC')}`,
  );
});
