// /journal/:slug: the article with its metadata and Article JSON-LD.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo, absoluteUrl } from '@/components/layout/seo';
import { COVER_SIZES, type ArticleMeta } from '@/content/journal/meta';
import type { ArticleText } from '@/content/types';
import { articleJsonLd, formatArticleDate } from '@/features/content/journal-model';
import { paths } from '@/lib/paths';

export function JournalArticle({ meta, article }: { meta: ArticleMeta; article: ArticleText }) {
  const { t, i18n } = useTranslation('content');
  const { t: tCommon } = useTranslation();
  const path = paths.journalArticle(meta.slug);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Seo
        title={article.title}
        description={article.description}
        keywords={article.keywords}
        type="article"
        image={meta.cover.src}
        breadcrumbs={[
          { name: tCommon('pages.journal.title'), path: paths.journal },
          { name: article.title, path },
        ]}
        jsonLd={[articleJsonLd(meta, article, i18n.language, absoluteUrl)]}
      />
      <p className="text-sm">
        <Link to={paths.journal} className="text-moss underline underline-offset-4">
          {tCommon('pages.journalArticle.backToJournal')}
        </Link>
      </p>
      <h1 className="mt-6 font-serif text-4xl leading-tight text-ink sm:text-5xl">{article.title}</h1>
      <p className="mt-4 text-sm text-ink/75">
        {t('journal.by', { author: meta.author })} ·{' '}
        <time dateTime={meta.datePublished}>{formatArticleDate(meta.datePublished, i18n.language)}</time>
      </p>
      <img
        src={meta.cover.src}
        srcSet={meta.cover.srcSet}
        sizes={COVER_SIZES.article}
        width={meta.cover.width}
        height={meta.cover.height}
        alt={article.coverAlt}
        fetchPriority="high"
        className="mt-8 aspect-video w-full rounded-2xl object-cover"
      />
      <p className="mt-8 text-xl leading-relaxed text-ink/85">{article.description}</p>
      <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink/90">
        {article.body.map((block) => {
          const key = `${block.kind}-${block.text.slice(0, 24)}`;
          if (block.kind === 'h2') {
            return (
              <h2 key={key} className="pt-4 font-serif text-3xl text-ink">
                {block.text}
              </h2>
            );
          }
          if (block.kind === 'quote') {
            return (
              <blockquote key={key} className="border-l-4 border-gold pl-5 font-serif text-2xl italic">
                {block.text}
              </blockquote>
            );
          }
          return <p key={key}>{block.text}</p>;
        })}
      </div>
    </article>
  );
}
