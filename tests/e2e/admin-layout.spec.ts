// The admin shell: one navigation for every admin and CRM page, the current page marked, keyboard usable.
import { expect, test } from './fixtures';

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('an admin moves between the admin pages with the admin navigation', async ({ page }) => {
    await page.goto('/admin/products');
    const adminNav = page.getByRole('navigation', { name: 'Administration' });
    await expect(adminNav.getByRole('link')).toHaveText([
      // The admin home, with the count of open alerts when there are any (admin-alerts.spec.ts).
      /^Needs attention/,
      'Products',
      'Orders',
      'Shipping',
      'Promotions',
      'VAT',
      'Migration',
      'Images',
      'Mails',
      'Content',
      'CRM',
      // The demo admin is the owner: staff is theirs.
      'Staff',
      // The demo admin is the owner: the settings are theirs alone.
      'Settings',
    ]);
    await expect(adminNav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');

    await adminNav.getByRole('link', { name: 'Images' }).click();
    await expect(page).toHaveURL(/\/admin\/migrate-images$/);
    await expect(adminNav.getByRole('link', { name: 'Images' })).toHaveAttribute('aria-current', 'page');
    await expect(adminNav.getByRole('link', { name: 'Products' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    // Keyboard: focus the Orders link and follow it with Enter.
    await adminNav.getByRole('link', { name: 'Orders' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(adminNav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');

    // A CRM sub-page marks the CRM entry, a content editor the Content entry.
    await page.goto('/crm/contacts');
    await expect(adminNav.getByRole('link', { name: 'CRM' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/admin/content/pages/home');
    await expect(adminNav.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
  });

  test('the admin navigation is translated', async ({ page }) => {
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: 'Passer en français' }).first().click();
    const adminNav = page.getByRole('navigation', { name: 'Administration' });
    await expect(adminNav.getByRole('link')).toHaveText([
      /^À traiter/,
      'Produits',
      'Commandes',
      'Livraison',
      'Promotions',
      'TVA',
      'Migration',
      'Images',
      'E-mails',
      'Contenus',
      'CRM',
      'Équipe',
      'Réglages',
    ]);
  });
});

test.describe('signed in as the member', () => {
  test.use({ signedInAs: 'member' });

  test('a member on an admin or CRM page sees Access Denied and no admin navigation', async ({ page }) => {
    for (const path of ['/admin/orders', '/crm/contacts']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
    }
  });
});

test('an anonymous visitor on an admin page goes to sign in', async ({ page }) => {
  await page.goto('/admin/migration');
  await expect(page).toHaveURL(/\/auth$/);
});
