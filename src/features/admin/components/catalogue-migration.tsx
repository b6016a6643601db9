// /admin/migration: the static catalogue (SPEC.md 3) into products. A dry run lists what would be created,
// updated (which fields) or skipped; the run applies a fresh plan and reports each item.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCatalogueDryRun, useCatalogueImport } from '@/features/admin/api/run-catalogue-import';
import { summarize, type ImportOutcome, type PlannedItem } from '@/features/admin/catalogue-import-model';
import { STATIC_CATALOGUE } from '@/features/admin/static-catalogue';
import { ErrorAlert } from '@/components/ui/alert';
import { MigrationReport } from './migration-report';
import { ColumnHeads } from './column-heads';

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
    <MigrationReport
      id="migration-plan"
      title={t('migration.planTitle')}
      summary={t('migration.planSummary', counts)}
    >
      <ItemTable
        items={plan}
        resultColumn={t('migration.columns.wouldDo')}
        result={(item) => (
          <>
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
          </>
        )}
      />
    </MigrationReport>
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
    <MigrationReport
      id="migration-report"
      title={t('migration.reportTitle')}
      summary={t('migration.reportSummary', summarize(outcomes))}
    >
      <ItemTable
        items={outcomes}
        resultColumn={t('migration.columns.result')}
        result={(outcome) => (
          <>
            {t(`migration.result.${outcome.result}`)}
            {outcome.fields.length > 0
              ? ` (${outcome.fields.map((field) => t(`migration.fields.${field}`)).join(', ')})`
              : ''}
            {outcome.result === 'failed' ? (
              <span className="block text-rust">{t('migration.reason', { reason: outcome.reason })}</span>
            ) : null}
          </>
        )}
      />
    </MigrationReport>
  );
}

/** The catalogue's items, each with its name over its id, and what was (or would be) done to it. */
function ItemTable<T extends { id: string; name: string }>({
  items,
  resultColumn,
  result,
}: {
  items: T[];
  resultColumn: string;
  result: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <table className="mt-4 w-full border-collapse text-left text-sm">
      <ColumnHeads columns={[t('migration.columns.item'), resultColumn]} />
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className="border-b border-ink/10 align-top">
            <th scope="row" className="py-2 pr-4 font-normal">
              <span className="block font-medium">{item.name}</span>
              <span className="block text-xs text-ink/70">{item.id}</span>
            </th>
            <td className="py-2">{result(item)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
