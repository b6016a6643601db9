// The dry run as a list (it reads on a phone): one group per catalogue item with its differing fields, each a
// labelled box, and "tick all / untick all" per item and for the whole plan.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  allPairKeys,
  countPlan,
  pairKey,
  productPairKeys,
  setTicked,
  type PlannedProduct,
  type Selection,
} from '@/features/admin/catalogue-import-model';
import { MigrationReport } from './migration-report';
import { CataloguePlanChange } from './catalogue-plan-change';

interface Props {
  plan: PlannedProduct[];
  selection: Selection;
  onChange: (selection: Selection) => void;
  disabled: boolean;
}

export function CataloguePlan({ plan, selection, onChange, disabled }: Props) {
  const { t } = useTranslation('admin');
  const every = allPairKeys(plan);
  return (
    <MigrationReport
      id="migration-plan"
      title={t('migration.planTitle')}
      summary={t('migration.planSummary', countPlan(plan))}
    >
      {every.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm">{t('migration.ticked', { ticked: selection.size, count: every.length })}</p>
          <TickButtons
            disabled={disabled}
            tick={t('migration.tickEvery')}
            untick={t('migration.untickEvery')}
            onTick={(on) => onChange(setTicked(selection, every, on))}
          />
        </div>
      ) : null}
      <ul className="mt-4 flex flex-col gap-4">
        {plan.map((product) => (
          <li key={product.slug}>
            <PlannedProductGroup
              product={product}
              selection={selection}
              onChange={onChange}
              disabled={disabled}
            />
          </li>
        ))}
      </ul>
    </MigrationReport>
  );
}

function PlannedProductGroup({
  product,
  selection,
  onChange,
  disabled,
}: Omit<Props, 'plan'> & { product: PlannedProduct }) {
  const { t } = useTranslation('admin');
  const keys = productPairKeys(product);
  const status = product.isNew
    ? t('migration.status.new')
    : keys.length > 0
      ? t('migration.status.changes', { count: keys.length })
      : t('migration.status.upToDate');
  const ofProduct = t('migration.ofProduct', { product: product.name });
  return (
    <fieldset className="rounded-lg border border-ink/15 p-4">
      <legend className="px-1">
        <span className="font-medium">{product.name}</span>{' '}
        <span className="text-xs text-ink/70">{product.slug}</span>
      </legend>
      <p className="text-sm text-ink/80">{status}</p>
      {keys.length > 0 ? (
        <>
          <div className="mt-3">
            <TickButtons
              disabled={disabled}
              tick={t('migration.tickAll')}
              untick={t('migration.untickAll')}
              suffix={ofProduct}
              onTick={(on) => onChange(setTicked(selection, keys, on))}
            />
          </div>
          <ul className="mt-3 flex flex-col divide-y divide-ink/10">
            {product.changes.map((change) => {
              const key = pairKey(product.slug, change.field);
              return (
                <li key={key} className="py-3">
                  <CataloguePlanChange
                    change={change}
                    isNew={product.isNew}
                    ofProduct={ofProduct}
                    checked={selection.has(key)}
                    disabled={disabled}
                    onChange={(on) => onChange(setTicked(selection, [key], on))}
                  />
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </fieldset>
  );
}

/** "Tick all" and "Untick all"; the suffix (the product's name) is read to screen readers only. */
function TickButtons({
  tick,
  untick,
  suffix,
  disabled,
  onTick,
}: {
  tick: string;
  untick: string;
  suffix?: string;
  disabled: boolean;
  onTick: (on: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => onTick(true)}>
        {tick}
        {suffix ? <span className="sr-only"> {suffix}</span> : null}
      </Button>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => onTick(false)}>
        {untick}
        {suffix ? <span className="sr-only"> {suffix}</span> : null}
      </Button>
    </div>
  );
}
