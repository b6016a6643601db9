// A pre-order line's shipping date as recorded when the order was placed (order_items.expected_ship_on): what the
// confirmation promised, on the receipt and in the member's orders.
import { useTranslation } from 'react-i18next';
import { formatShipDate, recordedDay } from '@/lib/ship-date';

export function ShipsOn({ day }: { day: string | null }) {
  const { t, i18n } = useTranslation('orders');
  const date = recordedDay(day);
  if (!date) return null;
  return (
    <span className="block text-moss-dark" data-testid="preorder-ship">
      {t('preorderShips', { date: formatShipDate(date, i18n.language) })}
    </span>
  );
}
