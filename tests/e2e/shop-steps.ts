// The buyer's steps several specs take the same way: a product from the collection into the cart, the checkout's
// delivery details, and the local test provider's payment page.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { productCard } from './catalog';

/** Any of the product card's buy buttons, in English or French, whatever the product offers. */
export const ANY_BUY_BUTTON = /^(Purchase|Pre-Order|Add to Cart|Acheter|Précommander|Ajouter au panier)/;

/** The collection page, the product card's buy button (`button` its name), and the cart it opens. */
export async function buyFromCollection(page: Page, title: string, button: RegExp = /^Purchase/) {
  await page.goto('/collection');
  await productCard(page, title).getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** The collection page, the product's details, Reserve, and the reservation dialog's button named `next`. */
async function reserveThrough(page: Page, title: string, next: string) {
  await page.goto('/collection');
  await page.getByRole('button', { name: `Quick view of ${title}` }).click();
  await page
    .getByRole('dialog', { name: title, exact: true })
    .getByRole('button', { name: /^Reserve/ })
    .click();
  await page
    .getByRole('dialog', { name: `Reserve ${title}` })
    .getByRole('button', { name: next })
    .click();
}

/** A member reserves: the reservation dialog's Continue to Checkout. */
export const reserveFromCollection = (page: Page, title: string) =>
  reserveThrough(page, title, 'Continue to Checkout');

/** A guest reserves: the reservation dialog's way to an account (to /auth). */
export const reserveAsGuest = (page: Page, title: string) =>
  reserveThrough(page, title, 'Create an account or sign in');

/** The checkout's details in English: a buyer in Paris, the terms accepted. */
export async function fillCheckoutDetails(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Inès Laurent');
  await page.getByLabel('Address', { exact: true }).fill('4 quai de la Tournelle');
  await page.getByLabel('Postcode').fill('75005');
  await page.getByLabel('City').fill('Paris');
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel(/I accept the terms of sale/).check();
}

/** The checkout's details in French: a buyer in Ajaccio (`name`), the terms accepted. */
export async function fillCheckoutDetailsInFrench(page: Page, email: string, name: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nom complet').fill(name);
  await page.getByLabel('Adresse', { exact: true }).fill('2 rue Fesch');
  await page.getByLabel('Code postal').fill('20000');
  await page.getByLabel('Ville').fill('Ajaccio');
  await page.getByLabel('Pays').selectOption('FR');
  await page.getByLabel(/J’accepte les conditions de vente/).check();
}

/** The local test provider's hosted page: pay, and come back to the shop. */
export async function payOnTestPage(page: Page) {
  await expect(page.getByText(/no money moves/i)).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
}
