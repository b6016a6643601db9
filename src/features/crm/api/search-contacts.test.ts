import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from '@/features/crm/contacts-model';
import { searchContacts } from './search-contacts';

const rpc = vi.fn();
vi.mock('@/lib/get-supabase', () => ({ getSupabase: async () => ({ rpc }) }));

/** A contact row as crm_search_contacts answers it, with the page's total. */
function row(id: string, total: number) {
  return {
    id,
    email: `${id}@example.com`,
    full_name: null,
    first_name: null,
    last_name: null,
    phone: null,
    country: 'FR',
    locale: 'fr',
    source: 'admin',
    consent: false,
    consent_at: null,
    tags: [],
    created_at: '2026-11-01T10:00:00Z',
    order_count: 0,
    total_count: total,
    total_capped: total === 10_000,
  };
}

/** 27 contacts match: pages of 25 at offsets 0 and 25, nothing after. */
beforeEach(() => {
  rpc.mockReset();
  rpc.mockImplementation(async (_name: string, args: { p_limit: number; p_offset: number }) => {
    const ids = Array.from({ length: 27 }, (_, index) => `c${index}`);
    return {
      data: ids.slice(args.p_offset, args.p_offset + args.p_limit).map((id) => row(id, 27)),
      error: null,
    };
  });
});

describe('searchContacts', () => {
  it('reads the total from the rows and hands the rows back without it', async () => {
    const page = await searchContacts({ ...DEFAULT_FILTERS, page: 2 });
    expect(page).toMatchObject({ total: 27, capped: false });
    expect(page.rows.map((contact) => contact.id)).toEqual(['c25', 'c26']);
    expect(page.rows[0]).not.toHaveProperty('total_count');
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('asks the first page for the total when the page asked for is past the last one', async () => {
    const page = await searchContacts({ ...DEFAULT_FILTERS, page: 3 });
    expect(page).toEqual({ total: 27, capped: false, rows: [] });
    expect(rpc).toHaveBeenLastCalledWith(
      'crm_search_contacts',
      expect.objectContaining({ p_offset: 0, p_limit: 1 }),
    );
  });

  it('says 0 for an empty first page without asking again', async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    expect(await searchContacts(DEFAULT_FILTERS)).toEqual({ total: 0, capped: false, rows: [] });
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('throws what the database refused', async () => {
    rpc.mockResolvedValue({ data: null, error: { code: '42501', message: 'admins_only' } });
    await expect(searchContacts(DEFAULT_FILTERS)).rejects.toMatchObject({ message: 'admins_only' });
  });
});
