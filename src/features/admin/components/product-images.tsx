// The product's images: upload to the product-images bucket (type and size checked), reorder, remove.
// The list is part of the form: it is written with the product on Save.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FieldMessage, Label } from '@/components/ui/form-controls';
import { ImageRejectedError, useUploadProductImage } from '@/features/admin/api/upload-product-image';
import {
  IMAGE_TYPES,
  imageProblem,
  isImageAddress,
  MAX_IMAGE_BYTES,
  moveItem,
  storageUploadProblem,
} from '@/features/admin/product-image-model';

export function ProductImages({
  slug,
  urls,
  onChange,
}: {
  slug: string;
  urls: string[];
  onChange: (urls: string[]) => void;
}) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const upload = useUploadProductImage();
  const [problems, setProblems] = useState<string[]>([]);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | undefined>();

  function addAddress() {
    const trimmed = address.trim();
    if (!isImageAddress(trimmed)) {
      setAddressError(t('products.images.badAddress'));
      return;
    }
    setAddressError(undefined);
    setAddress('');
    onChange([...urls, trimmed]);
  }

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found: string[] = [];
    let next = urls;
    for (const file of files) {
      const problem = imageProblem(file);
      if (problem) {
        found.push(t(`products.images.${problem}`, { name: file.name, max: MAX_IMAGE_BYTES / 1024 / 1024 }));
        continue;
      }
      try {
        const url = await upload.mutateAsync({ slug, file });
        next = [...next, url];
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

  return (
    <div className="flex flex-col gap-4">
      {urls.length === 0 ? (
        <p className="text-sm text-ink/80">{t('products.images.none')}</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {urls.map((url, index) => (
            <li
              key={`${url}-${index}`}
              className="flex flex-col gap-2 rounded-xl border border-ink/15 bg-cream p-3"
            >
              <img
                src={url}
                alt={t('products.images.alt', { position: index + 1 })}
                className="aspect-square w-full rounded-lg object-cover"
                loading="lazy"
              />
              <p className="break-all text-xs text-ink/70">
                {index === 0 ? `${t('products.images.main')} · ` : ''}
                {url}
              </p>
              <div className="flex flex-wrap gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(urls, index, index - 1))}
                  aria-label={t('products.images.moveUp', { position: index + 1 })}
                >
                  {t('products.images.up')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === urls.length - 1}
                  onClick={() => onChange(moveItem(urls, index, index + 1))}
                  aria-label={t('products.images.moveDown', { position: index + 1 })}
                >
                  {t('products.images.down')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-rust"
                  onClick={() => onChange(urls.filter((_, i) => i !== index))}
                  aria-label={t('products.images.remove', { position: index + 1 })}
                >
                  {t('products.images.removeShort')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
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
