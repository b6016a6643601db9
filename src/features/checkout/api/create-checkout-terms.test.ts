// What checkout sends about the terms: an order names the version of the terms of sale this build shows (SQL
// refuses any other); a balance payment accepts nothing new and names none.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TERMS_VERSIONS } from '@/content/terms-version';
import { createCheckout } from './create-checkout';

const invoke = vi.fn();
vi.mock('@/lib/get-supabase', () => ({ getSupabase: async () => ({ functions: { invoke } }) }));

const sent = () => (invoke.mock.calls.at(-1)?.[1] as { body: Record<string, unknown> }).body;

describe('createCheckout and the terms', () => {
  beforeEach(() => {
    sessionStorage.clear();
    invoke.mockReset();
    invoke.mockResolvedValue({
      data: { url: 'https://pay.example/session', order_id: 'o', order_number: 'MI-1' },
      error: null,
    });
  });

  it('sends the version of the terms this build shows with an order', async () => {
    await createCheckout(
      {
        purpose: 'order',
        kind: 'purchase',
        items: [{ product_id: 'renouvela-creme', quantity: 1 }],
        accept_terms: true,
        currency: 'eur',
        contact: { email: 'ines@example.com', name: 'Inès Laurent' },
        shipping: { line1: '4 quai de la Tournelle', city: 'Paris', postal_code: '75005', country: 'FR' },
      },
      'fr',
    );
    expect(invoke).toHaveBeenCalledWith('create-checkout', expect.anything());
    expect(sent().terms_version).toBe(TERMS_VERSIONS.demo);
    expect(sent().terms_version).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends none with a balance payment', async () => {
    await createCheckout({ purpose: 'balance', order_id: 'a' }, 'en');
    expect(sent()).not.toHaveProperty('terms_version');
  });
});
