// Product images in the admin (issue 31, item 4): the owner uploads two pictures (sent up as WebP sizes), writes
// a French alt text and a focal point on the second, moves it first; a French visitor's card shows that image
// with that alt text, cropped around that point, in sizes fit for phones; its product window shows both.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

/** A flat PNG drawn by the browser, 1000 x 500 px: wide enough for two of the upload's sizes and its own. */
async function png(page: Page, colour: string): Promise<Buffer> {
  const data = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 500;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = fill;
    context.fillRect(0, 0, 1000, 500);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colour);
  return Buffer.from(data, 'base64');
}

test('alt text in French, a focal point and a new order reach the French card', async ({ page }) => {
  // Two uploads in three sizes each, a save, a publish, then the collection in French.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `Cedar Balm ${stamp}`;
  const titleFr = `Baume au cèdre ${stamp}`;
  const altFr = `Pot de baume ouvert sur une pierre ${stamp}`;
  await page.goto('/admin/products?edit=new');
  await page.getByLabel('Title (English)', { exact: true }).fill(title);
  await page.getByLabel('Title (French)', { exact: true }).fill(titleFr);
  await page.getByLabel('Price (USD)', { exact: true }).fill('24');

  await page.getByLabel('Add images', { exact: true }).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await png(page, '#6b7f4f') },
    { name: 'open.png', mimeType: 'image/png', buffer: await png(page, '#b5653d') },
  ]);
  const items = page.getByTestId('product-image');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText('sizes for phones and screens: 480, 960, 1000 px');

  await page.getByLabel('Alt text, image 2 (French)', { exact: true }).fill(altFr);
  await page.getByLabel('From the left, image 2 (%)', { exact: true }).fill('20');
  await page.getByLabel('From the top, image 2 (%)', { exact: true }).fill('80');
  await page.getByRole('button', { name: 'Move image 2 up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image 2 moved to position 1.' })).toBeAttached();
  await expect(page.getByLabel('Alt text, image 1 (French)', { exact: true })).toHaveValue(altFr);
  await expect(page.getByLabel('From the left, image 1 (%)', { exact: true })).toHaveValue('20');
  await expectNoAxeViolations(page, 'product editor with images');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${title} is saved.`)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${title} is published.`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collection' }).click();
  await page.getByRole('button', { name: 'Passer en français' }).first().click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: titleFr }) });
  // The picture sits in the card's link to the product page (hidden from assistive tech: the title is the same
  // link), so its alt is read from the element.
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('alt', altFr);
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute(
    'srcset',
    /-480w\.webp 480w, .+-960w\.webp 960w, .+-1000w\.webp 1000w$/,
  );
  await expect(picture).toHaveAttribute('src', /-1000w\.webp$/);
  await expect(picture).toHaveCSS('object-position', '20% 80%');

  // The product window shows the same picture, and the other one from its thumbnails.
  await card.getByRole('button', { name: `Aperçu rapide de ${titleFr}` }).click();
  const dialog = page.getByRole('dialog', { name: titleFr });
  await expect(dialog.getByRole('img', { name: altFr })).toBeVisible();
  await dialog.getByRole('button', { name: 'Afficher la photo 2 sur 2' }).click();
  await expect(dialog.getByRole('img', { name: titleFr, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'product window with two pictures');
});
