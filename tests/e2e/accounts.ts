// Demo accounts the local backend creates on a new database, and sign-in through the app's own form.
import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, demoAdminTotpCode } from '../../supabase/local/demo-accounts.ts';

/** The demo accounts the backend creates (supabase/local/demo-accounts.ts). */
export const MEMBER = DEMO_MEMBER;
export const ADMIN = DEMO_ADMIN;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  if (!page.url().endsWith('/auth')) await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
}

/** The code the demo admin's authenticator shows now (the otpauth library, as the auth service checks it). */
export { demoAdminTotpCode };

/**
 * The demo admin, signed in with the password and then through the TOTP challenge the admin pages ask for
 * (admin writes need aal2). Ends on /admin/products, in English.
 */
export async function signInAdmin(page: Page) {
  await signIn(page, ADMIN);
  await page.goto('/admin/products');
  await page.getByLabel('Authentication code').fill(demoAdminTotpCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
}

/** The local backend the e2e server started (scripts/e2e-server.mjs), for its mailbox. */
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 54331}`;

export async function signUp(page: Page, account: { email: string; password: string; name: string }) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create an account' }).click();
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Almost there: we sent you an email to confirm your address.')).toBeVisible();
  await confirmByMail(page, account.email);
}

/**
 * Sign-up waits for the address to be proven (config.toml `enable_confirmations`, hosted's default): the
 * mail's link signs the new member in.
 */
export async function confirmByMail(page: Page, email: string) {
  let link = '';
  await expect
    .poll(async () => (link = await latestMailLink(page.request, email, 'signup').catch(() => '')))
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
}

/** A confirmed member's access token through the Auth API, as the app's sign-up and mailed link give it. */
export async function confirmedMemberToken(
  api: import('@playwright/test').APIRequestContext,
  apiKey: string,
  account: { email: string; password: string; name: string },
): Promise<string> {
  const signUp = await api.post(`${API_URL}/auth/v1/signup`, {
    headers: { apikey: apiKey },
    data: { email: account.email, password: account.password, data: { full_name: account.name } },
  });
  if (!signUp.ok()) throw new Error(`Sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  // The mail's link carries the token hash (the confirmation mail has no code: nowhere to type one).
  let tokenHash = '';
  await expect
    .poll(async () => {
      const link = (await mailsOf(api, account.email, 'signup'))[0]?.link;
      tokenHash = link ? (new URL(link).searchParams.get('token') ?? '') : '';
      return tokenHash;
    })
    .not.toBe('');
  const verified = await api.post(`${API_URL}/auth/v1/verify`, {
    headers: { apikey: apiKey },
    data: { type: 'signup', token_hash: tokenHash },
  });
  if (!verified.ok()) throw new Error(`Confirmation failed: ${verified.status()} ${await verified.text()}`);
  return ((await verified.json()) as { access_token: string }).access_token;
}

export interface MailboxMail {
  to: string;
  from: string;
  type: string;
  subject: string;
  text: string;
  textPart: boolean;
  html: string;
  otp?: string;
  link?: string;
  sentAt: string;
}

/**
 * The local mailbox's mails of one type to an address, newest first. The domain of an address is
 * case-insensitive: the SMTP path (nodemailer) writes it in lower case.
 */
export async function mailsOf(
  request: import('@playwright/test').APIRequestContext,
  to: string,
  type: string,
): Promise<MailboxMail[]> {
  const response = await request.get(`${API_URL}/mailbox?format=json`);
  return ((await response.json()) as MailboxMail[])
    .filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.type === type)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** The newest mail's action link for an address, from the local mailbox. */
export async function latestMailLink(
  request: import('@playwright/test').APIRequestContext,
  to: string,
  type: string,
) {
  const mail = (await mailsOf(request, to, type))[0];
  if (!mail?.link) throw new Error(`No ${type} mail for ${to}`);
  return mail.link;
}

/** Asks for a reset link on /auth ("Forgotten your password?") and opens it from the mailbox. */
export async function openResetLink(
  page: Page,
  request: import('@playwright/test').APIRequestContext,
  email: string,
) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgotten your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset link is on its way' })).toBeVisible();
  let link = '';
  await expect
    .poll(async () => (link = await latestMailLink(request, email, 'recovery').catch(() => '')))
    .not.toBe('');
  await page.goto(link);
}
