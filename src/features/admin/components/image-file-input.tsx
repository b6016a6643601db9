// A labelled picture chooser with its hint (types, 5 MB) and its error next to it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessage, Label } from '@/components/ui/form-controls';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/features/admin/product-image-model';

export function ImageFileInput({
  label,
  error,
  onFile,
}: {
  label: string;
  error?: string;
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation('admin-content');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, 'hint', error)}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-moss file:px-4 file:py-2 file:text-cream"
      />
      <FieldMessage id={id} tone="hint">
        {t('images.hint', { max: MAX_IMAGE_BYTES / 1024 / 1024 })}
      </FieldMessage>
      {error ? (
        <FieldMessage id={id} tone="error">
          {error}
        </FieldMessage>
      ) : null}
    </div>
  );
}
