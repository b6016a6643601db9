// /admin/migration: the static catalogue (SPEC.md 3) into products. The dry run lists each field it would change
// with a box per (product, field); the apply sends the ticked pairs and reports what the database did with each.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/alert';
import { useCatalogueApply, useCatalogueDryRun } from '@/features/admin/api/run-catalogue-import';
import { changesToApply, defaultSelection, type Selection } from '@/features/admin/catalogue-import-model';
import { STATIC_CATALOGUE } from '@/features/admin/static-catalogue';
import { dbErrorKey } from '@/lib/db-error';
import { CataloguePlan } from './catalogue-plan';
import { CatalogueApplyReport } from './catalogue-apply-report';

const APPLY_ERRORS = {
  messages: {
    two_factor_required: 'migration.errors.two_factor_required',
    admins_only: 'migration.errors.admins_only',
  },
  fallback: 'migration.failed',
} as const;

export function CatalogueMigration() {
  const { t } = useTranslation('admin');
  const dryRun = useCatalogueDryRun();
  const apply = useCatalogueApply();
  const [selection, setSelection] = useState<Selection>(new Set());
  const busy = dryRun.isPending || apply.isPending;
  const plan = dryRun.data;
  const changes = plan ? changesToApply(plan, selection) : [];
  // A plan is used once: after an apply the shop has moved on, and only a new dry run shows what is left.
  const canApply = Boolean(plan) && !apply.isSuccess && changes.length > 0;
  const note = !plan
    ? t('migration.dryRunFirst')
    : apply.isSuccess
      ? t('migration.dryRunAgain')
      : changes.length === 0
        ? t('migration.nothingTicked')
        : null;

  return (
    <div className="mt-6 flex flex-col gap-8">
      <p className="max-w-3xl text-ink/80">{t('migration.intro', { count: STATIC_CATALOGUE.length })}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={busy}
          aria-busy={dryRun.isPending}
          onClick={() => {
            apply.reset();
            dryRun.mutate(undefined, { onSuccess: (planned) => setSelection(defaultSelection(planned)) });
          }}
        >
          {t('migration.dryRun')}
        </Button>
        <Button
          disabled={busy || !canApply}
          aria-busy={apply.isPending}
          onClick={() => apply.mutate(changes)}
        >
          {t('migration.run')}
        </Button>
      </div>
      {note ? <p className="text-sm text-ink/70">{note}</p> : null}
      {dryRun.isError ? <ErrorAlert>{t('migration.failed')}</ErrorAlert> : null}
      {apply.isError ? <ErrorAlert>{t(dbErrorKey(apply.error, APPLY_ERRORS))}</ErrorAlert> : null}
      {apply.isSuccess && plan ? <CatalogueApplyReport plan={plan} outcomes={apply.data} /> : null}
      {plan && !apply.isSuccess ? (
        <CataloguePlan plan={plan} selection={selection} onChange={setSelection} disabled={busy} />
      ) : null}
    </div>
  );
}
