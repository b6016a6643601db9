// The product's images: upload to the product-images bucket (type and size checked, sizes made for phones), each
// image's alt texts and focal point (product-image-item.tsx), reorder by drag or by the Up and Down buttons,
// remove. The list is part of the form: it is written with the product on Save.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FieldMessage, Label } from '@/components/ui/form-controls';
import { newProductImage, type ProductImage } from '@/lib/product-images';
import { ImageRejectedError, useUploadProductImage } from '@/features/admin/api/upload-product-image';
import {
  IMAGE_TYPES,
  imageProblem,
  isImageAddress,
  MAX_IMAGE_BYTES,
  moveItem,
  storageUploadProblem,
  withAlt,
  withFocus,
} from '@/features/admin/product-image-model';
import { ProductImageItem } from './product-image-item';

/** Keys that follow an image when it moves (so focus stays on its buttons); a repeated address counts up. */
function itemKeys(images: readonly ProductImage[]): string[] {
  const seen = new Map<string, number>();
  return images.map(({ url }) => {
    const count = seen.get(url) ?? 0;
    seen.set(url, count + 1);
    return `${url}#${count}`;
  });
}

export function ProductImages({
  slug,
  images,
  onChange,
}: {
  slug: string;
  images: ProductImage[];
  onChange: (images: ProductImage[]) => void;
}) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const upload = useUploadProductImage();
  const [problems, setProblems] = useState<string[]>([]);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | undefined>();
  const [dragged, setDragged] = useState<number | null>(null);
  const [moved, setMoved] = useState('');

  function move(from: number, to: number) {
    const next = moveItem(images, from, to);
    if (next === images) return;
    onChange(next);
    setMoved(t('products.images.moved', { from: from + 1, position: to + 1 }));
  }

  function addAddress() {
    const trimmed = address.trim();
    if (!isImageAddress(trimmed)) {
      setAddressError(t('products.images.badAddress'));
      return;
    }
    setAddressError(undefined);
    setAddress('');
    onChange([...images, newProductImage(trimmed)]);
  }

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found: string[] = [];
    let next = images;
    for (const file of files) {
      const problem = imageProblem(file);
      if (problem) {
        found.push(t(`products.images.${problem}`, { name: file.name, max: MAX_IMAGE_BYTES / 1024 / 1024 }));
        continue;
      }
      try {
        const image = await upload.mutateAsync({ slug, file });
        next = [...next, image];
        onChange(next);
      } catch (error) {
        // Refused before the upload (ImageRejectedError) or by Storage itself: said in the admin's language.
        const refusal = error instanceof ImageRejectedError ? error.problem : storageUploadProblem(error);
        found.push(
          refusal
            ? t(`products.images.${refusal}`, { name: file.name, max: MAX_IMAGE_BYTES / 1024 / 1024 })
            : t('products.images.uploadFailed', { name: file.name }),
        );
      }
    }
    setProblems(found);
  }

  const keys = itemKeys(images);
  return (
    <div className="flex flex-col gap-4">
      {images.length === 0 ? (
        <p className="text-sm text-ink/80">{t('products.images.none')}</p>
      ) : (
        <>
          <p className="text-sm text-ink/80">{t('products.images.reorderHint')}</p>
          <ol className="grid gap-4 lg:grid-cols-2">
            {images.map((image, index) => (
              <ProductImageItem
                key={keys[index]}
                image={image}
                index={index}
                count={images.length}
                drag={{
                  dragging: dragged === index,
                  onDragStart: (event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(index));
                    setDragged(index);
                  },
                  onDragOver: (event) => {
                    if (dragged === null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                  },
                  onDrop: (event) => {
                    event.preventDefault();
                    if (dragged !== null) move(dragged, index);
                    setDragged(null);
                  },
                  onDragEnd: () => setDragged(null),
                }}
                onAlt={(language, text) => onChange(withAlt(images, index, language, text))}
                onFocus={(focus) => onChange(withFocus(images, index, focus))}
                onMove={(to) => move(index, to)}
                onRemove={() => onChange(images.filter((_, i) => i !== index))}
              />
            ))}
          </ol>
        </>
      )}
      <p role="status" className="sr-only">
        {moved}
      </p>
      <div className="flex flex-col gap-1">
        <Label htmlFor={inputId}>{t('products.images.add')}</Label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => void add(event)}
          aria-describedby={`${inputId}-hint`}
          className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-moss file:px-4 file:py-2 file:text-cream"
        />
        <FieldMessage id={inputId} tone="hint">
          {t('products.images.hint', { max: MAX_IMAGE_BYTES / 1024 / 1024 })}
        </FieldMessage>
        {upload.isPending ? <p role="status">{t('products.images.uploading')}</p> : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label={t('products.images.address')}
          hint={t('products.images.addressHint')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addAddress();
            }
          }}
          error={addressError}
          className="min-w-72 flex-1"
        />
        <Button variant="outline" onClick={addAddress}>
          {t('products.images.addAddress')}
        </Button>
      </div>
      {problems.length > 0 ? (
        <ul role="alert" className="rounded-lg bg-rust/10 px-3 py-2 text-sm text-rust">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
