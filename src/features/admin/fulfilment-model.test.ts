import { describe, expect, it } from 'vitest';
import { fulfilmentErrorKey, linesToShip, shipmentLines } from './fulfilment-model';

const items = [
  { id: 'a', product_name: 'Sérum', quantity: 2 },
  { id: 'b', product_name: 'Baume', quantity: 1 },
];

describe('linesToShip', () => {
  it('counts what each shipment carried', () => {
    const lines = linesToShip(items, [
      { shipment_items: [{ order_item_id: 'a', quantity: 1 }] },
      { shipment_items: [{ order_item_id: 'b', quantity: 1 }] },
    ]);
    expect(lines).toEqual([
      { id: 'a', name: 'Sérum', ordered: 2, shipped: 1, remaining: 1 },
      { id: 'b', name: 'Baume', ordered: 1, shipped: 1, remaining: 0 },
    ]);
  });
});

describe('shipmentLines', () => {
  const lines = linesToShip(items, []);

  it('ships all that remains by default, and the units typed otherwise', () => {
    expect(shipmentLines(lines, {})).toEqual({
      ok: true,
      lines: [
        { order_item_id: 'a', quantity: 2 },
        { order_item_id: 'b', quantity: 1 },
      ],
    });
    expect(shipmentLines(lines, { a: ' 1 ', b: '0' })).toEqual({
      ok: true,
      lines: [{ order_item_id: 'a', quantity: 1 }],
    });
  });

  it('refuses more than remains, what is not a whole number, and an empty parcel', () => {
    expect(shipmentLines(lines, { a: '3', b: '1.5' })).toEqual({
      ok: false,
      problems: { a: 'tooMany', b: 'format' },
      empty: false,
    });
    expect(shipmentLines(lines, { a: '0', b: '0' })).toEqual({ ok: false, problems: {}, empty: true });
  });
});

describe('fulfilmentErrorKey', () => {
  it('names the reason the database gave', () => {
    expect(fulfilmentErrorKey({ code: '23514', message: 'tracking_number_invalid' })).toBe(
      'fulfilment.errors.trackingNumberFormat',
    );
    expect(fulfilmentErrorKey({ code: '23514', message: 'quantity_exceeded' })).toBe(
      'fulfilment.errors.quantityExceeded',
    );
    expect(fulfilmentErrorKey({ code: '42501', message: 'two_factor_required' })).toBe(
      'fulfilment.errors.twoFactor',
    );
    expect(fulfilmentErrorKey({ code: '42501' })).toBe('fulfilment.errors.forbidden');
    expect(fulfilmentErrorKey({ code: 'PT404', message: 'order_not_found' })).toBe(
      'fulfilment.errors.orderNotFound',
    );
    expect(fulfilmentErrorKey(new Error('network'))).toBe('fulfilment.errors.failed');
  });
});
