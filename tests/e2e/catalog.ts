// The seeded catalogue as the e2e suite sees it. Other specs create products in the same backend (the admin
// spec publishes one, the ritual set reuses its products' pictures), so checks about "the collection" look at the
// five seeded cards, found by their links to their pages.
import type { Locator, Page } from '@playwright/test';

export const SEED_SLUGS = [
  'immortela-elixir-30ml',
  'immortela-elixir-10ml',
  'renouvela-creme',
  'renouvela-riche',
  'renouvela-extra-riche',
];

export function seededCards(page: Page): Locator {
  const links = SEED_SLUGS.map((slug) => `a[href="/products/${slug}"]`).join(', ');
  return page.getByRole('article').filter({ has: page.locator(links) });
}

/**
 * One product's card, by its title (its heading), not by any text: another card may name it (the UV-defense
 * set's description names the 10 ml elixir).
 */
export function productCard(page: Page, title: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}
