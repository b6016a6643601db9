import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPendingReservation,
  parsePendingReservation,
  PENDING_KEY,
  PENDING_MAX_AGE_MS,
  readPendingReservation,
  savePendingReservation,
  tabId,
} from './pending-reservation';

const NOW = 1_800_000_000_000;
const stored = (value: object) => JSON.stringify(value);

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('parsePendingReservation', () => {
  const valid = {
    product_id: 'immortela-elixir-30ml',
    option: 'full',
    quantity: 1,
    tab: 't1',
    saved_at: NOW,
  };

  it('reads the product, the payment option and the tab that started it', () => {
    expect(parsePendingReservation(stored(valid), NOW + 1000)).toEqual(valid);
  });

  it('keeps one unit whatever was stored (a reservation holds one)', () => {
    expect(parsePendingReservation(stored({ ...valid, quantity: 7 }), NOW)?.quantity).toBe(1);
  });

  it('refuses anything else: no product, an unknown option, not JSON, nothing', () => {
    expect(parsePendingReservation(stored({ ...valid, product_id: '' }), NOW)).toBeNull();
    expect(parsePendingReservation(stored({ ...valid, option: 'half' }), NOW)).toBeNull();
    expect(parsePendingReservation('{not json', NOW)).toBeNull();
    expect(parsePendingReservation(null, NOW)).toBeNull();
  });

  it('forgets a reservation older than a day, or dated in the future', () => {
    expect(parsePendingReservation(stored(valid), NOW + PENDING_MAX_AGE_MS)).not.toBeNull();
    expect(parsePendingReservation(stored(valid), NOW + PENDING_MAX_AGE_MS + 1)).toBeNull();
    expect(parsePendingReservation(stored({ ...valid, saved_at: NOW + 1 }), NOW)).toBeNull();
  });
});

describe('the stored pending reservation', () => {
  it('is saved for every tab with this tab as its starter, read back, then cleared', () => {
    savePendingReservation('immortela-elixir-30ml', 'deposit', NOW);
    expect(window.localStorage.getItem(PENDING_KEY)).not.toBeNull();
    expect(readPendingReservation(NOW)).toEqual({
      product_id: 'immortela-elixir-30ml',
      option: 'deposit',
      quantity: 1,
      tab: tabId(),
      saved_at: NOW,
    });
    clearPendingReservation();
    expect(readPendingReservation(NOW)).toBeNull();
  });

  it('gives a tab one id for as long as it lives', () => {
    const id = tabId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(tabId()).toBe(id);
  });
});
