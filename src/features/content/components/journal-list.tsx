// /journal: every article, newest first, with its cover, date and excerpt.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COVER_SIZES, JOURNAL_ARTICLES } from '@/content/journal/meta';
import type { ArticleText } from '@/content/types';
import type { ArticleSlug } from '@/content/journal/meta';
import { formatArticleDate } from '@/features/content/journal-model';
import { paths } from '@/lib/paths';

export function JournalList({ articles }: { articles: Record<ArticleSlug, ArticleText> }) {
  const { i18n } = useTranslation('content');
  return (
    <ul className="mt-10 grid gap-10 md:grid-cols-2">
      {JOURNAL_ARTICLES.map((meta, index) => {
        const article = articles[meta.slug];
        return (
          <li key={meta.slug}>
            <article className="group">
              <img
                src={meta.cover.src}
                srcSet={meta.cover.srcSet}
                sizes={COVER_SIZES.list}
                width={meta.cover.width}
                height={meta.cover.height}
                alt={article.coverAlt}
                loading={index < 2 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="aspect-video w-full rounded-2xl object-cover"
              />
              <p className="mt-4 text-sm text-ink/75">
                <time dateTime={meta.datePublished}>
                  {formatArticleDate(meta.datePublished, i18n.language)}
                </time>
              </p>
              <h2 className="mt-1 font-serif text-3xl">
                <Link
                  to={paths.journalArticle(meta.slug)}
                  className="hover:text-moss focus-visible:outline-2 focus-visible:outline-moss"
                >
                  {article.title}
                </Link>
              </h2>
              <p className="mt-2 leading-relaxed text-ink/85">{article.excerpt}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
