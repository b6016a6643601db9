// An article as a visitor reads it: title, author, date and reading time, cover, lead, the body (HTML from the
// database, sanitised again here) and the products it mentions. Takes everything as props, so the admin's
// preview shows a draft exactly as the journal will; the page's metadata is the route's (app/routes).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COVER_SIZES } from '@/content/journal/meta';
import { readingMinutes, type ContentLanguage, type LocalizedArticle } from '@/content/published';
import { formatArticleDate } from '@/features/content/journal-model';
import { paths } from '@/lib/paths';
import { sanitizeArticleHtml } from '@/lib/sanitize';

export interface RelatedProduct {
  id: string;
  title: string;
}

export interface JournalArticleViewProps {
  article: LocalizedArticle;
  language: ContentLanguage;
  /** The related products' names in the language (those the article names and the shop still sells). */
  related?: RelatedProduct[];
}

export function JournalArticleView({ article, language, related = [] }: JournalArticleViewProps) {
  const { t } = useTranslation('content', { lng: language });
  const { t: tCommon } = useTranslation(undefined, { lng: language });
  const { text, cover } = article;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6" lang={language}>
      <p className="text-sm">
        <Link to={paths.journal} className="text-moss underline underline-offset-4">
          {tCommon('pages.journalArticle.backToJournal')}
        </Link>
      </p>
      <h1 className="mt-6 font-serif text-4xl leading-tight text-ink sm:text-5xl">{text.title}</h1>
      <p className="mt-4 text-sm text-ink/75">
        {t('journal.by', { author: article.author })} ·{' '}
        <time dateTime={article.date}>{formatArticleDate(article.date, language)}</time> ·{' '}
        {t('journal.readingTime', { count: readingMinutes(text.body) })}
      </p>
      {cover ? (
        <img
          src={cover.src}
          srcSet={cover.srcSet}
          sizes={COVER_SIZES.article}
          width={cover.width}
          height={cover.height}
          alt={text.coverAlt}
          fetchPriority="high"
          className="mt-8 aspect-video w-full rounded-2xl object-cover"
        />
      ) : null}
      <p className="mt-8 text-xl leading-relaxed text-ink/85">{text.description}</p>
      <div
        data-testid="article-body"
        className="mt-6 space-y-5 text-lg leading-relaxed text-ink/90 [&_a]:text-moss [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:pl-5 [&_blockquote]:font-serif [&_blockquote]:text-2xl [&_blockquote]:italic [&_h2]:pt-4 [&_h2]:font-serif [&_h2]:text-3xl [&_h2]:text-ink [&_h3]:pt-2 [&_h3]:font-serif [&_h3]:text-2xl [&_h3]:text-ink [&_img]:h-auto [&_img]:rounded-2xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        // The body was sanitised on save (the content-admin function); sanitised again before it is shown.
        dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(text.body) }}
      />
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-12 border-t border-ink/10 pt-8">
          <h2 id="related-title" className="font-serif text-2xl">
            {t('journal.related')}
          </h2>
          <ul className="mt-4 space-y-2">
            {related.map((product) => (
              <li key={product.id}>
                <Link
                  to={paths.productPage(product.id)}
                  className="font-medium text-moss underline underline-offset-4 hover:text-moss-dark"
                >
                  {product.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
