// What an article's languages share: its address (slug), author, date, cover and related products.
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import type { ArticleShared } from '@/features/admin/content-document-model';
import { CoverImageField } from './cover-image-field';
import { RelatedProductsField } from './related-products-field';

export function ArticleSharedFields({
  slug,
  slugError,
  fieldError,
  shared,
  onSlug,
  onShared,
}: {
  slug: string;
  slugError?: string;
  /** The server's refusal about `shared.<field>`, translated. */
  fieldError: (field: string) => string | undefined;
  shared: ArticleShared;
  onSlug: (slug: string) => void;
  onShared: (shared: ArticleShared) => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field
        label={t('fields.slug')}
        hint={t('fields.slugHint')}
        value={slug}
        error={slugError}
        required
        spellCheck={false}
        onChange={(event) => onSlug(event.target.value)}
      />
      <Field
        label={t('fields.author')}
        value={shared.author}
        onChange={(event) => onShared({ ...shared, author: event.target.value })}
      />
      <Field
        type="date"
        label={t('fields.date')}
        value={shared.date}
        error={fieldError('shared.date')}
        onChange={(event) => onShared({ ...shared, date: event.target.value })}
      />
      <CoverImageField
        cover={shared.cover}
        refusal={fieldError('shared.cover')}
        onChange={(cover) => onShared({ ...shared, cover })}
      />
      <RelatedProductsField
        related={shared.related}
        onChange={(related) => onShared({ ...shared, related })}
      />
    </div>
  );
}
