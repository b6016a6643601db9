import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/layout/seo';
import { Spinner } from '@/components/ui/spinner';
import { useCart } from '@/features/cart/cart-context';
import { HomeProducts } from '@/features/catalog/components/home-products';
import { toCartLine } from '@/features/catalog/product-view';
import { contentLanguage } from '@/content/published';
import { useContentIndex, usePublishedContent } from '@/features/content/api/get-published-content';
import { HomeHero } from '@/features/content/components/home-hero';
import { HomeSections } from '@/features/content/components/home-sections';
import { JoinCommunity } from '@/features/content/components/join-community-form';
import { NotInLanguage } from '@/features/content/components/not-in-language';
import { paths } from '@/lib/paths';
import { useCurrency } from '@/lib/use-currency';

export default function HomeRoute() {
  const { t, i18n } = useTranslation();
  const language = contentLanguage(i18n.language);
  // The hero's words come with the page's own chunk (the snapshot's small index), so that the hero (and its
  // poster, the LCP element) does not wait for the page's texts.
  const index = useContentIndex();
  const hero = index.hero[language];
  const available = index.pages.home?.find((other) => other !== language);
  if (!hero) {
    if (available) return <NotInLanguage kind="page" path={paths.home} available={available} />;
    throw new Error('The home page is not published');
  }
  return (
    <>
      <Seo
        title={t('pages.home.title')}
        description={t('pages.home.description')}
        keywords={t('pages.home.keywords')}
        languages={index.pages.home}
      />
      <HomeHero hero={hero} language={language} />
      <HomeCollection />
      <Suspense fallback={<Spinner centered />}>
        <HomeBody />
      </Suspense>
    </>
  );
}

/** The products with their prices, right under the hero; adding one to the cart works as on /collection. */
function HomeCollection() {
  const { i18n } = useTranslation();
  const cart = useCart();
  const currency = useCurrency();
  return (
    <HomeProducts
      onAddToCart={(product) => cart.add(toCartLine(product, i18n.language, currency))}
      isInCart={(slug) => cart.items.some((item) => item.id === slug)}
    />
  );
}

function HomeBody() {
  const content = usePublishedContent();
  useTranslation('content');
  const home = content.pages.home;
  return (
    <>
      {home ? <HomeSections copy={home} press={content.press} /> : null}
      <JoinCommunity />
    </>
  );
}
