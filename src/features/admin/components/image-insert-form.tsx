// A picture for an article's body: the file (checked, drawn at phone and desktop widths, uploaded) and its
// alternative text, which is required: a picture without one says nothing to a screen reader.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useUploadContentImage } from '@/features/admin/api/upload-content-image';
import type { ArticleCover } from '@/features/admin/content-document-model';
import { contentErrorMessageKey } from './content-error';
import { ImageFileInput } from './image-file-input';

export function ImageInsertForm({
  onInsert,
  onCancel,
}: {
  onInsert: (image: ArticleCover & { alt: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const upload = useUploadContentImage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      file: file ? undefined : t('images.fileRequired'),
      alt: alt.trim() ? undefined : t('images.altRequired'),
    };
    setErrors(next);
    if (!file || next.alt) return;
    try {
      onInsert({ ...(await upload.mutateAsync(file)), alt: alt.trim() });
    } catch (error) {
      setErrors({ file: t(contentErrorMessageKey(error)) });
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-lg border border-ink/15 p-3"
    >
      <ImageFileInput label={t('images.picture')} error={errors.file} onFile={setFile} />
      <Field
        label={t('images.alt')}
        hint={t('images.altHint')}
        value={alt}
        error={errors.alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      {upload.isPending ? <p role="status">{t('images.uploading')}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={upload.isPending}>
          {t('editor.insertImage')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
