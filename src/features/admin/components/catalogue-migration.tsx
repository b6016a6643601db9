// /admin/migration: the static catalogue (SPEC.md 3) into products. A dry run lists what would be created,
// updated (which fields) or skipped; the run applies a fresh plan and reports each item.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCatalogueDryRun, useCatalogueImport } from '@/features/admin/api/run-catalogue-import';
import { summarize, type ImportOutcome, type PlannedItem } from '@/features/admin/catalogue-import-model';
import { STATIC_CATALOGUE } from '@/features/admin/static-catalogue';
import { ErrorAlert } from '@/components/ui/alert';

export function CatalogueMigration() {
  const { t } = useTranslation('admin');
  const dryRun = useCatalogueDryRun();
  const run = useCatalogueImport();
  const busy = dryRun.isPending || run.isPending;

  return (
    <div className="mt-6 flex flex-col gap-8">
      <p className="max-w-3xl text-ink/80">{t('migration.intro', { count: STATIC_CATALOGUE.length })}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={busy}
          aria-busy={dryRun.isPending}
          onClick={() => {
            run.reset();
            dryRun.mutate();
          }}
        >
          {t('migration.dryRun')}
        </Button>
        <Button disabled={busy || !dryRun.isSuccess} aria-busy={run.isPending} onClick={() => run.mutate()}>
          {t('migration.run')}
        </Button>
      </div>
      {!dryRun.isSuccess && !run.isSuccess ? (
        <p className="text-sm text-ink/70">{t('migration.dryRunFirst')}</p>
      ) : null}
      {dryRun.isError || run.isError ? <ErrorAlert>{t('migration.failed')}</ErrorAlert> : null}
      {run.isSuccess ? (
        <RunReport outcomes={run.data} />
      ) : dryRun.isSuccess ? (
        <DryRunReport plan={dryRun.data} />
      ) : null}
    </div>
  );
}

function DryRunReport({ plan }: { plan: PlannedItem[] }) {
  const { t } = useTranslation('admin');
  const counts = { create: 0, update: 0, skip: 0 };
  for (const item of plan) counts[item.action] += 1;
  return (
    <section aria-labelledby="migration-plan">
      <h2 id="migration-plan" className="font-serif text-2xl">
        {t('migration.planTitle')}
      </h2>
      <p role="status" className="mt-2">
        {t('migration.planSummary', counts)}
      </p>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="py-2 pr-4">
              {t('migration.columns.item')}
            </th>
            <th scope="col" className="py-2">
              {t('migration.columns.wouldDo')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.map((item) => (
            <tr key={item.id} className="border-b border-ink/10 align-top">
              <th scope="row" className="py-2 pr-4 font-normal">
                <span className="block font-medium">{item.name}</span>
                <span className="block text-xs text-ink/70">{item.id}</span>
              </th>
              <td className="py-2">
                {t(`migration.plan.${item.action}`)}
                {item.action === 'update' ? (
                  <ul className="mt-1 list-disc pl-5 text-xs text-ink/80">
                    {item.changes.map((change) => (
                      <li key={change.field}>
                        {t('migration.change', {
                          field: t(`migration.fields.${change.field}`),
                          from: display(change.from),
                          to: display(change.to),
                        })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function display(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅';
  if (Array.isArray(value)) return value.join(' | ');
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function RunReport({ outcomes }: { outcomes: ImportOutcome[] }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="migration-report">
      <h2 id="migration-report" className="font-serif text-2xl">
        {t('migration.reportTitle')}
      </h2>
      <p role="status" className="mt-2">
        {t('migration.reportSummary', summarize(outcomes))}
      </p>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="py-2 pr-4">
              {t('migration.columns.item')}
            </th>
            <th scope="col" className="py-2">
              {t('migration.columns.result')}
            </th>
          </tr>
        </thead>
        <tbody>
          {outcomes.map((outcome) => (
            <tr key={outcome.id} className="border-b border-ink/10 align-top">
              <th scope="row" className="py-2 pr-4 font-normal">
                <span className="block font-medium">{outcome.name}</span>
                <span className="block text-xs text-ink/70">{outcome.id}</span>
              </th>
              <td className="py-2">
                {t(`migration.result.${outcome.result}`)}
                {outcome.fields.length > 0
                  ? ` (${outcome.fields.map((field) => t(`migration.fields.${field}`)).join(', ')})`
                  : ''}
                {outcome.result === 'failed' ? (
                  <span className="block text-rust">{t('migration.reason', { reason: outcome.reason })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
