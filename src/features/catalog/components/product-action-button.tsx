import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { ProductAction } from '@/features/catalog/catalog-model';

const LABEL_KEYS: Record<ProductAction, string> = {
  reserve: 'catalog.actions.reserve',
  preorder: 'catalog.actions.preorder',
  purchase: 'catalog.actions.purchase',
  addToCart: 'catalog.actions.addToCart',
  outOfStock: 'catalog.actions.outOfStock',
};

/** The product's action (SPEC.md 4); disabled while its work runs and when out of stock. */
export function ProductActionButton({
  action,
  busy,
  onAct,
  productTitle,
  ...props
}: { action: ProductAction; busy: boolean; onAct: () => void; productTitle: string } & Omit<
  ButtonProps,
  'onClick'
>) {
  const { t } = useTranslation('shop');
  const label = t(LABEL_KEYS[action]);
  return (
    <Button
      {...props}
      onClick={onAct}
      disabled={busy || action === 'outOfStock'}
      aria-busy={busy || undefined}
      aria-label={`${label}: ${productTitle}`}
    >
      {label}
    </Button>
  );
}
