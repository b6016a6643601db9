// A product address that names no published product: a real page, in the visitor's language, kept out of search
// engines, with the ways on (the collection, the home page). The static host answers it with the status 404
// (scripts/vite/not-found.ts); the app shows this page whatever the host answers.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/layout/seo';
import { paths } from '@/lib/paths';

export function ProductNotFound() {
  const { t } = useTranslation('shop');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Seo
        title={t('productPage.notFoundTitle')}
        description={t('productPage.notFound')}
        breadcrumbs={[{ name: t('productPage.collection'), path: paths.collection }]}
        noIndex
      />
      <h1 className="font-serif text-4xl text-ink">{t('productPage.notFoundTitle')}</h1>
      <p className="mt-4 text-ink/80">{t('productPage.notFound')}</p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to={paths.collection} className="text-moss-dark underline underline-offset-4 hover:text-moss">
            {t('productPage.toCollection')}
          </Link>
        </li>
        <li>
          <Link to={paths.home} className="text-moss-dark underline underline-offset-4 hover:text-moss">
            {t('productPage.toHome')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
