// The brand serif is really used (issue 33 item 4): self-hosted Cormorant Garamond, preloaded once for the
// headings and loaded, not a fallback standing in for it; the size-adjusted stand-in is declared for the swap.
import { expect, test } from './fixtures';

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
