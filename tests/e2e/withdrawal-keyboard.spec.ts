// Withdrawal by keyboard alone, at 320 CSS pixels wide (a 640 px phone zoomed to 200%, WCAG 1.4.10), in
// French: from the footer's link (D221-5 wording) to the acknowledgement, focus always on what the step
// shows, nothing cut off or scrolled sideways.
import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { expect, test } from './fixtures';
import { appKey, paidOrder } from './paid-orders';

/**
 * Presses Tab (or Shift+Tab, backwards from the page's end, as a keyboard user reaches the footer) until
 * `target` has focus, failing if it never does.
 */
async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  most = 40,
): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Nothing wider than the viewport: no sideways scrolling, and `controls` wholly on screen. */
async function expectReflow(page: Page, controls: Locator[]): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, (await control.textContent()) ?? undefined).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(clientWidth + 0.5);
  }
}

test.use({ viewport: { width: 320, height: 640 } });

test('a guest withdraws by keyboard alone at 200% zoom, in French, from the footer link to the acknowledgement', async ({
  page,
  baseURL,
}) => {
  // About forty key presses, each a round trip to the browser: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  const email = uniqueEmail('keyboard-withdrawal');
  const order = await paidOrder({ apiKey: await appKey(page), email, origin: baseURL ?? '' });

  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Renoncer au contrat ici' });
  await tabTo(page, footerLink, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order$/);

  const number = page.getByLabel('Numéro de commande');
  await tabTo(page, number);
  await page.keyboard.type(order.number);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-status')).toHaveText('Payée');

  const open = page.getByRole('button', { name: 'Renoncer au contrat ici' });
  await tabTo(page, open);
  await expectReflow(page, [open]);
  await page.keyboard.press('Enter');

  // Step 1 takes the focus from the button that left with the closed panel.
  await expect(page.getByText('Étape 1 sur 2 : choisissez les articles et les quantités')).toBeFocused();
  await expect(page.getByTestId('cosmetics-exception')).toContainText('descellés après la livraison');
  const quantity = page.getByLabel('Renouvela Crème : quantité concernée par la rétractation');
  await page.keyboard.press('Tab');
  await expect(quantity).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(quantity).toHaveValue('1');
  const next = page.getByRole('button', { name: 'Continuer', exact: true });
  await expectReflow(page, [quantity, next]);
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Étape 2 sur 2 : confirmez votre rétractation')).toBeFocused();
  await expect(page.getByTestId('withdrawal-summary')).toContainText('Renouvela Crème × 1');
  const confirm = page.getByRole('button', { name: 'Confirmer la rétractation' });
  await tabTo(page, confirm);
  await expectReflow(page, [confirm]);
  await page.keyboard.press('Enter');

  const acknowledged = page
    .getByRole('status')
    .filter({ hasText: 'Votre rétractation a été enregistrée le' });
  await expect(acknowledged).toBeFocused();
  await expectReflow(page, [acknowledged]);
});
