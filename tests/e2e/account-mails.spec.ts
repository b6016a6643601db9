// A shopper signs up in French: the confirmation mail is in French (subject, <html lang>, words) in the brand's
// layout from the shop's sender, and its link brings them back to the shop signed in, told so in French.
import { test, expect } from './fixtures';
import { expectNoAxeViolations, expectNoAxeViolationsInMail } from './axe';
import { mailsOf, uniqueEmail } from './accounts';

test('sign-up in French: the confirmation mail is French and its link signs the shopper in', async ({
  page,
}) => {
  // A sign-up, a mail read back, a redirect sign-in and two axe runs: one journey, three times the usual time.
  test.slow();
  const email = uniqueEmail('inscription');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Passer en français' }).click();
  await page.getByRole('tab', { name: 'Créer un compte' }).click();
  await page.getByLabel('Nom complet').fill('Anaïs Rivière');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('bergamote-2026');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByText('Presque fini : nous vous avons envoyé un e-mail pour confirmer votre adresse.'),
  ).toBeVisible();

  let mail: Awaited<ReturnType<typeof mailsOf>>[number] | undefined;
  await expect.poll(async () => (mail = (await mailsOf(page.request, email, 'signup'))[0])).toBeDefined();
  if (!mail?.link) throw new Error('the confirmation mail has no link');
  expect(mail.subject).toBe('Maison Immortela · Confirmez votre adresse e-mail');
  expect(mail.from).toBe('"Maison Immortela" <shop@maison-immortela.test>');
  expect(mail.html).toContain('<html lang="fr">');
  expect(mail.text).toContain('Bonjour Anaïs Rivière,');
  expect(mail.text).toContain('Confirmer mon adresse e-mail');
  expect(mail.text).not.toMatch(/Confirm your|Hello/);

  // The mail as the shopper's client shows it: its button is the link, named in French.
  await page.setContent(mail.html);
  await expect(page.getByRole('link', { name: 'Confirmer mon adresse e-mail' })).toHaveAttribute(
    'href',
    mail.link,
  );
  await expectNoAxeViolationsInMail(page, 'the confirmation mail');

  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/#?$/);
  await expect(
    page.getByText(`Votre adresse e-mail ${email} est confirmée et votre session est ouverte.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'home after the confirmation link');
});
