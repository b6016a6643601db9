// Each public page names its language versions (issue 18): en and fr at addresses that always serve that language
// (?lang=en, ?lang=fr), x-default at the plain address (the visitor's own choice), in the head once React has taken
// over, in the pre-rendered HTML for crawlers that run no script, and in the sitemap.
import { test as withoutFixtures, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SITE = 'https://maison-immortela.example';

const PUBLIC_PAGES = [
  '/',
  '/collection',
  '/ritual',
  '/our-story',
  '/journal',
  '/journal/two-drops-of-gold',
  '/our-commitment',
  '/experiences',
  '/contact',
  '/order',
  '/legal-notice',
  '/terms',
  '/privacy',
  '/cookies',
  '/accessibility',
];

function alternates(path: string) {
  const page = `${SITE}${path}`;
  return { en: `${page}?lang=en`, fr: `${page}?lang=fr`, 'x-default': page };
}

async function expectAlternates(page: Page, path: string) {
  for (const [hreflang, href] of Object.entries(alternates(path))) {
    const link = page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
    await expect(link, `${path} ${hreflang}`).toHaveCount(1);
    await expect(link).toHaveAttribute('href', href);
  }
}

test('every public page names its en, fr and x-default alternates in its head, once each', async ({
  page,
}) => {
  test.setTimeout(PUBLIC_PAGES.length * 5_000);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAlternates(page, path);
  }
});

test('a pre-rendered page carries its alternates in the HTML itself', async ({ request }) => {
  for (const path of ['/', '/collection', '/journal/two-drops-of-gold', '/contact']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    for (const [hreflang, href] of Object.entries(alternates(path)))
      expect(head, `${path} ${hreflang}`).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${href}" data-prerendered=""/>`,
      );
  }
});

withoutFixtures.describe('the alternates serve their language', () => {
  /** Every script of the app refused: what a crawler that runs only the page's inline scripts sees. */
  async function withoutAppCode(page: Page) {
    await page.route('**/assets/*.js', (route) => route.abort());
  }

  withoutFixtures.use({ locale: 'en-US' });

  withoutFixtures('?lang=fr is French before any script, whatever the stored choice', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await withoutAppCode(page);
    await page.goto('/collection?lang=fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Collection');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/our-story?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('with the app (the stored choice is English)', () => {
  test('?lang=fr shows French, is its own canonical and stays the choice', async ({ page }) => {
    await page.goto('/ritual?lang=fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rituels');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/ritual?lang=fr`);
    await expectAlternates(page, '/ritual');
    await page
      .getByRole('navigation', { name: 'Principale' })
      .getByRole('link', { name: 'Notre histoire' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre histoire');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/our-story`);
  });

  test('switching the language on a ?lang= address rewrites it', async ({ page }) => {
    await page.goto('/journal?lang=fr');
    await page.getByRole('banner').getByRole('button', { name: 'Switch to English' }).click();
    await expect(page).toHaveURL(/\/journal\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/journal?lang=en`);
  });
});

test('the sitemap lists each address of each page with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  for (const path of ['/', '/collection', '/journal/two-drops-of-gold']) {
    const links = Object.entries(alternates(path)).map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    );
    for (const href of Object.values(alternates(path))) {
      const entry = new RegExp(
        `<url>\\s*<loc>${href.replace(/[.?/]/g, '\\$&')}</loc>([\\s\\S]*?)</url>`,
      ).exec(sitemap);
      expect(entry, href).not.toBeNull();
      for (const link of links) expect(entry?.[1]).toContain(link);
    }
  }
});
