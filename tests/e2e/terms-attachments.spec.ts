// Terms on a durable medium (issue 29, item 2): a shopper reads the terms of sale on /terms, buys, pays, and the
// confirmation mail in the local mailbox carries the terms they saw and the model withdrawal form as PDFs in their
// language, read back here as a mail client opens them.
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../integration/pdf-text';
import { API_URL, mailsOf, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';
import {
  ANY_BUY_BUTTON,
  buyFromCollection,
  fillCheckoutDetails,
  fillCheckoutDetailsInFrench,
  payOnTestPage,
} from './shop-steps';

interface Attachment {
  filename: string;
  contentType: string;
  url: string;
}

/** What /terms shows the shopper: its title, its date and its sections' titles. */
async function termsAsShown(page: Page): Promise<string[]> {
  await page.goto('/terms');
  const sections = page.locator('section[aria-labelledby] h2');
  await expect(sections.first()).toBeVisible();
  return [
    (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
    (await page.getByText(/^(Last updated|Dernière mise à jour)/).textContent()) ?? '',
    ...(await sections.allTextContents()),
  ].map((text) => text.trim());
}

/** The text of each PDF the confirmation to `email` carries, once the mailbox has it. */
async function confirmationPdfs(request: APIRequestContext, email: string) {
  let files: Attachment[] = [];
  // Reading the mailbox sends what is queued; the first mail of a fresh backend also starts send-emails and
  // loads pdf-lib into it, which outlasts the default 7 s on a loaded machine.
  await expect
    .poll(
      async () => {
        const [mail] = await mailsOf(request, email, 'order_confirmation');
        files = (mail as { attachments?: Attachment[] } | undefined)?.attachments ?? [];
        return files.length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  return Promise.all(
    files.map(async (file) => {
      expect(file.contentType).toBe('application/pdf');
      const response = await request.get(`${API_URL}${file.url}`);
      expect(response.ok()).toBe(true);
      // A line of the PDF may end mid-sentence: compare with spaces folded.
      const text = (await pdfText(new Uint8Array(await response.body()))).replace(/\s+/g, ' ');
      return { filename: file.filename, text };
    }),
  );
}

// Each journey is three in one (read /terms, buy and pay, then open two PDFs from the mailbox): on a loaded
// machine it outlasts the default 30 s, so it gets Playwright's slow allowance (3x).
test.beforeEach(() => test.slow());

test('a French shopper’s confirmation carries the terms they read and the withdrawal form, accents kept', async ({
  page,
  request,
}) => {
  await page.goto('/collection');
  await page.getByRole('button', { name: 'Passer en français' }).click();
  // The choice is stored once the French strings have loaded (the same moment <html lang> turns fr): going to
  // /terms before that showed the English terms (seen once in CI).
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const shown = await termsAsShown(page);
  expect(shown[0]).toBe('Conditions générales de vente');

  await buyFromCollection(page, 'Renouvela Riche', ANY_BUY_BUTTON);
  await page.getByRole('link', { name: 'Passer commande' }).click();
  const email = uniqueEmail('cgv');
  await fillCheckoutDetailsInFrench(page, email, 'Hélène Bérard');
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page.getByText(/aucun argent ne circule|no money moves/i)).toBeVisible();
  await page.getByRole('button', { name: /^(Payer|Pay)/ }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Payée');

  const [terms, form] = await confirmationPdfs(request, email);
  expect(terms?.filename).toMatch(/^conditions-generales-de-vente-MI-\d+\.pdf$/);
  for (const text of shown) expect(terms?.text).toContain(text.replace(/\s+/g, ' '));
  expect(form?.filename).toMatch(/^formulaire-de-retractation-MI-\d+\.pdf$/);
  expect(form?.text).toContain('Modèle de formulaire de rétractation');
  expect(form?.text).toContain('À l’attention de :');
});

test('an English shopper’s confirmation carries the terms of sale and the withdrawal form in English', async ({
  page,
  request,
}) => {
  const shown = await termsAsShown(page);
  expect(shown[0]).toBe('Terms of sale');

  await buyFromCollection(page, 'Renouvela Crème', ANY_BUY_BUTTON);
  await page.getByRole('link', { name: 'Checkout' }).click();
  const email = uniqueEmail('terms');
  await fillCheckoutDetails(page, email);
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await payOnTestPage(page);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');

  const [terms, form] = await confirmationPdfs(request, email);
  expect(terms?.filename).toMatch(/^terms-of-sale-MI-\d+\.pdf$/);
  for (const text of shown) expect(terms?.text).toContain(text.replace(/\s+/g, ' '));
  expect(form?.filename).toMatch(/^withdrawal-form-MI-\d+\.pdf$/);
  expect(form?.text).toContain('Model withdrawal form');
  expect(form?.text).toContain('I/We (*) hereby give notice');
});
