// The owner's checkout limits on /admin/shipping: what one unpaid checkout may hold per product and in all,
// checked before saving, saved (two factors), shown again after a reload, labelled in French too; axe on it.
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';

test.use({ signedInAs: 'admin' });

test('the admin sets the units one unpaid checkout may hold', async ({ page }) => {
  // Two visits of the page, two saves and axe: 51 s with the sign-in it had then (about 12 s) on a loaded
  // machine, past the default 30 s without it.
  test.setTimeout(90_000);
  await page.goto('/admin/shipping');
  const limits = page.getByRole('region', { name: 'Checkout limits' });
  const perProduct = limits.getByLabel('Units of one product per unpaid order');
  const perOrder = limits.getByLabel('Units in all per unpaid order');
  await expect(perProduct).toHaveValue('10');
  await expect(perOrder).toHaveValue('30');

  await perProduct.fill('40');
  await limits.getByRole('button', { name: 'Save the limits' }).click();
  await expect(
    limits.getByText('An order must be able to hold at least the units of one product.'),
  ).toBeVisible();
  await perProduct.fill('12');
  await perOrder.fill('31');
  await limits.getByRole('button', { name: 'Save the limits' }).click();
  await expect(page.getByText('Checkout limits saved.')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/shipping with the checkout limits');

  await page.goto('/admin/shipping?lang=fr');
  const limites = page.getByRole('region', { name: 'Limites du paiement' });
  await expect(limites.getByLabel('Unités d’un même produit par commande non payée')).toHaveValue('12');
  await expect(limites.getByLabel('Unités au total par commande non payée')).toHaveValue('31');
  // Back to the defaults the other specs check out under.
  await limites.getByLabel('Unités d’un même produit par commande non payée').fill('10');
  await limites.getByLabel('Unités au total par commande non payée').fill('30');
  await limites.getByRole('button', { name: 'Enregistrer les limites' }).click();
  await expect(page.getByText('Limites du paiement enregistrées.')).toBeVisible();
});
