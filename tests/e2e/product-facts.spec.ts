// The cosmetics facts in the product dialog, in English and French (with axe on the open dialog), and the
// lawful struck-through price: after an admin changes a price in the admin, the collection strikes through the
// lowest price of the 30 days before the reduction, never a typed number.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { productCard } from './catalog';

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(' | ')}`),
  ).toEqual([]);
}

test('the dialog shows the label’s facts in English and in French', async ({ page }) => {
  await page.goto('/collection');
  await page.getByRole('button', { name: 'Quick view of Immortela Elixir 30 ml' }).click();
  let dialog = page.getByRole('dialog', { name: 'Immortela Elixir 30 ml', exact: true });
  const facts = dialog.getByRole('button', { name: 'Product facts' });
  await expect(facts).toHaveAttribute('aria-expanded', 'false');
  await facts.click();
  await expect(facts).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByTestId('fact-net-quantity')).toHaveText(/Net quantity\s*30 ml/);
  const pao = dialog.getByTestId('fact-period-after-opening');
  await expect(pao).toContainText('6M');
  await expect(pao).toContainText('use within 6 months of opening');
  await expect(dialog.getByTestId('fact-origin')).toHaveText(/Country of manufacture\s*France/);
  const inci = dialog.getByTestId('fact-inci');
  await expect(inci).toContainText('HELICHRYSUM ITALICUM FLOWER OIL');
  await expect(inci).toContainText('SIMMONDSIA CHINENSIS SEED OIL');
  await expect(dialog.getByTestId('fact-precautions')).toContainText('For external use only.');
  const person = dialog.getByTestId('fact-responsible-person');
  await expect(person).toContainText('Maison Immortela Démo SAS');
  await expect(person).toContainText('1 rue de l’Exemple, 00000 Démoville, France');
  await noAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Passer en français' }).first().click();
  await page.getByRole('button', { name: 'Aperçu rapide de Élixir Immortela 30 ml' }).click();
  dialog = page.getByRole('dialog', { name: 'Élixir Immortela 30 ml', exact: true });
  await dialog.getByRole('button', { name: 'Caractéristiques' }).click();
  await expect(dialog.getByTestId('fact-net-quantity')).toHaveText(/Contenance\s*30 ml/);
  await expect(dialog.getByTestId('fact-period-after-opening')).toContainText(
    'à utiliser dans les 6 mois qui suivent l’ouverture',
  );
  await expect(dialog.getByTestId('fact-origin')).toHaveText(/Pays de fabrication\s*France/);
  // INCI names are the same in every language.
  await expect(dialog.getByTestId('fact-inci')).toContainText('HELICHRYSUM ITALICUM FLOWER OIL');
  await expect(dialog.getByTestId('fact-precautions')).toContainText('Usage externe uniquement.');
  await expect(dialog.getByTestId('fact-responsible-person')).toContainText('Démoville, France');
  await noAxeViolations(page);
});

test('the seeded sale strikes through its 30-day reference in each currency', async ({ page }) => {
  await page.goto('/collection');
  const card = productCard(page, 'Immortela Elixir 10 ml');
  await expect(card.locator('s')).toHaveText('$560');
  await card.getByRole('button', { name: 'Quick view of Immortela Elixir 10 ml' }).click();
  const dialog = page.getByRole('dialog', { name: 'Immortela Elixir 10 ml', exact: true });
  await expect(dialog.getByText('On Sale', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText('Struck-through price: the lowest price of the 30 days before the reduction.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Passer en français' }).first().click();
  await expect(productCard(page, 'Élixir Immortela 10 ml').locator('s')).toHaveText(/^515\s€$/);
});

test.describe('after an admin changes a price', () => {
  test.use({ signedInAs: 'admin' });
  // Four saves (each after the last one's toast has gone), two visits of the collection and two languages: 66 s
  // with the sign-in it had then (about 12 s) on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('the collection shows the lowest price of the 30 days before, not the one before a rise', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Neroli Face Mist ${stamp}`;
    // Each save's toast, once the previous one has gone (two identical toasts would make the check ambiguous).
    const saved = page.getByText(`${title} is saved.`);
    const save = async () => {
      await expect(saved).toHaveCount(0);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(saved).toBeVisible();
    };
    await page.goto('/admin/products?edit=new');
    await page.getByLabel('Title (English)', { exact: true }).fill(title);
    await page.getByLabel('Price (USD)', { exact: true }).fill('60');
    await page.getByLabel('Price (EUR)', { exact: true }).fill('55');
    await page.getByLabel('Net quantity', { exact: true }).fill('100');
    await page.getByLabel('Period after opening (months)', { exact: true }).fill('12');
    await page.getByLabel('Country of manufacture', { exact: true }).selectOption('FR');
    await page.getByLabel('Ingredients (INCI)', { exact: true }).fill('CITRUS AURANTIUM AMARA FLOWER WATER');
    const reference = page.getByTestId('reference-price');
    await expect(reference).toContainText('Reference price shown: none (the product is not on sale).');
    await expect(reference).toContainText('lowest price this product was sold at in the 30 days before');
    await save();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(`${title} is published.`)).toBeVisible();

    // The reduction: 60 → 45 (55 € → 41 €). The editor says what the shop will strike through before saving.
    await page.getByLabel('Price (USD)', { exact: true }).fill('45');
    await page.getByLabel('Price (EUR)', { exact: true }).fill('41');
    await page.getByLabel('On sale', { exact: true }).check();
    await expect(reference).toContainText('Reference price shown: $60 in USD, €55 in EUR.');
    await save();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collection' }).click();
    const card = productCard(page, title);
    await expect(card.getByText('$45', { exact: true })).toBeVisible();
    await expect(card.locator('s')).toHaveText('$60');
    await card.getByRole('button', { name: `Quick view of ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    await dialog.getByRole('button', { name: 'Product facts' }).click();
    await expect(dialog.getByTestId('fact-net-quantity')).toContainText('100 ml');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Passer en français' }).first().click();
    await expect(productCard(page, title).locator('s')).toHaveText(/^55\s€$/);
    await page.getByRole('button', { name: 'Switch to English' }).first().click();

    // A rise to 70, then a cut to 50 within the 30 days: 45 was charged in those days, so 50 is no reduction.
    await page.goto('/admin/products');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByLabel('Price (USD)', { exact: true }).fill('70');
    await save();
    await page.getByLabel('Price (USD)', { exact: true }).fill('50');
    await expect(reference).toContainText('Reference price shown: none in USD, €55 in EUR.');
    await save();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collection' }).click();
    const after = productCard(page, title);
    await expect(after.getByText('$50', { exact: true })).toBeVisible();
    await expect(after.locator('s')).toHaveCount(0);
  });
});
