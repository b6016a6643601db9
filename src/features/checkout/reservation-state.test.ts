import { describe, expect, it } from 'vitest';
import { parseReservationItem, resolveReservationItem } from './reservation-state';

const item = {
  product_id: 'immortela-elixir-30ml',
  product_name: 'Immortela Elixir 30 ml',
  product_image: '/x.svg',
  product_price: 1400,
  quantity: 1,
  is_deposit: true,
  deposit_amount: 700,
  estimated_delivery_days: 45,
};

describe('reservation state', () => {
  it('accepts a well-formed item and refuses a broken one', () => {
    expect(parseReservationItem(item)).toEqual(item);
    expect(parseReservationItem({ ...item, product_price: -1 })).toBeNull();
    expect(parseReservationItem({ ...item, is_deposit: 'yes' })).toBeNull();
    expect(parseReservationItem(null)).toBeNull();
  });

  it('survives a detour: the item stored from state is found again without state', () => {
    expect(resolveReservationItem({ reservation: item })).toEqual(item);
    expect(resolveReservationItem(null)).toEqual(item);
  });
});
