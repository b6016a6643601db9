import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '../../components/layout/seo';

/** No article is published yet, so every slug answers with the not-found message. */
export default function JournalArticleRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Seo
        title={t('pages.journalArticle.notFoundTitle')}
        description={t('pages.journalArticle.description')}
        breadcrumbs={[{ name: t('pages.journal.title'), path: '/journal' }]}
        noIndex
      />
      <h1 className="font-serif text-4xl text-ink">{t('pages.journalArticle.notFoundTitle')}</h1>
      <p className="mt-4 text-ink/80">{t('pages.journalArticle.notFound')}</p>
      <Link to="/journal" className="mt-6 inline-block text-moss underline underline-offset-4">
        {t('pages.journalArticle.backToJournal')}
      </Link>
    </div>
  );
}
