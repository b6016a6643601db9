// Under every buy button: delivery, withdrawal and payment in one short line (purchase-reassurance.ts).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LEGAL_FACTS } from '@/lib/legal-facts';
import type { ProductAction } from '@/features/catalog/catalog-model';
import { reassuranceItems } from '@/features/catalog/purchase-reassurance';

export function PurchaseReassurance({ action, className }: { action: ProductAction; className?: string }) {
  const { t, i18n } = useTranslation('shop');
  const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'conjunction' });
  const items = reassuranceItems(
    action,
    LEGAL_FACTS.paymentMethods,
    (method) => t(`cart.paymentMethod.${method}`),
    (names) => list.format(names),
  );
  if (items.length === 0) return null;
  return (
    <ul
      className={cn('flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink/75', className)}
      aria-label={t('buying.reassurance.label')}
      data-testid="purchase-reassurance"
    >
      {items.map(({ key, to, values }) => (
        <li key={key}>
          <Link to={to} className="underline decoration-ink/30 underline-offset-2 hover:text-ink">
            {t(`buying.reassurance.${key}`, values)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
