// /admin/content/preview/:id/:language: a document's draft drawn by the shop's own page components, in the
// language asked for (an i18next instance of that language, so the admin's own language choice is not changed).
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import type { LocalizedArticle, PageCopy } from '@/content/published';
import type { BrandCopy } from '@/content/types';
import { useContentDocument } from '@/features/admin/api/get-content';
import { useRelatedProducts } from '@/app/use-related-products';
import {
  toArticleDraft,
  toPageDraft,
  type ContentDocument,
  type ContentLanguage,
} from '@/features/admin/content-document-model';
import { CommitmentView } from '@/features/content/components/commitment-view';
import { ExperiencesView } from '@/features/content/components/experiences-view';
import { HomeHero } from '@/features/content/components/home-hero';
import { HomeSections } from '@/features/content/components/home-sections';
import { JournalArticleView } from '@/features/content/components/journal-article';
import { RitualView } from '@/features/content/components/ritual-view';
import { StoryView } from '@/features/content/components/story-view';
import { previewI18n } from '@/lib/i18n-preview';
import { paths } from '@/lib/paths';

function ArticlePreview({ document, language }: { document: ContentDocument; language: ContentLanguage }) {
  const draft = toArticleDraft(document.draft);
  const related = useRelatedProducts(draft.shared.related);
  const article: LocalizedArticle = {
    ...draft.shared,
    slug: document.key,
    languages: [language],
    modifiedAt: document.draft_saved_at ?? document.updated_at,
    text: draft[language],
  };
  return <JournalArticleView article={article} language={language} related={related} />;
}

function PagePreview({ document, language }: { document: ContentDocument; language: ContentLanguage }) {
  // The seeded shape of each page is BrandCopy's (SQL refuses a draft of another shape).
  const draft = toPageDraft(document.draft);
  const copy = draft[language] as unknown as PageCopy[keyof PageCopy];
  switch (document.key) {
    case 'home': {
      const home = copy as PageCopy['home'];
      return (
        <>
          <HomeHero hero={home.hero} language={language} />
          <HomeSections copy={home} press={draft.shared.press ?? []} />
        </>
      );
    }
    case 'story':
      return (
        <Page id="ourStory">
          <StoryView copy={copy as BrandCopy['story']} />
        </Page>
      );
    case 'ritual':
      return (
        <Page id="ritual">
          <RitualView copy={copy as BrandCopy['ritual']} />
        </Page>
      );
    case 'commitment':
      return (
        <Page id="ourCommitment">
          <CommitmentView copy={copy as BrandCopy['commitment']} />
        </Page>
      );
    default:
      return (
        <Page id="experiences">
          <ExperiencesView copy={copy as BrandCopy['experiences']} />
        </Page>
      );
  }
}

function PreviewBanner({
  id,
  language,
  children,
}: {
  id: string;
  language: ContentLanguage;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-content');
  const other: ContentLanguage = language === 'en' ? 'fr' : 'en';
  return (
    <>
      <div className="border-b border-gold bg-gold/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-sm sm:px-6">
          <p className="font-semibold">{t('preview.banner', { language: t(`languages.${language}`) })}</p>
          <Link to={paths.adminContentPreview(id, other)} className="text-moss underline underline-offset-4">
            {t('preview.switch', { language: t(`languages.${other}`) })}
          </Link>
        </div>
      </div>
      {children}
    </>
  );
}

export default function AdminContentPreviewRoute() {
  const { t } = useTranslation('admin-content');
  const { id = '', language: asked } = useParams();
  const language: ContentLanguage = asked === 'fr' ? 'fr' : 'en';
  const document = useContentDocument(id);
  if (document.isPending) return <Spinner centered />;
  if (document.isError || !document.data) {
    return (
      <ErrorAlert size="page" className="m-8">
        {t(document.isError ? 'errors.loadFailed' : 'errors.notFound')}
      </ErrorAlert>
    );
  }
  return (
    <PreviewBanner id={document.data.id} language={language}>
      <I18nextProvider i18n={previewI18n(language)}>
        <div lang={language}>
          {document.data.kind === 'article' ? (
            <ArticlePreview document={document.data} language={language} />
          ) : (
            <PagePreview document={document.data} language={language} />
          )}
        </div>
      </I18nextProvider>
    </PreviewBanner>
  );
}
