// Two shoppers, two browsers, one unit left: both fill in the checkout and press "Order with obligation to pay"
// at the same moment. One reaches the payment page; the other is told, in their language, that the product is
// gone, and pays nothing.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { uniqueEmail } from './accounts';
import { adminInsert } from './content-db';
import { appKey } from './paid-orders';
import { productCard } from './catalog';

const TEXT = {
  en: {
    buy: /^Purchase/,
    checkout: 'Checkout',
    email: 'Email',
    name: 'Full name',
    address: 'Address',
    postcode: 'Postcode',
    city: 'City',
    country: 'Country',
    terms: /I accept the terms of sale/,
    pay: 'Order with obligation to pay',
    paymentPage: /no money moves/i,
    gone: 'A product in your cart is out of stock in that quantity.',
  },
  fr: {
    buy: /^Acheter/,
    checkout: 'Passer commande',
    email: 'E-mail',
    name: 'Nom complet',
    address: 'Adresse',
    postcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    terms: /J’accepte les conditions de vente/,
    pay: 'Commander avec obligation de paiement',
    paymentPage: /aucun argent ne circule/i,
    gone: 'Un produit de votre panier n’est plus en stock dans cette quantité.',
  },
} as const;

type Language = keyof typeof TEXT;

async function shopper(browser: Browser, language: Language, title: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  const page = await context.newPage();
  const t = TEXT[language];
  await page.goto('/collection');
  await productCard(page, title).getByRole('button', { name: t.buy }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: t.checkout }).click();
  await page.getByLabel(t.email).fill(uniqueEmail(`last-unit-${language}`));
  await page.getByLabel(t.name).fill('Maëlle Garnier');
  await page.getByLabel(t.address, { exact: true }).fill('9 rue du Vieux Port');
  await page.getByLabel(t.postcode).fill('13002');
  await page.getByLabel(t.city).fill('Marseille');
  await page.getByLabel(t.country).selectOption('FR');
  await page.getByLabel(t.terms).check();
  return page;
}

for (const language of ['en', 'fr'] as const) {
  test(`two browsers race for the last unit: one pays, the other is told it is gone (${language})`, async ({
    browser,
    page,
    request,
  }) => {
    // Two whole checkouts in two browsers: longer than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const apiKey = await appKey(page);
    const title = `Dernière Unité ${randomUUID().slice(0, 6)}`;
    await adminInsert(request, apiKey, 'products', {
      product_id: `last-unit-${randomUUID().slice(0, 8)}`,
      title,
      title_fr: title,
      price: 90,
      price_euros: 85,
      published: true,
      stock: 1,
    });

    const t = TEXT[language];
    const [first, second] = [
      await shopper(browser, language, title),
      await shopper(browser, language, title),
    ];
    await Promise.all([
      first.getByRole('button', { name: t.pay }).click(),
      second.getByRole('button', { name: t.pay }).click(),
    ]);

    const outcome = async (shopperPage: Page) => {
      const paying = shopperPage.getByText(t.paymentPage);
      const gone = shopperPage.getByText(t.gone);
      // Both checkouts reach create-checkout at the same moment (an edge function each, the last unit decided in
      // SQL): an answer can take longer than the default 7 s on a loaded machine.
      await expect(paying.or(gone)).toBeVisible({ timeout: 15_000 });
      return (await paying.isVisible()) ? 'paying' : 'gone';
    };
    const outcomes = [await outcome(first), await outcome(second)].sort();
    expect(outcomes).toEqual(['gone', 'paying']);

    await first.context().close();
    await second.context().close();
  });
}
