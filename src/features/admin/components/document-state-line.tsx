// Where a document stands, in words: "Published in English and French on 27 November 2026, 14:32 by you",
// "Scheduled for …", "Draft, never published", "Unpublished".
import { useTranslation } from 'react-i18next';
import { documentState, type ContentDocument } from '@/features/admin/content-document-model';

export function useLanguagesText() {
  const { t } = useTranslation('admin-content');
  return (languages: string[]) =>
    languages.length === 2
      ? t('state.bothLanguages')
      : languages.map((language) => t(`languages.${language}`)).join(', ');
}

export function useWhen() {
  const { i18n } = useTranslation('admin-content');
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

export function useWho(me: string | null) {
  const { t } = useTranslation('admin-content');
  return (userId: string | null) => (userId && userId === me ? t('who.you') : t('who.otherAdmin'));
}

export function DocumentStateLine({ document, me }: { document: ContentDocument | null; me: string | null }) {
  const { t } = useTranslation('admin-content');
  const languages = useLanguagesText();
  const when = useWhen();
  const who = useWho(me);
  if (!document) return <p className="text-sm text-ink/80">{t('state.new')}</p>;
  const state = documentState(document, new Date());
  let text: string;
  if (state.kind === 'scheduled') {
    text = t('state.scheduledLong', {
      when: when(state.at),
      languages: languages(state.languages),
      who: who(document.scheduled_by),
    });
  } else if (state.kind === 'published') {
    text = t('state.publishedLong', {
      languages: languages(state.languages),
      when: when(
        document.scheduled_for && document.scheduled
          ? document.scheduled_for
          : (document.published_at ?? document.updated_at),
      ),
      who: who(document.scheduled ? document.scheduled_by : document.published_by),
    });
    if (state.changed) text = `${text} ${t('state.changedSince')}`;
  } else {
    text = t(state.kind === 'draft' ? 'state.draftLong' : 'state.unpublishedLong');
  }
  return <p className="text-sm text-ink/80">{text}</p>;
}
