// A brand page's texts as a form generated from the page's JSON: each object or list a labelled group, each
// string an English and a French field side by side (stacked on a phone); the structure itself is not editable.
import { useTranslation } from 'react-i18next';
import { Field, TextareaField } from '@/components/ui/field';
import {
  CONTENT_LANGUAGES,
  isJsonObject,
  type ContentLanguage,
  type Json,
  type LeafPath,
} from '@/features/admin/content-document-model';
import { isEditableKey, isLongText } from '@/features/admin/page-form-model';

export interface PageFieldsProps {
  en: Json;
  fr: Json;
  path: LeafPath;
  onChange: (language: ContentLanguage, path: LeafPath, value: string) => void;
  /** The refusal about `<language>.<path>`, translated. */
  errorOf: (language: ContentLanguage, path: LeafPath) => string | undefined;
}

function TextPair({ en, fr, path, onChange, errorOf, label }: PageFieldsProps & { label: string }) {
  const { t } = useTranslation('admin-content');
  const values = { en, fr } as Record<ContentLanguage, Json>;
  const long = isLongText(en, fr);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {CONTENT_LANGUAGES.map((language) => {
        const value = typeof values[language] === 'string' ? (values[language] as string) : '';
        const languageName = t(`languages.${language}`);
        const props = {
          label: t('fields.inLanguage', { field: label, language: languageName }),
          value,
          lang: language,
          hint: value.trim() ? undefined : t('missing.field', { language: languageName }),
          error: errorOf(language, path),
        };
        return long ? (
          <TextareaField
            key={language}
            {...props}
            rows={4}
            onChange={(event) => onChange(language, path, event.target.value)}
          />
        ) : (
          <Field
            key={language}
            {...props}
            onChange={(event) => onChange(language, path, event.target.value)}
          />
        );
      })}
    </div>
  );
}

export function PageFields(props: PageFieldsProps) {
  const { t } = useTranslation('admin-content');
  const { en, fr, path } = props;
  const key = path.at(-1);
  const label =
    typeof key === 'number' ? t('pageFields.item', { position: key + 1 }) : t(`pageFields.${key ?? 'page'}`);
  if (typeof en === 'string') return <TextPair {...props} label={label} />;
  const entries: [string | number, Json][] = Array.isArray(en)
    ? en.map((item, index) => [index, item])
    : isJsonObject(en)
      ? Object.entries(en)
      : [];
  const children = entries
    .filter(([child]) => isEditableKey(child))
    .map(([child, value]) => {
      const french = Array.isArray(fr) ? fr[child as number] : isJsonObject(fr) ? fr[child as string] : null;
      return (
        <PageFields {...props} key={String(child)} en={value} fr={french ?? null} path={[...path, child]} />
      );
    });
  if (path.length === 0) return <div className="flex flex-col gap-6">{children}</div>;
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-ink/15 p-4">
      <legend className="px-1 font-serif text-xl">{label}</legend>
      {children}
    </fieldset>
  );
}
