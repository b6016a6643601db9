// The home page's window on the collection: a few products (featured first) as the collection's own cards, with
// their price in the visitor's currency, their action and their link, then the way to the whole collection. Like
// /collection, the build pre-renders skeleton cards of the same size and the products come live.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homeSelection } from '@/features/catalog/home-selection';
import { paths } from '@/lib/paths';
import { ProductCollection, type ProductCollectionProps } from './product-collection';

export function HomeProducts(props: Pick<ProductCollectionProps, 'onAddToCart' | 'isInCart'>) {
  const { t } = useTranslation('shop');
  return (
    <section aria-labelledby="home-products-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-products-title" className="font-serif text-4xl">
            {t('homeProducts.title')}
          </h2>
          <p className="mt-2 text-lg text-ink/80">{t('homeProducts.intro')}</p>
        </div>
        <Link to={paths.collection} className="text-moss underline underline-offset-4 hover:text-moss-dark">
          {t('homeProducts.all')}
        </Link>
      </div>
      {/* Below the hero, out of the first screen: every picture waits until it nears the viewport. */}
      <ProductCollection {...props} select={homeSelection} eagerImages={0} />
    </section>
  );
}
