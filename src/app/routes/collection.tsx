import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { readSiteUrl } from '@/lib/env';
import { useProducts } from '@/features/catalog/api/get-products';
import { CollectionBanner } from '@/features/catalog/components/collection-banner';
import { ProductCollection } from '@/features/catalog/components/product-collection';
import { productJsonLd } from '@/features/catalog/product-json-ld';
import { toCartLine } from '@/features/catalog/product-view';
import { useCart } from '@/features/cart/cart-context';
import { LEGAL_FACTS } from '@/lib/legal-facts';
import { useCurrency } from '@/lib/use-currency';

/** The organic certifier named in the promise, as beside the product dialog's "Organic" badge. */
const certifier = `${LEGAL_FACTS.organicCertifier.name} (${LEGAL_FACTS.organicCertifier.code})`;

export default function CollectionRoute() {
  const { t, i18n } = useTranslation('shop');
  const cart = useCart();
  const currency = useCurrency();
  const { data: products } = useProducts();
  return (
    <Page
      id="collection"
      ownHeading
      className="pt-4 sm:pt-6"
      jsonLd={products ? productJsonLd(products, i18n.language, currency, readSiteUrl()) : []}
    >
      <CollectionBanner>
        <ProductCollection
          onAddToCart={(product) => cart.add(toCartLine(product, i18n.language, currency))}
          isInCart={(slug) => cart.items.some((item) => item.id === slug)}
        />
      </CollectionBanner>
      <section
        className="mt-16 grid gap-6 rounded-2xl bg-sand/60 p-8 md:grid-cols-3"
        aria-labelledby="collection-promise"
      >
        <h2 id="collection-promise" className="font-serif text-3xl md:col-span-3">
          {t('catalog.promise.title')}
        </h2>
        {(['organic', 'france', 'porcelain'] as const).map((key) => (
          <div key={key}>
            <h3 className="font-medium">{t(`catalog.promise.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-ink/80">
              {t(`catalog.promise.${key}.text`, { body: certifier })}
            </p>
          </div>
        ))}
      </section>
    </Page>
  );
}
