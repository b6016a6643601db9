import { test, expect } from './fixtures';
import { confirmByMail, MEMBER, openResetLink, signIn, signUp, uniqueEmail } from './accounts';

test('sign up, sign out, sign in again', async ({ page }) => {
  const email = uniqueEmail('new-member');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create an account' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  await expect(page.getByText('The password needs at least 8 characters.')).toBeVisible();

  await page.getByLabel('Full name').fill('Anaïs Rivière');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('bergamote-2026');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create my account' }).click();
  // No account to use before the address is proven: signing in says to confirm it first.
  await expect(page.getByText('Almost there: we sent you an email to confirm your address.')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('bergamote-2026');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please confirm your email address first: check your inbox.',
  );
  await confirmByMail(page, email);
  await expect(page).toHaveURL(/\/#?$/);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('link', { name: 'Members' })).toBeVisible();

  await signIn(page, { email, password: 'bergamote-2026' });
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password is refused with a message in the user’s language', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Passer en français' }).click();
  await page.getByLabel('E-mail').fill(MEMBER.email);
  await page.getByLabel('Mot de passe').fill('not-the-password');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('L’e-mail ou le mot de passe est incorrect.');
});

test('an anonymous visitor on /my-reservations lands on /auth and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/my-reservations');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, MEMBER);
  await expect(page).toHaveURL(/\/my-reservations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My reservations' })).toBeVisible();
});

test.describe('signed in as the member', () => {
  test.use({ signedInAs: 'member' });

  test('a member on /admin/products sees Access Denied and no admin links', async ({ page }) => {
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Products' })).toHaveCount(0);
  });
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  await signUp(page, { email, password: 'first-password-1', name: 'Oubli Ducoin' });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Members' })).toBeVisible();

  await openResetLink(page, request, email);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The password needs at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password').fill('second-password-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  // The change leads on to where the visitor came from: sign out once there, not while the page is replaced.
  await expect(page).not.toHaveURL(/\/auth/);

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('link', { name: 'Members' })).toBeVisible();
  await signIn(page, { email, password: 'second-password-2' });
});

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('an admin sees the admin links and the admin pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
  });
});
