import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** A spinner with an accessible name; `centered` fills the page area while a page loads. */
export function Spinner({ centered = false, className }: { centered?: boolean; className?: string }) {
  const { t } = useTranslation();
  const wheel = (
    <span
      role="status"
      aria-label={t('common.loading')}
      data-testid="spinner"
      className={cn(
        'inline-block h-8 w-8 animate-spin rounded-full border-2 border-moss/25 border-t-moss',
        className,
      )}
    />
  );
  if (!centered) return wheel;
  return <div className="flex min-h-[60vh] items-center justify-center">{wheel}</div>;
}
