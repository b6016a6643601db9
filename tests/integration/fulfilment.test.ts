// Fulfilment against the local backend (20261123300000-300010): tracking formats per carrier (the database and
// src/lib/tracking.ts answer alike), partial shipments, over-shipping refused, a 12-way race on one line, the
// state machine (shipped only when nothing remains; mark delivered still works), RLS, aal1 refused, the
// order_shipped and balance_due mails queued once with the contract's data, and the guest lookup.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIERS, isValidTrackingNumber, normalizeTrackingNumber } from '../../src/lib/tracking';
import { TRACKING_SAMPLES } from '../../src/lib/tracking-samples';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  newMember,
  ownerDb,
  serviceClient,
  uniqueEmail,
  type Client,
  type Member,
} from './helpers';
import { orderRow, ship } from './checkout-helpers';
import { outboxRows } from './outbox-words';

let service: Client;
let admin: Client;
let member: Member;
let other: Member;

interface Line {
  id: string;
  quantity: number;
}

async function newOrder(
  options: {
    userId?: string;
    locale?: 'en' | 'fr';
    quantities?: number[];
    status?: 'paid' | 'fulfilled';
  } = {},
) {
  const quantities = options.quantities ?? [2, 1];
  const slug = `fulfil-${randomUUID().slice(0, 8)}`;
  const product = await service
    .from('products')
    .insert({ product_id: slug, title: `Sérum ${slug}`, price: 40, price_euros: 40, published: true })
    .select('id, product_id, title')
    .single();
  if (product.error) throw product.error;
  const subtotal = quantities.reduce((sum, q) => sum + q * 40, 0);
  const order = await service
    .from('orders')
    .insert({
      user_id: options.userId ?? null,
      email: uniqueEmail('fulfil'),
      name: 'Inès Laurent',
      locale: options.locale ?? 'en',
      currency: 'eur',
      subtotal,
      amount_due_now: subtotal,
    })
    .select('id, number, email')
    .single();
  if (order.error) throw order.error;
  const lines: Line[] = [];
  for (const [index, quantity] of quantities.entries()) {
    const line = await service
      .from('order_items')
      .insert({
        order_id: order.data.id,
        product_id: product.data.id,
        product_slug: product.data.product_id,
        product_name: `${product.data.title} ${index + 1}`,
        unit_price: 40,
        quantity,
      })
      .select('id, quantity')
      .single();
    if (line.error) throw line.error;
    lines.push(line.data);
  }
  const paid = await service
    .from('orders')
    .update({ status: 'paid', amount_paid: subtotal })
    .eq('id', order.data.id);
  if (paid.error) throw paid.error;
  if (options.status === 'fulfilled') {
    const prepared = await service.from('orders').update({ status: 'fulfilled' }).eq('id', order.data.id);
    if (prepared.error) throw prepared.error;
  }
  return { ...order.data, lines, productName: product.data.title };
}

const outbox = outboxRows;

beforeAll(async () => {
  service = serviceClient();
  admin = await adminClient();
  [member, other] = await Promise.all([newMember('Fulfil Member'), newMember('Other Member')]);
});

describe('tracking numbers', () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = await ownerDb();
  });
  afterAll(async () => {
    await db.end();
  });

  it('each carrier accepts its formats and refuses others, in SQL exactly as in the form', async () => {
    for (const carrier of CARRIERS) {
      for (const [sample, expected] of [
        ...TRACKING_SAMPLES[carrier].accepted.map((s) => [s, true] as const),
        ...TRACKING_SAMPLES[carrier].refused.map((s) => [s, false] as const),
      ]) {
        const { rows } = await db.query<{ valid: boolean; normalized: string }>(
          'select public.tracking_number_valid($1, public.tracking_number_normalize($2)) as valid, public.tracking_number_normalize($2) as normalized',
          [carrier, sample],
        );
        expect(rows[0]?.valid, `${carrier} ${sample}`).toBe(expected);
        expect(rows[0]?.normalized).toBe(normalizeTrackingNumber(sample));
        expect(isValidTrackingNumber(carrier, normalizeTrackingNumber(sample))).toBe(expected);
      }
    }
  });

  it('a shipment with a number of the wrong format, no name for other, or a non-https link is refused', async () => {
    const order = await newOrder();
    const all = order.lines.map((line) => ({ order_item_id: line.id, quantity: line.quantity }));
    const cases = [
      [{ carrier: 'ups', number: '1Z12' }, 'tracking_number_invalid'],
      [{ carrier: 'colissimo', number: '1Z999AA10123456784' }, 'tracking_number_invalid'],
      [{ carrier: 'fedex', number: '123456789012' }, 'carrier_invalid'],
      [{ carrier: 'other', number: 'GLS-1234' }, 'carrier_name_required'],
      [
        { carrier: 'other', number: 'GLS-1234', name: 'GLS', url: 'javascript:alert(1)' },
        'tracking_url_invalid',
      ],
      [
        { carrier: 'other', number: 'GLS-1234', name: 'GLS', url: 'http://gls.example/t' },
        'tracking_url_invalid',
      ],
    ] as const;
    for (const [tracking, reason] of cases) {
      const { error } = await ship(admin, order.id, all, tracking);
      expect(error?.code, reason).toBe('23514');
      expect(error?.message).toBe(reason);
    }
    expect(await outbox(order.id, 'order_shipped')).toEqual([]);
  });
});

describe('shipments', () => {
  it('ships in two parts: prepared until the last unit leaves, one mail per shipment with the contract data', async () => {
    const order = await newOrder({ userId: member.id, locale: 'fr', quantities: [2, 1] });
    const [a, b] = order.lines as [Line, Line];

    const first = await ship(admin, order.id, [{ order_item_id: a.id, quantity: 1 }], {
      carrier: 'ups',
      number: '1z 999 aa1 01 2345 6784',
    });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ number: 1, partial: true, remaining: 2, status: 'fulfilled' });
    expect((await orderRow(order.id)).status).toBe('fulfilled');

    // The partly shipped order can be neither moved to shipped by hand nor cancelled.
    const early = await admin.from('orders').update({ status: 'shipped' }).eq('id', order.id);
    expect(early.error?.code).toBe('23514');
    expect(early.error?.message).toBe('units_left_to_ship');
    const cancel = await admin.from('orders').update({ status: 'cancelled' }).eq('id', order.id);
    expect(cancel.error?.message).toBe('already_shipped');
    expect((await orderRow(order.id)).status).toBe('fulfilled');

    const second = await ship(
      admin,
      order.id,
      [
        { order_item_id: a.id, quantity: 1 },
        { order_item_id: b.id, quantity: 1 },
      ],
      {
        carrier: 'other',
        name: 'GLS',
        number: 'gls 4567 8901',
        url: 'https://gls.example/track?n=GLS45678901',
      },
    );
    expect(second.error).toBeNull();
    expect(second.data).toMatchObject({ number: 2, partial: false, remaining: 0, status: 'shipped' });
    expect((await orderRow(order.id)).status).toBe('shipped');

    const mails = await outbox(order.id, 'order_shipped');
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.locale === 'fr' && mail.to_email === order.email)).toBe(true);
    expect(mails.every((mail) => mail.subject === null && mail.body_text === null)).toBe(true);
    expect(mails[0]?.data).toEqual({
      order_number: order.number,
      carrier: 'ups',
      carrier_label: 'UPS',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
      partial: true,
      lines: [{ name: `${order.productName} 1`, quantity: 1 }],
    });
    expect(mails[1]?.data).toEqual({
      order_number: order.number,
      carrier: 'other',
      carrier_label: 'GLS',
      tracking_number: 'GLS45678901',
      tracking_url: 'https://gls.example/track?n=GLS45678901',
      partial: false,
      lines: [
        { name: `${order.productName} 1`, quantity: 1 },
        { name: `${order.productName} 2`, quantity: 1 },
      ],
    });

    // Nothing is left: a third shipment is refused and queues nothing.
    const third = await ship(admin, order.id, [{ order_item_id: b.id, quantity: 1 }]);
    expect(third.error?.code).toBe('23514');
    expect(third.error?.message).toBe('order_not_shippable');
    expect(await outbox(order.id, 'order_shipped')).toHaveLength(2);

    // The trail: both shipments and the status moves, by the admin.
    const { data: events } = await service
      .from('order_events')
      .select('type, from_status, to_status, data')
      .eq('order_id', order.id)
      .order('id');
    expect(events?.filter((event) => event.type === 'shipment')).toHaveLength(2);
    expect(
      events?.filter((e) => e.type === 'status_changed').map((e) => `${e.from_status}>${e.to_status}`),
    ).toEqual(['pending_payment>paid', 'paid>fulfilled', 'fulfilled>shipped']);

    // Mark delivered still works, and dates the withdrawal period.
    const delivered = await admin.from('orders').update({ status: 'delivered' }).eq('id', order.id);
    expect(delivered.error).toBeNull();
    expect((await orderRow(order.id)).delivered_at).not.toBeNull();

    // The owner reads both shipments and their lines; the guest lookup shows them too.
    const mine = await member.client
      .from('shipments')
      .select('number, carrier, tracking_number, tracking_url, shipment_items(quantity)')
      .eq('order_id', order.id)
      .order('number');
    expect(mine.data?.map((s) => [s.number, s.carrier, s.shipment_items.length])).toEqual([
      [1, 'ups', 1],
      [2, 'other', 2],
    ]);
    const lookup = await anonClient().rpc('lookup_order', { p_number: order.number, p_email: order.email });
    expect(lookup.error).toBeNull();
    const shipments = (lookup.data as { shipments: { carrier_label: string; tracking_url: string }[] })
      .shipments;
    expect(shipments.map((s) => s.carrier_label)).toEqual(['UPS', 'GLS']);
    expect(shipments[0]?.tracking_url).toContain('1Z999AA10123456784');
  });

  it('never ships more than ordered: over the line, a line of another order, an empty shipment', async () => {
    const order = await newOrder({ status: 'fulfilled', quantities: [3] });
    const elsewhere = await newOrder();
    const [line] = order.lines as [Line];
    const over = await ship(admin, order.id, [{ order_item_id: line.id, quantity: 4 }]);
    expect(over.error?.message).toBe('quantity_exceeded');
    expect(over.error?.details).toBe(`${line.id}:3`);
    // The same line named twice counts once, summed.
    const twice = await ship(admin, order.id, [
      { order_item_id: line.id, quantity: 2 },
      { order_item_id: line.id, quantity: 2 },
    ]);
    expect(twice.error?.message).toBe('quantity_exceeded');
    const foreign = await ship(admin, order.id, [{ order_item_id: elsewhere.lines[0]!.id, quantity: 1 }]);
    expect(foreign.error?.message).toBe('line_invalid');
    for (const bad of [
      [],
      [{ order_item_id: line.id, quantity: 0 }],
      [{ order_item_id: 'x', quantity: 1 }],
    ]) {
      const { error } = await ship(admin, order.id, bad);
      expect(error?.code, JSON.stringify(bad)).toBe('23514');
    }
    expect((await service.from('shipments').select('id').eq('order_id', order.id)).data).toEqual([]);
  });

  it('the race: 12 shipments of one unit of a 5-unit line at once ship exactly 5', async () => {
    const order = await newOrder({ status: 'fulfilled', quantities: [5] });
    const [line] = order.lines as [Line];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        ship(admin, order.id, [{ order_item_id: line.id, quantity: 1 }], {
          carrier: 'mondial_relay',
          number: String(10_000_000 + index),
        }),
      ),
    );
    const accepted = results.filter((result) => result.error === null);
    const refused = results.filter((result) => result.error !== null);
    expect(accepted).toHaveLength(5);
    expect(
      refused.every((r) => ['quantity_exceeded', 'order_not_shippable'].includes(r.error?.message ?? '')),
    ).toBe(true);
    const { data: shipped } = await service
      .from('shipment_items')
      .select('quantity')
      .eq('order_item_id', line.id);
    expect(shipped?.reduce((sum, row) => sum + row.quantity, 0)).toBe(5);
    expect((await orderRow(order.id)).status).toBe('shipped');
    expect(await outbox(order.id, 'order_shipped')).toHaveLength(5);
  });

  it('shipping everything at once (no lines named) from paid prepares, then ships', async () => {
    const order = await newOrder();
    const { data, error } = await ship(admin, order.id, null, { carrier: 'dhl', number: 'JJD0099999999' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ partial: false, status: 'shipped' });
    expect(await outbox(order.id, 'order_shipped')).toHaveLength(1);
  });
});

describe('who may ship and read', () => {
  it('a member cannot write shipments nor call the admin functions; an aal1 admin is refused', async () => {
    const order = await newOrder({ userId: member.id });
    const insert = await member.client.from('shipments').insert({
      order_id: order.id,
      number: 1,
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
      partial: false,
    } as never);
    expect(insert.error).not.toBeNull();
    const asMember = await ship(member.client, order.id, null);
    expect(asMember.error?.code).toBe('42501');
    const aal1 = await adminClientAal1();
    const asAal1 = await ship(aal1, order.id, null);
    expect(asAal1.error?.code).toBe('42501');
    expect(asAal1.error?.message).toBe('two_factor_required');
    const balance = await aal1.rpc('admin_request_balance', { p_order_id: order.id } as never);
    expect(balance.error?.code).toBe('42501');
    const anon = await ship(anonClient(), order.id, null);
    expect(anon.error).not.toBeNull();
    expect(await outbox(order.id, 'order_shipped')).toEqual([]);
  });

  it("a member reads no one else's shipments", async () => {
    const order = await newOrder({ userId: member.id });
    expect((await ship(admin, order.id, null)).error).toBeNull();
    const seen = await other.client.from('shipments').select('id').eq('order_id', order.id);
    expect(seen.data).toEqual([]);
    const lines = await other.client.from('shipment_items').select('quantity');
    expect(lines.data).toEqual([]);
    const owner = await member.client.from('shipments').select('id').eq('order_id', order.id);
    expect(owner.data).toHaveLength(1);
  });
});

describe('product ready: ask for the balance', () => {
  async function reservationOrder(userId: string | null) {
    const slug = `ready-${randomUUID().slice(0, 8)}`;
    const product = await service
      .from('products')
      .insert({ product_id: slug, title: `Baume ${slug}`, price: 100, published: true })
      .select('id, product_id, title')
      .single();
    if (product.error) throw product.error;
    const order = await service
      .from('orders')
      .insert({
        user_id: userId,
        email: uniqueEmail('ready'),
        name: 'Inès Laurent',
        locale: 'en',
        currency: 'usd',
        kind: 'reservation',
        subtotal: 100,
        amount_due_now: 50,
        balance_due: 50,
      })
      .select('id, number, email')
      .single();
    if (order.error) throw order.error;
    const line = await service
      .from('order_items')
      .insert({
        order_id: order.data.id,
        product_id: product.data.id,
        product_slug: slug,
        product_name: product.data.title,
        unit_price: 100,
        quantity: 1,
      })
      .select('id')
      .single();
    if (line.error) throw line.error;
    const reservation = await service.from('reservations').insert({
      order_id: order.data.id,
      order_item_id: line.data.id,
      user_id: userId,
      product_id: product.data.id,
      option: 'deposit',
      currency: 'usd',
      price: 100,
      deposit_amount: 50,
      amount_paid: 50,
      balance_due: 50,
      status: 'deposit_paid',
      cancellation_policy_accepted: 'Cancel before it ships.',
      cancellation_policy_accepted_at: new Date().toISOString(),
    });
    if (reservation.error) throw reservation.error;
    const paid = await service
      .from('orders')
      .update({ status: 'deposit_paid', amount_paid: 50 })
      .eq('id', order.data.id);
    if (paid.error) throw paid.error;
    return { ...order.data, lineId: line.data.id, productName: product.data.title };
  }

  it('records it once, queues balance_due with the pay link, and a second click says when', async () => {
    const order = await reservationOrder(member.id);
    // Not shippable while the balance is due.
    const early = await ship(admin, order.id, null);
    expect(early.error?.message).toBe('balance_due');

    const first = await admin.rpc('admin_request_balance', { p_order_id: order.id } as never);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ sent: true });
    const again = await admin.rpc('admin_request_balance', { p_order_id: order.id } as never);
    expect(again.data).toEqual({
      sent: false,
      requested_at: (first.data as { requested_at: string }).requested_at,
    });

    const mails = await outbox(order.id, 'balance_due');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toEqual({
      order_number: order.number,
      amount: 50,
      currency: 'usd',
      pay_url: expect.stringMatching(/^https?:\/\/[^/]+\/my-reservations$/) as unknown,
      lines: [{ name: order.productName, quantity: 1 }],
    });

    // The customer pays the balance (as the webhook does); then the order ships.
    const paid = await service
      .from('orders')
      .update({ status: 'paid', amount_paid: 100, balance_due: 0 })
      .eq('id', order.id);
    expect(paid.error).toBeNull();
    expect((await ship(admin, order.id, null)).error).toBeNull();
  });

  it('is refused for an order with no balance, and for a reservation nobody can sign in to pay', async () => {
    const purchase = await newOrder();
    const none = await admin.rpc('admin_request_balance', { p_order_id: purchase.id } as never);
    expect(none.error?.message).toBe('balance_not_due');
    const orphan = await reservationOrder(null);
    const noAccount = await admin.rpc('admin_request_balance', { p_order_id: orphan.id } as never);
    expect(noAccount.error?.message).toBe('balance_no_account');
    expect(await outbox(orphan.id, 'balance_due')).toEqual([]);
  });
});
