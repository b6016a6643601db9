// /admin/migration and /admin/migrate-images: dry run first, then the run and its report; a second run
// changes nothing; a broken image address and an SVG (the bucket takes raster images only) fail with their
// reason and keep their address.
import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

test('the catalogue migration: dry run, run, and a second dry run with nothing left to do', async ({
  page,
}) => {
  // Drift one owned field of a seeded product, as an edit since the first version would have.
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Edit Renouvela Riche' }).click();
  const features = page.getByLabel('Features (English)', { exact: true });
  await features.fill(`${await features.inputValue()}\nLimited batch`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Renouvela Riche is saved.')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Migration' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue migration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run the import' })).toBeDisabled();
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(
    page.getByText('0 to create, 1 to update, 4 already up to date. Nothing was written.'),
  ).toBeVisible();
  const row = page.getByRole('row', { name: /Renouvela Riche/ });
  await expect(row).toContainText('Update it');
  await expect(row).toContainText('Limited batch');

  await page.getByRole('button', { name: 'Run the import' }).click();
  await expect(page.getByText('0 created, 1 updated, 4 skipped, 0 failed.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Renouvela Riche/ })).toContainText('Updated (features)');

  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(
    page.getByText('0 to create, 0 to update, 5 already up to date. Nothing was written.'),
  ).toBeVisible();
});

test('the image migration copies a site image into the bucket and reports an SVG and a broken address', async ({
  page,
}) => {
  // A product made, a dry run and a run that fetches three addresses: 39 s with the sign-in it had then (about
  // 12 s) on a loaded machine, near the default 30 s without it.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `Migrated Images ${stamp}`;
  await page.goto('/admin/products?edit=new');
  await page.getByLabel('Title (English)', { exact: true }).fill(title);
  await page.getByLabel('Price (USD)', { exact: true }).fill('20');
  const address = page.getByLabel('Image address', { exact: true });
  await address.fill('not an address');
  await page.getByRole('button', { name: 'Add the address' }).click();
  await expect(
    page.getByText('Write a web address (https://…) or a path on the site starting with /.'),
  ).toBeVisible();
  await address.fill('/media/journal/harvest.webp');
  await page.getByRole('button', { name: 'Add the address' }).click();
  await address.fill('/images/products/renouvela-creme.svg');
  await page.getByRole('button', { name: 'Add the address' }).click();
  await address.fill('/images/products/no-such-image.png');
  await page.getByRole('button', { name: 'Add the address' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${title} is saved.`)).toBeVisible();

  await page.goto('/admin/migrate-images');
  await page.getByLabel('Products').selectOption({ label: `${title} (migrated-images-${stamp})` });
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText('3 to copy, 0 copied, 0 skipped, 0 failed.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy the images' }).click();
  await expect(page.getByText('0 to copy, 1 copied, 0 skipped, 2 failed.')).toBeVisible();
  const results = page.getByTestId('image-result');
  await expect(results.nth(0)).toContainText('Copied');
  await expect(results.nth(0)).toContainText('/storage/v1/object/public/product-images/migrated/');
  await expect(results.nth(1)).toContainText('Failed');
  await expect(results.nth(1)).toContainText('the bucket takes raster images only');
  await expect(results.nth(2)).toContainText('Failed');
  await expect(results.nth(2)).toContainText(/HTTP 404|Not an accepted image type \(text\/html\)/);

  // Safe to run twice: the copy is skipped, the SVG and the broken address fail again and keep their address.
  await page.getByRole('button', { name: 'Dry run' }).click();
  await page.getByRole('button', { name: 'Copy the images' }).click();
  await expect(page.getByText('0 to copy, 0 copied, 1 skipped, 2 failed.')).toBeVisible();
  await expect(results.nth(0)).toContainText('Already in the bucket.');

  await page.goto('/admin/products');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByText(/product-images\/migrated\/migrated-images-/)).toBeVisible();
  await expect(page.getByText('/images/products/renouvela-creme.svg')).toBeVisible();
  await expect(page.getByText('/images/products/no-such-image.png')).toBeVisible();
  // The copy is served by the bucket: the browser draws it.
  const copy = page.getByRole('img', { name: 'Image 1' });
  await copy.scrollIntoViewIfNeeded();
  await expect.poll(() => copy.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
