// The seeded catalogue as the e2e suite sees it. Other specs create products in the same backend (the admin
// spec publishes one), so checks about "the collection" look at the five seeded cards, found by their images.
import type { Locator, Page } from '@playwright/test';

export const SEED_SLUGS = [
  'immortela-elixir-30ml',
  'immortela-elixir-10ml',
  'renouvela-creme',
  'renouvela-riche',
  'renouvela-extra-riche',
];

export function seededCards(page: Page): Locator {
  return page.getByRole('article').filter({ has: page.locator('img[src^="/images/products/"]') });
}
