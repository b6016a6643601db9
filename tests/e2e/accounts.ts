// Demo accounts the local backend creates on a new database, and sign-in through the app's own form.
import type { Page } from '@playwright/test';
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
