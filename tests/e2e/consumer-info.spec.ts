// What a shopper is told before ordering (issue 29 items 1, 4, 5): the harmonised notice on the legal guarantee of
// conformity in the product dialog, at checkout and in the terms (English and French); the unit price per 100 ml
// on the card, the dialog, the cart and the checkout, in dollars and in euros; the cart's payment methods and
// delivery countries; the responsible person's email, the organic certifier and the packaging IDU.
import type { Page } from '@playwright/test';
import { DEMO_FACTS } from '../../supabase/functions/_shared/legal-facts.ts';
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { buyFromCollection } from './shop-steps';
import { productCard } from './catalog';

const F = DEMO_FACTS;
/** Renouvela Crème, 50 ml at $900 or €830: $1,800.00 or €1,660.00 per 100 ml. */
const CREAM = 'Renouvela Crème';
/** Intl's French money spaces are narrow no-break spaces: any space matches. */
const FRENCH_EUROS = /^Prix unitaire :\s*1\s660,00\s€ \/ 100 ml$/;

const card = (page: Page) => productCard(page, CREAM);

async function inFrench(page: Page, path: string) {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

test('the card and the dialog give the unit price, the certifier, the responsible person’s email and the guarantee notice', async ({
  page,
}) => {
  await page.goto('/collection');
  await expect(card(page).getByTestId('unit-price')).toHaveText('Unit price: $1,800.00 / 100 ml');
  await page.getByRole('button', { name: `Quick view of ${CREAM}` }).click();
  const dialog = page.getByRole('dialog', { name: CREAM, exact: true });
  await expect(dialog.getByTestId('unit-price')).toHaveText('Unit price: $1,800.00 / 100 ml');
  await expect(dialog.getByText('Organic', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('organic-certifier')).toHaveText(
    `Certified organic by ${F.organicCertifier.name} (${F.organicCertifier.code})`,
  );

  const notice = dialog.getByRole('region', { name: 'Legal guarantee' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    'Minimum two-year legal guarantee protection for goods sold in the European Union.',
  );
  await expect(notice).toContainText('free repair or free replacement;');
  await expect(notice.getByRole('link', { name: /europa\.eu\/youreurope\/guarantees/ })).toHaveAttribute(
    'href',
    'https://europa.eu/youreurope/guarantees',
  );
  await expect(notice.getByTestId('guarantee-seller')).toContainText(
    `The seller, ${F.companyName}, answers for the legal guarantee of conformity for 2 years from delivery`,
  );

  await dialog.getByRole('button', { name: 'Product facts' }).click();
  await expect(dialog.getByTestId('responsible-person-email')).toHaveText(F.cosmeticsResponsiblePerson.email);
  await expect(dialog.getByTestId('responsible-person-email')).toHaveAttribute(
    'href',
    `mailto:${F.cosmeticsResponsiblePerson.email}`,
  );
  await expectNoAxeViolations(page, 'product dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // In euros, chosen in the top bar: the unit price follows.
  await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption({ label: '€ EUR' });
  await expect(card(page).getByTestId('unit-price')).toHaveText('Unit price: €1,660.00 / 100 ml');
});

test('the reservation dialog gives the unit price too, in the currency chosen', async ({ page }) => {
  await page.goto('/collection');
  await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption({ label: '€ EUR' });
  // The elixir, 30 ml at €1,290.
  await productCard(page, 'Immortela Elixir 30 ml')
    .getByRole('button', { name: /^Reserve/ })
    .click();
  await expect(page.getByRole('dialog').getByTestId('unit-price')).toHaveText(
    'Unit price: €4,300.00 / 100 ml',
  );
});

test('in French: the unit price in euros, « Certifié bio par », and the notice « Garantie légale »', async ({
  page,
}) => {
  await inFrench(page, '/collection');
  await expect(card(page).getByTestId('unit-price')).toHaveText(FRENCH_EUROS);
  await page.getByRole('button', { name: `Aperçu rapide de ${CREAM}` }).click();
  const dialog = page.getByRole('dialog', { name: CREAM, exact: true });
  await expect(dialog.getByTestId('unit-price')).toHaveText(FRENCH_EUROS);
  await expect(dialog.getByText('Bio', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('organic-certifier')).toHaveText(
    `Certifié bio par ${F.organicCertifier.name} (${F.organicCertifier.code})`,
  );
  const notice = dialog.getByRole('region', { name: 'Garantie légale' });
  await expect(notice).toContainText(
    'Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne.',
  );
  await expect(notice).toContainText('Que faire si vous recevez des biens non conformes');
  await expect(notice.getByTestId('guarantee-seller')).toContainText(
    `Le vendeur, ${F.companyName}, répond de la garantie légale de conformité pendant 2 ans`,
  );
  await expectNoAxeViolations(page, 'dialogue produit');
});

test('the cart lists the payment methods and the delivery countries, and the lines and checkout their unit price', async ({
  page,
}) => {
  await buyFromCollection(page, CREAM);
  const line = page.getByTestId('cart-line').filter({ hasText: CREAM });
  await expect(line.getByTestId('unit-price')).toHaveText('Unit price: $1,800.00 / 100 ml');
  await expect(page.getByTestId('cart-payment-methods')).toHaveText(
    /Payment methods accepted\s*CB \(Cartes Bancaires\), Visa, and Mastercard/,
  );
  const countries = page.getByTestId('cart-delivery-countries');
  // The zones' countries the checkout accepts (the seed's zones hold a few EU countries the form does not offer).
  await expect(countries).toContainText('France');
  await expect(countries).toContainText('Japan');
  await expect(countries).toContainText('United States');
  await expect(countries).not.toContainText('Bulgaria');
  await expectNoAxeViolations(page, 'cart');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Your order', exact: true })).toBeVisible();
  await expect(page.getByTestId('unit-price')).toHaveText('Unit price: $1,800.00 / 100 ml');
  const notice = page.getByRole('region', { name: 'Legal guarantee' });
  await expect(notice).toContainText('Sellers are liable');
  // Before the button that commits to pay.
  const button = page.getByRole('button', { name: 'Order with obligation to pay' });
  expect(
    await notice.evaluate(
      (section, order) => Boolean(section.compareDocumentPosition(order!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await button.elementHandle(),
    ),
  ).toBe(true);

  // In euros, chosen in the cart: the checkout's line follows.
  await page.goto('/cart');
  await page.getByRole('combobox', { name: 'Pay in' }).selectOption('eur');
  await expect(line.getByTestId('unit-price')).toHaveText('Unit price: €1,660.00 / 100 ml');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByTestId('unit-price')).toHaveText('Unit price: €1,660.00 / 100 ml');
});

test('in French, the cart and the checkout say the same', async ({ page }) => {
  await inFrench(page, '/collection');
  await card(page)
    .getByRole('button', { name: /^(Acheter|Ajouter au panier)/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-payment-methods')).toHaveText(
    /Moyens de paiement acceptés\s*CB \(Cartes Bancaires\), Visa et Mastercard/,
  );
  await expect(page.getByTestId('cart-delivery-countries')).toContainText('États-Unis');
  await page.getByRole('link', { name: 'Passer commande' }).click();
  await expect(page.getByTestId('unit-price')).toHaveText(FRENCH_EUROS);
  await expect(page.getByRole('region', { name: 'Garantie légale' })).toContainText(
    'Les vendeurs sont responsables',
  );
});

for (const language of ['en', 'fr'] as const) {
  test(`the terms carry the notice and the IDU, the legal notice the IDU (${language})`, async ({ page }) => {
    if (language === 'fr') await inFrench(page, '/terms');
    else await page.goto('/terms');
    await expect(
      page.getByRole('heading', {
        name: language === 'en' ? 'Legal guarantee' : 'Garantie légale',
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByText(F.packagingIdu)).toBeVisible();
    await expect(page.locator('main')).toContainText(
      language === 'en'
        ? 'Minimum two-year legal guarantee protection for goods sold in the European Union.'
        : 'Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne.',
    );
    await page.goto('/legal-notice');
    await expect(page.getByText(F.packagingIdu)).toBeVisible();
  });
}
