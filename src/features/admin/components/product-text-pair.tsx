// One text of a product in English and French side by side: a line or a textarea each, and for the
// description (HTML) the sanitized preview of what the shop will show.
import { useTranslation } from 'react-i18next';
import { Field, TextareaField } from '@/components/ui/field';
import { sanitizeHtml } from '@/lib/sanitize';
import type { TextField } from '@/features/admin/product-form-model';
import type { ProductFormAccess } from './product-form-access';

export function TextPair({
  field,
  form: { values, set, error },
  single,
}: {
  field: TextField;
  form: ProductFormAccess;
  single: boolean;
}) {
  const { t } = useTranslation('admin');
  const html = field === 'description';
  const french = `${field}_fr` as const;
  const label = t(`products.fields.${field}`);
  const hint = html ? t('products.hints.description') : undefined;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {([field, french] as const).map((key) => {
        const lang = key === field ? 'english' : 'french';
        const fullLabel = `${label} (${t(`products.${lang}`)})`;
        const common = {
          label: fullLabel,
          value: values[key],
          error: error(key),
          lang: lang === 'french' ? 'fr' : 'en',
        };
        return (
          <div key={key} className="flex flex-col gap-2">
            {single ? (
              <Field
                {...common}
                required={key === 'title'}
                onChange={(event) => set(key, event.target.value)}
              />
            ) : (
              <TextareaField
                {...common}
                hint={hint}
                rows={html ? 8 : 3}
                onChange={(event) => set(key, event.target.value)}
              />
            )}
            {html && values[key].trim() ? (
              <div>
                <p className="text-xs font-medium uppercase tracking-wide text-ink/70">
                  {t('products.preview', { label: fullLabel })}
                </p>
                <div
                  className="prose-sm mt-1 rounded-lg border border-ink/15 bg-cream p-3 [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2"
                  lang={common.lang}
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(values[key]) }}
                />
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
