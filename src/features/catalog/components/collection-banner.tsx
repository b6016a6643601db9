// The collection's heading and intro over the immortelle banner, which runs on behind the top of the grid: the
// first product card overlaps it, so that on a phone the first product (image, name, price, button) shows on the
// first screen. The banner is also the page's largest paint in the pre-rendered HTML, which keeps the LCP on an
// image that needs no script (the product images arrive after the app has fetched the live catalogue).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroPoster } from '@/components/ui/hero-poster';

/** How far the grid reaches up into the banner; the banner keeps that much room below its text. */
export const BANNER_OVERLAP = '-mt-44 sm:-mt-40';

export function CollectionBanner({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['shop', 'common']);
  return (
    <div className="relative">
      <div className="relative isolate overflow-hidden rounded-2xl bg-moss-dark pb-48 text-cream sm:pb-44">
        <HeroPoster alt={t('shop:catalog.bannerAlt')} />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/70 via-black/45 to-black/15 sm:bg-gradient-to-r sm:from-black/65 sm:via-black/30 sm:to-transparent" />
        <div className="px-5 pt-5 sm:px-10 sm:pt-10">
          <h1 className="font-serif text-3xl leading-tight sm:text-5xl">
            {t('common:pages.collection.heading')}
          </h1>
          <p className="mt-2 max-w-2xl text-[0.9375rem] leading-snug text-cream/90 sm:mt-4 sm:text-lg">
            {t('shop:catalog.intro')}
          </p>
        </div>
      </div>
      <div className={`relative px-3 sm:px-8 ${BANNER_OVERLAP}`}>{children}</div>
    </div>
  );
}
