// The short line under a buy button: how delivery is charged, the right of withdrawal and how payment is made,
// each a link to its section of the terms of sale. Its figures come from the law and the owner's facts, never
// typed here: the 14 days of withdrawal (consumer code L221-18, as the terms say) and the means of payment the
// payment page takes (the legal facts' paymentMethods).
import type { PaymentMethod } from '@/lib/legal-facts';
import { paths } from '@/lib/paths';
import type { ProductAction } from './catalog-model';

/** The withdrawal period of a distance sale, in days (consumer code L221-18). */
export const WITHDRAWAL_DAYS = 14;

export interface ReassuranceItem {
  /** The text's key under buying.reassurance. */
  key: 'delivery' | 'withdrawal' | 'payment' | 'paymentWith';
  to: string;
  values?: { days?: number; methods?: string };
}

/** What the line says under an action; nothing under "Out of Stock", which buys nothing. */
export function reassuranceItems(
  action: ProductAction,
  paymentMethods: readonly PaymentMethod[],
  methodName: (method: PaymentMethod) => string,
  listFormat: (names: string[]) => string,
): ReassuranceItem[] {
  if (action === 'outOfStock') return [];
  return [
    { key: 'delivery', to: `${paths.terms}#delivery` },
    { key: 'withdrawal', to: `${paths.terms}#withdrawal`, values: { days: WITHDRAWAL_DAYS } },
    paymentMethods.length > 0
      ? {
          key: 'paymentWith',
          to: `${paths.terms}#payment`,
          values: { methods: listFormat(paymentMethods.map(methodName)) },
        }
      : { key: 'payment', to: `${paths.terms}#payment` },
  ];
}
