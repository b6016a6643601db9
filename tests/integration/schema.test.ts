// Constraints and triggers of the data model, through supabase-js: what the database refuses or does by itself.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmSignUp, makeClient, newMember, serviceClient, type UntypedClient as Client } from './helpers';
// Constraints probed with rows built at run time: the clients know no schema.

let service: Client;
let member: { client: Client; id: string; email: string };
let product: { id: string; product_id: string };

const unique = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  service = serviceClient();
  const m = await newMember('Léa Martin');
  member = { client: m.client, id: m.id, email: m.email };
  const { data, error } = await service
    .from('products')
    .select('id, product_id')
    .eq('product_id', 'renouvela-creme')
    .single();
  if (error) throw new Error(error.message);
  product = data;
});

async function activeCart(client: Client, userId: string): Promise<string> {
  const existing = await client.from('carts').select('id').eq('user_id', userId).eq('status', 'active');
  const found = existing.data?.[0]?.id;
  if (found) return found;
  const { data, error } = await client
    .from('carts')
    .insert({ user_id: userId, status: 'active' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

type Row = Record<string, unknown>;

function order(overrides: Row = {}): Row {
  return {
    email: `buyer-${unique()}@example.test`,
    name: 'Buyer',
    currency: 'eur',
    subtotal: 900,
    amount_due_now: 900,
    balance_due: 0,
    ...overrides,
  };
}

describe('carts', () => {
  it('refuses a quantity of 0 or 1001 and accepts 1 and 1000', async () => {
    const cartId = await activeCart(member.client, member.id);
    const line = {
      cart_id: cartId,
      product_id: product.product_id,
      product_name: 'Renouvela',
      product_price: 900,
    };
    for (const quantity of [0, 1001, -1]) {
      const { error } = await member.client
        .from('cart_items')
        .upsert({ ...line, quantity }, { onConflict: 'cart_id,product_id' });
      expect(error?.code, `quantity ${quantity}`).toBe('23514');
    }
    for (const quantity of [1, 1000]) {
      const { error } = await member.client
        .from('cart_items')
        .upsert({ ...line, quantity }, { onConflict: 'cart_id,product_id' });
      expect(error, `quantity ${quantity}`).toBeNull();
    }
    const { data } = await member.client.from('cart_items').select('quantity').eq('cart_id', cartId);
    expect(data).toEqual([{ quantity: 1000 }]);
  });

  it('refuses a second active cart for the same user, but keeps old carts', async () => {
    await activeCart(member.client, member.id);
    const second = await member.client.from('carts').insert({ user_id: member.id, status: 'active' });
    expect(second.error?.code).toBe('23505');
    const abandoned = await member.client.from('carts').insert({ user_id: member.id, status: 'abandoned' });
    expect(abandoned.error).toBeNull();
  });

  it('refuses a currency other than usd or eur', async () => {
    const cartId = await activeCart(member.client, member.id);
    const { error } = await member.client.from('cart_items').insert({
      cart_id: cartId,
      product_id: 'immortela-elixir-10ml',
      product_name: 'Elixir',
      product_price: 500,
      quantity: 1,
      currency: 'gbp',
    });
    expect(error?.code).toBe('23514');
  });
});

describe('money is never negative', () => {
  it.each<[string, string, Row]>([
    ['products.price', 'products', { product_id: `neg-${unique()}`, title: 'x', price: -1 }],
    [
      'products.price_euros',
      'products',
      { product_id: `neg-${unique()}`, title: 'x', price: 1, price_euros: -1 },
    ],
    [
      'products.sale_price',
      'products',
      { product_id: `neg-${unique()}`, title: 'x', price: 1, sale_price: -5 },
    ],
    ['orders.subtotal', 'orders', order({ subtotal: -1, amount_due_now: 0 })],
    ['orders.amount_due_now', 'orders', order({ amount_due_now: -1 })],
    ['orders.balance_due', 'orders', order({ balance_due: -1 })],
    ['orders.amount_paid', 'orders', order({ amount_paid: -1 })],
    ['orders.refunded_amount', 'orders', order({ refunded_amount: -1 })],
  ])('%s', async (_label, table, row) => {
    const { error } = await service.from(table).insert(row);
    expect(error?.code).toBe('23514');
  });

  it('a refund cannot exceed what was paid', async () => {
    const { error } = await service.from('orders').insert(order({ amount_paid: 100, refunded_amount: 200 }));
    expect(error?.code).toBe('23514');
  });
});

describe('orders', () => {
  it('get a number people can quote, and follow the status machine with an audit trail', async () => {
    const { data: created, error } = await service
      .from('orders')
      .insert(order({ user_id: member.id }))
      .select('id, number, status')
      .single();
    expect(error).toBeNull();
    expect(created?.number).toMatch(/^MI-\d{6,}$/);
    expect(created?.status).toBe('pending_payment');
    const id = created?.id ?? '';

    const skip = await service.from('orders').update({ status: 'shipped' }).eq('id', id);
    expect(skip.error?.code).toBe('23514');

    const paid = await service.from('orders').update({ status: 'paid', amount_paid: 900 }).eq('id', id);
    expect(paid.error).toBeNull();
    const { data: afterPaid } = await service.from('orders').select('paid_at').eq('id', id).single();
    expect(afterPaid?.paid_at).not.toBeNull();

    const back = await service.from('orders').update({ status: 'pending_payment' }).eq('id', id);
    expect(back.error?.code).toBe('23514');

    const { data: events } = await service
      .from('order_events')
      .select('type, from_status, to_status')
      .eq('order_id', id)
      .order('id');
    expect(events).toEqual([
      { type: 'created', from_status: null, to_status: 'pending_payment' },
      { type: 'status_changed', from_status: 'pending_payment', to_status: 'paid' },
    ]);
  });

  it('cannot be paid while a balance is due', async () => {
    const { data } = await service
      .from('orders')
      .insert(order({ kind: 'reservation', amount_due_now: 450, balance_due: 450 }))
      .select('id')
      .single();
    const paid = await service
      .from('orders')
      .update({ status: 'paid' })
      .eq('id', data?.id ?? '');
    expect(paid.error?.code).toBe('23514');
    const deposit = await service
      .from('orders')
      .update({ status: 'deposit_paid', amount_paid: 450 })
      .eq('id', data?.id ?? '');
    expect(deposit.error).toBeNull();
  });

  it('a product that was ordered cannot be deleted', async () => {
    const { data: o } = await service.from('orders').insert(order()).select('id').single();
    await service.from('order_items').insert({
      order_id: o?.id,
      product_id: product.id,
      product_slug: product.product_id,
      product_name: 'Renouvela Crème',
      unit_price: 900,
      quantity: 1,
    });
    const { error } = await service.from('products').delete().eq('id', product.id);
    expect(error?.code).toBe('23503');
  });
});

describe('contacts', () => {
  it('keep one contact per email whatever its case', async () => {
    const email = `Camille.${unique()}@Example.test`;
    const first = await service.from('contacts').insert({ email, source: 'admin' });
    expect(first.error).toBeNull();
    const second = await service.from('contacts').insert({ email: email.toLowerCase(), source: 'import' });
    expect(second.error?.code).toBe('23505');
    const { data } = await service.from('contacts').select('email').eq('email', email.toUpperCase());
    expect(data).toHaveLength(1);
  });

  it('a new account becomes a contact, with its full name and the signup source', async () => {
    const { data } = await service
      .from('contacts')
      .select('email, full_name, source, user_id')
      .eq('user_id', member.id)
      .single();
    expect(data).toMatchObject({ source: 'signup', user_id: member.id });
    expect(String(data?.email).toLowerCase()).toBe(member.email.toLowerCase());
    expect(data?.full_name).toBe('Léa Martin');
  });

  it('a sign-up with the email of an existing contact links that contact once the address is confirmed', async () => {
    const email = `joined-${unique()}@example.test`;
    await service
      .from('contacts')
      .insert({ email, first_name: 'Inès', last_name: 'Roux', source: 'newsletter', consent: true });
    const client = makeClient();
    const signUp = await client.auth.signUp({
      email,
      password: `pw-${randomUUID()}`,
      options: { data: { full_name: 'Inès R.' } },
    });
    expect(signUp.error).toBeNull();
    const contact = () => service.from('contacts').select('source, user_id, full_name').eq('email', email);
    // Not proven yet: the contact (and what the shop knows under it) is nobody's account.
    expect((await contact()).data).toEqual([{ source: 'newsletter', user_id: null, full_name: 'Inès Roux' }]);
    await confirmSignUp(client, email);
    expect((await contact()).data).toEqual([
      { source: 'newsletter', user_id: signUp.data.user?.id, full_name: 'Inès Roux' },
    ]);
  });

  it('date consent and keep its history in the notes timeline', async () => {
    const { data: contact } = await service
      .from('contacts')
      .insert({ email: `consent-${unique()}@example.test`, source: 'newsletter', consent: true })
      .select('id, consent_at')
      .single();
    expect(contact?.consent_at).not.toBeNull();
    await service
      .from('contacts')
      .update({ consent: false })
      .eq('id', contact?.id ?? '');
    const { data: notes } = await service
      .from('contact_notes')
      .select('kind, body')
      .eq('contact_id', contact?.id ?? '')
      .order('created_at');
    expect(notes?.map((n) => n.kind)).toEqual(['consent', 'consent']);
    expect(notes?.[1]?.body).toMatch(/withdrawn/i);
  });

  it('are found by name without accents or case, through the search column', async () => {
    const tag = unique();
    await service.from('contacts').insert({
      email: `helene-${tag}@example.test`,
      full_name: `Hélène Dupré ${tag}`,
      phone: '+33 6 12 34 56 78',
    });
    const byName = await service
      .from('contacts')
      .select('full_name')
      .ilike('search_text', `%helene dupre ${tag}%`);
    expect(byName.data).toHaveLength(1);
    const byDigits = await service
      .from('contacts')
      .select('full_name')
      .ilike('search_text', `%612345678%`)
      .ilike('search_text', `%${tag}%`);
    expect(byDigits.data).toHaveLength(1);
  });
});

describe('updated_at', () => {
  it.each<[string, Row, Row]>([
    ['products', { product_id: `upd-${unique()}`, title: 'Before', price: 1 }, { title: 'After' }],
    ['contacts', { email: `upd-${unique()}@example.test` }, { phone: '+33 1 23 45 67 89' }],
    ['orders', order(), { phone: '+33 1 23 45 67 89' }],
  ])('moves when a %s row changes', async (table, row, change) => {
    const { data: before } = await service.from(table).insert(row).select('id, updated_at').single();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await service
      .from(table)
      .update(change)
      .eq('id', before?.id ?? '');
    const { data: after } = await service
      .from(table)
      .select('updated_at')
      .eq('id', before?.id ?? '')
      .single();
    expect(new Date(after?.updated_at ?? 0).getTime()).toBeGreaterThan(
      new Date(before?.updated_at ?? 0).getTime(),
    );
  });
});
