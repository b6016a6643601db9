// A document's state in a few words for the list: "Draft", "Published (English, French)", "Scheduled for …",
// "Unpublished", with "unpublished changes" when the draft moved on.
import { useTranslation } from 'react-i18next';
import { documentState, type ContentDocument } from '@/features/admin/content-document-model';
import { useLanguagesText, useWhen } from './document-state-line';

export function ContentStateBadge({ document }: { document: ContentDocument }) {
  const { t } = useTranslation('admin-content');
  const languages = useLanguagesText();
  const when = useWhen();
  const state = documentState(document, new Date());
  switch (state.kind) {
    case 'scheduled':
      return <>{t('state.scheduled', { when: when(state.at), languages: languages(state.languages) })}</>;
    case 'published':
      return (
        <>
          {t('state.published', { languages: languages(state.languages) })}
          {state.changed ? ` · ${t('state.changed')}` : null}
        </>
      );
    default:
      return <>{t(`state.${state.kind}`)}</>;
  }
}
