// The one filter of /admin/orders and /crm/orders (src/lib/order-filter.ts): days are the shop's (Europe/Paris,
// orders.created_on), whatever the time zone of the admin's computer or of UTC, and both lists, each with its
// own columns, return the same orders for the same filter.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOrderFilters, NO_ORDER_FILTERS, type OrderFilters } from '../../src/lib/order-filter';
import { adminClient, ownerDb, type Client } from './helpers';

const marker = `tz${randomUUID().slice(0, 8)}`;
let db: pg.Client;
let admin: Client;
const placed: Record<string, string> = {};

beforeAll(async () => {
  admin = await adminClient();
  db = await ownerDb();
  // Late evenings in UTC that are already the next day in Paris (winter +1, summer +2), and one that is not.
  const instants = {
    march10Paris: '2026-03-10T22:30:00Z',
    march11Paris: '2026-03-10T23:30:00Z',
    july11Paris: '2026-07-10T22:30:00Z',
  };
  for (const [key, at] of Object.entries(instants)) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.orders (email, name, currency, subtotal, amount_due_now, created_at)
       values ($1, $2, 'eur', 20, 20, $3) returning id`,
      [`${key.toLowerCase()}-${marker}@example.test`, `Fuseau ${marker}`, at],
    );
    placed[key] = rows[0]?.id ?? '';
  }
});

afterAll(async () => {
  await db?.end();
});

/** The ids each list finds: the admin list's columns and order, and the CRM list's (with the contact). */
async function bothLists(filters: OrderFilters): Promise<{ admin: string[]; crm: string[] }> {
  const adminColumns = admin
    .from('orders')
    .select('id, number, email, name, status, total, created_at', { count: 'exact' });
  const crmColumns = admin
    .from('orders')
    .select('id, number, name, email, status, contact_id, contacts(full_name)', { count: 'exact' });
  const adminList = await applyOrderFilters(adminColumns, filters)
    .order('created_at', { ascending: false })
    .order('number', { ascending: false });
  const crmList = await applyOrderFilters(crmColumns, filters)
    .order('created_at', { ascending: false })
    .order('number', { ascending: false });
  if (adminList.error) throw adminList.error;
  if (crmList.error) throw crmList.error;
  return { admin: adminList.data.map((row) => row.id), crm: crmList.data.map((row) => row.id) };
}

describe('the order lists’ day filter', () => {
  it('counts a day as the shop’s day in Paris, winter and summer, on both lists alike', async () => {
    const day = (date: string) => ({ ...NO_ORDER_FILTERS, query: marker, from: date, to: date });
    expect(await bothLists(day('2026-03-10'))).toEqual({
      admin: [placed.march10Paris],
      crm: [placed.march10Paris],
    });
    expect(await bothLists(day('2026-03-11'))).toEqual({
      admin: [placed.march11Paris],
      crm: [placed.march11Paris],
    });
    expect(await bothLists(day('2026-07-11'))).toEqual({
      admin: [placed.july11Paris],
      crm: [placed.july11Paris],
    });
    expect(await bothLists(day('2026-07-10'))).toEqual({ admin: [], crm: [] });
  });

  it('takes both ends of a range inclusively and any search the same way', async () => {
    const range = {
      ...NO_ORDER_FILTERS,
      query: `FUSEAU ${marker.toUpperCase()}`,
      from: '2026-03-10',
      to: '2026-07-11',
    };
    const lists = await bothLists(range);
    expect(lists.admin).toEqual([placed.july11Paris, placed.march11Paris, placed.march10Paris]);
    expect(lists.crm).toEqual(lists.admin);
  });
});
