// Admin tools against the local backend: the order state machine as the admin sees it, refunds, notes and
// the trail of who changed what; products that orders reference cannot be deleted; members are refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextStatuses, orderLoadErrorKey } from '../../src/features/admin/order-admin-model';
import { ORDER_STATUSES, searchPattern } from '../../src/lib/order-filter';
import {
  adminClient,
  adminClientAal1,
  newMember,
  ownerDb,
  restAs,
  serviceClient,
  type Client,
  type Member,
  untyped,
} from './helpers';
import { providerPayment, refundsMade } from './checkout-helpers';

let service: Client;
let admin: Client;
let adminId: string;
let member: Member;
let product: { id: string; product_id: string; title: string };

async function newProduct(): Promise<{ id: string; product_id: string; title: string }> {
  const slug = `admin-test-${randomUUID().slice(0, 8)}`;
  const { data, error } = await service
    .from('products')
    .insert({ product_id: slug, title: `Admin test ${slug}`, price: 50, published: true })
    .select('id, product_id, title')
    .single();
  if (error) throw error;
  return data;
}

async function newOrder(overrides: Record<string, unknown> = {}) {
  const { data: order, error } = await service
    .from('orders')
    .insert({
      email: `buyer-${randomUUID().slice(0, 6)}@example.test`,
      name: 'Inès Laurent',
      currency: 'usd',
      subtotal: 50,
      amount_due_now: 50,
      shipping_city: 'Paris',
      ...overrides,
    })
    .select('*')
    .single();
  if (error) throw error;
  const line = await service.from('order_items').insert({
    order_id: order.id,
    product_id: product.id,
    product_slug: product.product_id,
    product_name: product.title,
    unit_price: 50,
    quantity: 1,
  });
  if (line.error) throw line.error;
  return order;
}

async function events(orderId: string) {
  const { data, error } = await service.from('order_events').select('*').eq('order_id', orderId).order('id');
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  service = serviceClient();
  admin = await adminClient();
  adminId = (await admin.auth.getUser()).data.user?.id ?? '';
  member = await newMember('Admin Test Member');
  product = await newProduct();
});

describe('the order state machine in the admin', () => {
  it('offers exactly what public.order_next_statuses allows', async () => {
    const db = await ownerDb();
    try {
      for (const status of ORDER_STATUSES) {
        // ::text[]: node-postgres parses arrays of the types it knows, and public.order_status[] is not one.
        const { rows } = await db.query<{ next: string[] }>(
          'select public.order_next_statuses($1)::text[] as next',
          [status],
        );
        expect(nextStatuses(status), status).toEqual(rows[0]?.next);
      }
    } finally {
      await db.end();
    }
  });

  it('an order link whose id is no uuid reads as no such order (22P02), not as a failure to load', async () => {
    const { error } = await admin.from('orders').select('id').eq('id', 'not-an-order').maybeSingle();
    expect(error).toMatchObject({ code: '22P02' });
    expect(orderLoadErrorKey(error)).toBe('orders.notFound');
  });

  it('an admin moves an order through its states; each move is recorded with who and when', async () => {
    const order = await newOrder();
    for (const status of ['paid', 'fulfilled', 'shipped', 'delivered'] as const) {
      const { error } = await admin.from('orders').update({ status }).eq('id', order.id);
      expect(error, status).toBeNull();
    }
    const moves = (await events(order.id)).filter((event) => event.type === 'status_changed');
    expect(moves.map((event) => [event.from_status, event.to_status])).toEqual([
      ['pending_payment', 'paid'],
      ['paid', 'fulfilled'],
      ['fulfilled', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(moves.every((event) => event.actor_id === adminId && event.created_at)).toBe(true);

    // A move the machine does not allow is refused by the database, whatever the client offers.
    const back = await admin.from('orders').update({ status: 'shipped' }).eq('id', order.id);
    expect(back.error?.code).toBe('23514');
  });

  it('a member can neither move an order nor read its trail', async () => {
    const order = await newOrder({ user_id: member.id });
    const { data } = await member.client
      .from('orders')
      .update({ status: 'cancelled' })
      .eq('id', order.id)
      .select();
    expect(data ?? []).toEqual([]);
    expect((await service.from('orders').select('status').eq('id', order.id).single()).data?.status).toBe(
      'pending_payment',
    );
    expect((await member.client.from('order_events').select('id').eq('order_id', order.id)).data).toEqual([]);
  });

  it('every other change an admin makes to an order is recorded, column by column', async () => {
    const order = await newOrder();
    await admin.from('orders').update({ shipping_city: 'Lyon' }).eq('id', order.id);
    const updated = (await events(order.id)).filter((event) => event.type === 'updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]?.actor_id).toBe(adminId);
    expect(updated[0]?.data).toEqual({ changes: { shipping_city: { from: 'Paris', to: 'Lyon' } } });
  });
});

describe('refunds and notes', () => {
  it('records a refund with its reason, never above what was paid, and can mark the order refunded', async () => {
    const order = await newOrder();
    await service.from('orders').update({ status: 'paid', amount_paid: 50 }).eq('id', order.id);
    await providerPayment(order.id, 50);

    const first = await admin.rpc('admin_record_refund', {
      p_order_id: order.id,
      p_amount: 20,
      p_reason: 'Damaged jar lid',
    });
    expect(first.error).toBeNull();
    const tooMuch = await admin.rpc('admin_record_refund', {
      p_order_id: order.id,
      p_amount: 30.01,
      p_reason: 'Rest',
    });
    expect(tooMuch.error?.message).toBe('refund_exceeds_paid');
    const noReason = await admin.rpc('admin_record_refund', {
      p_order_id: order.id,
      p_amount: 5,
      p_reason: ' ',
    });
    expect(noReason.error?.message).toBe('refund_reason_required');

    const rest = await admin.rpc('admin_record_refund', {
      p_order_id: order.id,
      p_amount: 30,
      p_reason: 'Order cancelled by the customer',
      p_mark_refunded: true,
    });
    expect(rest.error).toBeNull();
    // Refunded once the provider made both refunds (issue-refunds), not before.
    expect((await service.from('orders').select('status').eq('id', order.id).single()).data?.status).toBe(
      'paid',
    );
    await refundsMade(order.id);
    const after = (await service.from('orders').select('status, refunded_amount').eq('id', order.id).single())
      .data;
    expect(after).toEqual({ status: 'refunded', refunded_amount: 50 });
    const refunds = (await events(order.id)).filter((event) => event.type === 'refund');
    expect(
      refunds.map((event) => [event.note, event.actor_id, (event.data as { amount: number }).amount]),
    ).toEqual([
      ['Damaged jar lid', adminId, 20],
      ['Order cancelled by the customer', adminId, 30],
    ]);
  });

  it('a member cannot record a refund, even on their own order', async () => {
    const order = await newOrder({ user_id: member.id });
    await service.from('orders').update({ status: 'paid', amount_paid: 50 }).eq('id', order.id);
    const { error } = await member.client.rpc('admin_record_refund', {
      p_order_id: order.id,
      p_amount: 10,
      p_reason: 'Please',
    });
    expect(error?.code).toBe('42501');
    expect((await service.from('orders').select('refunded_amount').eq('id', order.id).single()).data).toEqual(
      {
        refunded_amount: 0,
      },
    );
  });

  it('admins add internal notes signed with their id; members cannot', async () => {
    const order = await newOrder({ user_id: member.id });
    const note = await admin
      .from('order_events')
      .insert({ order_id: order.id, type: 'note', note: 'Gift wrap' });
    expect(note.error).toBeNull();
    const forged = await admin
      .from('order_events')
      .insert({ order_id: order.id, type: 'refund', note: 'fake', actor_id: member.id });
    expect(forged.error?.code).toBe('42501');
    const byMember = await member.client
      .from('order_events')
      .insert({ order_id: order.id, type: 'note', note: 'Let me in' });
    expect(byMember.error).not.toBeNull();
    const notes = (await events(order.id)).filter((event) => event.type === 'note');
    expect(notes.map((event) => [event.note, event.actor_id])).toEqual([['Gift wrap', adminId]]);
  });

  it('finds orders by number, email or name, accents and case ignored', async () => {
    const order = await newOrder({ name: 'Zoé Évrard-Nguyen' });
    for (const term of ['zoe evrard', 'ÉVRARD', order.number, order.email.toUpperCase()]) {
      const { data, error } = await admin
        .from('orders')
        .select('id')
        .ilike('search_text', searchPattern(term) ?? '');
      expect(error).toBeNull();
      expect(
        data?.map((row) => row.id),
        term,
      ).toContain(order.id);
    }
  });
});

describe('products the orders reference', () => {
  it('cannot be deleted; they are archived instead, and an archived product cannot be published', async () => {
    const referenced = await newProduct();
    const order = await newOrder();
    await service.from('order_items').update({ product_id: referenced.id }).eq('order_id', order.id);

    const removed = await admin.from('products').delete().eq('id', referenced.id);
    expect(removed.error?.code).toBe('23503');
    const archived = await admin
      .from('products')
      .update({ published: false, archived_at: new Date().toISOString() })
      .eq('id', referenced.id)
      .select('archived_at')
      .single();
    expect(archived.error).toBeNull();
    const publish = await admin.from('products').update({ published: true }).eq('id', referenced.id);
    expect(publish.error?.code).toBe('23514');
    // Gone from the shop, kept for its orders.
    expect((await admin.from('products_public').select('id').eq('id', referenced.id)).data).toEqual([]);
  });

  it('a product no order references is deleted by an admin, never by a member', async () => {
    const free = await newProduct();
    const byMember = await member.client.from('products').delete().eq('id', free.id).select();
    expect(byMember.data ?? []).toEqual([]);
    const byAdmin = await admin.from('products').delete().eq('id', free.id).select('id');
    expect(byAdmin.data).toEqual([{ id: free.id }]);
  });
});

describe('order history is append-only, for admins too (20261123000210_order_history_append_only.sql)', () => {
  /** A PATCH or DELETE straight to the REST API with the admin's session, as an attacker holding it would. */
  const asAdmin = (method: 'PATCH' | 'DELETE', path: string, body?: Record<string, unknown>) =>
    restAs(admin, method, path, body);

  async function paidOrder() {
    const order = await newOrder({ user_id: member.id });
    const paid = await service.from('orders').update({ status: 'paid', amount_paid: 50 }).eq('id', order.id);
    if (paid.error) throw paid.error;
    const reservation = await service
      .from('reservations')
      .insert({
        order_id: order.id,
        user_id: member.id,
        product_id: product.id,
        option: 'full',
        currency: 'usd',
        price: 50,
        balance_due: 0,
        cancellation_policy_accepted: 'Cancel before it ships.',
        cancellation_policy_accepted_at: new Date().toISOString(),
      })
      .select('id')
      .single();
    if (reservation.error) throw reservation.error;
    return { ...order, reservationId: reservation.data.id };
  }

  it('an admin cannot DELETE an order, its lines, its reservations or its trail; the rows are all still there', async () => {
    const order = await paidOrder();
    const trailBefore = await events(order.id);
    expect(trailBefore.length).toBeGreaterThanOrEqual(2);
    for (const [table, filter] of [
      ['orders', `id=eq.${order.id}`],
      ['order_items', `order_id=eq.${order.id}`],
      ['reservations', `order_id=eq.${order.id}`],
      ['order_events', `order_id=eq.${order.id}`],
      ['payment_events', `order_id=eq.${order.id}`],
    ] as const) {
      const response = await asAdmin('DELETE', `${table}?${filter}`);
      expect(response.status, table).toBe(403);
      expect(response.body, table).toMatchObject({
        code: '42501',
        message: `permission denied for table ${table}`,
      });
      const viaJs = await untyped(admin)
        .from(table)
        .delete()
        .eq(table === 'orders' ? 'id' : 'order_id', order.id);
      expect(viaJs.error?.code, table).toBe('42501');
    }
    expect((await service.from('orders').select('id').eq('id', order.id)).data).toHaveLength(1);
    expect((await service.from('order_items').select('id').eq('order_id', order.id)).data).toHaveLength(1);
    expect((await service.from('reservations').select('id').eq('order_id', order.id)).data).toHaveLength(1);
    expect(await events(order.id)).toEqual(trailBefore);
  });

  it('nobody rewrites the trail: not an admin through the API, not even the service role', async () => {
    const order = await paidOrder();
    const [created] = await events(order.id);
    const byAdmin = await asAdmin('PATCH', `order_events?id=eq.${created?.id}`, { note: 'rewritten' });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toMatchObject({ code: '42501' });
    const byService = await service
      .from('order_events')
      .update({ note: 'rewritten' })
      .eq('id', created?.id ?? 0);
    expect(byService.error).toMatchObject({ code: '42501', message: 'order_history_append_only' });
    expect(byService.error?.hint).toMatch(
      /^order history is append-only: event \d+ of order [\w-]+ cannot be changed$/,
    );
    expect((await events(order.id))[0]).toEqual(created);
  });

  it('deleting an account still clears the actor of its events (on delete set null), and nothing else', async () => {
    const leaving = await newMember('Leaving Member');
    const order = await newOrder({ user_id: leaving.id });
    const note = await service
      .from('order_events')
      .insert({
        order_id: order.id,
        type: 'note',
        note: 'Signed by the leaving member',
        actor_id: leaving.id,
      })
      .select('id')
      .single();
    if (note.error) throw note.error;
    const { error } = await service.auth.admin.deleteUser(leaving.id);
    expect(error).toBeNull();
    const after = await service.from('order_events').select('actor_id, note').eq('id', note.data.id).single();
    expect(after.data).toEqual({ actor_id: null, note: 'Signed by the leaving member' });
    expect((await service.from('orders').select('user_id').eq('id', order.id).single()).data).toEqual({
      user_id: null,
    });
  });

  it('an admin PATCH of amount_paid or refunded_amount is refused with a clear error; a status change still passes', async () => {
    const order = await paidOrder();
    for (const change of [{ amount_paid: 0 }, { refunded_amount: 50 }, { subtotal: 1, amount_due_now: 1 }]) {
      const response = await asAdmin('PATCH', `orders?id=eq.${order.id}`, change);
      expect(response.status, JSON.stringify(change)).toBe(403);
      expect(response.body).toMatchObject({
        code: '42501',
        message: 'money_columns_protected',
        details: 'Refunds are recorded with admin_record_refund (amount and reason).',
      });
      expect((response.body as { hint: string }).hint).toContain(
        `${Object.keys(change).sort().join(', ')} of orders cannot be changed through the API`,
      );
    }
    // Reservations and order lines keep their money too: no caller of the API writes them at all
    // (20261127300000_order_writes_through_functions.sql).
    const reservation = await asAdmin('PATCH', `reservations?id=eq.${order.reservationId}`, {
      refunded_amount: 50,
    });
    expect(reservation.body).toMatchObject({
      code: '42501',
      message: 'permission denied for table reservations',
    });
    const line = await admin.from('order_items').update({ unit_price: 0 }).eq('order_id', order.id);
    expect(line.error).toMatchObject({ code: '42501', message: 'permission denied for table order_items' });
    // Nor can an admin make up an order that says it was paid: orders are written by checkout only
    // (20261127300000_order_writes_through_functions.sql).
    const forged = await admin.from('orders').insert({
      email: 'forged@example.test',
      name: 'Forged',
      currency: 'usd',
      subtotal: 50,
      amount_due_now: 50,
      amount_paid: 50,
    });
    expect(forged.error).toMatchObject({ code: '42501', message: 'permission denied for table orders' });

    const after = await service
      .from('orders')
      .select('amount_paid, refunded_amount, subtotal, amount_due_now')
      .eq('id', order.id)
      .single();
    expect(after.data).toEqual({ amount_paid: 50, refunded_amount: 0, subtotal: 50, amount_due_now: 50 });

    // What an admin may change still changes: the status (the state machine decides) and the address.
    const moved = await asAdmin('PATCH', `orders?id=eq.${order.id}`, {
      status: 'fulfilled',
      shipping_city: 'Nantes',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject([{ status: 'fulfilled', shipping_city: 'Nantes', amount_paid: 50 }]);
  });

  it('a refund goes through admin_record_refund only, and needs the second factor', async () => {
    const order = await paidOrder();
    await providerPayment(order.id, 50);
    const aal1 = await adminClientAal1();
    const early = await aal1.rpc('admin_record_refund', {
      p_order_id: order.id,
      p_amount: 5,
      p_reason: 'aal1',
    });
    expect(early.error).toMatchObject({ code: '42501', message: 'two_factor_required' });
    const refund = await admin.rpc('admin_record_refund', {
      p_order_id: order.id,
      p_amount: 5,
      p_reason: 'Scratched',
    });
    expect(refund.error).toBeNull();
    await refundsMade(order.id);
    const after = await service.from('orders').select('refunded_amount').eq('id', order.id).single();
    expect(after.data).toEqual({ refunded_amount: 5 });
    const trail = (await events(order.id)).filter((event) => event.type === 'refund');
    expect(trail.map((event) => [event.note, event.actor_id])).toEqual([['Scratched', adminId]]);
    await aal1.auth.signOut();
  });
});

afterAll(async () => {
  await admin?.auth.signOut();
});
