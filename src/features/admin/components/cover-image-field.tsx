// An article's cover: the picture (uploaded at phone and desktop widths) shown as it is, replaced or removed.
// Its alternative text is written per language beside the other texts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useUploadContentImage } from '@/features/admin/api/upload-content-image';
import type { ArticleCover } from '@/features/admin/content-document-model';
import { contentErrorMessageKey } from './content-error';
import { ImageFileInput } from './image-file-input';

export function CoverImageField({
  cover,
  refusal,
  onChange,
}: {
  cover: ArticleCover | null;
  /** The server's refusal of the cover, translated. */
  refusal?: string;
  onChange: (cover: ArticleCover | null) => void;
}) {
  const { t } = useTranslation('admin-content');
  const upload = useUploadContentImage();
  const [error, setError] = useState<string>();
  const choose = (file: File | null) => {
    setError(undefined);
    if (!file) return;
    upload.mutate(file, {
      onSuccess: onChange,
      onError: (failure) => setError(t(contentErrorMessageKey(failure))),
    });
  };
  return (
    <div className="flex flex-col gap-3">
      {cover ? (
        <div className="flex flex-wrap items-end gap-3">
          {/* The admin sees the picture; its alt text is the one being written, so here it is decorative. */}
          <img
            src={cover.src}
            alt=""
            width={cover.width}
            height={cover.height}
            className="h-24 w-auto rounded-lg"
          />
          <Button variant="outline" size="sm" onClick={() => onChange(null)}>
            {t('images.removeCover')}
          </Button>
        </div>
      ) : null}
      <ImageFileInput
        label={cover ? t('images.replaceCover') : t('images.cover')}
        error={error ?? refusal}
        onFile={choose}
      />
      {upload.isPending ? <p role="status">{t('images.uploading')}</p> : null}
    </div>
  );
}
