// A reset link opens an aal1 session, and Auth refuses a new password from it when the account has a verified
// authenticator (insufficient_aal, issue 27 item 5): the /auth page asks for the code first, then the password.
import { randomUUID } from 'node:crypto';
import { totpCode } from '../../supabase/local/demo-accounts.ts';
import { API_URL, confirmedMemberToken, openResetLink, signIn, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';
import { appKey } from './paid-orders';

test('a reset link of an account with an authenticator asks for its code before the new password', async ({
  page,
  request,
}) => {
  test.slow(); // a sign-up, an authenticator set up, two mails and three sign-ins: past 30 s on a loaded machine
  const apiKey = await appKey(page);
  const account = { email: uniqueEmail('two-factor'), password: `pw-${randomUUID()}`, name: 'Aude Verrou' };
  const token = await confirmedMemberToken(request, apiKey, account);
  const auth = { apikey: apiKey, Authorization: `Bearer ${token}` };
  const enrolled = await request.post(`${API_URL}/auth/v1/factors`, {
    headers: auth,
    data: { factor_type: 'totp', friendly_name: 'phone' },
  });
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = (await (
    await request.post(`${API_URL}/auth/v1/factors/${factor.id}/challenge`, { headers: auth, data: {} })
  ).json()) as { id: string };
  const verified = await request.post(`${API_URL}/auth/v1/factors/${factor.id}/verify`, {
    headers: auth,
    data: { challenge_id: challenge.id, code: totpCode(factor.totp.secret) },
  });
  expect(verified.ok()).toBe(true);

  await openResetLink(page, request, account.email);

  // The mailbox alone is not enough: the authenticator's code comes before the new password.
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm it is you' })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByLabel('Authentication code').fill(totpCode(factor.totp.secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('after-the-code-3');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth/);

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('link', { name: 'Members' })).toBeVisible();
  await signIn(page, { email: account.email, password: 'after-the-code-3' });
});
