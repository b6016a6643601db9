import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { newProductImage, type ProductImage } from '@/lib/product-images';
import { renderWithApp } from '@/test/render';
import { ProductImages } from './product-images';

// The editor's image list with the upload replaced (uploads are covered by the e2e test against Storage):
// alt texts and focal points stay with their image through drag and button reordering, in both languages.
vi.mock('@/features/admin/api/upload-product-image', async (importActual) => {
  const actual = await importActual<typeof import('@/features/admin/api/upload-product-image')>();
  return { ...actual, useUploadProductImage: () => ({ isPending: false, mutateAsync: vi.fn() }) };
});

const START: ProductImage[] = [
  { ...newProductImage('/a.webp'), alt: { en: 'A jar', fr: 'Un pot' } },
  newProductImage('/b.webp'),
  newProductImage('/c.webp'),
];

/** Every list the component handed back, the latest last. */
const changes: ProductImage[][] = [];

function Harness() {
  const [images, setImages] = useState(START);
  const change = (next: ProductImage[]) => {
    changes.push(next);
    setImages(next);
  };
  return <ProductImages slug="s" images={images} onChange={change} />;
}

const latest = (): ProductImage[] => changes.at(-1) ?? START;
const urls = () => latest().map((image) => image.url);

describe('ProductImages', () => {
  it('edits alt texts and the focal point, and keeps them with the image moved by the buttons', async () => {
    await renderWithApp(<Harness />);
    fireEvent.change(await screen.findByLabelText('Alt text, image 2 (French)'), {
      target: { value: 'Une boîte' },
    });
    fireEvent.change(screen.getByLabelText('From the left, image 2 (%)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('From the top, image 2 (%)'), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    expect(urls()).toEqual(['/b.webp', '/a.webp', '/c.webp']);
    expect(latest()[0]).toMatchObject({ alt: { en: '', fr: 'Une boîte' }, focus: { x: 20, y: 100 } });
    expect(screen.getByLabelText<HTMLInputElement>('Alt text, image 1 (French)').value).toBe('Une boîte');
    expect(screen.getByLabelText<HTMLInputElement>('Alt text, image 2 (English)').value).toBe('A jar');
    expect(screen.getByRole('status').textContent).toBe('Image 2 moved to position 1.');
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toHaveProperty('disabled', true);
  });

  it('moves an image dropped onto another to that place', async () => {
    await renderWithApp(<Harness />);
    const items = await screen.findAllByTestId('product-image');
    const data = { effectAllowed: '', dropEffect: '', setData: vi.fn() };
    fireEvent.dragStart(items[0]!, { dataTransfer: data });
    fireEvent.dragOver(items[2]!, { dataTransfer: data });
    fireEvent.drop(items[2]!, { dataTransfer: data });
    expect(urls()).toEqual(['/b.webp', '/c.webp', '/a.webp']);
    expect(latest()[2]?.alt).toEqual({ en: 'A jar', fr: 'Un pot' });
  });

  it('labels every control in French, and says an alt text over the limit is refused', async () => {
    await renderWithApp(<Harness />, { language: 'fr' });
    const first = (await screen.findAllByTestId('product-image'))[0]!;
    expect(within(first).getByLabelText('Texte alternatif, image 1 (anglais)')).toBeTruthy();
    expect(within(first).getByLabelText('Depuis la gauche, image 1 (%)')).toBeTruthy();
    expect(within(first).getByRole('group', { name: 'Point focal, image 1' })).toBeTruthy();
    fireEvent.change(within(first).getByLabelText('Texte alternatif, image 1 (français)'), {
      target: { value: 'x'.repeat(251) },
    });
    expect(within(first).getByText('Un texte alternatif fait 250 caractères au plus.')).toBeTruthy();
  });
});
