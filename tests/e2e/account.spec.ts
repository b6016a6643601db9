// The member's account page and the unsubscribe link (20261123100500_personal_data.sql, the delete-account
// function): a new member downloads their data as a JSON file, deletes the account after typing the password
// again and confirming, and cannot sign in any more; /unsubscribe changes nothing until its one button is
// pressed; an admin erases a CRM contact from a confirmation dialog; every page passes axe in both languages.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, mailsOf, signUp, uniqueEmail } from './accounts';
import { adminSelect, apiKeyOf } from './content-db';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

async function inFrench(page: Page, path: string) {
  await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

/** The app's publishable key, read from a request the app sends to the backend. */
async function appKey(page: Page): Promise<string> {
  const request = page.waitForRequest((r) => r.url().startsWith(API_URL) && Boolean(r.headers()['apikey']));
  await page.goto('/collection');
  return apiKeyOf(await request);
}

/** Joins the community through the API and confirms it: the contact has consent; returns the unsubscribe path. */
async function subscribed(request: APIRequestContext, key: string, email: string): Promise<string> {
  const headers = { apikey: key, Authorization: `Bearer ${key}` };
  const joined = await request.post(`${API_URL}/rest/v1/rpc/join_community`, {
    headers,
    data: { first_name: 'Jeanne', last_name: 'Lettres', email, country: 'FR', phone: '+33 6 11 22 33 44' },
  });
  expect(joined.ok()).toBe(true);
  const [mail] = await mailsOf(request, email, 'community_confirmation');
  const confirm = /\/community\/confirm\?token=([0-9a-f]{64})/.exec(mail?.text ?? '')?.[1];
  const confirmed = await request.post(`${API_URL}/rest/v1/rpc/confirm_community`, {
    headers,
    data: { p_token: confirm },
  });
  expect(await confirmed.json()).toMatchObject({ status: 'confirmed' });
  const link = /https?:\/\/\S+\/unsubscribe\?token=[0-9a-f]{64}/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no unsubscribe link in the community mail');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('a new member downloads their data, deletes the account with the password again, and cannot sign in', async ({
  page,
  request,
}) => {
  const account = {
    email: uniqueEmail('leaving'),
    password: `pw-${Date.now()}-leaving`,
    name: 'Romane Départ',
  };
  await signUp(page, account);
  await page.getByRole('link', { name: 'My account' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
  await expect(page.getByTestId('account-email')).toHaveText(account.email);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^maison-immortela-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    format: string;
    account: { email: string; user_metadata: { full_name: string } };
    contacts: { email: string; full_name: string }[];
    orders: unknown[];
    carts: unknown[];
    consent_history: unknown[];
  };
  expect(exported.format).toBe('maison-immortela/personal-data');
  expect(exported.account.email).toBe(account.email);
  expect(exported.account.user_metadata.full_name).toBe(account.name);
  expect(exported.contacts).toEqual([
    expect.objectContaining({ email: account.email, full_name: account.name }),
  ]);
  expect(exported.orders).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: 'Your file has been downloaded.' })).toBeVisible();

  // Step one: the password again (a wrong one sends the member back to it); step two: the last confirmation.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Type your password.')).toBeVisible();
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Delete your account and erase your personal data now?')).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(dialog.getByText('This password is not right.')).toBeVisible();
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toContainText(
    account.email,
  );
  await expect(page.getByRole('link', { name: 'Members' }).first()).toBeVisible();
  await expect.poll(async () => (await mailsOf(request, account.email, 'account_erased')).length).toBe(1);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('/unsubscribe changes nothing when opened, withdraws consent with its one button, once', async ({
  page,
  request,
}) => {
  const key = await appKey(page);
  const email = uniqueEmail('letters');
  const path = await subscribed(request, key, email);
  const consentOf = async () =>
    (await adminSelect<{ consent: boolean }>(request, key, 'contacts', `select=consent&email=eq.${email}`))[0]
      ?.consent;

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  expect(await consentOf()).toBe(true);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You are unsubscribed: we will no longer send you our letters.',
  );
  expect(await consentOf()).toBe(false);

  await page.goto(path);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('This link has already been used: you are unsubscribed.');

  await page.goto('/unsubscribe?token=not-a-token');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
});

test('/account passes axe in English and French, its deletion dialog too', async ({ page }) => {
  const account = { email: uniqueEmail('axe'), password: `pw-${Date.now()}-axe`, name: 'Axel Lecteur' };
  await signUp(page, account);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);

  await inFrench(page, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger mes données' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(page.getByRole('dialog', { name: 'Supprimer votre compte' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeFocused();
});

test('/unsubscribe passes axe in French and English, before and after the button', async ({
  page,
  request,
}) => {
  const key = await appKey(page);
  const path = await subscribed(request, key, uniqueEmail('axe-letters'));
  await inFrench(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Désabonnement' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(page.getByRole('status')).toContainText('Vous êtes désabonné(e)');
  await expectNoAxeViolations(page);

  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test("an admin erases a CRM contact's data from a confirmation dialog", async ({ page, request }) => {
    const key = await appKey(page);
    const email = uniqueEmail('erase-me');
    const sent = await request.post(`${API_URL}/rest/v1/rpc/submit_contact_message`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
      data: { name: 'Hortense Effacée', email, subject: 'Bonjour', message: 'Please forget me, thank you.' },
    });
    expect(sent.ok()).toBe(true);
    const [contact] = await adminSelect<{ id: string }>(
      request,
      key,
      'contacts',
      `select=id&email=eq.${email}`,
    );

    await page.goto(`/crm/contacts/${contact?.id}`);
    await expect(page.getByTestId('contact-name')).toContainText('Hortense Effacée');
    await page.getByRole('button', { name: "Erase this person's data" }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase the data of Hortense Effacée?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Erase the data' }).click();

    await expect(page).toHaveURL(/\/crm\/contacts$/);
    await expect(
      page.getByText("The person's data has been erased; 0 orders are kept as accounting records."),
    ).toBeVisible();
    expect(await adminSelect(request, key, 'contacts', `select=id&email=eq.${email}`)).toEqual([]);
    expect(await adminSelect(request, key, 'contact_messages', `select=id&email=eq.${email}`)).toEqual([]);
  });
});
