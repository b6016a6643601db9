import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { usePageReady } from './page-ready';

export function errorMessage(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** The route error element: the heading of SPEC.md 8 and the error's message. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  usePageReady();
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="font-serif text-3xl text-ink">{t('errors.unexpectedTitle')}</h1>
      <p className="mt-4 text-ink/80" data-testid="route-error-message">
        {errorMessage(error, t('errors.unknown'))}
      </p>
      <a href={paths.home} className="mt-8 inline-block text-moss underline underline-offset-4">
        {t('common.backToHome')}
      </a>
    </main>
  );
}
