import { describe, expect, it } from 'vitest';
import { expectedShipDate } from './preorder';

const today = new Date(2026, 11, 1, 10, 0); // 1 December 2026, local time
const product = { preorder_enabled: true, reserve_enabled: false, estimated_delivery_days: 45 };

describe('expectedShipDate', () => {
  it('is today plus the pre-order product’s delivery days, 30 when it gives none', () => {
    expect(expectedShipDate(product, today)?.toDateString()).toBe(new Date(2027, 0, 15).toDateString());
    expect(expectedShipDate({ ...product, estimated_delivery_days: null }, today)?.toDateString()).toBe(
      new Date(2026, 11, 31).toDateString(),
    );
  });

  it('is null for a product that is not a pre-order, and for a reserve product', () => {
    expect(expectedShipDate({ ...product, preorder_enabled: false }, today)).toBeNull();
    expect(expectedShipDate({ ...product, reserve_enabled: true }, today)).toBeNull();
  });
});
