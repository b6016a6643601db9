// Issue 33 item 2: a guest on a product out of stock asks, in French, to be told when it is back; a wrong address
// is refused in French; the confirmation mail's link confirms the alert; the admin, who sees the waiting list
// under the product editor, restocks it there, and the alert arrives in the guest's language.
import { randomUUID } from 'node:crypto';
import { test, expect, openBrowser } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { mailsOf, uniqueEmail } from './accounts';
import { adminInsert } from './content-db';
import { appKey } from './paid-orders';

test.use({ signedInAs: 'admin' });

test('a guest subscribes to a product out of stock, confirms, and is mailed once when the admin restocks it', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers, two mails read back through the queue and two axe runs: three times the usual time.
  test.slow();
  const stamp = randomUUID().slice(0, 6);
  const title = `Baume épuisé ${stamp}`;
  const [product] = await adminInsert<{ id: string; product_id: string }>(
    request,
    await appKey(page),
    'products',
    {
      product_id: `back-in-stock-${stamp}`,
      title: `Sold-out Balm ${stamp}`,
      title_fr: title,
      // Dearer than the seeded products, so the collection (by price) keeps them on its first screen for
      // first-screen.spec.
      price: 4200,
      price_euros: 3900,
      published: true,
      stock: 0,
    },
  );
  if (!product) throw new Error('the product was not created');
  const email = uniqueEmail('retour');

  const guest = await openBrowser(browser);
  await guest.context.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  await guest.page.goto(`/collection?product=${product.product_id}`);
  const dialog = guest.page.getByRole('dialog');
  const form = dialog.getByRole('region', { name: 'Me prévenir du retour' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(guest.page, 'the back-in-stock form');

  // A wrong address: refused in French, next to the field.
  await form.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  await form.getByRole('button', { name: 'Me prévenir' }).click();
  await expect(
    form.getByText('Saisissez une seule adresse e-mail simple, par exemple nom@exemple.fr.'),
  ).toBeVisible();
  await expect(form.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByRole('button', { name: 'Me prévenir' }).click();
  await expect(form.getByRole('status')).toContainText(
    `Si ${email} n'est pas déjà sur la liste, nous venons de lui envoyer un lien pour confirmer votre alerte`,
  );

  let confirmation: Awaited<ReturnType<typeof mailsOf>>[number] | undefined;
  await expect
    .poll(async () => (confirmation = (await mailsOf(request, email, 'back_in_stock_confirmation'))[0]))
    .toBeDefined();
  expect(confirmation?.subject).toBe('Maison Immortela · Confirmez votre alerte de retour en stock');
  const confirmUrl = /https?:\/\/\S+\/back-in-stock\/confirm\?token=[0-9a-f]{64}/.exec(
    confirmation?.text ?? '',
  )?.[0];
  if (!confirmUrl) throw new Error('the confirmation mail has no link');
  await guest.page.goto(new URL(confirmUrl).pathname + new URL(confirmUrl).search);
  await guest.page.getByRole('button', { name: 'Confirmer mon alerte' }).click();
  await expect(guest.page.getByRole('status')).toHaveText(
    `Votre alerte est enregistrée : nous vous écrirons une seule fois, quand ${title} sera de retour en stock.`,
  );
  await expectNoAxeViolations(guest.page, 'the confirmed alert');

  // The admin sees who waits, under the product's editor, and restocks it there.
  await page.goto(`/admin/products?edit=${product.id}`);
  const waiting = page.getByRole('region', { name: 'Back-in-stock waiting list' });
  // The editor waits for the admin's whole product list, then the waiting list for its own call: on a loaded
  // machine (the retry of a first run here) that took longer than the default 7 s.
  await expect(waiting.getByTestId('back-in-stock-summary')).toHaveText('1 address waiting', {
    timeout: 20_000,
  });
  await expect(waiting.getByRole('listitem')).toContainText([email]);
  await page.getByLabel('Stock', { exact: true }).fill('6');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Sold-out Balm ${stamp} is saved.`)).toBeVisible();
  await expect(waiting.getByTestId('back-in-stock-summary')).toHaveText('0 addresses waiting');

  let alert: Awaited<ReturnType<typeof mailsOf>> = [];
  await expect.poll(async () => (alert = await mailsOf(request, email, 'back_in_stock')).length).toBe(1);
  expect(alert[0]?.subject).toBe(`Maison Immortela · ${title} est de retour`);
  expect(alert[0]?.text).toContain(`/products/${product.product_id}`);
  expect(alert[0]?.text).toMatch(/\/back-in-stock\/unsubscribe\?token=[0-9a-f]{64}/);

  await guest.context.close();
});
