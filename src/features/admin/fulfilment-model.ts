// Fulfilment in the admin: what is left to ship of each line, the units typed per line, and the message for a
// refused shipment or balance request. Pure: no React, no I/O. The database decides (admin_create_shipment);
// this only says what is wrong before asking, and reads its answers.
import { codesTo, dbErrorKey, FORBIDDEN_CODES } from '@/lib/db-error';

export interface LineToShip {
  id: string;
  name: string;
  ordered: number;
  shipped: number;
  remaining: number;
}

interface ItemRow {
  id: string;
  product_name: string;
  quantity: number;
}

interface ShipmentRow {
  shipment_items: { order_item_id: string; quantity: number }[];
}

/** Per order line: ordered, shipped so far, remaining (as public.order_units_to_ship counts them). */
export function linesToShip(items: ItemRow[], shipments: ShipmentRow[]): LineToShip[] {
  const shipped = new Map<string, number>();
  for (const shipment of shipments) {
    for (const line of shipment.shipment_items) {
      shipped.set(line.order_item_id, (shipped.get(line.order_item_id) ?? 0) + line.quantity);
    }
  }
  return items.map((item) => {
    const done = shipped.get(item.id) ?? 0;
    return {
      id: item.id,
      name: item.product_name,
      ordered: item.quantity,
      shipped: done,
      remaining: Math.max(item.quantity - done, 0),
    };
  });
}

/** The units typed for each line: whole numbers from 0 to what remains; at least one unit in all. */
export function shipmentLines(
  lines: LineToShip[],
  typed: Record<string, string>,
):
  | { ok: true; lines: { order_item_id: string; quantity: number }[] }
  | { ok: false; problems: Record<string, 'format' | 'tooMany'>; empty: boolean } {
  const problems: Record<string, 'format' | 'tooMany'> = {};
  const chosen: { order_item_id: string; quantity: number }[] = [];
  for (const line of lines) {
    if (line.remaining === 0) continue;
    const text = (typed[line.id] ?? String(line.remaining)).trim();
    if (!/^\d{1,4}$/.test(text)) {
      problems[line.id] = 'format';
      continue;
    }
    const quantity = Number(text);
    if (quantity > line.remaining) problems[line.id] = 'tooMany';
    else if (quantity > 0) chosen.push({ order_item_id: line.id, quantity });
  }
  if (Object.keys(problems).length > 0 || chosen.length === 0) {
    return { ok: false, problems, empty: Object.keys(problems).length === 0 && chosen.length === 0 };
  }
  return { ok: true, lines: chosen };
}

const REFUSALS: Record<string, string> = {
  tracking_number_invalid: 'trackingNumberFormat',
  carrier_invalid: 'carrierInvalid',
  carrier_name_required: 'carrierNameRequired',
  tracking_url_invalid: 'trackingUrlFormat',
  balance_due: 'balanceDue',
  order_not_shippable: 'notShippable',
  quantity_exceeded: 'quantityExceeded',
  line_invalid: 'lineInvalid',
  lines_required: 'linesRequired',
  units_left_to_ship: 'unitsLeft',
  order_not_found: 'orderNotFound',
  balance_not_due: 'balanceNotDue',
  balance_no_account: 'balanceNoAccount',
};

/** The error key (admin namespace, fulfilment.errors.*) for a refused shipment or balance request. */
export function fulfilmentErrorKey(error: unknown): string {
  return dbErrorKey(error, {
    messages: {
      ...Object.fromEntries(
        Object.entries(REFUSALS).map(([code, key]) => [code, `fulfilment.errors.${key}`]),
      ),
      two_factor_required: 'fulfilment.errors.twoFactor',
    },
    codes: codesTo(FORBIDDEN_CODES, 'fulfilment.errors.forbidden'),
    fallback: 'fulfilment.errors.failed',
  });
}
