// /journal: the articles published in the language, newest first, with cover, date, reading time and excerpt.
// Takes the articles as props, so the admin's preview can show the list as visitors will.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COVER_SIZES } from '@/content/journal/meta';
import { readingMinutes, type ContentLanguage, type LocalizedArticle } from '@/content/published';
import { formatArticleDate } from '@/features/content/journal-model';
import { paths } from '@/lib/paths';

export function JournalList({
  articles,
  language,
}: {
  articles: LocalizedArticle[];
  language: ContentLanguage;
}) {
  const { t } = useTranslation('content', { lng: language });
  return (
    <ul className="mt-10 grid gap-10 md:grid-cols-2">
      {articles.map((article, index) => (
        <li key={article.slug}>
          <article className="group">
            {article.cover ? (
              <img
                src={article.cover.src}
                srcSet={article.cover.srcSet}
                sizes={COVER_SIZES.list}
                width={article.cover.width}
                height={article.cover.height}
                alt={article.text.coverAlt}
                loading={index < 2 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="aspect-video w-full rounded-2xl object-cover"
              />
            ) : null}
            <p className="mt-4 text-sm text-ink/75">
              <time dateTime={article.date}>{formatArticleDate(article.date, language)}</time> ·{' '}
              {t('journal.readingTime', { count: readingMinutes(article.text.body) })}
            </p>
            <h2 className="mt-1 font-serif text-3xl">
              <Link
                to={paths.journalArticle(article.slug)}
                className="hover:text-moss focus-visible:outline-2 focus-visible:outline-moss"
              >
                {article.text.title}
              </Link>
            </h2>
            <p className="mt-2 leading-relaxed text-ink/85">{article.text.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
