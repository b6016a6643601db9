// /journal/:slug: the article with its metadata and Article JSON-LD. An article published after the build is not
// in the snapshot: the page waits for the live list before it says the article does not exist.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo, absoluteUrl } from '@/components/layout/seo';
import { Spinner } from '@/components/ui/spinner';
import type { ContentLanguage, LocalizedArticle } from '@/content/published';
import {
  useContentIndex,
  useLiveRows,
  usePublishedContent,
} from '@/features/content/api/get-published-content';
import { useRelatedProducts } from '@/app/use-related-products';
import { JournalArticleView } from '@/features/content/components/journal-article';
import { NotInLanguage } from '@/features/content/components/not-in-language';
import { articleJsonLd } from '@/features/content/journal-model';
import { paths } from '@/lib/paths';

export default function JournalArticleRoute() {
  const { slug = '' } = useParams();
  const content = usePublishedContent();
  const index = useContentIndex();
  const { pending } = useLiveRows();
  const article = content.articles.find((candidate) => candidate.slug === slug);
  if (article) return <ArticlePage article={article} language={content.language} />;
  const elsewhere = index.articles.find((candidate) => candidate.slug === slug);
  if (elsewhere?.languages[0]) {
    return (
      <NotInLanguage kind="article" path={paths.journalArticle(slug)} available={elsewhere.languages[0]} />
    );
  }
  if (pending) return <Spinner centered />;
  return <ArticleNotFound />;
}

function ArticlePage({ article, language }: { article: LocalizedArticle; language: ContentLanguage }) {
  const { t } = useTranslation();
  const related = useRelatedProducts(article.related);
  const path = paths.journalArticle(article.slug);
  return (
    <>
      <Seo
        title={article.text.title}
        description={article.text.description}
        keywords={article.text.keywords}
        type="article"
        image={article.cover?.src}
        languages={article.languages}
        breadcrumbs={[
          { name: t('pages.journal.title'), path: paths.journal },
          { name: article.text.title, path },
        ]}
        jsonLd={[articleJsonLd(article, language, absoluteUrl)]}
      />
      <JournalArticleView article={article} language={language} related={related} />
    </>
  );
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
