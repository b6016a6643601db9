// /admin/mails: a mail the recipient's server refused for good (the local mailbox refuses @refused.invalid with
// 550) is listed with its error, axe finds nothing moderate or worse, and "Send again" queues it again.
import { randomUUID } from 'node:crypto';
import { API_URL } from './accounts';
import { expectNoAxeViolations } from './axe';
import { openBrowser, expect, test } from './fixtures';

test('a failed mail is shown to the admin and sent again', async ({ page, request, browser }) => {
  const email = `refused-${randomUUID().slice(0, 8)}@refused.invalid`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await page.getByLabel('First name').fill('Élise');
  await page.getByLabel('Last name').fill('Marchetti');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel('Telephone').fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Check your inbox');
  // Reading the mailbox runs the sender once: the 550 fails the mail for good.
  expect((await request.get(`${API_URL}/mailbox?format=json`)).ok()).toBe(true);

  // The admin, in a browser of their own.
  const { page: admin, context } = await openBrowser(browser, 'admin');
  await admin.goto('/admin/products');
  await admin.getByRole('link', { name: 'Mails' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Mails' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Community confirmation');
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('550');
  await expectNoAxeViolations(admin);

  await row.getByRole('button', { name: 'Send again' }).click();
  await expect(admin.getByText('The mail will be sent again within a minute.')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await context.close();
});
