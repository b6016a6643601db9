// Visitors read what the owner published, from the database: the seeded article in English and French (its body
// sanitised HTML, its reading time, hreflang and JSON-LD from the published row), and a change the owner
// publishes shows without a rebuild.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { appKey, publishAsOwner, publishedDocument } from './published-content-db';

const SLUG = 'two-drops-of-gold';

/** The home page's draft, as far as this spec changes it. */
interface HomeDraft {
  fr: { hero: { title: string } };
}

async function inFrench(page: Page, path: string) {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

async function articleLd(page: Page): Promise<Record<string, unknown> | undefined> {
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  return ld.map((text) => JSON.parse(text) as Record<string, unknown>).find((o) => o['@type'] === 'Article');
}

test('a visitor reads the seeded article in English', async ({ page, request }) => {
  const row = await publishedDocument(request, await appKey(page), 'article', SLUG);
  await page.goto(`/journal/${SLUG}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Two drops of gold: how to use a face elixir' }),
  ).toBeVisible();
  await expect(main.getByText(/By Claire Antonetti · 2 April 2025 · \d+ min read/)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Warm, then press' })).toBeVisible();
  await expect(main.locator('blockquote')).toContainText('you have used too much');
  // The products the article names, each opening in the collection.
  await expect(
    main.getByRole('region', { name: 'Products in this article' }).getByRole('link').first(),
  ).toHaveAttribute('href', `/products/${row.content.shared.related?.[0]}`);
  expect(await articleLd(page)).toMatchObject({
    headline: 'Two drops of gold: how to use a face elixir',
    datePublished: '2025-04-02',
    dateModified: row.modified_at,
  });
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    new RegExp(`/journal/${SLUG}\\?lang=fr$`),
  );
  await expectNoAxeViolations(page);
});

test('a visitor reads the seeded article in French', async ({ page, request }) => {
  const row = await publishedDocument(request, await appKey(page), 'article', SLUG);
  const main = page.getByRole('main');
  await inFrench(page, `/journal/${SLUG}`);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Deux gouttes d’or : bien utiliser un élixir visage' }),
  ).toBeVisible();
  await expect(main.getByText(/Par Claire Antonetti · 2 avril 2025 · \d+ min de lecture/)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Réchauffer, puis presser' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Les produits de cet article' }).getByRole('link'),
  ).toHaveCount(row.content.shared.related?.length ?? 0);
  expect(await articleLd(page)).toMatchObject({ inLanguage: 'fr-FR', dateModified: row.modified_at });
  await expectNoAxeViolations(page);
});

test('the owner changes the home hero title and the visitor sees it, without a rebuild', async ({
  page,
  request,
}) => {
  const title = `Maison Immortela, ${Date.now()}`;
  // The French hero only, put back after: the other specs read the English one.
  const restore = await publishAsOwner<HomeDraft>(request, await appKey(page), 'page', 'home', (draft) => ({
    ...draft,
    fr: { ...draft.fr, hero: { ...draft.fr.hero, title } },
  }));
  try {
    await inFrench(page, '/');
    // The pre-rendered page (the build's snapshot) first, then what is published now.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Des soins biologiques à l’immortelle')).toBeVisible();
  } finally {
    await restore();
  }
});
