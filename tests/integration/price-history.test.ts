// Lawful price reductions (20261123100310_price_history.sql): every price change is recorded by the database,
// nobody but that trigger writes the history, only admins read it, and the struck-through price products_public
// shows is the lowest price of the 30 days before the reduction, per currency. Periods in the past are written
// through the owner's connection (as an operator could), the reductions themselves through the admin's API.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  newMember,
  ownerDb,
  serviceClient,
  type Client,
  type Member,
} from './helpers';
import { PRODUCT_SLUGS } from '../../src/content/types.ts';

let db: pg.Client;
let admin: Client;
let anon: Client;
let member: Member;
const created: string[] = [];

beforeAll(async () => {
  db = await ownerDb();
  admin = await adminClient();
  anon = anonClient();
  member = await newMember('Price Watcher');
});

afterAll(async () => {
  if (created.length > 0) await db.query('delete from public.products where id = any($1)', [created]);
  await db?.end();
});

interface PreviewRow {
  currency: string;
  reference_price: number | null;
}

interface HistoryRow {
  currency: string;
  price: number;
  valid_from: string;
  valid_to: string | null;
}

/** A published product made by the admin through the API (the trigger writes its first prices). */
async function newProduct(fields: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const slug = `price-${randomUUID().slice(0, 8)}`;
  const { data, error } = await admin
    .from('products')
    .insert({ product_id: slug, title: `Price test ${slug}`, price: 100, published: true, ...fields })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  created.push(data.id);
  return { id: data.id, slug };
}

async function historyOf(id: string): Promise<HistoryRow[]> {
  const { data, error } = await admin
    .from('product_price_history')
    .select('currency, price, valid_from, valid_to')
    .eq('product_id', id)
    .order('currency')
    .order('valid_from');
  if (error) throw new Error(error.message);
  return data;
}

async function referenceOf(slug: string) {
  const { data, error } = await anon
    .from('products_public')
    .select('price, price_euros, on_sale, reference_price, reference_price_euros')
    .eq('product_id', slug)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/**
 * Replaces a product's history in a currency with back-dated periods, through the owner's connection. Each
 * period is [price, from, to] in days before `base` (to null: still in force), with optional minutes for the
 * boundaries; `saleDaysAgo` sets on_sale_since the same way (null: not on sale).
 */
async function backdate(
  id: string,
  currency: 'usd' | 'eur',
  periods: [number, number, number | null][],
  base: Date,
) {
  await db.query('delete from public.product_price_history where product_id = $1 and currency = $2', [
    id,
    currency,
  ]);
  for (const [price, from, to] of periods) {
    await db.query(
      `insert into public.product_price_history (product_id, currency, price, valid_from, valid_to)
       values ($1, $2, $3, $4::timestamptz - make_interval(secs => $5::float8 * 86400),
               case when $6::float8 is null then null else $4::timestamptz - make_interval(secs => $6::float8 * 86400) end)`,
      [id, currency, price, base.toISOString(), from, to],
    );
  }
  // The price in force is the product's own price (the view compares with it).
  const current = periods.find(([, , to]) => to === null)?.[0];
  if (current !== undefined) {
    const column = currency === 'usd' ? 'price' : 'price_euros';
    // Written through the owner so the trigger finds the same price in force and adds nothing.
    await db.query(`update public.products set ${column} = $2 where id = $1`, [id, current]);
  }
}

async function saleSince(id: string, daysAgo: number | null, base: Date) {
  if (daysAgo === null) {
    await db.query('update public.products set on_sale = false where id = $1', [id]);
    return;
  }
  await db.query(
    `update public.products set on_sale = true, on_sale_since = $2::timestamptz - make_interval(secs => $3::float8 * 86400)
     where id = $1`,
    [id, base.toISOString(), daysAgo],
  );
}

describe('the history is written by the database on every price change', () => {
  it('records both currencies when a product is created, and each change of either price after', async () => {
    const { id } = await newProduct({ price: 100, price_euros: 90 });
    expect((await historyOf(id)).map(({ currency, price, valid_to }) => [currency, price, valid_to])).toEqual(
      [
        ['eur', 90, null],
        ['usd', 100, null],
      ],
    );

    // A dollar change closes the dollar period only.
    expect((await admin.from('products').update({ price: 80 }).eq('id', id)).error).toBeNull();
    let rows = await historyOf(id);
    expect(rows.filter((row) => row.currency === 'usd').map((row) => row.price)).toEqual([100, 80]);
    expect(rows.filter((row) => row.currency === 'eur').map((row) => row.price)).toEqual([90]);
    const [closed, open] = rows.filter((row) => row.currency === 'usd');
    expect(closed?.valid_to).toBe(open?.valid_from);
    expect(open?.valid_to).toBeNull();

    // Euros emptied: French is then charged the dollar figure, and the euro history says so.
    expect((await admin.from('products').update({ price_euros: null }).eq('id', id)).error).toBeNull();
    rows = await historyOf(id);
    expect(rows.filter((row) => row.currency === 'eur').map((row) => row.price)).toEqual([90, 80]);

    // Anything but a price leaves the history alone, and so does writing the same price again.
    await admin.from('products').update({ title: 'Renamed', price: 80 }).eq('id', id);
    expect(await historyOf(id)).toEqual(rows);
  });

  it('keeps one period for a price changed twice in one transaction (the first was never charged)', async () => {
    const { id } = await newProduct({ price: 100 });
    await db.query('begin');
    await db.query('update public.products set price = 70 where id = $1', [id]);
    await db.query('update public.products set price = 75 where id = $1', [id]);
    await db.query('commit');
    const usd = (await historyOf(id)).filter((row) => row.currency === 'usd');
    expect(usd.map((row) => row.price)).toEqual([100, 75]);
  });

  it('is read by admins only and written by nobody through the API', async () => {
    const { id } = await newProduct();
    const anonRead = await anon.from('product_price_history').select('*').eq('product_id', id);
    expect(anonRead.error?.code).toBe('42501');
    const memberRead = await member.client.from('product_price_history').select('*').eq('product_id', id);
    expect(memberRead.error).toBeNull();
    expect(memberRead.data).toEqual([]);
    expect((await historyOf(id)).length).toBe(2);

    const row = { product_id: id, currency: 'usd', price: 1, valid_from: '2020-01-01T00:00:00Z' };
    for (const [who, client] of [
      ['anon', anon],
      ['member', member.client],
      ['admin', admin],
      ['service_role', serviceClient()],
    ] as const) {
      const insert = await client.from('product_price_history').insert(row);
      expect(insert.error?.code, `${who} insert`).toBe('42501');
      const update = await client.from('product_price_history').update({ price: 1 }).eq('product_id', id);
      expect(update.error?.code, `${who} update`).toBe('42501');
      const remove = await client.from('product_price_history').delete().eq('product_id', id);
      expect(remove.error?.code, `${who} delete`).toBe('42501');
    }
    expect((await historyOf(id)).map((r) => r.price)).toEqual([100, 100]);
  });

  it('keeps on_sale_since for the database: the API cannot back-date a sale', async () => {
    const { id } = await newProduct();
    const { data, error } = await admin
      .from('products')
      .update({ on_sale: true, on_sale_since: '2020-01-01T00:00:00Z' })
      .eq('id', id)
      .select('on_sale_since')
      .single();
    expect(error).toBeNull();
    expect(Date.now() - Date.parse(data?.on_sale_since ?? '')).toBeLessThan(60_000);
    const off = await admin.from('products').update({ on_sale: false }).eq('id', id).select('on_sale_since');
    expect(off.data).toEqual([{ on_sale_since: null }]);
  });

  it('the history functions tell anon and members nothing', async () => {
    const { id } = await newProduct();
    const lowest = await anon.rpc('lowest_price_before', {
      p_product: id,
      p_currency: 'usd',
      p_start: new Date().toISOString(),
    });
    expect(lowest.error?.code).toBe('42501');
    const asMember = await member.client.rpc('lowest_price_before', {
      p_product: id,
      p_currency: 'usd',
      p_start: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(asMember.data).toBeNull();
    const preview = await member.client.rpc('admin_reference_price_preview', {
      p_product: id,
      p_price: 1,
      p_on_sale: true,
    });
    expect(preview.error?.code).toBe('42501');
  });
});

describe('the struck-through price is the lowest of the 30 days before the reduction', () => {
  it('an admin lowers a price and puts it on sale: the price before is shown, per currency', async () => {
    const { id, slug } = await newProduct({ price: 60, price_euros: 55 });
    expect(await referenceOf(slug)).toMatchObject({ reference_price: null, reference_price_euros: null });
    expect(
      (await admin.from('products').update({ price: 45, price_euros: 41, on_sale: true }).eq('id', id)).error,
    ).toBeNull();
    expect(await referenceOf(slug)).toEqual({
      price: 45,
      price_euros: 41,
      on_sale: true,
      reference_price: 60,
      reference_price_euros: 55,
    });
    // The admin editor's preview says the same before and after.
    const preview = await admin.rpc('admin_reference_price_preview', {
      p_product: id,
      p_price: 45,
      p_price_euros: 41,
      p_on_sale: true,
    });
    expect(preview.data).toEqual([
      { currency: 'usd', reference_price: 60 },
      { currency: 'eur', reference_price: 55 },
    ]);
    // Taken off sale: no struck-through price, whatever the history.
    await admin.from('products').update({ on_sale: false }).eq('id', id);
    expect(await referenceOf(slug)).toMatchObject({ reference_price: null, reference_price_euros: null });
  });

  it('a new product put on sale has no price before it, so nothing is struck through', async () => {
    const { slug } = await newProduct({ price: 40, on_sale: true, sale_price: 90 });
    expect(await referenceOf(slug)).toMatchObject({ reference_price: null, reference_price_euros: null });
  });

  it('a price raised and then lowered within 30 days is compared with the lowest, not the raised one', async () => {
    const { id, slug } = await newProduct();
    const base = new Date();
    // 100 for months, 120 from 20 days ago, 90 (on sale) from 5 days ago.
    await backdate(
      id,
      'usd',
      [
        [100, 90, 20],
        [120, 20, 5],
        [90, 5, null],
      ],
      base,
    );
    await saleSince(id, 5, base);
    expect((await referenceOf(slug)).reference_price).toBe(100);

    // Lower than the new price within the 30 days: no reduction to announce at all.
    await backdate(
      id,
      'usd',
      [
        [70, 90, 25],
        [120, 25, 5],
        [90, 5, null],
      ],
      base,
    );
    expect((await referenceOf(slug)).reference_price).toBeNull();
  });

  it('counts a price that ended 29 days before the reduction, not one that ended exactly 30 or 31 days before', async () => {
    const { id, slug } = await newProduct();
    const base = new Date();
    // The reduction to 90 starts 5 days before base; 70 was charged until 31, 30 or 29 days before that.
    const withCheapUntil = async (daysBeforeReduction: number) => {
      await backdate(
        id,
        'usd',
        [
          [70, 120, 5 + daysBeforeReduction],
          [100, 5 + daysBeforeReduction, 5],
          [90, 5, null],
        ],
        base,
      );
      await saleSince(id, 5, base);
      return (await referenceOf(slug)).reference_price;
    };
    expect(await withCheapUntil(31)).toBe(100);
    expect(await withCheapUntil(30)).toBe(100);
    // One minute inside the window: 70 was charged during the 30 days, so 90 is no reduction from it.
    expect(await withCheapUntil(30 - 1 / 1440)).toBeNull();
    expect(await withCheapUntil(29)).toBeNull();
  });

  it('each currency has its own history and reference', async () => {
    const { id, slug } = await newProduct({ price: 100, price_euros: 92 });
    const base = new Date();
    await backdate(
      id,
      'usd',
      [
        [100, 90, 3],
        [80, 3, null],
      ],
      base,
    );
    await backdate(id, 'eur', [[92, 90, null]], base);
    await saleSince(id, 3, base);
    expect(await referenceOf(slug)).toMatchObject({
      price: 80,
      price_euros: 92,
      reference_price: 100,
      reference_price_euros: null,
    });
    await backdate(
      id,
      'eur',
      [
        [99, 90, 3],
        [92, 3, null],
      ],
      base,
    );
    expect(await referenceOf(slug)).toMatchObject({ reference_price: 100, reference_price_euros: 99 });
  });

  it('ticking On sale long after a price went down announces nothing: the 30 days before are at that price', async () => {
    const { id, slug } = await newProduct();
    const base = new Date();
    await backdate(
      id,
      'usd',
      [
        [100, 200, 60],
        [80, 60, null],
      ],
      base,
    );
    await saleSince(id, 60, base);
    expect((await referenceOf(slug)).reference_price).toBe(100);
    await saleSince(id, 1, base);
    expect((await referenceOf(slug)).reference_price).toBeNull();
    // The editor's preview agrees: turning the sale on now shows nothing either.
    await saleSince(id, null, base);
    const preview = await admin.rpc('admin_reference_price_preview', {
      p_product: id,
      p_price: 80,
      p_on_sale: true,
    });
    expect((preview.data as PreviewRow[]).find((row) => row.currency === 'usd')?.reference_price).toBeNull();
    // ...while a new, lower price would be compared with the 30 days before now: 80.
    const lower = await admin.rpc('admin_reference_price_preview', {
      p_product: id,
      p_price: 60,
      p_on_sale: true,
    });
    expect((lower.data as PreviewRow[]).find((row) => row.currency === 'usd')?.reference_price).toBe(80);
  });

  it('the seeded sale is lawful: its former price was charged in the 30 days before the reduction', async () => {
    const { data } = await anon
      .from('products_public')
      .select('product_id, price, price_euros, reference_price, reference_price_euros')
      .not('reference_price', 'is', null)
      .in('product_id', PRODUCT_SLUGS);
    expect(data).toEqual([
      {
        product_id: 'immortela-elixir-10ml',
        price: 500,
        price_euros: 460,
        reference_price: 560,
        reference_price_euros: 515,
      },
    ]);
    const { rows } = await db.query<{ currency: string; price: string; days: number }>(
      `select h.currency, h.price, extract(day from now() - h.valid_from)::int as days
       from public.product_price_history h join public.products p on p.id = h.product_id
       where p.product_id = 'immortela-elixir-10ml' order by h.currency, h.valid_from`,
    );
    expect(rows.map((row) => [row.currency, Number(row.price)])).toEqual([
      ['eur', 515],
      ['eur', 460],
      ['usd', 560],
      ['usd', 500],
    ]);
    expect(rows.every((row) => row.days >= 12)).toBe(true);
  });
});
