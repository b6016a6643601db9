// An article in both languages side by side (stacked on a phone), saved as a draft a few seconds after the
// typing stops; publishing, the preview and the history sit beside it. The draft typed here is the source of
// truth: answers from the server update the document's state, never what is being typed (but a restore does).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { ContentAdminError, contentAdmin } from '@/features/admin/api/content-admin';
import {
  articleMissing,
  CONTENT_LANGUAGES,
  toArticleDraft,
  type ArticleDraft,
  type ContentDocument,
} from '@/features/admin/content-document-model';
import { slugFromTitle, slugProblem } from '@/features/admin/content-input-model';
import { ArticleLanguageFields } from './article-language-fields';
import { ArticleSharedFields } from './article-shared-fields';
import { contentErrorMessageKey, errorField } from './content-error';
import { MissingSummary } from './missing-summary';
import { PreviewLinks } from './preview-links';
import { PublishControls } from './publish-controls';
import { RevisionHistory } from './revision-history';
import { SaveBar } from './save-status';
import { useAutosave } from './use-autosave';

interface Edited {
  slug: string;
  draft: ArticleDraft;
}

export function ArticleEditor({
  document: initial,
  blank,
  me,
  previewHref,
  listHref,
  onCreated,
  onDeleted,
  autosaveDelay,
}: {
  document: ContentDocument | null;
  /** The draft of a new article. */
  blank: ArticleDraft;
  me: string | null;
  previewHref: (id: string, language: 'en' | 'fr') => string;
  listHref: string;
  onCreated: (id: string) => void;
  onDeleted: () => void;
  autosaveDelay?: number;
}) {
  const { t } = useTranslation('admin-content');
  const queryClient = useQueryClient();
  const [document, setDocument] = useState(initial);
  const [edited, setEdited] = useState<Edited>(() => ({
    slug: initial?.key ?? '',
    draft: initial ? toArticleDraft(initial.draft) : blank,
  }));
  // A restore replaces the draft: the body editors (which keep their own state) start again from it.
  const [version, setVersion] = useState(0);
  const [slugTouched, setSlugTouched] = useState(initial !== null);
  const id = useRef(initial?.id ?? null);
  // The route's callback, read at save time: a new function each render must not restart the autosave timer.
  const created = useRef(onCreated);
  useEffect(() => {
    created.current = onCreated;
  }, [onCreated]);

  const save = useCallback(
    async (value: Edited, autosave: boolean) => {
      const problem = slugProblem(value.slug);
      if (problem) throw new ContentAdminError(`content_slug_${problem}`, problem, 'key');
      const answer = await contentAdmin({
        action: 'save',
        ...(id.current ? { id: id.current } : {}),
        kind: 'article',
        key: value.slug,
        draft: value.draft as never,
        autosave,
      });
      if (!answer.document) return;
      if (!id.current) created.current(answer.document.id);
      id.current = answer.document.id;
      setDocument(answer.document);
      // The list's states and the history follow each save.
      void queryClient.invalidateQueries({ queryKey: adminKeys.content() });
    },
    [queryClient],
  );
  const { status, saveNow, markSaved } = useAutosave({ value: edited, save, delay: autosaveDelay });

  const failedField = status.kind === 'failed' ? errorField(status.error) : undefined;
  const fieldError = (field: string) =>
    failedField === field && status.kind === 'failed' ? t(contentErrorMessageKey(status.error)) : undefined;
  const missing = useMemo(
    () => ({ en: articleMissing(edited.draft, 'en'), fr: articleMissing(edited.draft, 'fr') }),
    [edited.draft],
  );

  const change = (next: Partial<Edited>) => setEdited((current) => ({ ...current, ...next }));

  return (
    <div className="mt-6 flex flex-col gap-8">
      <SaveBar status={status} onSave={() => saveNow(false)} />
      <ArticleSharedFields
        slug={edited.slug}
        slugError={fieldError('key')}
        fieldError={fieldError}
        shared={edited.draft.shared}
        onSlug={(slug) => {
          setSlugTouched(true);
          change({ slug });
        }}
        onShared={(shared) => change({ draft: { ...edited.draft, shared } })}
      />
      <MissingSummary missing={{ en: missing.en.length, fr: missing.fr.length }} />
      <div className="grid gap-8 lg:grid-cols-2">
        {CONTENT_LANGUAGES.map((language) => (
          <ArticleLanguageFields
            key={`${language}-${version}`}
            language={language}
            text={edited.draft[language]}
            missing={missing[language]}
            errorOf={(field) => fieldError(`${language}.${field}`)}
            onChange={(field, value) =>
              setEdited((current) => {
                const draft = {
                  ...current.draft,
                  [language]: { ...current.draft[language], [field]: value },
                };
                const slug =
                  !slugTouched && language === 'en' && field === 'title'
                    ? slugFromTitle(value)
                    : current.slug;
                return { slug, draft };
              })
            }
          />
        ))}
      </div>
      {document ? <PreviewLinks href={(language) => previewHref(document.id, language)} /> : null}
      <PublishControls
        document={document}
        me={me}
        save={async () => {
          await saveNow(false);
          if (!id.current) throw new ContentAdminError('content_not_found', 'not saved');
          return id.current;
        }}
        fieldLabel={(field) => t(`fields.${field}`, { defaultValue: field })}
        onDocument={setDocument}
        onDeleted={onDeleted}
      />
      {document ? (
        <RevisionHistory
          documentId={document.id}
          me={me}
          onRestored={(restored) => {
            const next = { slug: restored.key, draft: toArticleDraft(restored.draft) };
            markSaved(next);
            setEdited(next);
            setDocument(restored);
            setVersion((current) => current + 1);
          }}
        />
      ) : null}
      <p>
        <Link to={listHref} className="text-moss underline underline-offset-4">
          {t('list.back')}
        </Link>
      </p>
    </div>
  );
}
