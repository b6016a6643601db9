// Demo accounts the local backend creates on a new database, and sign-in through the app's own form.
import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN_TOTP_SECRET } from '../../supabase/local/migrate.ts';
import { expect } from './fixtures';

export const MEMBER = { email: 'member@maison-immortela.test', password: 'immortela-member-2026' };
export const ADMIN = { email: 'admin@maison-immortela.test', password: 'immortela-admin-2026' };

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

/** RFC 6238 code (SHA-1, 30 s, 6 digits) for a base32 secret, as an authenticator app shows it. */
export function totpCode(secret: string, time = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest[19] ?? 0) & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The demo admin, signed in with the password and then through the TOTP challenge the admin pages ask for
 * (admin writes need aal2). Ends on /admin/products, in English.
 */
export async function signInAdmin(page: Page) {
  await signIn(page, ADMIN);
  await page.goto('/admin/products');
  await page.getByLabel('Authentication code').fill(totpCode(DEMO_ADMIN_TOTP_SECRET));
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
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
}

/** The newest mail's action link for an address, from the local mailbox. */
export async function latestMailLink(
  request: import('@playwright/test').APIRequestContext,
  to: string,
  type: string,
) {
  const response = await request.get(`${API_URL}/mailbox?format=json`);
  const mails = (await response.json()) as { to: string; type: string; link?: string; sentAt: string }[];
  const mail = mails
    // The domain of an address is case-insensitive: the SMTP path (nodemailer) writes it in lower case.
    .filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.type === type)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
  if (!mail?.link) throw new Error(`No ${type} mail for ${to}`);
  return mail.link;
}
