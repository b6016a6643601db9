// A Radix dialog that asks before an action that cannot be taken back (delete an article, restore an older
// draft): its trigger opens it, focus moves into it and back to the trigger on close, and a refusal shows inside.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { contentErrorMessageKey } from './content-error';

export function ConfirmActionDialog({
  trigger,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Resolves when done (the dialog closes), rejects with the refusal to show. */
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation('admin-content');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setRefusal(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setRefusal(t(contentErrorMessageKey(error)));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setRefusal(null);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        {refusal ? <ErrorAlert className="mt-4">{refusal}</ErrorAlert> : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            onClick={() => void confirm()}
            disabled={pending}
            aria-busy={pending}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
