import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/layout/seo';
import { Spinner } from '@/components/ui/spinner';
import { useBrandCopy } from '@/features/content/api/get-brand-copy';
import { HomeHero } from '@/features/content/components/home-hero';
import { PressSection, WelcomeSection } from '@/features/content/components/home-sections';
import { JoinCommunity } from '@/features/content/components/join-community-form';

export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <Seo
        title={t('pages.home.title')}
        description={t('pages.home.description')}
        keywords={t('pages.home.keywords')}
      />
      {/* The hero does not wait for the page's texts, so its poster (the LCP element) paints at once. */}
      <HomeHero />
      <Suspense fallback={<Spinner centered />}>
        <HomeBody />
      </Suspense>
    </>
  );
}

function HomeBody() {
  const copy = useBrandCopy();
  useTranslation('content');
  return (
    <>
      <WelcomeSection copy={copy.home} />
      <PressSection copy={copy.home} />
      <JoinCommunity />
    </>
  );
}
