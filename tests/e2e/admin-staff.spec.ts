// Staff (issue 32): the owner invites a fulfilment member from /admin/staff (an address already staff refused
// in the owner's words); the invitee follows the mailed link, chooses a password, sets up two factors, sees
// only Orders, ships a parcel, and is turned away from the CRM and the products. Axe on the staff page.
import { randomUUID } from 'node:crypto';
import { totpCode } from '../../supabase/local/demo-accounts.ts';
import { ADMIN, mailsOf, uniqueEmail } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, openBrowser, test } from './fixtures';
import { appKey, openAdminOrder, paidOrder } from './paid-orders';

test('the owner invites a fulfilment member, who ships a parcel but cannot open the CRM', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, a mailed link, an enrolment and a shipment: one journey.
  test.setTimeout(120_000);
  const email = uniqueEmail('fulfil');
  const password = `pw-${randomUUID()}`;
  // A guest's paid order for the new member to ship (the collection page gives the app's key).
  const apiKey = await appKey(page);
  const order = await paidOrder({ apiKey, email: uniqueEmail('staff-buyer'), origin: baseURL ?? '' });

  const { context, page: owner } = await openBrowser(browser, 'admin');
  await owner.goto('/admin/staff');
  await expect(owner.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const invite = owner.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Email address').fill(ADMIN.email);
  await invite.getByLabel('Role').selectOption('fulfilment');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('alert')).toHaveText(
    'This person is already on staff: change their role in the list instead.',
  );

  await invite.getByLabel('Email address').fill(email);
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${email}.`);
  const card = owner.getByTestId('staff-member').filter({ hasText: email });
  await expect(card).toContainText('Fulfilment');
  await expect(card).toContainText('Invitation not accepted yet');
  await expect(owner.getByTestId('staff-history')).toContainText(
    `${ADMIN.email} changed ${email} from not staff to Fulfilment`,
  );
  await expectNoAxeViolations(owner, 'staff page');

  // The invitee, in the test's own (guest) browser: the mail's link, then a password.
  let link = '';
  // Auth's mail goes out over SMTP after the answer: on a loaded machine it can take a few seconds.
  await expect
    .poll(async () => (link = (await mailsOf(page.request, email, 'invite'))[0]?.link ?? ''), {
      timeout: 30_000,
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();

  // Two factors before the admin opens: the authenticator's key, then its code.
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'Set up an authenticator' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Authentication code').fill(totpCode(secret.trim()));
  await page.getByRole('button', { name: 'Activate' }).click();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link')).toHaveText(['Orders']);

  await openAdminOrder(page, order.number);
  const shipping = page.getByRole('region', { name: 'Shipping' });
  await shipping.getByLabel('Tracking number').fill('6A12345678901');
  await shipping.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  // Refunds move money: not on fulfilment's page (the owner's below has it).
  await expect(page.getByRole('region', { name: 'Record a refund' })).toHaveCount(0);

  for (const path of ['/crm', '/admin/products', '/admin/staff']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  }
  // The admin home (the owner's alerts) leads fulfilment to its orders.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/orders$/);

  // The owner's list now shows the invitation accepted and two factors set up.
  await owner.reload();
  await expect(card).toContainText('Invitation accepted');
  await expect(card).toContainText('Two factors set up');
  await openAdminOrder(owner, order.number);
  await expect(owner.getByRole('region', { name: 'Record a refund' })).toBeVisible();
  await context.close();
});
