// /admin/content: the journal's articles (newest first) and the five brand pages, each with its state and a
// link to its editor; a new article starts here.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { useContentDocuments } from '@/features/admin/api/get-content';
import { PAGE_KEYS, toArticleDraft, type ContentDocument } from '@/features/admin/content-document-model';
import { ContentStateBadge } from './content-state-badge';

function byDate(a: ContentDocument, b: ContentDocument): number {
  return toArticleDraft(b.draft).shared.date.localeCompare(toArticleDraft(a.draft).shared.date);
}

export function ContentList({
  articleHref,
  pageHref,
  newArticleHref,
}: {
  articleHref: (id: string) => string;
  pageHref: (key: string) => string;
  newArticleHref: string;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const documents = useContentDocuments();
  if (documents.isPending) return <Spinner centered />;
  if (documents.isError)
    return (
      <ErrorAlert size="page" className="mt-8">
        {t('errors.loadFailed')}
      </ErrorAlert>
    );
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const articles = documents.data.filter((document) => document.kind === 'article').sort(byDate);
  const pages = PAGE_KEYS.map((key) =>
    documents.data.find((document) => document.kind === 'page' && document.key === key),
  ).filter((document): document is ContentDocument => document !== undefined);
  return (
    <div className="mt-6 flex flex-col gap-10">
      <section aria-labelledby="articles-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="articles-heading" className="font-serif text-3xl">
            {t('list.articles')}
          </h2>
          <Link to={newArticleHref} className={buttonVariants()}>
            {t('list.newArticle')}
          </Link>
        </div>
        {articles.length === 0 ? <p>{t('list.noArticles')}</p> : null}
        <ul className="flex flex-col divide-y divide-ink/10">
          {articles.map((article) => {
            const draft = toArticleDraft(article.draft);
            return (
              <li
                key={article.id}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link
                    to={articleHref(article.id)}
                    className="font-medium text-moss underline underline-offset-4 [overflow-wrap:anywhere]"
                  >
                    {draft[language].title || draft.en.title || article.key}
                  </Link>
                  <p className="text-sm text-ink/75">
                    /{article.key} · {draft.shared.date}
                  </p>
                </div>
                <p className="text-sm">
                  <ContentStateBadge document={article} />
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="pages-heading" className="flex flex-col gap-4">
        <h2 id="pages-heading" className="font-serif text-3xl">
          {t('list.pages')}
        </h2>
        <ul className="flex flex-col divide-y divide-ink/10">
          {pages.map((page) => (
            <li
              key={page.id}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <Link to={pageHref(page.key)} className="font-medium text-moss underline underline-offset-4">
                {t(`pages.${page.key}`)}
              </Link>
              <p className="text-sm">
                <ContentStateBadge document={page} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
