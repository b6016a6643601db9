// Withdrawal by keyboard alone, at 320 CSS pixels wide (a 640 px phone zoomed to 200%, WCAG 1.4.10), in
// French: from the footer's link (D221-5 wording) to the acknowledgement, focus always on what the step
// shows, nothing cut off or scrolled sideways.
import { uniqueEmail } from './accounts';
import { expect, test } from './fixtures';
import { expectInsideScreen, expectNoSidewaysScroll, tabTo } from './keyboard';
import { appKey, paidOrder } from './paid-orders';

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
  await tabTo(page, footerLink, { backwards: true });
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
  await expectNoSidewaysScroll(page);
  await expectInsideScreen(page, open);
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
  await expectNoSidewaysScroll(page);
  await expectInsideScreen(page, quantity);
  await expectInsideScreen(page, next);
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Étape 2 sur 2 : confirmez votre rétractation')).toBeFocused();
  await expect(page.getByTestId('withdrawal-summary')).toContainText('Renouvela Crème × 1');
  const confirm = page.getByRole('button', { name: 'Confirmer la rétractation' });
  await tabTo(page, confirm);
  await expectNoSidewaysScroll(page);
  await expectInsideScreen(page, confirm);
  await page.keyboard.press('Enter');

  const acknowledged = page
    .getByRole('status')
    .filter({ hasText: 'Votre rétractation a été enregistrée le' });
  await expect(acknowledged).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectInsideScreen(page, acknowledged);
});
