// What a visitor sees of an article or brand page that is not published in their language (the owner published
// only the complete languages): a message in their language and a link to the page in the language it has.
// Never indexed in this language; its hreflang alternates name only the languages it is published in.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/layout/seo';
import type { ContentLanguage } from '@/content/published';
import { LANGUAGE_PARAM } from '@/lib/language';

export function NotInLanguage({
  kind,
  path,
  available,
}: {
  kind: 'article' | 'page';
  path: string;
  /** The language the page is published in. */
  available: ContentLanguage;
}) {
  const { t, i18n } = useTranslation();
  const title = t(`notInLanguage.${kind}Title`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Seo title={title} description={t(`notInLanguage.${kind}`)} languages={[available]} noIndex />
      <h1 className="font-serif text-4xl text-ink">{title}</h1>
      <p className="mt-4 text-ink/80">{t(`notInLanguage.${kind}`)}</p>
      <Link
        to={`${path}?${LANGUAGE_PARAM}=${available}`}
        onClick={() => void i18n.changeLanguage(available)}
        hrefLang={available}
        className="mt-6 inline-block text-moss underline underline-offset-4"
      >
        {t('notInLanguage.readIn')}
      </Link>
    </div>
  );
}
