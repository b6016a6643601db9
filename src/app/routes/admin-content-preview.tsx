// /admin/content/preview/:id/:language: a document's draft drawn by the shop's own page components, in the
// language asked for (an i18next instance of that language, so the admin's own language choice is not changed).
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import type { ArticleMeta } from '@/content/journal/meta';
import type { BrandCopy } from '@/content/types';
import { useContentDocument } from '@/features/admin/api/get-content';
import {
  toArticleDraft,
  toPageDraft,
  type ContentDocument,
  type ContentLanguage,
} from '@/features/admin/content-document-model';
import { CommitmentView } from '@/features/content/components/commitment-view';
import { ExperiencesView } from '@/features/content/components/experiences-view';
import { HomeHero } from '@/features/content/components/home-hero';
import { PressSection, WelcomeSection } from '@/features/content/components/home-sections';
import { JournalArticle } from '@/features/content/components/journal-article';
import { RitualView } from '@/features/content/components/ritual-view';
import { StoryView } from '@/features/content/components/story-view';
import { previewI18n } from '@/lib/i18n-preview';
import { paths } from '@/lib/paths';
import { sanitizeHtml } from '@/lib/sanitize';

function ArticlePreview({ document, language }: { document: ContentDocument; language: ContentLanguage }) {
  const draft = toArticleDraft(document.draft);
  const text = draft[language];
  // The article component still reads the journal's bundled metadata and block bodies; a draft's slug is not
  // one of the bundled ones, hence the cast, and its HTML body is drawn below with the article's own classes.
  const meta = {
    slug: document.key,
    datePublished: draft.shared.date,
    author: draft.shared.author,
    cover: draft.shared.cover ?? { src: '', srcSet: '', width: 1200, height: 675 },
  } as unknown as ArticleMeta;
  return (
    <>
      <JournalArticle meta={meta} article={{ ...text, body: [] }} />
      <div
        className="mx-auto max-w-3xl space-y-5 px-4 pb-10 text-lg leading-relaxed text-ink/90 sm:px-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:pl-5 [&_blockquote]:font-serif [&_blockquote]:text-2xl [&_blockquote]:italic [&_h2]:pt-4 [&_h2]:font-serif [&_h2]:text-3xl [&_h2]:text-ink [&_h3]:font-serif [&_h3]:text-2xl [&_ol]:ml-6 [&_ol]:list-decimal [&_ul]:ml-6 [&_ul]:list-disc [&_a]:text-moss [&_a]:underline [&_img]:rounded-2xl"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(text.body) }}
      />
    </>
  );
}

function PagePreview({ document, language }: { document: ContentDocument; language: ContentLanguage }) {
  // The seeded shape of each page is BrandCopy's (SQL refuses a draft of another shape).
  const copy = toPageDraft(document.draft)[language] as unknown as BrandCopy[keyof BrandCopy];
  switch (document.key) {
    case 'home': {
      const home = copy as BrandCopy['home'];
      return (
        <>
          <HomeHero />
          <WelcomeSection copy={home} />
          <PressSection copy={home} />
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
