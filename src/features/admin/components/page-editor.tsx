// A brand page (home, story, ritual, commitment, experiences) in both languages: the form generated from its
// JSON, the home page's press links, autosave, publishing and history, as for an article.
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { contentAdmin, ContentAdminError } from '@/features/admin/api/content-admin';
import {
  pageMissing,
  setLeaf,
  toPageDraft,
  type ContentDocument,
  type LeafPath,
  type PageDraft,
} from '@/features/admin/content-document-model';
import { isHttpsUrl } from '@/features/admin/content-input-model';
import { parsePath, pathWords } from '@/features/admin/page-form-model';
import { contentErrorMessageKey, errorField } from './content-error';
import { MissingSummary } from './missing-summary';
import { PageFields } from './page-fields';
import { PressLinksFields } from './press-links-fields';
import { PreviewLinks } from './preview-links';
import { PublishControls } from './publish-controls';
import { RevisionHistory } from './revision-history';
import { SaveBar } from './save-status';
import { useAutosave } from './use-autosave';

export function PageEditor({
  document: initial,
  me,
  previewHref,
  listHref,
  autosaveDelay,
}: {
  document: ContentDocument;
  me: string | null;
  previewHref: (id: string, language: 'en' | 'fr') => string;
  listHref: string;
  autosaveDelay?: number;
}) {
  const { t } = useTranslation('admin-content');
  const queryClient = useQueryClient();
  const [document, setDocument] = useState(initial);
  const [draft, setDraft] = useState<PageDraft>(() => toPageDraft(initial.draft));
  const [version, setVersion] = useState(0);

  const save = useCallback(
    async (value: PageDraft, autosave: boolean) => {
      const badLink = (value.shared.press ?? []).findIndex((link) => !isHttpsUrl(link.href));
      if (badLink >= 0) {
        throw new ContentAdminError('content_press_link_invalid', 'press', `shared.press.${badLink}.href`);
      }
      const answer = await contentAdmin({
        action: 'save',
        id: initial.id,
        kind: 'page',
        key: initial.key,
        draft: value as never,
        autosave,
      });
      if (answer.document) setDocument(answer.document);
      // The list's states and the history follow each save.
      void queryClient.invalidateQueries({ queryKey: adminKeys.content() });
    },
    [queryClient, initial.id, initial.key],
  );
  const { status, saveNow, markSaved } = useAutosave({ value: draft, save, delay: autosaveDelay });

  const failed = status.kind === 'failed' ? status : null;
  const failedPath = failed ? parsePath(errorField(failed.error) ?? '').join('.') : null;
  const errorAt = (path: string) =>
    failed && failedPath === path ? t(contentErrorMessageKey(failed.error)) : undefined;
  const missing = useMemo(() => ({ en: pageMissing(draft, 'en'), fr: pageMissing(draft, 'fr') }), [draft]);
  const label = (key: string) => t(`pageFields.${key}`);

  return (
    <div className="mt-6 flex flex-col gap-8">
      <h2 className="font-serif text-3xl">{t(`pages.${initial.key}`)}</h2>
      <SaveBar status={status} onSave={() => saveNow(false)} />
      <MissingSummary missing={{ en: missing.en.length, fr: missing.fr.length }} />
      {draft.shared.press ? (
        <PressLinksFields
          links={draft.shared.press}
          errorOf={(index, field) => errorAt(`shared.press.${index}.${field}`)}
          onChange={(press) => setDraft((current) => ({ ...current, shared: { ...current.shared, press } }))}
        />
      ) : null}
      <PageFields
        key={version}
        en={draft.en}
        fr={draft.fr}
        path={[]}
        errorOf={(language, path) => errorAt([language, ...path].join('.'))}
        onChange={(language, path: LeafPath, value) =>
          setDraft((current) => ({ ...current, [language]: setLeaf(current[language], path, value) }))
        }
      />
      <PreviewLinks href={(language) => previewHref(document.id, language)} />
      <PublishControls
        document={document}
        me={me}
        save={async () => {
          await saveNow(false);
          return document.id;
        }}
        fieldLabel={(field) => pathWords(parsePath(field), label)}
        onDocument={setDocument}
      />
      <RevisionHistory
        documentId={document.id}
        me={me}
        onRestored={(restored) => {
          const next = toPageDraft(restored.draft);
          markSaved(next);
          setDraft(next);
          setDocument(restored);
          setVersion((current) => current + 1);
        }}
      />
      <p>
        <Link to={listHref} className="text-moss underline underline-offset-4">
          {t('list.back')}
        </Link>
      </p>
    </div>
  );
}
