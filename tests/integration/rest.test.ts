// REST through supabase-js: every PostgREST feature DESIGN.md 2 lists, and the app's own queries of
// SPEC.md 7 written exactly as the app writes them, against the real schema and its RLS policies.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  newMember,
  rawRequest,
  serviceClient,
  type Client,
  type Member,
  untyped,
} from './helpers';
import { PRODUCT_SLUGS } from '../../src/content/types.ts';

interface Product {
  id: string;
  product_id: string;
  title: string;
  price: number;
  sale_price: number | null;
}

let anon: Client;
let admin: Client;
let member: Member;
let products: Product[];

beforeAll(async () => {
  anon = anonClient();
  admin = await adminClient();
  member = await newMember('Rest Member');
  const { data, error } = await anon.from('products_public').select('*').order('product_id');
  if (error) throw new Error(error.message);
  products = data as Product[];
});

const slugs = (rows: unknown): string[] =>
  ((rows ?? []) as { product_id: string }[]).map((row) => row.product_id).sort();
const expected = (keep: (product: Product) => boolean): string[] =>
  products
    .filter(keep)
    .map((product) => product.product_id)
    .sort();

/** The app's cart sync, step by step (SPEC.md 7). */
async function activeCart(client: Client, userId: string) {
  return client
    .from('carts')
    .select('*, cart_items(*)')
    .eq('user_id', userId)
    .eq('status', 'active')
    .maybeSingle();
}

describe("the app's queries (SPEC.md 7)", () => {
  it('lists products_public ordered by price, ascending', async () => {
    const { data, error } = await anon
      .from('products_public')
      .select('*')
      .order('price', { ascending: true });
    expect(error).toBeNull();
    // Other test files may have published fixtures: the five seeded products are there, whatever else is.
    expect(data).toHaveLength(products.length);
    expect(slugs(data)).toEqual(expect.arrayContaining([...PRODUCT_SLUGS]));
    const prices = (data ?? []).map((row: { price: number }) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data?.[0]).toHaveProperty('estimated_delivery_days');
  });

  it('loads, creates and replaces the active cart, then touches last_updated', async () => {
    const { client, id } = member;
    const none = await activeCart(client, id);
    expect(none).toMatchObject({ data: null, error: null });

    const created = await client.from('carts').insert({ user_id: id, status: 'active' }).select().single();
    expect(created.error).toBeNull();
    const cartId = (created.data as { id: string }).id;

    const lines = [
      {
        cart_id: cartId,
        product_id: 'immortela-elixir-30ml',
        product_name: 'Immortela Elixir 30 ml',
        product_price: 1400,
        quantity: 1,
      },
      {
        cart_id: cartId,
        product_id: 'renouvela-creme',
        product_name: 'Renouvela Crème',
        product_price: 900,
        quantity: 2,
      },
    ];
    expect(
      (await client.from('cart_items').upsert(lines, { onConflict: 'cart_id,product_id' })).error,
    ).toBeNull();
    // The same lines again with a new quantity: merged, not duplicated.
    const again = await client
      .from('cart_items')
      .upsert([{ ...lines[0]!, quantity: 3 }], { onConflict: 'cart_id,product_id' });
    expect(again.error).toBeNull();

    const loaded = await activeCart(client, id);
    expect(loaded.error).toBeNull();
    const items = (loaded.data as { cart_items: { product_id: string; quantity: number }[] }).cart_items;
    expect(items.map((item) => [item.product_id, item.quantity]).sort()).toEqual([
      ['immortela-elixir-30ml', 3],
      ['renouvela-creme', 2],
    ]);

    expect((await client.from('cart_items').delete().eq('cart_id', cartId)).error).toBeNull();
    const touched = new Date(Date.now() + 60_000).toISOString();
    const updated = await client
      .from('carts')
      .update({ last_updated: touched })
      .eq('id', cartId)
      .select('last_updated')
      .single();
    expect(updated.error).toBeNull();
    expect(new Date((updated.data as { last_updated: string }).last_updated).toISOString()).toBe(touched);
    const emptied = await activeCart(client, id);
    expect((emptied.data as { cart_items: unknown[] }).cart_items).toEqual([]);
  });

  it('tells staff (the demo admin is the owner) from a member through user_roles', async () => {
    const adminId = (await admin.auth.getUser()).data.user?.id ?? '';
    const asAdmin = await admin
      .from('user_roles')
      .select('role')
      .eq('user_id', adminId)
      .in('role', ['owner', 'admin'])
      .maybeSingle();
    expect(asAdmin).toMatchObject({ data: { role: 'owner' }, error: null });
    const asMember = await member.client
      .from('user_roles')
      .select('role')
      .eq('user_id', member.id)
      .in('role', ['owner', 'admin'])
      .maybeSingle();
    expect(asMember).toMatchObject({ data: null, error: null });
  });
});

describe('select', () => {
  it('picks columns, renames them and casts them', async () => {
    const { data, error } = await anon
      .from('products_public')
      .select('slug:product_id, price::text, name:title')
      .eq('product_id', 'renouvela-creme')
      .single();
    expect(error).toBeNull();
    expect(Object.keys(data as object).sort()).toEqual(['name', 'price', 'slug']);
    expect(data).toMatchObject({ slug: 'renouvela-creme', price: expect.any(String) });
  });

  it('embeds to-many and to-one resources through foreign keys, with filters, order and limit inside', async () => {
    const { client, id } = await newMember();
    const cart = await client.from('carts').insert({ user_id: id }).select('id').single();
    const cartId = (cart.data as { id: string }).id;
    await client.from('cart_items').insert([
      {
        cart_id: cartId,
        product_id: 'renouvela-riche',
        product_name: 'Riche',
        product_price: 900,
        quantity: 1,
      },
      {
        cart_id: cartId,
        product_id: 'immortela-elixir-10ml',
        product_name: 'Elixir 10',
        product_price: 500,
        quantity: 4,
      },
    ]);

    const toOne = await client
      .from('cart_items')
      .select('quantity, product:products(title, product_id), carts(user_id)')
      .eq('cart_id', cartId)
      .order('quantity');
    expect(toOne.error).toBeNull();
    expect(toOne.data?.[0]).toMatchObject({
      quantity: 1,
      product: { product_id: 'renouvela-riche' },
      carts: { user_id: id },
    });

    const ordered = await client
      .from('carts')
      .select('id, cart_items(product_id, quantity)')
      .eq('id', cartId)
      .order('quantity', { referencedTable: 'cart_items', ascending: false })
      .limit(1, { referencedTable: 'cart_items' })
      .single();
    expect(ordered.data).toMatchObject({
      cart_items: [{ product_id: 'immortela-elixir-10ml', quantity: 4 }],
    });

    const inner = await client
      .from('carts')
      .select('id, cart_items!inner(product_id)')
      .eq('cart_items.product_id', 'renouvela-riche');
    expect(inner.data).toEqual([{ id: cartId, cart_items: [{ product_id: 'renouvela-riche' }] }]);
    const noMatch = await client
      .from('carts')
      .select('id, cart_items!inner(product_id)')
      .eq('cart_items.product_id', 'renouvela-creme');
    expect(noMatch.data).toEqual([]);
  });
});

describe('filters', () => {
  it('eq neq gt gte lt lte', async () => {
    expect(slugs((await anon.from('products_public').select('product_id').eq('price', 900)).data)).toEqual(
      expected((p) => p.price === 900),
    );
    expect(slugs((await anon.from('products_public').select('product_id').neq('price', 900)).data)).toEqual(
      expected((p) => p.price !== 900),
    );
    expect(slugs((await anon.from('products_public').select('product_id').gt('price', 900)).data)).toEqual(
      expected((p) => p.price > 900),
    );
    expect(slugs((await anon.from('products_public').select('product_id').gte('price', 900)).data)).toEqual(
      expected((p) => p.price >= 900),
    );
    expect(slugs((await anon.from('products_public').select('product_id').lt('price', 900)).data)).toEqual(
      expected((p) => p.price < 900),
    );
    expect(slugs((await anon.from('products_public').select('product_id').lte('price', 900)).data)).toEqual(
      expected((p) => p.price <= 900),
    );
  });

  it('like ilike in is not', async () => {
    expect(
      slugs((await anon.from('products_public').select('product_id').like('product_id', 'renouvela-%')).data),
    ).toEqual(expected((p) => p.product_id.startsWith('renouvela-')));
    expect(
      slugs((await anon.from('products_public').select('product_id').ilike('product_id', 'IMMORTELA%')).data),
    ).toEqual(expected((p) => p.product_id.startsWith('immortela')));
    const pair = ['renouvela-riche', 'immortela-elixir-10ml'];
    expect(
      slugs((await anon.from('products_public').select('product_id').in('product_id', pair)).data),
    ).toEqual([...pair].sort());
    expect(
      slugs((await anon.from('products_public').select('product_id').is('sale_price', null)).data),
    ).toEqual(expected((p) => p.sale_price === null));
    expect(
      slugs(
        (
          await anon
            .from('products_public')
            .select('product_id')
            .not('product_id', 'in', `(${pair.join(',')})`)
        ).data,
      ),
    ).toEqual(expected((p) => !pair.includes(p.product_id)));
  });

  it('or and and, nested', async () => {
    const either = await anon.from('products_public').select('product_id').or('price.lt.600,price.gt.1000');
    expect(slugs(either.data)).toEqual(expected((p) => p.price < 600 || p.price > 1000));
    const nested = await anon
      .from('products_public')
      .select('product_id')
      .or('and(price.gte.900,price.lte.900,product_id.like.*riche*),product_id.eq.immortela-elixir-10ml');
    expect(slugs(nested.data)).toEqual(
      expected(
        (p) =>
          (p.price === 900 && p.product_id.includes('riche')) || p.product_id === 'immortela-elixir-10ml',
      ),
    );
    const both = await rawRequest(
      '/rest/v1/products_public?select=product_id&and=(price.gte.500,price.lt.900)',
    );
    expect(slugs(both.body)).toEqual(expected((p) => p.price >= 500 && p.price < 900));
  });
});

describe('order, paging and counts', () => {
  it('orders, limits, offsets and reports Content-Range with an exact count', async () => {
    const sorted = [...products]
      .sort((a, b) => b.price - a.price || a.product_id.localeCompare(b.product_id))
      .map((p) => p.product_id);
    const page = await anon
      .from('products_public')
      .select('product_id', { count: 'exact' })
      .order('price', { ascending: false })
      .order('product_id')
      .range(1, 2);
    expect(page.error).toBeNull();
    expect(page.count).toBe(products.length);
    expect(page.status).toBe(206);
    expect((page.data ?? []).map((row) => row.product_id)).toEqual(sorted.slice(1, 3));

    const head = await anon.from('products_public').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ count: products.length, data: null, error: null });

    const limited = await anon.from('products_public').select('product_id').order('product_id').limit(2);
    expect((limited.data ?? []).map((row) => row.product_id)).toEqual(slugs(products).slice(0, 2));
  });

  it('honours the Range header', async () => {
    const response = await rawRequest('/rest/v1/products_public?select=product_id&order=product_id', {
      headers: { Range: '0-1', Prefer: 'count=exact' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`0-1/${products.length}`);
    expect(slugs(response.body)).toEqual(slugs(products).slice(0, 2));
  });
});

describe('single objects', () => {
  it('returns one object, or PGRST116 with 406 when there is not exactly one', async () => {
    const one = await anon
      .from('products_public')
      .select('product_id')
      .eq('product_id', 'renouvela-creme')
      .single();
    expect(one.data).toEqual({ product_id: 'renouvela-creme' });
    const none = await anon
      .from('products_public')
      .select('product_id')
      .eq('product_id', 'no-such-product')
      .single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await anon.from('products_public').select('product_id').single();
    expect(many.error?.code).toBe('PGRST116');
    const maybe = await anon
      .from('products_public')
      .select('product_id')
      .eq('product_id', 'no-such-product')
      .maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });
});

describe('writes', () => {
  it('inserts one or many, with return=minimal or representation, and upserts with ignore-duplicates', async () => {
    const { client, id } = await newMember();
    const minimal = await client.from('carts').insert({ user_id: id });
    expect(minimal).toMatchObject({ error: null, data: null, status: 201 });
    const cart = await client.from('carts').select('id').eq('user_id', id).single();
    const cartId = (cart.data as { id: string }).id;

    const many = await client
      .from('cart_items')
      .insert(
        [
          {
            cart_id: cartId,
            product_id: 'renouvela-riche',
            product_name: 'Riche',
            product_price: 900,
            quantity: 1,
          },
          {
            cart_id: cartId,
            product_id: 'renouvela-creme',
            product_name: 'Crème',
            product_price: 900,
            quantity: 2,
            currency: 'eur',
          },
        ],
        { defaultToNull: false },
      )
      .select('product_id, currency');
    expect(many.error).toBeNull();
    expect(many.status).toBe(201);
    expect((many.data ?? []).map((row) => `${row.product_id}:${row.currency}`).sort()).toEqual([
      'renouvela-creme:eur',
      'renouvela-riche:usd',
    ]);

    const ignored = await client
      .from('cart_items')
      .upsert(
        {
          cart_id: cartId,
          product_id: 'renouvela-riche',
          product_name: 'Riche',
          product_price: 900,
          quantity: 9,
        },
        { onConflict: 'cart_id,product_id', ignoreDuplicates: true },
      )
      .select();
    expect(ignored).toMatchObject({ error: null, data: [] });

    // Without missing=default (supabase-js's default) an absent key is NULL, as in PostgREST.
    const nulled = await client.from('cart_items').insert([
      {
        cart_id: cartId,
        product_id: 'immortela-elixir-10ml',
        product_name: 'Elixir',
        product_price: 500,
        quantity: 1,
      },
      {
        cart_id: cartId,
        product_id: 'immortela-elixir-30ml',
        product_name: 'Elixir',
        product_price: 1400,
        quantity: 1,
        currency: 'usd',
      },
    ]);
    expect(nulled.error?.code).toBe('23502');

    const removed = await client
      .from('cart_items')
      .delete()
      .eq('cart_id', cartId)
      .eq('product_id', 'renouvela-riche')
      .select('product_id, quantity');
    expect(removed.data).toEqual([{ product_id: 'renouvela-riche', quantity: 1 }]);
  });

  it('maps constraint and permission errors to PostgREST statuses', async () => {
    const { client, id } = await newMember();
    await client.from('carts').insert({ user_id: id });
    const duplicate = await client.from('carts').insert({ user_id: id, status: 'active' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');

    const cart = await client.from('carts').select('id').eq('user_id', id).single();
    const cartId = (cart.data as { id: string }).id;
    const missingProduct = await client.from('cart_items').insert({
      cart_id: cartId,
      product_id: 'no-such-product',
      product_name: 'x',
      product_price: 1,
      quantity: 1,
    });
    expect(missingProduct.status).toBe(409);
    expect(missingProduct.error?.code).toBe('23503');

    const tooMany = await client.from('cart_items').insert({
      cart_id: cartId,
      product_id: 'renouvela-creme',
      product_name: 'x',
      product_price: 1,
      quantity: 1001,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.code).toBe('23514');

    const badUuid = await client.from('carts').select('id').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');

    const anonWrite = await anon.from('carts').insert({ user_id: id });
    expect(anonWrite.status).toBe(401);
    expect(anonWrite.error?.code).toBe('42501');
    const other = await newMember();
    const foreignCart = await other.client.from('carts').insert({ user_id: id, status: 'abandoned' });
    expect(foreignCart.status).toBe(403);
    expect(foreignCart.error?.code).toBe('42501');
  });

  it('lets the service role bypass RLS', async () => {
    const { data, error } = await serviceClient().from('carts').select('user_id').eq('user_id', member.id);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
  });
});

describe('rpc', () => {
  it('calls functions with named arguments', async () => {
    expect(await admin.rpc('is_admin')).toMatchObject({ data: true, error: null });
    expect(await member.client.rpc('is_admin')).toMatchObject({ data: false, error: null });
    const { client, id } = await newMember();
    const cart = await client.from('carts').insert({ user_id: id }).select('id').single();
    const cartId = (cart.data as { id: string }).id;
    expect(await client.rpc('owns_cart', { target_cart_id: cartId })).toMatchObject({
      data: true,
      error: null,
    });
    expect(await member.client.rpc('owns_cart', { target_cart_id: cartId })).toMatchObject({
      data: false,
      error: null,
    });
  });

  it('answers 404 PGRST202 for an unknown function or arguments', async () => {
    const unknown = await untyped(anon).rpc('no_such_function');
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const wrongArgs = await untyped(anon).rpc('owns_cart', { cart: 'x' });
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });
});
