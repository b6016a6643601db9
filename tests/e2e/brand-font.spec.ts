// The brand serif is really used (issue 33 item 4): self-hosted Cormorant Garamond, preloaded once for the
// headings and loaded, not a fallback standing in for it; until it arrives, the size-adjusted stand-in takes the
// same room, so the swap moves nothing.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The height of each serif heading of the home page, its products' included. */
async function serifHeadingHeights(page: Page): Promise<number[]> {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'From the collection' }).getByRole('article')).toHaveCount(3);
  await page.evaluate(() => document.fonts.ready);
  return page
    .locator('h1.font-serif, h2.font-serif, h2 .font-serif')
    .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().height)));
}

test('the headings are set in the loaded brand serif, fetched once from the shop itself', async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"Cormorant Garamond", "Cormorant Garamond Fallback"/,
  );

  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Cormorant Garamond')
      .map((face) => ({ style: face.style, weight: face.weight, status: face.status }));
  });
  // The regular face is loaded (document.fonts.check alone would also say true with no such face declared).
  expect(faces).toContainEqual({ style: 'normal', weight: '400', status: 'loaded' });
  expect(await page.evaluate(() => document.fonts.check('400 1em "Cormorant Garamond"'))).toBe(true);

  // Preloaded in the head and fetched once: the stylesheet's @font-face uses the preloaded file.
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.getAttribute('href');
  expect(href).toMatch(/^\/assets\/cormorant-garamond-latin-400-normal-[\w-]+\.woff2$/);
  const fetched = await page.evaluate(
    (path) =>
      performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === path)
        .length,
    href ?? '',
  );
  expect(fetched).toBe(1);
});

test('the stand-in serif takes the room the brand serif takes: the swap shifts no heading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // First as if the brand files (woff2, and the woff beside it) never arrived: the size-adjusted local serif stays.
  const brandFiles = /\/assets\/cormorant-garamond-[^/]+\.woff2?$/;
  await page.route(brandFiles, (route) => route.abort());
  const fallback = await serifHeadingHeights(page);
  const states = await page.evaluate(() =>
    Object.fromEntries(
      [...document.fonts]
        .filter((face) => face.style === 'normal' && face.family.includes('Cormorant Garamond'))
        .map((face) => [face.family.replaceAll('"', ''), face.status]),
    ),
  );
  // The brand face failed, and the stand-in found its local serif (Times New Roman, or Liberation Serif here).
  expect(states).toEqual({ 'Cormorant Garamond': 'error', 'Cormorant Garamond Fallback': 'loaded' });
  expect(
    await page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => getComputedStyle(element).fontFamily.split(',')[1]?.trim()),
  ).toBe('"Cormorant Garamond Fallback"');

  await page.unroute(brandFiles);
  const loaded = await serifHeadingHeights(page);
  expect(await page.evaluate(() => document.fonts.check('400 1em "Cormorant Garamond"'))).toBe(true);
  expect(loaded.length).toBeGreaterThan(4);
  expect(fallback).toEqual(loaded);
});
