// The collection sells from the first screen (issue 18): on a 390 x 844 phone the first product's picture, name,
// price and action button show without scrolling, in both languages; on a desktop the whole first row does.
import type { Locator, Page } from '@playwright/test';
import { seededCards } from './catalog';
import { expect, test } from './fixtures';

async function useLanguage(page: Page, language: 'en' | 'fr') {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), language);
}

/** The element's box lies wholly inside the viewport (not scrolled: the page is at its top). */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'laid out').not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

async function expectFirstCardOnFirstScreen(page: Page, card: Locator) {
  await expectOnFirstScreen(page, card.locator('img').first());
  await expectOnFirstScreen(page, card.getByRole('heading', { level: 2 }));
  await expectOnFirstScreen(page, card.locator('p', { hasText: /[$€]/ }).first());
  await expectOnFirstScreen(page, card.getByRole('button').last());
}

const HEADINGS = { en: 'The Collection', fr: 'La Collection' } as const;
// The action labels of SPEC.md (catalog.actions in src/locales/<language>/shop.json).
const ACTIONS = {
  en: /^(Reserve|Pre-Order|Purchase|Add to Cart|Out of Stock)$/,
  fr: /^(Réserver|Précommander|Acheter|Ajouter au panier|Rupture de stock)$/,
} as const;

for (const language of ['en', 'fr'] as const) {
  test.describe(`at 390 x 844 (${language})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test(`the first product's image, name, price and button are on the first screen`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/collection');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[language]);
      const card = page.getByRole('article').first();
      await expect(card.getByRole('button').last()).toHaveText(ACTIONS[language]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectFirstCardOnFirstScreen(page, card);
    });
  });
}

test.describe('on a desktop (1440 x 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the first row of products is on the first screen', async ({ page }) => {
    await page.goto('/collection');
    // Whatever the catalogue holds first (other tests may have published products before the seeded ones).
    const cards = page.getByRole('article');
    await expect(seededCards(page).first()).toBeVisible();
    for (let index = 0; index < 3; index += 1) await expectFirstCardOnFirstScreen(page, cards.nth(index));
  });
});
