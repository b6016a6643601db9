// Ritual sets (issue 33, item 3): a set is a product whose units are its components'. Its stock is what they
// allow, buying it holds and sells their units in the checkout's transaction under the same row locks as a
// single product's, the last unit of a component raced between set buyers and single buyers is sold once,
// releases and returns give the units back, its invoice lists the components, and only an admin past two-factor
// writes a set's components.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkout,
  fixtureProduct,
  orderBody,
  orderRow,
  payOnTestPage,
  shopper,
  started,
} from './checkout-helpers';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  newMember,
  ownerDb,
  untyped,
  type Client,
} from './helpers';

let db: pg.Client;
let admin: Client;

beforeAll(async () => {
  db = await ownerDb();
  admin = await adminClient();
});

afterAll(async () => {
  await admin?.auth.signOut();
  await db?.end();
});

async function idOf(slug: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from public.products where product_id = $1', [
    slug,
  ]);
  if (!rows[0]) throw new Error(`no product ${slug}`);
  return rows[0].id;
}

async function counters(slug: string) {
  const { rows } = await db.query<{ stock: number | null; stock_held: number }>(
    'select stock, stock_held from public.products where product_id = $1',
    [slug],
  );
  return rows[0];
}

/** A published set of the test's own, its components saved by the admin (at aal2) through the app's RPC. */
async function fixtureSet(
  components: { slug: string; quantity: number }[],
  fields: Record<string, unknown> = {},
) {
  const slug = await fixtureProduct({ price: 300, price_euros: 270, ...fields });
  const { error } = await admin.rpc('admin_save_set_components', {
    p_set_id: await idOf(slug),
    p_components: await Promise.all(
      components.map(async (c) => ({ component_id: await idOf(c.slug), quantity: c.quantity })),
    ),
  });
  if (error) throw error;
  return slug;
}

const buy = (slug: string, quantity = 1) => orderBody({ items: [{ product_id: slug, quantity }] });

async function publicRow(slug: string) {
  const { data, error } = await anonClient()
    .from('products_public')
    .select('stock_available, in_stock, set_components')
    .eq('product_id', slug)
    .single();
  if (error) throw error;
  return data;
}

describe('a set’s stock', () => {
  it('is the least of floor(available / quantity) over its components, listed for the shop', async () => {
    const elixir = await fixtureProduct({ stock: 5, title: 'Elixir fixture', sort_order: 1 });
    const cream = await fixtureProduct({ stock: 3, title: 'Cream fixture', sort_order: 2 });
    const set = await fixtureSet([
      { slug: elixir, quantity: 2 },
      { slug: cream, quantity: 1 },
    ]);
    expect(await publicRow(set)).toEqual({
      stock_available: 2,
      in_stock: true,
      set_components: [
        { product_id: elixir, title: 'Elixir fixture', title_fr: null, quantity: 2 },
        { product_id: cream, title: 'Cream fixture', title_fr: null, quantity: 1 },
      ],
    });
    // Units held by another checkout count: 1 cream left is 1 set.
    await db.query('update public.products set stock_held = 2 where product_id = $1', [cream]);
    expect(await publicRow(set)).toMatchObject({ stock_available: 1, in_stock: true });
    await db.query('update public.products set stock_held = 0, stock = 1 where product_id = $1', [elixir]);
    expect(await publicRow(set)).toMatchObject({ stock_available: 0, in_stock: false });
    // A component turned pre-order (sold ahead of its batch) takes the set off sale: a set sells from stock.
    await db.query('update public.products set stock = 10, preorder_enabled = true where product_id = $1', [
      elixir,
    ]);
    expect(await publicRow(set)).toMatchObject({ stock_available: 0, in_stock: false });
    expect(await publicRow(elixir)).toMatchObject({ set_components: null });
  });

  it('is unlimited when no component counts its stock, and the seeded UV-defense ritual is a set', async () => {
    expect(await publicRow('ritual-uv-defense')).toMatchObject({
      stock_available: null,
      in_stock: true,
      set_components: [
        { product_id: 'immortela-elixir-10ml', quantity: 1 },
        { product_id: 'renouvela-creme', quantity: 1 },
      ],
    });
    // The morning ritual's 30 ml elixir is reserved, not bought: no set until it sells from stock.
    const { data } = await anonClient()
      .from('products_public')
      .select('product_id')
      .eq('product_id', 'ritual-morning');
    expect(data).toEqual([]);
  });
});

describe('buying a set', () => {
  it('holds its components’ units at checkout and takes them from stock when paid', async () => {
    const a = await fixtureProduct({ stock: 6 });
    const b = await fixtureProduct({ stock: 4 });
    const set = await fixtureSet([
      { slug: a, quantity: 2 },
      { slug: b, quantity: 1 },
    ]);
    const start = await started(shopper(), buy(set, 2));
    expect(await counters(a)).toEqual({ stock: 6, stock_held: 4 });
    expect(await counters(b)).toEqual({ stock: 4, stock_held: 2 });
    expect(await counters(set)).toEqual({ stock: null, stock_held: 0 });

    expect((await payOnTestPage(start.url)).status).toBe(303);
    expect(await orderRow(start.order_id)).toMatchObject({ status: 'paid', subtotal: 600 });
    expect(await counters(a)).toEqual({ stock: 2, stock_held: 0 });
    expect(await counters(b)).toEqual({ stock: 2, stock_held: 0 });
    const { rows } = await db.query<{ slug: string; status: string; quantity: number; from_stock: number }>(
      `select p.product_id as slug, h.status, h.quantity, h.from_stock from public.stock_holds h
       join public.products p on p.id = h.product_id where h.order_id = $1 order by p.product_id`,
      [start.order_id],
    );
    expect(rows).toEqual(
      [
        { slug: a, status: 'sold', quantity: 4, from_stock: 4 },
        { slug: b, status: 'sold', quantity: 2, from_stock: 2 },
      ].sort((x, y) => x.slug.localeCompare(y.slug)),
    );

    // One set of the two comes back (a withdrawal's restock): each component gives back its units per set.
    const item = await db.query<{ id: string }>('select id from public.order_items where order_id = $1', [
      start.order_id,
    ]);
    await db.query('select public.return_withdrawn_units($1, 1)', [item.rows[0]?.id]);
    expect(await counters(a)).toEqual({ stock: 4, stock_held: 0 });
    expect(await counters(b)).toEqual({ stock: 3, stock_held: 0 });
    // The order cancelled: the rest comes back, once.
    await db.query('select public.return_order_units($1)', [start.order_id]);
    await db.query('select public.return_order_units($1)', [start.order_id]);
    expect(await counters(a)).toEqual({ stock: 6, stock_held: 0 });
    expect(await counters(b)).toEqual({ stock: 4, stock_held: 0 });
  });

  it('is refused out_of_stock when a component is short, and gives the units back when its hold expires', async () => {
    const a = await fixtureProduct({ stock: 1 });
    const b = await fixtureProduct({ stock: 5 });
    const set = await fixtureSet([
      { slug: a, quantity: 1 },
      { slug: b, quantity: 1 },
    ]);
    const refused = await checkout(shopper(), buy(set, 2));
    expect(refused).toMatchObject({ ok: false, status: 409, error: { code: 'out_of_stock' } });

    const start = await started(shopper(), buy(set));
    expect(await counters(a)).toEqual({ stock: 1, stock_held: 1 });
    await db.query(
      `update public.stock_holds set expires_at = now() - interval '1 second' where order_id = $1 and status = 'held'`,
      [start.order_id],
    );
    await db.query('select public.release_expired_holds()');
    expect(await counters(a)).toEqual({ stock: 1, stock_held: 0 });
    expect(await counters(b)).toEqual({ stock: 5, stock_held: 0 });
    expect(await publicRow(set)).toMatchObject({ stock_available: 1, in_stock: true });
  });

  it('races the last unit of a component between 10 set buyers and 10 single buyers: one sale', async () => {
    const last = await fixtureProduct({ stock: 1 });
    const other = await fixtureProduct({ stock: 50 });
    const set = await fixtureSet([
      { slug: other, quantity: 1 },
      { slug: last, quantity: 1 },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => checkout(shopper(), buy(n % 2 === 0 ? set : last))),
    );
    const accepted = answers.filter((answer) => answer.ok);
    expect(accepted).toHaveLength(1);
    for (const answer of answers) {
      if (!answer.ok) expect([answer.status, answer.error.code]).toEqual([409, 'out_of_stock']);
    }
    expect(await counters(last)).toEqual({ stock: 1, stock_held: 1 });

    const winner = accepted[0]?.ok ? accepted[0].data : undefined;
    expect((await payOnTestPage(winner?.url ?? '')).status).toBe(303);
    expect(await counters(last)).toEqual({ stock: 0, stock_held: 0 });
    const { rows } = await db.query<{ sold: number }>(
      `select coalesce(sum(h.quantity), 0)::int as sold from public.stock_holds h
       join public.products p on p.id = h.product_id where p.product_id = $1 and h.status = 'sold'`,
      [last],
    );
    expect(rows[0]?.sold).toBe(1);
    const other_left = (await counters(other))?.stock;
    // The other component moved only if the set won.
    const setWon = (await orderRow(winner?.order_id ?? '')).subtotal === 300;
    expect(other_left).toBe(setWon ? 49 : 50);
    expect(await publicRow(set)).toMatchObject({ stock_available: 0, in_stock: false });
  });
});

describe('a guest holding sets unpaid', () => {
  it('counts the sets its unpaid checkouts hold against the per-product cap, as a single product’s units, raced', async () => {
    const { rows } = await db.query<{ cap: number }>(
      'select max_units_per_product as cap from public.checkout_settings',
    );
    const cap = rows[0]?.cap ?? 10;
    const a = await fixtureProduct({ stock: 200 });
    const b = await fixtureProduct({ stock: 200 });
    const set = await fixtureSet([
      { slug: a, quantity: 1 },
      { slug: b, quantity: 2 },
    ]);
    // One client, many checkouts at once of 3 sets each: together no more than the cap.
    const hoarder = shopper();
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(hoarder, buy(set, 3))));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(Math.floor(cap / 3));
    for (const answer of answers) {
      if (!answer.ok) expect(answer.error.code).toBe('checkout_limit_per_product');
    }
    expect(await counters(b)).toEqual({ stock: 200, stock_held: 2 * 3 * Math.floor(cap / 3) });
    // What is left under the cap is still its to buy, and any other client buys as usual.
    const left = cap - 3 * Math.floor(cap / 3);
    if (left > 0) await started(hoarder, buy(set, left));
    expect(await checkout(hoarder, buy(set, 1))).toMatchObject({
      ok: false,
      error: { code: 'checkout_limit_per_product' },
    });
    await started(shopper(), buy(set, 1));
  });
});

describe('a set’s invoice', () => {
  it('lists its components, the set’s price shared in proportion to their prices, to the cent', async () => {
    const a = await fixtureProduct({ stock: 10, price: 100, price_euros: 100, title: 'Part A' });
    const b = await fixtureProduct({ stock: 10, price: 200, price_euros: 200, title: 'Part B' });
    const set = await fixtureSet(
      [
        { slug: a, quantity: 1 },
        { slug: b, quantity: 1 },
      ],
      { price: 100, price_euros: 100, title: 'Set of parts' },
    );
    const start = await started(shopper(), buy(set, 3));
    expect((await payOnTestPage(start.url)).status).toBe(303);
    const { rows } = await db.query<{ snapshot: { lines: Record<string, unknown>[] }; amount_incl: string }>(
      `select snapshot, amount_incl from public.invoices where order_id = $1 and kind = 'invoice'`,
      [start.order_id],
    );
    const lines = rows[0]?.snapshot.lines ?? [];
    // 100 shared over 100 + 200 (by slug): the first rounded down to the cent, the last takes what is left.
    const [first, second] = [a, b].sort();
    const [firstShare, secondShare] = first === a ? [33.33, 66.67] : [66.66, 33.34];
    expect(lines).toEqual([
      expect.objectContaining({
        name: `${first === a ? 'Part A' : 'Part B'} (Set of parts)`,
        slug: first,
        set,
        quantity: 3,
        unit_price_incl: firstShare,
        total_incl: Math.round(firstShare * 300) / 100,
        vat_rate: 20,
      }),
      expect.objectContaining({
        slug: second,
        set,
        quantity: 3,
        unit_price_incl: secondShare,
        total_incl: Math.round(secondShare * 300) / 100,
        vat_rate: 20,
      }),
    ]);
    const total = lines.reduce((sum, line) => sum + Math.round(Number(line.total_incl) * 100), 0);
    expect(total).toBe(30000);
    const vat = await db.query<{ rate: string; amount_incl: string }>(
      `select v.rate, v.amount_incl from public.invoice_vat_lines v join public.invoices i on i.id = v.invoice_id
       where i.order_id = $1`,
      [start.order_id],
    );
    expect(vat.rows).toEqual([{ rate: '20.00', amount_incl: rows[0]?.amount_incl }]);
  });
});

describe('writing a set’s components', () => {
  it('is for an admin past two-factor only', async () => {
    const a = await fixtureProduct({ stock: 1 });
    const set = await fixtureProduct();
    const args = { p_set_id: await idOf(set), p_components: [{ component_id: await idOf(a), quantity: 1 }] };

    const anon = await anonClient().rpc('admin_save_set_components', args);
    expect(anon.error?.code).toBe('42501');
    const member = await newMember('Set Member');
    const asMember = await member.client.rpc('admin_save_set_components', args);
    expect(asMember.error).toMatchObject({ code: '42501', message: 'set_forbidden' });
    const aal1 = await adminClientAal1();
    const asAal1 = await aal1.rpc('admin_save_set_components', args);
    expect(asAal1.error).toMatchObject({ code: '42501', message: 'set_forbidden' });
    // Straight to the table: refused by its policies.
    const direct = await untyped(member.client)
      .from('product_set_components')
      .insert({ set_id: args.p_set_id, component_id: args.p_components[0]?.component_id, quantity: 1 });
    expect(direct.error?.code).toBe('42501');
    const directAal1 = await untyped(aal1)
      .from('product_set_components')
      .insert({ set_id: args.p_set_id, component_id: args.p_components[0]?.component_id, quantity: 1 });
    expect(directAal1.error?.code).toBe('42501');
    const { rows } = await db.query('select 1 from public.product_set_components where set_id = $1', [
      args.p_set_id,
    ]);
    expect(rows).toEqual([]);
    await aal1.auth.signOut();
  });

  it('refuses a set in a set, an unpublished or pre-order component and a quantity out of 1..10', async () => {
    const a = await fixtureProduct({ stock: 3 });
    const inner = await fixtureSet([{ slug: a, quantity: 1 }]);
    const outer = await fixtureProduct();
    const hidden = await fixtureProduct({ published: false });
    const ahead = await fixtureProduct({ preorder_enabled: true });
    const save = async (set: string, components: { slug: string; quantity: number | string }[]) =>
      (
        await admin.rpc('admin_save_set_components', {
          p_set_id: await idOf(set),
          p_components: await Promise.all(
            components.map(async (c) => ({ component_id: await idOf(c.slug), quantity: c.quantity })),
          ),
        })
      ).error;

    expect(await save(outer, [{ slug: inner, quantity: 1 }])).toMatchObject({
      message: 'set_in_set',
      details: inner,
    });
    expect(await save(a, [{ slug: outer, quantity: 1 }])).toMatchObject({ message: 'set_in_set' });
    expect(await save(outer, [{ slug: outer, quantity: 1 }])).toMatchObject({ message: 'set_in_set' });
    expect(await save(outer, [{ slug: hidden, quantity: 1 }])).toMatchObject({
      message: 'set_component_unavailable',
      details: hidden,
    });
    expect(await save(outer, [{ slug: ahead, quantity: 1 }])).toMatchObject({
      message: 'set_component_unavailable',
    });
    for (const quantity of [0, 11, 1.5, '2']) {
      expect(await save(outer, [{ slug: a, quantity }])).toMatchObject({
        message: 'set_quantity_out_of_range',
      });
    }
    // A set held by an open checkout keeps its components until the checkout ends.
    await started(shopper(), buy(inner));
    expect(await save(inner, [{ slug: a, quantity: 2 }])).toMatchObject({ message: 'set_in_checkout' });
    // And an empty list makes a product an ordinary one again.
    expect(await save(outer, [{ slug: a, quantity: 1 }])).toBeNull();
    expect(await save(outer, [])).toBeNull();
    expect(await publicRow(outer)).toMatchObject({ set_components: null });
  });
});
