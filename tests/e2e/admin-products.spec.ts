// /admin/products: a product created in the admin is in the collection at once, in English and French;
// bad input is refused with its reason; a draft is deleted after confirmation.
import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a product created and published in the admin shows in the collection in both languages', async ({
  page,
}) => {
  // A product made with an image, published, then read in the collection in two languages: 38 s with the
  // sign-in it had then (about 12 s) on a loaded machine, near the default 30 s without it.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `Rose Petal Mist ${stamp}`;
  const titleFr = `Brume aux pétales de rose ${stamp}`;
  await page.goto('/admin/products');
  await expect(page.getByRole('row', { name: /Immortela Elixir 30 ml/ })).toBeVisible();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();

  // Nothing typed: each required field says what it needs, nothing is saved.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Give the product a title.')).toBeVisible();
  await expect(page.getByText('Give the price in USD.')).toBeVisible();

  await page.getByLabel('Title (English)', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(`rose-petal-mist-${stamp}`);
  await page.getByLabel('Price (USD)', { exact: true }).fill('38');
  await page.getByLabel('Price (EUR)', { exact: true }).fill('35');
  await page
    .getByLabel('Description (HTML) (English)', { exact: true })
    .fill('<p>A <strong>fresh</strong> mist.</p><script>alert(1)</script>');
  const preview = page
    .getByText('Preview: Description (HTML) (English)')
    .locator('xpath=following-sibling::div');
  await expect(preview.locator('strong')).toHaveText('fresh');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(page.getByText(/French: 0 of 2 texts translated/)).toBeVisible();

  await page.getByLabel('Title (French)', { exact: true }).fill(titleFr);
  await page
    .getByLabel('Description (HTML) (French)', { exact: true })
    .fill('<p>Une brume <em>fraîche</em>.</p>');
  await expect(page.getByText(/French: 2 of 2 texts translated/)).toBeVisible();

  // Images: a PDF and an SVG are refused with their reason before any upload, a PNG goes to the bucket.
  const images = page.getByLabel('Add images', { exact: true });
  await expect(images).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif,image/gif');
  await images.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText('notes.pdf is not an image the shop accepts')).toBeVisible();
  await images.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByText('logo.svg is an SVG, which the shop does not accept')).toBeVisible();
  await images.setInputFiles({ name: 'mist.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await expect(
    page.getByText(/storage\/v1\/object\/public\/product-images\/products\/rose-petal-mist/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${title} is saved.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${title} is published.`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collection' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('$38').first()).toBeVisible();
  await page.getByRole('button', { name: 'Passer en français' }).first().click();
  await expect(page.getByRole('heading', { name: titleFr })).toBeVisible();
  await expect(page.getByText('35 €').first()).toBeVisible();
});

test('a draft is deleted after confirmation; search and filters find products', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Lavender Honey Mask ${stamp}`;
  await page.goto('/admin/products?edit=new');
  await page.getByLabel('Title (English)', { exact: true }).fill(title);
  await page.getByLabel('Price (USD)', { exact: true }).fill('52');
  // On sale, but nothing to strike through: the struck price is the database's, and a new product has no past.
  await page.getByLabel('On sale', { exact: true }).check();
  await expect(page.getByLabel('Former price (USD), struck through', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('reference-price')).toContainText(
    'Reference price shown: none (a new product has no price history yet).',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${title} is saved.`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();

  await page.getByLabel('Search by name or slug', { exact: true }).fill('lavender honey');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('row', { name: /Immortela Elixir/ })).toHaveCount(0);
  await page.getByLabel('Show', { exact: true }).selectOption('published');
  await expect(page.getByText('No product matches.')).toBeVisible();
  await page.getByLabel('Show', { exact: true }).selectOption('draft');

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Delete ${title}?` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText(`${title} is deleted.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});
