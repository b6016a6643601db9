// How much of a product's English text has its French twin: a meter and the fields still missing.
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { Completeness } from '@/features/admin/product-form-model';

export function TranslationMeter({
  completeness,
  detailed = false,
}: {
  completeness: Completeness;
  detailed?: boolean;
}) {
  const { t } = useTranslation('admin');
  const complete = completeness.missing.length === 0;
  const label = t('products.translation.summary', {
    translated: completeness.translated,
    total: completeness.total,
    percent: completeness.percent,
  });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <meter min={0} max={100} value={completeness.percent} aria-label={label} className="h-2 w-20" />
        <span className={cn('text-sm', complete ? 'text-moss' : 'text-rust')}>
          {complete ? t('products.translation.complete') : `${completeness.percent}%`}
        </span>
      </div>
      {detailed ? (
        <p className="text-sm text-ink/80">
          {label}
          {complete
            ? null
            : ` ${t('products.translation.missing', {
                fields: completeness.missing.map((field) => t(`products.fields.${field}`)).join(', '),
              })}`}
        </p>
      ) : null}
    </div>
  );
}
