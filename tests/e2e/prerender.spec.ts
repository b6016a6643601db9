// The public pages arrive pre-rendered (scripts/vite/prerender.ts): readable before any script has run, in the
// visitor's language, then taken over by React without a mismatch; every other address starts from an empty root.
import { test as withoutFixtures, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PRERENDERED = [
  { path: '/', en: 'Maison Immortela', fr: 'Maison Immortela' },
  { path: '/collection', en: 'The Collection', fr: 'La Collection' },
  { path: '/our-story', en: 'Our Story', fr: 'Notre histoire' },
  { path: '/journal', en: 'Journal', fr: 'Journal' },
  {
    path: '/journal/two-drops-of-gold',
    en: 'Two drops of gold: how to use a face elixir',
    fr: 'Deux gouttes d’or : bien utiliser un élixir visage',
  },
  { path: '/ritual', en: 'Rituals', fr: 'Rituels' },
  { path: '/our-commitment', en: 'Our Commitment', fr: 'Notre engagement' },
  { path: '/experiences', en: 'Experiences', fr: 'Expériences' },
  { path: '/contact', en: 'Contact us', fr: 'Nous écrire' },
  { path: '/legal-notice', en: 'Legal notice', fr: 'Mentions légales' },
  { path: '/terms', en: 'Terms of sale', fr: 'Conditions générales de vente' },
  { path: '/privacy', en: 'Privacy policy', fr: 'Politique de confidentialité' },
  { path: '/cookies', en: 'Cookies and browser storage', fr: 'Cookies et stockage du navigateur' },
  { path: '/accessibility', en: 'Accessibility statement', fr: 'Déclaration d’accessibilité' },
] as const;

/** Every script of the app refused: what a visitor sees before the code arrives. */
async function withoutAppCode(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

async function useLanguage(page: Page, language: 'en' | 'fr') {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), language);
}

/** Console errors and uncaught exceptions (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// Without the shared fixture, which waits for React after each navigation.
withoutFixtures.describe('before any script runs', () => {
  for (const language of ['en', 'fr'] as const) {
    withoutFixtures(
      `each public page shows its heading, title and language (${language})`,
      async ({ page }) => {
        await useLanguage(page, language);
        await withoutAppCode(page);
        for (const entry of PRERENDERED) {
          await page.goto(entry.path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(entry[language]);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page).toHaveTitle(/Maison Immortela/);
        }
      },
    );
  }

  withoutFixtures(
    'an address that is not pre-rendered, or has a query string, waits for the app',
    async ({ page }) => {
      await withoutAppCode(page);
      // The host serves index.html (the home page's file) for /cart: its home render must not show.
      await page.goto('/cart');
      await expect(page.locator('#root')).toBeEmpty();
      await page.goto('/collection?q=creme');
      await expect(page.locator('#root')).toBeEmpty();
    },
  );
});

test.describe('once the app has taken over', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`each public page hydrates without an error (${language})`, async ({ page }) => {
      // Each page waits for the network to settle: a few seconds each.
      test.setTimeout(PRERENDERED.length * 5_000);
      await useLanguage(page, language);
      const errors = collectErrors(page);
      for (const entry of PRERENDERED) {
        await page.goto(entry.path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(entry[language]);
        await expect(page.locator('head title')).toHaveCount(1);
        await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the stored cart shows in the bar, and the page answers clicks and navigates', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      const line = { id: 'renouvela-creme', name: 'Renouvela Crème', price: 6800, quantity: 2 };
      window.localStorage.setItem('cart', JSON.stringify({ owner: null, items: [line] }));
    });
    await page.goto('/ritual');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    const section = page.getByRole('button', { name: /Cleanse & Restore/ });
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveTitle('Our Story | Maison Immortela');
    await expect(page.locator('head title')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
