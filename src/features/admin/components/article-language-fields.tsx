// One language's texts of an article (a column of the side-by-side editor): each field says when it is still
// needed to publish in that language, and shows the server's refusal about it.
import { useTranslation } from 'react-i18next';
import { Field, TextareaField } from '@/components/ui/field';
import type { ArticleText, ArticleTextField, ContentLanguage } from '@/features/admin/content-document-model';
import { RichTextEditor } from './rich-text-editor';

export function ArticleLanguageFields({
  language,
  text,
  missing,
  errorOf,
  onChange,
}: {
  language: ContentLanguage;
  text: ArticleText;
  missing: ArticleTextField[];
  /** The refusal about `<language>.<field>`, translated. */
  errorOf: (field: ArticleTextField) => string | undefined;
  onChange: (field: ArticleTextField, value: string) => void;
}) {
  const { t } = useTranslation('admin-content');
  const languageName = t(`languages.${language}`);
  const label = (field: ArticleTextField) =>
    t('fields.inLanguage', { field: t(`fields.${field}`), language: languageName });
  const hint = (field: ArticleTextField) =>
    missing.includes(field) ? t('missing.field', { language: languageName }) : undefined;
  const common = (field: ArticleTextField) => ({
    label: label(field),
    value: text[field],
    hint: hint(field),
    error: errorOf(field),
    lang: language,
  });
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 font-serif text-2xl">{t(`languageTitles.${language}`)}</legend>
      <Field {...common('title')} onChange={(event) => onChange('title', event.target.value)} />
      <TextareaField
        {...common('description')}
        rows={2}
        onChange={(event) => onChange('description', event.target.value)}
      />
      <TextareaField
        {...common('excerpt')}
        rows={3}
        onChange={(event) => onChange('excerpt', event.target.value)}
      />
      <Field
        {...common('keywords')}
        hint={t('fields.keywordsHint')}
        onChange={(event) => onChange('keywords', event.target.value)}
      />
      <Field {...common('coverAlt')} onChange={(event) => onChange('coverAlt', event.target.value)} />
      <RichTextEditor
        label={label('body')}
        value={text.body}
        lang={language}
        missing={hint('body')}
        error={errorOf('body')}
        onChange={(html) => onChange('body', html)}
      />
    </fieldset>
  );
}
