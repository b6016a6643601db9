import { test, expect } from './fixtures';
import { SEED_SLUGS, seededCards } from './catalog';

const SITE = 'https://maison-immortela.example';

type JsonLd = { '@type': string; [key: string]: unknown };

async function jsonLd(page: import('@playwright/test').Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

const PAGES = [
  { path: '/', title: 'Organic botanical skincare made in France | Maison Immortela', crumbs: ['Home'] },
  { path: '/collection', title: 'The Collection | Maison Immortela', crumbs: ['Home', 'The Collection'] },
  { path: '/ritual', title: 'Rituals | Maison Immortela', crumbs: ['Home', 'Rituals'] },
  { path: '/our-story', title: 'Our Story | Maison Immortela', crumbs: ['Home', 'Our Story'] },
];

for (const expected of PAGES) {
  test(`${expected.path} sets its title, description, canonical, social tags and JSON-LD`, async ({
    page,
  }) => {
    await page.goto(expected.path);
    await expect(page).toHaveTitle(expected.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${expected.path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', expected.title);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${SITE}${expected.path}`,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('title')).toHaveCount(1);

    const items = await jsonLd(page);
    const base = items.filter((item) => item['@type'] !== 'Product');
    expect(base.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'Organization', 'WebSite']);
    const website = items.find((item) => item['@type'] === 'WebSite') as JsonLd & {
      potentialAction: { '@type': string; target: { urlTemplate: string } };
    };
    expect(website.potentialAction['@type']).toBe('SearchAction');
    expect(website.potentialAction.target.urlTemplate).toBe(`${SITE}/?q={search_term_string}`);
    const breadcrumbs = items.find((item) => item['@type'] === 'BreadcrumbList') as JsonLd & {
      itemListElement: { name: string; position: number }[];
    };
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.name)).toEqual(expected.crumbs);
  });
}

test('metadata follows the language and private pages are not indexed', async ({ page }) => {
  await page.goto('/our-story');
  await page.getByRole('button', { name: 'Passer en français' }).click();
  await expect(page).toHaveTitle('Notre histoire | Maison Immortela');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
  await page.goto('/cart');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('the build serves robots.txt with the sitemap and a sitemap.xml of the public pages', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin/');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE}/collection</loc>`);
  expect(sitemap).toContain(`<loc>${SITE}/journal/two-drops-of-gold</loc>`);
  expect(sitemap).not.toContain('/admin');
  expect((await request.get('/favicon.svg')).ok()).toBe(true);
  expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png');
});

test('the collection describes each product with its price, currency and availability', async ({ page }) => {
  await page.goto('/collection');
  await expect(seededCards(page)).toHaveCount(5);
  const products = (await jsonLd(page)).filter((item) => item['@type'] === 'Product') as (JsonLd & {
    sku: string;
    offers: { price: number; priceCurrency: string; availability: string };
  })[];
  // One Product per card, the seeded five among them.
  expect(products).toHaveLength(await page.getByRole('article').count());
  expect(SEED_SLUGS.every((slug) => products.some((product) => product.sku === slug))).toBe(true);
  const elixir = products.find((product) => product.sku === 'immortela-elixir-30ml');
  expect(elixir?.offers).toMatchObject({
    price: 1400,
    priceCurrency: 'USD',
    availability: 'https://schema.org/PreOrder',
  });
  const creme = products.find((product) => product.sku === 'renouvela-creme');
  expect(creme?.offers.availability).toBe('https://schema.org/InStock');
});

test('each page preloads its own code with the main bundle, and its LCP image (poster, cover)', async ({
  page,
}) => {
  await page.goto('/collection');
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/collection-"]')).toHaveCount(1);
  // The collection's banner is the same picture, its LCP element.
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    'href',
    '/media/hero-poster-1280.webp',
  );
  await page.goto('/journal/two-drops-of-gold');
  // The route's chunk and the article view's, which the admin's preview shares (so it is a chunk of its own, named
  // after its first module): both are this page's code, each preloaded once.
  const articleCode = page.locator('link[rel="modulepreload"][href*="/assets/journal-article-"]');
  await expect(articleCode.first()).toBeAttached();
  const hrefs = await articleCode.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // A journal page preloads its LCP image, the article's cover.
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    'href',
    '/media/journal/drops.webp',
  );
  await page.goto('/');
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute(
    'href',
    '/media/hero-poster-1280.webp',
  );
});

test.describe('on a phone (Lighthouse: 412 px at 1.75 device pixels)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  test('the journal fetches the small cover it preloaded, once, and the pre-rendered HTML offers it', async ({
    page,
  }) => {
    const covers: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/media/journal/')) covers.push(pathname);
    });
    await page.goto('/journal');
    const first = page.getByRole('main').getByRole('listitem').first().getByRole('img');
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/media\/journal\/harvest-720\.webp$/);
    // The preload asks for the same candidates and sizes as the <img>, so the browser reuses its file.
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('imagesrcset', (await first.getAttribute('srcset')) ?? '');
    await expect(preload).toHaveAttribute('imagesizes', (await first.getAttribute('sizes')) ?? '');
    expect(covers.filter((cover) => cover.startsWith('/media/journal/harvest'))).toEqual([
      '/media/journal/harvest-720.webp',
    ]);

    for (const [path, small] of [
      ['/journal', 'harvest-720.webp 720w'],
      ['/journal/two-drops-of-gold', 'drops-720.webp 720w'],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(new RegExp(`<template data-lang="en"[^]*<img [^>]*srcSet="[^"]*${small}`));
    }
  });
});
