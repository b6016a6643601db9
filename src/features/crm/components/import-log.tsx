// /crm/import's log: the recent imports with their counts and errors, and the undo of the last one (after a
// confirmation).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { jsonRows } from '@/lib/json-answer';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { crmErrorKey } from '@/features/crm/api/crm-error';
import { useImports } from '@/features/crm/api/get-imports';
import { useUndoLastImport } from '@/features/crm/api/undo-import';
import { formatDate } from '@/features/crm/format';
import type { RowError } from '@/features/crm/import-model';

export function ImportLog() {
  const { t, i18n } = useTranslation('crm');
  const imports = useImports();
  const undo = useUndoLastImport();
  const [confirming, setConfirming] = useState(false);
  const last = imports.data?.find((row) => row.undone_at === null);

  const confirmUndo = async () => {
    try {
      const result = await undo.mutateAsync();
      toast.success(
        t('log.undone', { deleted: result.deleted, restored: result.restored, kept: result.kept }),
      );
    } catch (error) {
      toast.error(t(crmErrorKey(error)));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="import-log" className="rounded-2xl bg-white/70 p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="import-log" className="font-serif text-2xl">
          {t('log.title')}
        </h2>
        {last ? (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={undo.isPending}>
            {t('log.undoLast')}
          </Button>
        ) : null}
      </div>
      {imports.isError ? (
        <p role="alert" className="mt-3 text-rust">
          {t(crmErrorKey(imports.error))}
        </p>
      ) : imports.data && imports.data.length === 0 ? (
        <p className="mt-3">{t('log.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {(imports.data ?? []).map((row) => {
            const errors = Array.isArray(row.row_errors)
              ? jsonRows<RowError>(row.row_errors, ['row', 'field', 'code'], 'crm_imports.row_errors')
              : [];
            return (
              <li key={row.id} className="border-l-2 border-moss/40 pl-4" data-testid="import-log-row">
                <p className="font-medium">
                  {row.filename ?? t('log.noName')} · {formatDate(row.created_at, i18n.language, true)}
                  {row.undone_at ? <span className="ml-2 text-rust">{t('log.undoneBadge')}</span> : null}
                </p>
                <p>
                  {t('log.counts', {
                    total: row.total_rows,
                    inserted: row.inserted_count,
                    updated: row.updated_count,
                    skipped: row.skipped_count,
                    errors: row.error_count,
                  })}
                </p>
                {errors.length > 0 ? (
                  <details>
                    <summary className="cursor-pointer text-sm underline">{t('log.showErrors')}</summary>
                    <ul className="mt-1 text-sm">
                      {errors.slice(0, 200).map((error) => (
                        <li key={`${error.row}-${error.field}-${error.code}`}>
                          {t('log.errorLine', {
                            row: error.row,
                            message: t(`import.errors.${error.code}`, {
                              field: t(`import.fields.${error.field}`),
                            }),
                          })}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogTitle className="pr-10">{t('log.confirmTitle')}</DialogTitle>
          <DialogDescription className="mt-2">
            {t('log.confirmText', { name: last?.filename ?? t('log.noName') })}
          </DialogDescription>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="destructive" onClick={() => void confirmUndo()} disabled={undo.isPending}>
              {t('log.confirmUndo')}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('log.keep')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
