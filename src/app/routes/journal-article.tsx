import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/layout/seo';
import { findArticleMeta } from '@/content/journal/meta';
import { useArticles } from '@/features/content/api/get-brand-copy';
import { JournalArticle } from '@/features/content/components/journal-article';
import { paths } from '@/lib/paths';

export default function JournalArticleRoute() {
  const { slug } = useParams();
  const meta = findArticleMeta(slug);
  const articles = useArticles();
  if (meta) return <JournalArticle meta={meta} article={articles[meta.slug]} />;
  return <ArticleNotFound />;
}

function ArticleNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Seo
        title={t('pages.journalArticle.notFoundTitle')}
        description={t('pages.journalArticle.description')}
        breadcrumbs={[{ name: t('pages.journal.title'), path: paths.journal }]}
        noIndex
      />
      <h1 className="font-serif text-4xl text-ink">{t('pages.journalArticle.notFoundTitle')}</h1>
      <p className="mt-4 text-ink/80">{t('pages.journalArticle.notFound')}</p>
      <Link to={paths.journal} className="mt-6 inline-block text-moss underline underline-offset-4">
        {t('pages.journalArticle.backToJournal')}
      </Link>
    </div>
  );
}
