// The home page shows the collection's featured products with their prices (issue 33 item 4): the seeded three
// (featured first, in the owner's order), each with its picture (lazy: below the hero), name and price in the
// visitor's currency, leading to the product; in English and French, axe at 390 and 1280 px wide.
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const PAGES = {
  en: {
    path: '/',
    title: 'From the collection',
    all: 'See the whole collection',
    cards: [
      ['Immortela Elixir 30 ml', /\$1,400/],
      ['Immortela Elixir 10 ml', /\$500/],
      ['Renouvela Crème', /\$900/],
    ],
  },
  fr: {
    path: '/?lang=fr',
    title: 'Extraits de la collection',
    all: 'Voir toute la collection',
    cards: [
      ['Élixir Immortela 30 ml', /1\s290,00\s€|1\s290\s€/],
      ['Élixir Immortela 10 ml', /460,00\s€|460\s€/],
      ['Renouvela Crème', /830,00\s€|830\s€/],
    ],
  },
} as const;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const language of ['en', 'fr'] as const) {
    test(`the home page lists the featured products with their prices (${language}, ${viewport.width} px)`, async ({
      page,
    }) => {
      const expected = PAGES[language];
      await page.setViewportSize(viewport);
      await page.goto(expected.path);
      const section = page.getByRole('region', { name: expected.title });
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(expected.cards.length);
      for (const [index, [name, price]] of expected.cards.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
        await expect(card).toContainText(price);
        // Below the full-screen hero: the browser fetches each picture only as it nears the viewport.
        await expect(card.locator('img').first()).toHaveAttribute('loading', 'lazy');
      }
      await expect(section.getByRole('link', { name: expected.all })).toHaveAttribute('href', '/collection');
      await section.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
    });
  }
}

test('a product on the home page leads to its details', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'From the collection' }).getByRole('article').first();
  await card.getByRole('heading', { level: 2 }).getByText('Immortela Elixir 30 ml').click();
  // The quick view today, the product's own page once cards link to it: either names the product.
  await expect(
    page
      .getByRole('dialog', { name: 'Immortela Elixir 30 ml', exact: true })
      .or(page.getByRole('heading', { level: 1, name: 'Immortela Elixir 30 ml', exact: true })),
  ).toBeVisible();
});
