// The parcels of an order as the customer sees them: carrier, tracking number, what each carries, and the
// carrier's tracking page (a new tab). Used by the receipts of /my-orders and the guest lookup, and the orders
// table of /my-reservations (compact).
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@/lib/tracking';

export function ShipmentTracking({
  shipments,
  compact = false,
}: {
  shipments: Shipment[];
  compact?: boolean;
}) {
  const { t } = useTranslation('orders');
  if (shipments.length === 0) return null;
  return (
    <ul
      className={compact ? 'mt-1 flex flex-col gap-1 text-xs' : 'mt-3 flex flex-col gap-2 text-sm'}
      aria-label={t('shipping.title')}
      data-testid="shipments"
    >
      {shipments.map((shipment) => (
        <li key={shipment.number} data-testid="shipment">
          <span className={compact ? '' : 'font-medium'}>
            {t('shipping.parcel', { number: shipment.number, carrier: shipment.carrierLabel })}
          </span>{' '}
          <span className="font-mono">{shipment.trackingNumber}</span>
          {shipment.trackingUrl ? (
            <>
              {' '}
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-moss-dark underline underline-offset-4"
              >
                {t('shipping.track', { number: shipment.number })}
                <span className="sr-only"> {t('shipping.newTab')}</span>
              </a>
            </>
          ) : null}
          {!compact && shipment.lines.length > 0 ? (
            <span className="block text-ink/75">
              {shipment.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
