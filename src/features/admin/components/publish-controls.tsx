// Publish now, schedule, unpublish, cancel a schedule, delete (articles): each saves what is typed first, then
// asks the content-admin function; a language left out of a publication is named with the fields it lacks.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ContentAdminError, useContentAction, type ContentAnswer } from '@/features/admin/api/content-admin';
import {
  CONTENT_LANGUAGES,
  documentState,
  type ContentDocument,
} from '@/features/admin/content-document-model';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { contentErrorMessageKey } from './content-error';
import { DocumentStateLine } from './document-state-line';
import { ScheduleForm } from './schedule-form';

export function PublishControls({
  document,
  me,
  save,
  fieldLabel,
  onDocument,
  onDeleted,
}: {
  document: ContentDocument | null;
  me: string | null;
  /** Saves what is typed; resolves with the document's id once it exists on the server. */
  save: () => Promise<string>;
  /** The words for a field the function names in `missing` (title, hero.title …) in one language. */
  fieldLabel: (field: string) => string;
  onDocument: (document: ContentDocument) => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const action = useContentAction();
  const [scheduling, setScheduling] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const state = document ? documentState(document, new Date()) : null;

  const run = async (send: (id: string) => Parameters<typeof action.mutateAsync>[0]) => {
    setRefusal(null);
    setNotice(null);
    try {
      const answer = await action.mutateAsync(send(await save()));
      if (answer.document) onDocument(answer.document);
      setNotice(missingNotice(answer));
      return answer;
    } catch (error) {
      setRefusal([t(contentErrorMessageKey(error)), ...missingDetail(error)].join(' '));
      return null;
    }
  };

  const fieldsText = (fields: string[]) =>
    fields.map((field) => fieldLabel(field).toLocaleLowerCase()).join(', ');

  /** Nothing was published: what each language lacks ("Missing in French: title, text."). */
  function missingDetail(error: unknown): string[] {
    const missing = error instanceof ContentAdminError ? (error.missing ?? {}) : {};
    return CONTENT_LANGUAGES.filter((language) => (missing[language] ?? []).length > 0).map((language) =>
      t('errors.nothingCompleteDetail', {
        language: t(`languages.${language}`),
        fields: fieldsText(missing[language] ?? []),
      }),
    );
  }

  /** "Published in English only: the French title, excerpt are missing." */
  function missingNotice(answer: ContentAnswer): string | null {
    const missing = answer.missing ?? {};
    const left = CONTENT_LANGUAGES.filter((language) => (missing[language] ?? []).length > 0);
    const published = CONTENT_LANGUAGES.filter((language) => !left.includes(language));
    if (left.length === 0 || published.length === 0) return null;
    return left
      .map((language) =>
        t('publish.onlyIn', {
          published: published.map((name) => t(`languages.${name}`)).join(', '),
          missingLanguage: t(`languages.${language}`),
          fields: fieldsText(missing[language] ?? []),
          count: (missing[language] ?? []).length,
        }),
      )
      .join(' ');
  }

  return (
    <section
      aria-labelledby="publish-heading"
      className="flex flex-col gap-3 rounded-2xl border border-ink/15 p-4"
    >
      <h2 id="publish-heading" className="font-serif text-2xl">
        {t('publish.heading')}
      </h2>
      <DocumentStateLine document={document} me={me} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void run((id) => ({ action: 'publish', id }))} disabled={action.isPending}>
          {t('publish.now')}
        </Button>
        <Button variant="outline" onClick={() => setScheduling(!scheduling)} aria-expanded={scheduling}>
          {t('publish.schedule')}
        </Button>
        {state?.kind === 'scheduled' ? (
          <Button
            variant="outline"
            onClick={() => void run((id) => ({ action: 'cancel-schedule', id }))}
            disabled={action.isPending}
          >
            {t('publish.cancelSchedule')}
          </Button>
        ) : null}
        {/* A brand page is part of the shop: SQL keeps it published (content_page_stays_published). */}
        {state?.kind === 'published' && document?.kind === 'article' ? (
          <Button
            variant="outline"
            onClick={() => void run((id) => ({ action: 'unpublish', id }))}
            disabled={action.isPending}
          >
            {t('publish.unpublish')}
          </Button>
        ) : null}
        {document?.kind === 'article' ? (
          <ConfirmActionDialog
            trigger={<Button variant="destructive">{t('publish.delete')}</Button>}
            title={t('publish.deleteTitle', { slug: document.key })}
            description={t('publish.deleteText')}
            confirmLabel={t('publish.confirmDelete')}
            destructive
            onConfirm={async () => {
              await action.mutateAsync({ action: 'delete', id: document.id });
              onDeleted?.();
            }}
          />
        ) : null}
      </div>
      {scheduling ? (
        <ScheduleForm
          pending={action.isPending}
          onCancel={() => setScheduling(false)}
          onSchedule={(at) =>
            void run((id) => ({ action: 'publish', id, at: at.toISOString() })).then((answer) => {
              if (answer) setScheduling(false);
            })
          }
        />
      ) : null}
      {/* Always in the page, so that screen readers announce the notice when it is written. */}
      <p role="status" className="text-sm text-rust empty:hidden">
        {notice}
      </p>
      {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
    </section>
  );
}
