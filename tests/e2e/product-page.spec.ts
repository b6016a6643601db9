// A product's own page (issue 33): pre-rendered in both languages with its h1, price, canonical, hreflang and
// Product JSON-LD read back; its action button fills the cart; the rituals and related products link on; an
// unknown slug is a not-found page; the collection's cards link to the page while the quick view and the older
// ?product= links keep working; on a phone the buy button stays in reach (sticky) on the page and in the dialog.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { productCard } from './catalog';

const SITE = 'https://maison-immortela.example';
const CREAM = '/products/renouvela-creme';
const PHONE = { width: 390, height: 844 };

type Offer = { price: number; priceCurrency: string; availability: string; url: string };
type ProductLd = { '@type': 'Product'; name: string; sku: string; url: string; offers: Offer };

async function productLd(page: Page): Promise<ProductLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts
    .map((text) => JSON.parse(text) as { '@type': string })
    .filter((item): item is ProductLd => item['@type'] === 'Product');
}

async function expectHead(page: Page, language: 'en' | 'fr') {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE}${CREAM}?lang=${language}`,
  );
  for (const [hreflang, href] of [
    ['en', `${SITE}${CREAM}?lang=en`],
    ['fr', `${SITE}${CREAM}?lang=fr`],
    ['x-default', `${SITE}${CREAM}`],
  ] as const) {
    await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      'href',
      href,
    );
  }
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${SITE}/images/products/renouvela-creme.svg`,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
}

test('the page of a product in English: h1, price, head, JSON-LD, rituals and related products', async ({
  page,
}) => {
  await page.goto(`${CREAM}?lang=en`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Renouvela Crème');
  await expect(page).toHaveTitle('Renouvela Crème | Maison Immortela');
  await expect(main.getByText('$900', { exact: true }).first()).toBeVisible();
  await expectHead(page, 'en');
  const [ld, ...others] = await productLd(page);
  expect(others).toEqual([]);
  expect(ld).toMatchObject({
    name: 'Renouvela Crème',
    sku: 'renouvela-creme',
    url: `${SITE}${CREAM}`,
    offers: {
      price: 900,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${SITE}${CREAM}`,
    },
  });
  await expect(main.getByTestId('purchase-reassurance').first()).toContainText('14 days to change your mind');

  // The rituals it belongs to lead to that ritual, open, on the rituals page.
  const rituals = main.getByRole('region', { name: 'In our rituals' }).getByRole('link');
  await expect(rituals.first()).toHaveAttribute('href', /^\/ritual#[a-z-]+$/);
  const anchor = ((await rituals.first().getAttribute('href')) ?? '').split('#')[1] ?? '';
  const ritualTitle = (await rituals.first().locator('span').first().textContent()) ?? '';
  await rituals.first().click();
  await expect(page).toHaveURL(new RegExp(`/ritual#${anchor}$`));
  await expect(page.locator(`[id="${anchor}"]`).getByRole('button', { name: ritualTitle })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.goBack();

  // Related products link to their own pages.
  const related = main.getByRole('region', { name: 'You may also like' }).getByRole('link');
  await expect(related).toHaveCount(3);
  const target = (await related.first().getAttribute('href')) ?? '';
  expect(target).toMatch(/^\/products\/[a-z0-9-]+$/);
  await related.first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('Renouvela Crème');
});

test('the page of a product in French: its texts, euros and the French head', async ({ page }) => {
  await page.goto(`${CREAM}?lang=fr`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Renouvela Crème');
  await expect(main.getByText(/^830\s€$/).first()).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('La Collection');
  await expect(main.getByTestId('purchase-reassurance').first()).toContainText(
    '14 jours pour changer d’avis',
  );
  await expect(main.getByRole('heading', { name: 'Dans nos rituels' })).toBeVisible();
  await expectHead(page, 'fr');
  const [ld] = await productLd(page);
  expect(ld?.offers).toMatchObject({
    price: 830,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
  });
});

test('the build pre-renders the page in both languages, with its alternates', async ({ request }) => {
  const html = await (await request.get(CREAM)).text();
  expect(html).toContain(`<template data-lang="en" data-path="${CREAM}">`);
  expect(html).toContain(`<template data-lang="fr" data-path="${CREAM}">`);
  expect(html.match(/<h1[^>]*>Renouvela Crème<\/h1>/g)).toHaveLength(2);
  expect(html).toContain(`hreflang="fr" href="${SITE}${CREAM}?lang=fr"`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE}${CREAM}?lang=fr</loc>`);
});

test('the action button puts the product in the cart', async ({ page }) => {
  await page.goto(CREAM);
  await page.getByRole('main').getByRole('button', { name: 'Purchase: Renouvela Crème' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toContainText('Renouvela Crème');
});

test('an unknown product address is a not-found page, in both languages, kept out of search', async ({
  page,
}) => {
  await page.goto('/products/no-such-product');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(main.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await main.getByRole('link', { name: 'See the collection' }).click();
  await expect(page).toHaveURL(/\/collection$/);

  await page.goto('/products/no-such-product?lang=fr');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Produit introuvable');
  await expect(main.getByRole('link', { name: 'Voir la collection' })).toHaveAttribute('href', '/collection');
});

test('the collection links to the page; Quick view and the older ?product= links open the dialog', async ({
  page,
}) => {
  await page.goto('/collection');
  const card = productCard(page, 'Renouvela Crème');
  await card.getByRole('button', { name: 'Quick view of Renouvela Crème' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renouvela Crème', exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('purchase-reassurance')).toContainText('Secure payment');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.getByRole('link', { name: 'Renouvela Crème' }).click();
  await expect(page).toHaveURL(new RegExp(`${CREAM}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renouvela Crème');

  await page.goto('/collection?product=renouvela-creme');
  await expect(dialog).toBeVisible();
});

for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
  test(`axe finds nothing on the product page and the not-found page at ${viewport.width}px`, async ({
    page,
  }) => {
    // axe reads a whole page twice: slow on a busy machine.
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto(CREAM);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renouvela Crème');
    await expectNoAxeViolations(page, `${CREAM} at ${viewport.width}px`);
    await page.goto('/products/no-such-product?lang=fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produit introuvable');
    await expectNoAxeViolations(page, `not found at ${viewport.width}px`);
  });
}

test('a desktop never shows the sticky buy bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(CREAM);
  await page.getByRole('heading', { name: 'You may also like' }).scrollIntoViewIfNeeded();
  // The action area is out of view, as on a phone when the bar shows; from md up it stays hidden.
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Purchase: Renouvela Crème' }),
  ).not.toBeInViewport();
  await expect(page.getByTestId('sticky-buy-bar')).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the buy button stays in reach on the page, the same action', async ({ page }) => {
    await page.goto(CREAM);
    const bar = page.getByTestId('sticky-buy-bar');
    const main = page.getByRole('main');
    const button = main.getByRole('button', { name: 'Purchase: Renouvela Crème' }).first();
    await expect(button).toBeVisible();
    await expect(bar).toBeHidden();
    await page.getByRole('heading', { name: 'You may also like' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    test.slow();
    await expectNoAxeViolations(page, 'sticky bar shown');
    await bar.getByRole('button', { name: 'Purchase: Renouvela Crème' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toContainText('Renouvela Crème');
  });

  test('the buy button stays in reach in the quick view', async ({ page }) => {
    await page.goto('/collection?product=renouvela-creme');
    const dialog = page.getByRole('dialog', { name: 'Renouvela Crème', exact: true });
    await expect(dialog).toBeVisible();
    const bar = dialog.getByTestId('sticky-buy-bar');
    // The gallery comes first on a phone: the details' button is below the fold, the bar stands in for it.
    await dialog.getByRole('button', { name: 'Product facts' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('button', { name: 'Purchase: Renouvela Crème' })).toBeEnabled();
  });
});
