// A shopper on a slow phone can type into a pre-rendered form before React has taken its part over: the script
// is held back here, so the form is on screen but not React's while the keys are pressed. Once the page is
// React's, every typed value must still be in its field, be checked in the page's language and be sent.
// The contact form is the one pre-rendered form (Join the Community renders its fields only once opened, and
// the search is a dialog): its page's chunk held (the top bar hydrates, the page's part waits), then the whole
// code held (nothing hydrates).
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';
import { uniqueEmail } from './accounts';
import { adminSelect, apiKeyOf } from './content-db';

/** Holds every script whose address matches until `release` is called; answers the count held so far. */
async function holdScripts(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Opens `path` with the scripts matching `scripts` held back, types each [label, text] like a person (one key at
 * a time) into the pre-rendered form, not yet React's, then releases the scripts and waits for the page to be.
 */
async function typeBeforeHydration(
  page: Page,
  { path, scripts, heading }: { path: string; scripts: RegExp; heading: string },
  typed: [label: string, text: string][],
) {
  const held = await holdScripts(page, scripts);
  // The fixture's goto waits for the page to be React's, which the held scripts delay: awaited once released.
  const navigation = page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  for (const [label, text] of typed) {
    const field = page.getByLabel(label, { exact: true });
    await field.click();
    await field.pressSequentially(text);
  }
  await expect.poll(held.count).toBeGreaterThan(0);
  await expect(page.locator('#root')).not.toHaveAttribute('data-page-ready');
  await held.release();
  await navigation;
}

/** Sends the form with `button`, sees the thanks, and finds the one message stored for `expected.email`. */
async function expectSent(
  page: Page,
  request: APIRequestContext,
  button: string,
  thanks: string,
  expected: { name: string; email: string; subject: string; message: string; locale: string },
) {
  const sent = page.waitForRequest((r) => r.url().includes('/rpc/submit_contact_message'));
  await page.getByRole('button', { name: button }).click();
  const apiKey = apiKeyOf(await sent);
  await expect(page.getByRole('status')).toContainText(thanks);
  const messages = await adminSelect<typeof expected>(
    request,
    apiKey,
    'contact_messages',
    `email=eq.${encodeURIComponent(expected.email)}`,
  );
  expect(messages).toEqual([expect.objectContaining(expected)]);
}

test.describe('text typed before the page is React’s', () => {
  test('the contact form keeps it and sends it while its page’s chunk is held back', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('early');
    await typeBeforeHydration(
      page,
      { path: '/contact', scripts: /\/assets\/contact-[^/]+\.js$/, heading: 'Contact us' },
      [
        ['Name', 'Jeanne Leca'],
        ['Email', email],
        ['Subject', 'Typed early'],
        ['Message', 'Written before the page had finished loading.'],
      ],
    );
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jeanne Leca');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Subject')).toHaveValue('Typed early');
    await expect(page.getByLabel('Message')).toHaveValue('Written before the page had finished loading.');

    await expectSent(page, request, 'Send the message', 'Thank you, Jeanne Leca.', {
      name: 'Jeanne Leca',
      email,
      subject: 'Typed early',
      message: 'Written before the page had finished loading.',
      locale: 'en',
    });
  });

  test('in French with all the code held back: checked in French, corrected, then sent', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('early-fr');
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
    await typeBeforeHydration(
      page,
      { path: '/contact', scripts: /\/assets\/[^/]+\.js$/, heading: 'Nous écrire' },
      [
        ['Nom', 'Paul Orsini'],
        ['E-mail', email],
        ['Objet', 'Tôt'],
        ['Message', 'Trop cour'],
      ],
    );
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    // Only the short message is refused, in French; the other fields were read as typed and keep their text.
    await expect(page.getByText('Veuillez écrire au moins 10 caractères.')).toBeVisible();
    await expect(page.getByText('Veuillez remplir ce champ.')).toHaveCount(0);
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Paul Orsini');
    await expect(page.getByLabel('Objet')).toHaveValue('Tôt');
    await expect(page.getByLabel('Message')).toHaveValue('Trop cour');

    await page.getByLabel('Message').pressSequentially('t, mais complété.');
    await expectSent(page, request, 'Envoyer le message', 'Merci, Paul Orsini.', {
      name: 'Paul Orsini',
      email,
      subject: 'Tôt',
      message: 'Trop court, mais complété.',
      locale: 'fr',
    });
  });
});
