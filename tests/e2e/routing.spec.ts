import { test, expect } from './fixtures';
import { ROUTES } from './routes';

test('every route renders its heading', async ({ page }) => {
  test.setTimeout(ROUTES.length * 10_000); // every route of the table, each a fresh load
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
  }
});

test('an unknown path redirects to / and replaces the history entry', async ({ page }) => {
  await page.goto('/collection');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no/such/page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Immortela' })).toBeVisible();
  // The bad entry was replaced: one step back is the collection, not the unknown path.
  await page.goBack();
  await expect(page).toHaveURL(/\/collection$/);
});

test('a direct visit to an unknown path lands on /', async ({ page }) => {
  await page.goto('/definitely-not-here');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.history.length)).toBe(2);
});

test('a lazy page shows the centred spinner while it loads, then the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Immortela' })).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/our-story-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Story' }).click();
  const spinner = page.getByRole('status', { name: 'Loading…' });
  await expect(spinner).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('a page that fails to load shows the route error element with the message', async ({ page }) => {
  await page.route(/\/assets\/contact-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByTestId('route-error-message')).toContainText(
    /dynamically imported module|Failed to fetch/i,
  );
});
