// Keyboard-only and zoomed journeys (issue 29): the product dialog, the cart and the checkout used with the keyboard
// alone, at 320 CSS px (the reflow width of WCAG 1.4.10: a 1,280 px screen at 400%, a 640 px phone at 200%), and
// the top bar on a 360 px phone whose text is at 200%. Nothing may need scrolling sideways, and the controls a
// shopper needs must sit inside the screen.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { uniqueEmail } from './accounts';
import { expectInsideScreen, expectNoSidewaysScroll, tabTo } from './keyboard';
import { buyFromCollection } from './shop-steps';

const REFLOW = { width: 320, height: 640 };

const focusedText = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

test.describe('at 320 px wide', () => {
  test.use({ viewport: REFLOW });
  // A keyboard journey presses Tab dozens of times and checks focus after each press.
  test.slow();

  test('the product dialog opens from the keyboard, keeps focus inside, and Escape returns it', async ({
    page,
  }) => {
    await page.goto('/collection');
    await expectNoSidewaysScroll(page);
    const title = page.getByRole('button', { name: 'Quick view of Renouvela Crème' });
    await tabTo(page, title);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Renouvela Crème', exact: true });
    await expect(dialog).toBeVisible();
    await expectNoSidewaysScroll(page);
    // On a narrow screen the details' button is below the picture: the sticky bar's (the last) is on screen.
    await expectInsideScreen(page, dialog.getByRole('button', { name: /^Purchase/ }).last());
    // Focus stays in the dialog however far the shopper tabs, forwards and backwards.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < 12; presses += 1) {
        await page.keyboard.press(key);
        expect(
          await dialog.evaluate((element) => element.contains(document.activeElement)),
          `${key} ${presses + 1}`,
        ).toBe(true);
      }
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(title).toBeFocused();
  });

  test('the cart: focus on arrival, after Remove and after Clear; totals and buttons on screen', async ({
    page,
  }) => {
    await buyFromCollection(page, 'Immortela Elixir 10 ml');
    // The second product bought from its dialog, with the keyboard: the cart opens with its heading focused.
    await page.goto('/collection');
    await tabTo(page, page.getByRole('button', { name: 'Quick view of Renouvela Crème' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Renouvela Crème', exact: true });
    // The details' own button (the sticky bar repeats it while it is out of view).
    await tabTo(page, dialog.getByRole('button', { name: /^Add to Cart|^Purchase/ }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);

    await expectNoSidewaysScroll(page);
    for (const control of [
      page.getByRole('button', { name: 'Remove Immortela Elixir 10 ml from the cart' }),
      page.getByRole('button', { name: 'Remove Renouvela Crème from the cart' }),
      page.getByRole('button', { name: 'Clear the cart' }),
      page.getByTestId('cart-subtotal'),
      page.getByTestId('cart-total'),
      page.getByRole('link', { name: 'Checkout' }),
    ]) {
      await expectInsideScreen(page, control);
    }

    // From the heading, the next Tab goes into the cart's lines, not to the footer: the first line's name (a
    // link to its page), then its quantity.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Immortela Elixir 10 ml');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('One less Immortela Elixir 10 ml');

    await tabTo(page, page.getByRole('button', { name: 'Remove Immortela Elixir 10 ml from the cart' }));
    await page.keyboard.press('Enter');
    await expect(lines).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove Renouvela Crème from the cart' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'removed' })).toHaveText(
      'Immortela Elixir 10 ml removed from the cart.',
    );

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear the cart' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your cart is empty.')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'cleared' })).toHaveText(
      'The cart has been cleared.',
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Browse the collection' })).toBeFocused();
  });

  test('the checkout is reached and filled with the keyboard, and nothing is cut off', async ({ page }) => {
    await buyFromCollection(page, 'Renouvela Crème');
    await tabTo(page, page.getByRole('link', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expectNoSidewaysScroll(page);

    const email = uniqueEmail('keyboard');
    const typed: [string, string][] = [
      ['Email', email],
      ['Full name', 'Inès Laurent'],
      ['Address', '4 quai de la Tournelle'],
      ['Postcode', '75005'],
      ['City', 'Paris'],
    ];
    for (const [label, value] of typed) {
      const field = page.getByLabel(label, { exact: true });
      await tabTo(page, field);
      await expectInsideScreen(page, field);
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }
    const country = page.getByLabel('Country', { exact: true });
    await tabTo(page, country);
    // A closed select takes the option's name typed on it.
    await page.keyboard.type('France');
    await expect(country).toHaveValue('FR');
    const terms = page.getByLabel(/I accept the terms of sale/);
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();

    const order = page.getByRole('button', { name: 'Order with obligation to pay' });
    await tabTo(page, order);
    await expectInsideScreen(page, order);
    await expectInsideScreen(page, page.getByTestId('checkout-total'));
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText(/no money moves/i)).toBeVisible();
  });
});

test.describe('on a 360 px phone with its text at 200%', () => {
  test.use({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });

  for (const path of ['/', '/collection', '/cart', '/checkout', '/contact', '/accessibility']) {
    test(`${path}: the top bar's buttons stay on screen and the menu opens from the keyboard`, async ({
      page,
    }) => {
      await page.goto(path);
      // What a phone's text size setting does to this rem-sized layout: every rem doubles.
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      await expectNoSidewaysScroll(page);
      const menu = page.getByRole('button', { name: 'Open menu' });
      for (const control of [
        page.getByRole('link', { name: 'Maison Immortela, home' }),
        page.getByRole('button', { name: 'Search' }),
        page.getByRole('link', { name: /^Cart, / }),
        menu,
      ]) {
        await expectInsideScreen(page, control);
      }
      await tabTo(page, menu);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeFocused();
    });
  }
});
