// The right of withdrawal, end to end: a member withdraws from a delivered order on /my-orders, a guest from a
// paid one through /order; each ends with the acknowledgement in the local mailbox and the request in the
// admin's order detail (where the member's is refunded). And the model withdrawal form, in both languages.
import type { APIRequestContext } from '@playwright/test';
import { API_URL, mailsOf, uniqueEmail, type MailboxMail } from './accounts';
import { adminAal2Token } from './content-db';
import { expectNoAxeViolations } from './axe';
import { expect, putSession, test } from './fixtures';
import { adminOnOrder, appKey, memberWithPaidOrder, paidOrder } from './paid-orders';

/** The admin moves the order along the state machine (REST at aal2, as the order page does). */
async function moveOrder(api: APIRequestContext, apiKey: string, id: string, statuses: string[]) {
  const token = await adminAal2Token(api, apiKey);
  for (const status of statuses) {
    const response = await api.patch(`${API_URL}/rest/v1/orders?id=eq.${id}`, {
      headers: { apikey: apiKey, Authorization: `Bearer ${token}`, Prefer: 'return=minimal' },
      data: { status },
    });
    expect(response.status(), status).toBe(204);
  }
}

/** The newest mail of a kind to an address, from the local mailbox (which delivers the shop's outbox when read). */
async function latestMail(api: APIRequestContext, to: string, type: string): Promise<MailboxMail> {
  let mail: MailboxMail | undefined;
  await expect
    .poll(async () => {
      [mail] = await mailsOf(api, to, type);
      return mail !== undefined;
    })
    .toBe(true);
  return mail as MailboxMail;
}

test('a member withdraws from a delivered order on /my-orders; the mailbox has the acknowledgement, the admin refunds it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A paid order moved to delivered, the member's two steps, the mailbox and the admin's refund: past the
  // default 30 s on a loaded machine.
  test.setTimeout(120_000);
  const { apiKey, member, order } = await memberWithPaidOrder(page, request, {
    label: 'withdrawing-member',
    origin: baseURL ?? '',
  });
  await moveOrder(request, apiKey, order.id, ['fulfilled', 'shipped', 'delivered']);

  await putSession(page, member);
  await page.goto('/auth');
  // The footer's permanent link (D221-5 wording) takes a member to their orders.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Withdraw from the contract here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const card = page.getByTestId('my-order').filter({ hasText: order.number });
  await expect(card.getByTestId('order-status')).toHaveText('Delivered');
  await expect(card.getByText('Renouvela Crème')).toBeVisible();

  // Step 1: the items and quantities, the period, the cosmetics exception (stated, not a tick to confirm).
  await card.getByRole('button', { name: 'Withdraw from the contract here' }).click();
  await expect(card.getByText('Step 1 of 2: choose the items and quantities')).toBeVisible();
  await expect(card.getByText(/^Delivered on .+: you can withdraw until /)).toBeVisible();
  await expect(card.getByTestId('cosmetics-exception')).toContainText(
    'Cosmetics unsealed after delivery are excluded',
  );
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByText('Please choose at least one item to withdraw from.')).toBeVisible();
  await expect(card.getByRole('checkbox')).toHaveCount(0);
  await card.getByLabel('Renouvela Crème: quantity to withdraw from').selectOption('1');
  await card.getByRole('button', { name: 'Continue' }).click();

  // Step 2: confirm.
  await expect(card.getByText('Step 2 of 2: confirm your withdrawal')).toBeVisible();
  await expect(card.getByTestId('withdrawal-summary')).toContainText('Renouvela Crème × 1');
  await expect(card.getByText(/^Send the items back within 14 days/)).toBeVisible();
  await card.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(card.getByRole('status')).toContainText(/Your withdrawal was recorded on .+\d{1,2}:\d{2}/);
  await expect(card.getByTestId('withdrawal-requests')).toContainText('Renouvela Crème × 1');
  await expect(card.getByTestId('withdrawal-requests')).toContainText('Being processed: refund by');

  const acknowledgement = await latestMail(request, member.email, 'withdrawal_acknowledged');
  expect(acknowledgement.subject).toBe(
    `Maison Immortela · Your withdrawal from order ${order.number} is received`,
  );
  expect(acknowledgement.text).toMatch(/received on \w+ \d{1,2}, \d{4} at \d{2}:\d{2} \(Paris time\)/);
  expect(acknowledgement.text).toContain('- Renouvela Crème × 1: $900');
  expect(acknowledgement.link).toMatch(/\/withdrawal-form$/);

  // The admin sees the request with its deadline, and refunds it (prefilled with the item's value).
  const { admin, context } = await adminOnOrder(browser, order.number);
  const requests = admin.getByRole('region', { name: 'Withdrawal requests' });
  await expect(requests).toContainText('Renouvela Crème × 1');
  await expect(requests).toContainText('by the member');
  await expect(requests.getByTestId('withdrawal-status')).toHaveText('To refund');
  // No tick from the customer: the admin checks the seals when the goods come back.
  await expect(requests).toContainText('To check when the items come back');
  await expect(requests.getByTestId('refund-deadline')).toBeVisible();
  await expect(requests.getByLabel('Amount to refund for this withdrawal')).toHaveValue('900.00');
  await requests.getByRole('button', { name: 'Record the withdrawal refund' }).click();
  await expect(requests.getByTestId('withdrawal-status')).toHaveText('Refunded');
  await expect(admin.getByTestId('amount-refunded')).toHaveText('$900.00');
  await context.close();

  const refunded = await latestMail(request, member.email, 'withdrawal_refunded');
  expect(refunded.text).toContain(`We have refunded $900 for your withdrawal from order ${order.number}`);
});

test('a guest withdraws through /order before delivery; the mailbox has the acknowledgement, the admin sees it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A paid order, the guest's two steps on /order, the mailbox and the admin's page: past the default 30 s on a
  // loaded machine.
  test.setTimeout(120_000);
  const apiKey = await appKey(page);
  const email = uniqueEmail('withdrawing-guest');
  const order = await paidOrder({ apiKey, email, origin: baseURL ?? '' });

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Withdraw from the contract here' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await page.getByLabel('Order number').fill(order.number);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');

  await page.getByRole('button', { name: 'Withdraw from the contract here' }).click();
  await expect(
    page.getByText(
      'Your order has not been delivered yet: you can withdraw now, and for 14 days after delivery.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('cosmetics-exception')).toBeVisible();
  await page.getByLabel('Renouvela Crème: quantity to withdraw from').selectOption('2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('withdrawal-summary')).toContainText('Renouvela Crème × 2');
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your withdrawal was recorded on' })).toBeVisible();
  await expect(page.getByTestId('withdrawal-closed')).toHaveText(
    'You have withdrawn from every item of this order.',
  );
  await expectNoAxeViolations(page);

  const acknowledgement = await latestMail(request, email, 'withdrawal_acknowledged');
  expect(acknowledgement.subject).toBe(
    `Maison Immortela · Your withdrawal from order ${order.number} is received`,
  );
  expect(acknowledgement.text).toContain('- Renouvela Crème × 2: $1,800');
  expect(acknowledgement.text).toContain('These items have not shipped yet: we will not send them.');

  const { admin, context } = await adminOnOrder(browser, order.number);
  const requests = admin.getByRole('region', { name: 'Withdrawal requests' });
  await expect(requests).toContainText('Renouvela Crème × 2');
  await expect(requests).toContainText('by the customer (order number and email)');
  await expect(requests).toContainText('Nothing to check for an order withdrawn before it shipped.');
  // The whole order: the delivery cost is proposed too (free here), never more than was paid.
  await expect(requests.getByLabel('Amount to refund for this withdrawal')).toHaveValue('1800.00');
  await context.close();
});

test('the model withdrawal form, in English and French, printable, with the seller facts', async ({
  page,
}) => {
  await page.goto('/withdrawal-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal form' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Model withdrawal form' })).toBeVisible();
  const seller = page.getByTestId('model-form-seller');
  await expect(seller).toContainText('Maison Immortela Démo SAS');
  await expect(seller).toContainText('1 rue de l’Exemple');
  await expect(seller).toContainText('contact@maison-immortela.example');
  await expect(page.getByText(/I\/We \(\*\) hereby give notice that I\/We \(\*\) withdraw/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    const counted = window as Window & { printed?: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed = (counted.printed ?? 0) + 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

  // Printed: the form alone, without the shop's header, navigation, footer or the Print button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Model withdrawal form' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Passer en français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Formulaire de rétractation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Modèle de formulaire de rétractation' })).toBeVisible();
  await expect(
    page.getByText(/Je\/nous \(\*\) vous notifie\/notifions \(\*\) par la présente/),
  ).toBeVisible();
  await expect(page.getByText('(*) Rayez la mention inutile.')).toBeVisible();
  await expect(page.getByTestId('model-form-seller')).toContainText('Maison Immortela Démo SAS');
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  await expectNoAxeViolations(page);
});
