// "Saving…", "Saved at 14:32" or "Not saved: <why>", read out politely by screen readers (role="status").
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { contentErrorMessageKey } from './content-error';
import type { SaveStatus as Status } from './use-autosave';

export function SaveStatus({ status }: { status: Status }) {
  const { t, i18n } = useTranslation('admin-content');
  let message = '';
  if (status.kind === 'saving') message = t('save.saving');
  if (status.kind === 'saved') {
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(status.at);
    message = t('save.savedAt', { time });
  }
  if (status.kind === 'failed') {
    message = t('save.failed', { reason: t(contentErrorMessageKey(status.error)) });
  }
  return (
    <p
      role="status"
      className={cn('min-h-6 text-sm', status.kind === 'failed' ? 'text-rust' : 'text-ink/80')}
    >
      {message}
    </p>
  );
}

/** The editors' bar: the save status and "Save now" (a failure is said by the status, so it is not rethrown). */
export function SaveBar({ status, onSave }: { status: Status; onSave: () => Promise<unknown> }) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <SaveStatus status={status} />
      <Button variant="outline" onClick={() => void onSave().catch(() => undefined)}>
        {t('save.now')}
      </Button>
    </div>
  );
}
