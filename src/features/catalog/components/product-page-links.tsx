// Under a product on its page: the rituals it belongs to (links to their place on the rituals page) and a few
// related products (links to their pages).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useCurrency } from '@/lib/use-currency';
import type { Product } from '@/features/catalog/api/get-products';
import { viewProduct } from '@/features/catalog/product-view';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

export interface RitualLink {
  id: string;
  title: string;
  when: string;
}

export function ProductRituals({ rituals }: { rituals: readonly RitualLink[] }) {
  const { t } = useTranslation('shop');
  if (rituals.length === 0) return null;
  return (
    <section aria-labelledby="product-rituals" className="mt-12 border-t border-ink/10 pt-8">
      <h2 id="product-rituals" className="font-serif text-3xl">
        {t('productPage.rituals')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {rituals.map((ritual) => (
          <li key={ritual.id}>
            <Link
              to={`${paths.ritual}#${ritual.id}`}
              className="flex flex-col rounded-2xl bg-sand/60 p-4 hover:bg-sand focus-visible:outline-2 focus-visible:outline-moss"
            >
              <span className="font-serif text-xl text-ink">{ritual.title}</span>
              <span className="text-sm text-ink/75">{ritual.when}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The related products' pictures: a third of the page from sm, else the width of the screen. */
const RELATED_SIZES = '(min-width: 1280px) 25rem, (min-width: 640px) 33vw, 100vw';

export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const { t, i18n } = useTranslation('shop');
  const currency = useCurrency();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-12 border-t border-ink/10 pt-8">
      <h2 id="related-products" className="font-serif text-3xl">
        {t('productPage.related')}
      </h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-3">
        {products.map((product) => {
          const view = viewProduct(product, i18n.language, currency);
          return (
            <li key={product.id} className="flex flex-col gap-2">
              {/* The owner's alt text when written, else none: the link beside it names the product. */}
              {view.image ? (
                <ProductImage
                  src={view.image}
                  alt={view.imageAlt}
                  picture={view.picture}
                  sizes={RELATED_SIZES}
                  className="aspect-[4/3] rounded-2xl"
                />
              ) : null}
              <Link
                to={paths.productPage(product.product_id)}
                className="font-serif text-xl text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-moss"
              >
                {view.title}
              </Link>
              <ProductPrice view={view} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
