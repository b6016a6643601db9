// The saved versions of a document, newest first (date, who, why), each restorable as the draft after a
// confirmation: what is published does not change until the restored draft is published.
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useContentAction } from '@/features/admin/api/content-admin';
import { useContentRevisions } from '@/features/admin/api/get-content';
import type { ContentDocument } from '@/features/admin/content-document-model';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { useWhen, useWho } from './document-state-line';

export function RevisionHistory({
  documentId,
  me,
  onRestored,
}: {
  documentId: string;
  me: string | null;
  onRestored: (document: ContentDocument) => void;
}) {
  const { t } = useTranslation('admin-content');
  const revisions = useContentRevisions(documentId);
  const action = useContentAction();
  const when = useWhen();
  const who = useWho(me);
  return (
    <section
      aria-labelledby="revisions-heading"
      className="flex flex-col gap-3 rounded-2xl border border-ink/15 p-4"
    >
      <h2 id="revisions-heading" className="font-serif text-2xl">
        {t('revisions.heading')}
      </h2>
      {revisions.isPending ? <Spinner /> : null}
      {revisions.isError ? <ErrorAlert>{t('errors.loadFailed')}</ErrorAlert> : null}
      {revisions.data?.length === 0 ? <p className="text-sm">{t('revisions.none')}</p> : null}
      <ol className="flex flex-col divide-y divide-ink/10">
        {(revisions.data ?? []).map((revision) => {
          const label = t('revisions.entry', {
            when: when(revision.saved_at),
            who: who(revision.saved_by),
            reason: t(`revisions.reasons.${revision.reason}`),
          });
          return (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>{label}</span>
              <ConfirmActionDialog
                trigger={
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('revisions.restoreOne', { entry: label })}
                  >
                    {t('revisions.restore')}
                  </Button>
                }
                title={t('revisions.confirmTitle')}
                description={t('revisions.confirmText', { when: when(revision.saved_at) })}
                confirmLabel={t('revisions.restore')}
                onConfirm={async () => {
                  const answer = await action.mutateAsync({ action: 'restore', revisionId: revision.id });
                  if (answer.document) onRestored(answer.document);
                }}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
