// Admin two-factor: after the password, the admin pages ask for the authenticator's code (admin writes need
// aal2); a malformed or wrong code is refused with its reason, the right one opens the admin tools.
import { wrongTotpCode } from '../../supabase/local/demo-accounts.ts';
import { ADMIN, demoAdminTotpCode, signIn } from './accounts';
import { expect, test } from './fixtures';

test('an admin signed in with the password passes the TOTP challenge before the admin tools', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm it is you' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);

  const code = page.getByLabel('Authentication code');
  await code.fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter the 6 digits of the code.')).toBeVisible();

  await code.fill(wrongTotpCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This code is not right. Wait for the next one and try again.')).toBeVisible();

  await code.fill(demoAdminTotpCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // The session keeps its second factor across pages and a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('the challenge comes at sign-in, then the admin lands where they were going', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm it is you' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Authentication code').fill(demoAdminTotpCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});
