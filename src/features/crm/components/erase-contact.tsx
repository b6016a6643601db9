// The contact page's "Erase this person's data" (GDPR art. 17): a confirmation dialog saying what goes and what
// the law keeps, then the erasure; the admin lands back on the contacts list. Focus starts on Cancel, the safe
// choice, and returns to the opening button when the dialog closes without erasing.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EraseError, eraseErrorKey, useEraseContact } from '@/features/crm/api/erase-contact';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

export function EraseContact({ contactId, label }: { contactId: string; label: string }) {
  const { t } = useTranslation('crm');
  const navigate = useNavigate();
  const erase = useEraseContact();
  const [open, setOpen] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);

  const run = async () => {
    try {
      const result = await erase.mutateAsync(contactId);
      setOpen(false);
      toast.success(t('erase.done', { count: result.orders_kept }));
      void navigate(paths.crmContacts);
    } catch {
      // Shown in the dialog below.
    }
  };

  return (
    <section
      aria-labelledby="contact-erase"
      className="rounded-2xl border border-rust/30 bg-white/70 p-6 shadow-sm"
    >
      <h2 id="contact-erase" className="font-serif text-2xl">
        {t('erase.title')}
      </h2>
      <p className="mt-3">{t('erase.text')}</p>
      <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)}>
        {t('erase.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (erase.isPending) return;
          if (!next) erase.reset();
          setOpen(next);
        }}
      >
        <DialogContent
          closeLabel={t('erase.close')}
          aria-describedby="erase-contact-description"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
        >
          <DialogTitle>{t('erase.dialogTitle', { name: label })}</DialogTitle>
          <DialogDescription id="erase-contact-description" className="mt-2">
            {t('erase.dialogText')}
          </DialogDescription>
          {erase.isError ? (
            <ErrorAlert className="mt-4">
              {t(eraseErrorKey(erase.error), {
                orders: erase.error instanceof EraseError ? erase.error.message : '',
              })}
            </ErrorAlert>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button
              variant="destructive"
              onClick={() => void run()}
              disabled={erase.isPending}
              aria-busy={erase.isPending || undefined}
            >
              {erase.isPending ? t('erase.erasing') : t('erase.confirm')}
            </Button>
            <Button ref={cancel} variant="outline" disabled={erase.isPending} onClick={() => setOpen(false)}>
              {t('erase.cancel')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
