// What the database did with each ticked pair: applied, or refused (changed in the shop since the dry run, or
// a new product without its name and price), grouped by catalogue item.
import { useTranslation } from 'react-i18next';
import {
  countOutcomes,
  type ApplyOutcome,
  type PlannedProduct,
} from '@/features/admin/catalogue-import-model';
import { MigrationReport } from './migration-report';

export function CatalogueApplyReport({
  plan,
  outcomes,
}: {
  plan: PlannedProduct[];
  outcomes: ApplyOutcome[];
}) {
  const { t } = useTranslation('admin');
  const touched = plan.filter((product) => outcomes.some((entry) => entry.product === product.slug));
  return (
    <MigrationReport
      id="migration-report"
      title={t('migration.reportTitle')}
      summary={t('migration.reportSummary', countOutcomes(outcomes))}
    >
      <ul className="mt-4 flex flex-col gap-4">
        {touched.map((product) => (
          <li key={product.slug} className="rounded-lg border border-ink/15 p-4">
            <h3 className="font-medium">
              {product.name} <span className="text-xs font-normal text-ink/70">{product.slug}</span>
            </h3>
            <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={product.name}>
              {outcomes
                .filter((entry) => entry.product === product.slug)
                .map((entry) => (
                  <li key={entry.field} className={entry.outcome === 'applied' ? undefined : 'text-rust'}>
                    {t(`migration.fields.${entry.field}`)}: {t(`migration.result.${entry.outcome}`)}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </MigrationReport>
  );
}
