// Each staff role against what it may do, through the REST API and RPC as the SPA (or anyone holding a token)
// reaches it (issue 32): the owner and an admin do everything but staff; fulfilment works on orders, parcels and
// withdrawals (reads them, ships, moves an order on to prepared, shipped or delivered, notes, refuses a
// withdrawal) but cannot read contacts, change a price, make a refund or mark an order paid; a member reaches
// none of it. The staff-admin function (invites, role changes, audit) is staff-admin.test.ts's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  memberWithVerifiedFactor,
  serviceClient,
  uniqueEmail,
  untyped,
  type Client,
} from './helpers';
import { ship } from './checkout-helpers';

type Role = 'owner' | 'admin' | 'fulfilment' | 'member';
const ROLES: Role[] = ['owner', 'admin', 'fulfilment', 'member'];

const service = serviceClient();
const clients = {} as Record<Role, Client>;
const staffIds: string[] = [];

beforeAll(async () => {
  clients.owner = await adminClient();
  for (const role of ['admin', 'fulfilment', 'member'] as const) {
    // Every one past its second factor (aal2): what is refused below is refused by role, not by aal.
    const person = await memberWithVerifiedFactor();
    clients[role] = person.client;
    if (role !== 'member') {
      const { error } = await service.from('user_roles').insert({ user_id: person.id, role });
      expect(error).toBeNull();
      staffIds.push(person.id);
    }
  }
});

afterAll(async () => {
  await service.from('user_roles').delete().in('user_id', staffIds).neq('role', 'member');
});

/** A paid order of a product of its own, placed by a guest: nobody's order but the shop's. */
async function paidOrder() {
  const slug = `staff-${randomUUID().slice(0, 8)}`;
  const product = await service
    .from('products')
    .insert({ product_id: slug, title: `Baume ${slug}`, price: 30, price_euros: 30, published: true })
    .select('id, product_id')
    .single();
  if (product.error) throw product.error;
  const order = await service
    .from('orders')
    .insert({
      email: uniqueEmail('staff-order'),
      name: 'Lou Marchand',
      locale: 'fr',
      currency: 'eur',
      subtotal: 60,
      amount_due_now: 60,
    })
    .select('id')
    .single();
  if (order.error) throw order.error;
  const line = await service
    .from('order_items')
    .insert({
      order_id: order.data.id,
      product_id: product.data.id,
      product_slug: product.data.product_id,
      product_name: 'Baume',
      unit_price: 30,
      quantity: 2,
    })
    .select('id, quantity')
    .single();
  if (line.error) throw line.error;
  const paid = await service
    .from('orders')
    .update({ status: 'paid', amount_paid: 60 })
    .eq('id', order.data.id);
  if (paid.error) throw paid.error;
  return { id: order.data.id, productId: product.data.id, line: line.data };
}

describe('what each role reaches', () => {
  it('lets every staff role read an order, its lines, parcels and withdrawals, and a member none', async () => {
    const order = await paidOrder();
    for (const role of ROLES) {
      const { data, error } = await clients[role]
        .from('orders')
        .select('id, name, email, shipping_country, order_items(id), shipments(id), withdrawals(id)')
        .eq('id', order.id);
      expect(error, role).toBeNull();
      if (role === 'member') {
        expect(data, role).toEqual([]);
      } else {
        expect(data?.[0]?.order_items, role).toEqual([{ id: order.line.id }]);
        expect(data?.[0]?.name, role).toBe('Lou Marchand');
      }
    }
  });

  it('keeps contacts and the CRM from fulfilment, through the API and RPC', async () => {
    for (const role of ROLES) {
      const rows = await clients[role].from('contacts').select('id').limit(1);
      expect(rows.error, role).toBeNull();
      expect(rows.data?.length ?? 0, role).toBe(role === 'owner' || role === 'admin' ? 1 : 0);
      const search = await clients[role].rpc('crm_search_contacts', {});
      if (role === 'owner' || role === 'admin') expect(search.error, role).toBeNull();
      else expect(search.error, role).toMatchObject({ code: '42501', message: 'admins_only' });
    }
  });

  it('lets only the owner and an admin change a price', async () => {
    const order = await paidOrder();
    for (const [index, role] of ROLES.entries()) {
      const price = 31 + index;
      const { data, error } = await clients[role]
        .from('products')
        .update({ price, price_euros: price })
        .eq('id', order.productId)
        .select('id');
      expect(error, role).toBeNull();
      expect(data?.length, role).toBe(role === 'owner' || role === 'admin' ? 1 : 0);
    }
    const { data } = await service.from('products').select('price').eq('id', order.productId).single();
    expect(Number(data?.price)).toBe(32); // the admin's, the last allowed: fulfilment's and the member's did nothing
  });

  it('lets fulfilment ship a parcel and mark it delivered, a member not', async () => {
    const order = await paidOrder();
    const lines = [{ order_item_id: order.line.id, quantity: order.line.quantity }];
    const asMember = await ship(clients.member, order.id, lines);
    expect(asMember.error).toMatchObject({ code: '42501' });
    const shipped = await ship(clients.fulfilment, order.id, lines);
    expect(shipped.error).toBeNull();
    const delivered = await clients.fulfilment
      .from('orders')
      .update({ status: 'delivered' })
      .eq('id', order.id)
      .select('status');
    expect(delivered).toMatchObject({ error: null, data: [{ status: 'delivered' }] });
    const note = await clients.fulfilment
      .from('order_events')
      .insert({ order_id: order.id, type: 'note', note: 'Left with the neighbour' });
    expect(note.error).toBeNull();
  });

  it('refuses fulfilment the moves that settle money: paid, cancelled, refunds', async () => {
    const order = await paidOrder();
    const waiting = await service
      .from('orders')
      .insert({
        email: uniqueEmail('staff-wait'),
        name: 'Lou',
        locale: 'en',
        currency: 'eur',
        subtotal: 10,
        amount_due_now: 10,
      })
      .select('id')
      .single();
    expect(waiting.error).toBeNull();
    const markPaid = await clients.fulfilment
      .from('orders')
      .update({ status: 'paid' })
      .eq('id', waiting.data!.id);
    expect(markPaid.error).toMatchObject({ code: '42501', message: 'owner_or_admin_only' });
    const cancel = await clients.fulfilment.rpc('admin_cancel_order', { p_order_id: order.id });
    expect(cancel.error).toMatchObject({ code: '42501' });
    const refund = await clients.fulfilment.rpc('admin_record_refund', {
      p_order_id: order.id,
      p_amount: 10,
      p_reason: 'goodwill',
      p_mark_refunded: false,
    });
    expect(refund.error).toMatchObject({ code: '42501' });
    const { data } = await service.from('orders').select('status, refund_due').eq('id', order.id).single();
    expect(data).toMatchObject({ status: 'paid', refund_due: 0 });
    // The owner may: the same move is refused above by role, not by the state machine.
    const ownerPaid = await clients.owner
      .from('orders')
      .update({ status: 'paid' })
      .eq('id', waiting.data!.id)
      .select('status');
    expect(ownerPaid).toMatchObject({ error: null, data: [{ status: 'paid' }] });
  });

  it('lets fulfilment refuse a withdrawal but not refund one', async () => {
    // An id that names no withdrawal: past the role check it is "not found" (PT404), before it "not allowed".
    const nobody = randomUUID();
    for (const role of ROLES) {
      const refuse = await clients[role].rpc('admin_refuse_withdrawal', {
        p_withdrawal_id: nobody,
        p_reason: 'opened',
      });
      const refund = await clients[role].rpc('admin_record_withdrawal_refund', {
        p_withdrawal_id: nobody,
        p_amount: 5,
      });
      expect(refuse.error?.code, `${role} refuses`).toBe(role === 'member' ? '42501' : 'PT404');
      expect(refund.error?.code, `${role} refunds`).toBe(
        role === 'owner' || role === 'admin' ? 'PT404' : '42501',
      );
    }
  });

  it('keeps promotions, shipping rates and VAT rates from fulfilment', async () => {
    const promo = await clients.fulfilment
      .from('promo_codes')
      .insert({ code: `STAFF${randomUUID().slice(0, 4)}`, kind: 'percent', percent_off: 10 });
    expect(promo.error?.code).toBe('42501');
    // Each table, a column to change, and its key (every row has one).
    const patches: [string, Record<string, unknown>, string][] = [
      ['shipping_rates', { amount: 0 }, 'id'],
      ['vat_rates', { rate: 0 }, 'country'],
    ];
    for (const [table, patch, key] of patches) {
      const { data, error } = await untyped(clients.fulfilment)
        .from(table)
        .update(patch)
        .not(key, 'is', null)
        .select('*');
      // RLS hides every row from fulfilment's update: nothing changes.
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
  });
});
