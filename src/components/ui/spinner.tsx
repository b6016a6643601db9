import { useTranslation } from 'react-i18next';

/** A spinner with an accessible name; `centered` fills the page area while a page loads. */
export function Spinner({ centered = false }: { centered?: boolean }) {
  const { t } = useTranslation();
  const wheel = (
    <span
      role="status"
      aria-label={t('common.loading')}
      data-testid="spinner"
      className="inline-block h-8 w-8 animate-spin rounded-full border-2 border-moss/25 border-t-moss"
    />
  );
  if (!centered) return wheel;
  // A full viewport, so that the footer stays below the fold until the page arrives (no layout shift).
  return <div className="flex min-h-[calc(100svh-4rem)] items-center justify-center">{wheel}</div>;
}
