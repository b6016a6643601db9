// The admin order's internal notes.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { useAddOrderNote } from '@/features/admin/api/update-order';
import { orderErrorKey } from '@/features/admin/order-admin-model';

export function NoteForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const addNote = useAddOrderNote();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('orders.errors.noteRequired'));
      return;
    }
    setError(null);
    addNote.mutate(
      { id: orderId, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          toast.success(t('orders.noteAdded'));
        },
        onError: (failure) => setError(t(orderErrorKey(failure))),
      },
    );
  }
  return (
    <section aria-labelledby="order-note">
      <h3 id="order-note" className="font-serif text-xl">
        {t('orders.notes')}
      </h3>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <TextareaField
          label={t('orders.noteLabel')}
          hint={t('orders.noteHint')}
          rows={3}
          maxLength={4000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" variant="outline" className="self-start" disabled={addNote.isPending}>
          {t('orders.addNote')}
        </Button>
      </form>
    </section>
  );
}
