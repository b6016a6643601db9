// The trail of staff changes (staff_role_changes, owners only): who changed whom, from which role to which, when.
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useStaffHistory } from '@/features/admin/api/staff-admin';
import { dateFormat } from '@/lib/locale';

export function StaffHistory() {
  const { t, i18n } = useTranslation('admin-staff');
  const history = useStaffHistory();
  if (history.isPending) return <Spinner />;
  if (history.isError) return <ErrorAlert className="mt-4">{t('history.loadFailed')}</ErrorAlert>;
  if (history.data.length === 0) return <p className="mt-4 text-sm">{t('history.empty')}</p>;
  const when = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const role = (value: string | null) => (value ? t(`roles.${value}`) : t('history.none'));
  return (
    <ol className="mt-4 grid gap-2 text-sm" data-testid="staff-history">
      {history.data.map((change) => (
        <li key={change.id} className="[overflow-wrap:anywhere]">
          <time dateTime={change.changed_at} className="text-ink/70">
            {when.format(new Date(change.changed_at))}
          </time>{' '}
          {t('history.entry', {
            actor: change.actor_email,
            target: change.target_email,
            from: role(change.from_role),
            to: role(change.to_role),
          })}
        </li>
      ))}
    </ol>
  );
}
