// /admin/settings at phone width (issue 32): the owner sees the Ready to sell checklist with what is missing
// locally (no Stripe keys), a SIRET with a wrong check digit refused under its field with nothing lost, then a
// fact changed and shown on the legal notice without a rebuild; axe on the page. The fact is put back at the end.
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

const PHONE = { width: 390, height: 844 };

test('the owner reads the checklist, is refused a bad SIRET and changes a fact the legal notice shows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

  // The checklist: local shops sell anyway, and the payment provider's keys are not set here.
  const checklist = page.getByRole('region', { name: 'Ready to sell' });
  await expect(checklist.getByText('This is a local or test shop')).toBeVisible();
  const stripe = checklist.getByRole('listitem').filter({ hasText: 'Stripe keys set' });
  await expect(stripe).toContainText('Missing');
  await expect(stripe).toContainText('STRIPE_SECRET_KEY');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Legal facts complete' })).toContainText(
    'Done',
  );

  const facts = page.getByRole('region', { name: 'Legal facts' });
  const siret = facts.getByRole('textbox', { name: 'SIRET' });
  const director = facts.getByRole('textbox', { name: 'Director of publication' });
  const original = { siret: await siret.inputValue(), director: await director.inputValue() };
  const newDirector = `Alix Test ${Date.now()}`;

  // A wrong check digit: refused under the field, nothing saved, everything typed kept.
  await director.fill(newDirector);
  await siret.fill('732 829 320 00075');
  await facts.getByRole('button', { name: 'Save the legal facts' }).click();
  await expect(facts.getByText('One fact is not valid: see the field marked.')).toBeVisible();
  await expect(siret).toHaveAccessibleDescription(/check digit is wrong/);
  await expect(siret).toBeFocused();
  await expect(siret).toHaveValue('732 829 320 00075');
  await expect(director).toHaveValue(newDirector);
  await expectNoAxeViolations(page, 'settings with a refused field');

  // Put right and saved: the legal notice shows it (the live facts, no rebuild).
  await siret.fill(original.siret);
  await facts.getByRole('button', { name: 'Save the legal facts' }).click();
  await expect(page.getByText('Legal facts saved: none is missing.')).toBeVisible();
  await expect(siret).not.toHaveAttribute('aria-invalid');
  try {
    await page.goto('/legal-notice');
    await expect(page.getByRole('main')).toContainText(newDirector);
  } finally {
    await page.goto('/admin/settings');
    await page
      .getByRole('region', { name: 'Legal facts' })
      .getByRole('textbox', { name: 'Director of publication' })
      .fill(original.director);
    await page.getByRole('button', { name: 'Save the legal facts' }).click();
    await expect(page.getByText('Legal facts saved: none is missing.')).toBeVisible();
  }
  await expectNoAxeViolations(page, 'settings');
});
