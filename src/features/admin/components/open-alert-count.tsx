// The count of open alerts beside the admin navigation's "Needs attention" link: the number shown, and said in
// full to a screen reader ("Needs attention (3 open alerts)"); nothing when there is none or the count could not be read.
import { useTranslation } from 'react-i18next';
import { useOpenAlertCount } from '@/features/admin/api/alerts';

export function OpenAlertCount() {
  const { t } = useTranslation('admin-alerts');
  const count = useOpenAlertCount();
  if (!count.data) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="open-alert-count"
        className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-rust px-1.5 text-xs font-semibold text-cream"
      >
        {count.data}
      </span>
      <span className="sr-only">{`(${t('navCount', { count: count.data })})`}</span>
    </>
  );
}
