import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const barAlpha = (page: Page) =>
  page.getByTestId('top-bar').evaluate((element) => {
    const match = getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? [];
    return match.length === 4 ? Number(match[3]) : 1;
  });

test('the top bar becomes more opaque after 20px of scroll', async ({ page }) => {
  await page.goto('/our-story');
  await page.evaluate(() => (document.body.style.minHeight = '3000px'));
  const before = await barAlpha(page);
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(() => barAlpha(page)).toBeGreaterThan(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-scrolled', 'false');
});

test.describe('at mobile width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side drawer holds the same items, keeps focus inside and closes on Escape and navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const name of [
      'Home',
      'Collection',
      'Rituals',
      'Our Story',
      'Journal',
      'Our Commitment',
      'Experiences',
    ]) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: /^Cart/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Members' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Passer en français' })).toBeVisible();

    // Tabbing round and round never leaves the drawer.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Journal' }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  });
});

test('the language toggle switches to French, is remembered and sets <html lang>', async ({ page }) => {
  await page.goto('/collection');
  await page.getByRole('button', { name: 'Passer en français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'La Collection' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('La Collection | Maison Immortela');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'La Collection' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
});

test('the search dialog finds pages with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('rituals');
  await expect(dialog.getByRole('link', { name: /Rituals/ })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Products' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ritual$/);
  await expect(dialog).toBeHidden();
});

test('the search action URL of the metadata opens the search with the query', async ({ page }) => {
  await page.goto('/?q=story');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog.getByRole('searchbox')).toHaveValue('story');
  await expect(dialog.getByRole('link', { name: /Our Story/ })).toBeVisible();
});
