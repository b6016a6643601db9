// "Publish on …": a date and time in the admin's own time zone, which must be in the future.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { scheduleTime } from '@/features/admin/content-input-model';

export function ScheduleForm({
  pending,
  onSchedule,
  onCancel,
}: {
  pending: boolean;
  onSchedule: (at: Date) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = scheduleTime(value, new Date());
    if (result.problem) {
      setError(t(`publish.scheduleProblems.${result.problem}`));
      return;
    }
    onSchedule(result.at);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <Field
        type="datetime-local"
        label={t('publish.scheduleAt')}
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {t('publish.confirmSchedule')}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
    </form>
  );
}
