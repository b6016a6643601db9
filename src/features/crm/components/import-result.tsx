// /crm/import, step 4: what the import did.
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@/features/crm/api/import-contacts';

export function ImportResultSummary({ result }: { result: ImportResult }) {
  const { t } = useTranslation('crm');
  return (
    <section
      aria-labelledby="import-result"
      className="rounded-2xl bg-moss/10 p-6"
      role="status"
      data-testid="import-result"
    >
      <h2 id="import-result" className="font-serif text-2xl">
        {t('import.resultTitle')}
      </h2>
      <ul className="mt-2">
        <li>{t('import.result.inserted', { count: result.inserted })}</li>
        <li>{t('import.result.updated', { count: result.updated })}</li>
        <li>{t('import.result.skipped', { count: result.skipped })}</li>
        <li>{t('import.result.errors', { count: result.errors })}</li>
      </ul>
    </section>
  );
}
