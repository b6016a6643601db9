// The right of withdrawal against the local backend (migrations 20261123100200-100220): a member's and a
// guest's request, the period, no seal tick asked (the admin checks the goods back), quantities capped under a 20-way race, idempotent retries,
// the acknowledgement and refund mails in both languages, the admin's refund through record_refund (with the
// stock coming back only then), and RLS.
import { parisTime } from '../../supabase/functions/_shared/paris-time.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/lib/database.types';
import { jsonObject } from '../../src/lib/json-answer';
import type { OrderStatus } from '../../src/lib/order-filter';
import { anonFrom, freshAddress } from './client-address';
import {
  CONTACT,
  orderBody,
  orderRow,
  payOnTestPage,
  providerPayment,
  refundsMade,
  shopper,
  started,
} from './checkout-helpers';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  mailFor,
  newMember,
  serviceClient,
  uniqueEmail,
  type Client,
  type Member,
} from './helpers';
import { outboxMails } from './outbox-words';

let service: Client;
let admin: Client;
let member: Member;
let other: Member;

interface Product {
  id: string;
  product_id: string;
  title: string;
}

interface Withdrawal {
  id: string;
  status: string;
  requested_at: string;
  refund_deadline: string;
  sealed_confirmed: boolean;
  statement: string;
  refund_amount: number | null;
  lines: { order_item_id: string; product_name: string; quantity: number; unit_price: number }[];
}

interface Answer {
  created: boolean;
  withdrawal: Withdrawal;
}

interface Options {
  open: boolean;
  reason: string | null;
  deadline: string | null;
  goods_sent: boolean;
  lines: { id: string; quantity: number; withdrawn: number; available: number }[];
  withdrawals: Withdrawal[];
}

const answerOf = (data: Json | undefined) =>
  jsonObject<Answer>(data, ['created', 'withdrawal'], 'request_withdrawal');
const optionsOf = (data: Json | undefined) =>
  jsonObject<Options>(
    data,
    ['open', 'reason', 'deadline', 'goods_sent', 'lines', 'withdrawals'],
    'withdrawal_options',
  );

async function newProduct(fields: Record<string, unknown> = {}): Promise<Product> {
  const slug = `withdrawal-${randomUUID().slice(0, 8)}`;
  const { data, error } = await service
    .from('products')
    .insert({
      product_id: slug,
      title: `Sérum ${slug}`,
      price: 40,
      price_euros: 40,
      published: true,
      ...fields,
    })
    .select('id, product_id, title')
    .single();
  if (error) throw error;
  return data;
}

const PATH: Record<string, OrderStatus[]> = {
  pending_payment: [],
  paid: ['paid'],
  fulfilled: ['paid', 'fulfilled'],
  shipped: ['paid', 'fulfilled', 'shipped'],
  delivered: ['paid', 'fulfilled', 'shipped', 'delivered'],
};

/** An order of the service role's, moved along the state machine as the webhook and an admin would. */
async function newOrder(
  options: {
    userId?: string;
    email?: string;
    locale?: 'en' | 'fr';
    status?: string;
    quantities?: number[];
  } = {},
) {
  const quantities = options.quantities ?? [2];
  const product = await newProduct();
  const subtotal = quantities.reduce((sum, q) => sum + q * 40, 0);
  const { data: order, error } = await service
    .from('orders')
    .insert({
      user_id: options.userId ?? null,
      email: options.email ?? uniqueEmail('withdrawal'),
      name: 'Inès Laurent',
      locale: options.locale ?? 'en',
      currency: 'eur',
      subtotal,
      shipping_amount: 5,
      amount_due_now: subtotal + 5,
    })
    .select('*')
    .single();
  if (error) throw error;
  const lines = [];
  for (const quantity of quantities) {
    const { data: line, error: lineError } = await service
      .from('order_items')
      .insert({
        order_id: order.id,
        product_id: product.id,
        product_slug: product.product_id,
        product_name: product.title,
        unit_price: 40,
        quantity,
      })
      .select('id, quantity')
      .single();
    if (lineError) throw lineError;
    lines.push(line);
  }
  for (const status of PATH[options.status ?? 'delivered'] ?? []) {
    const moved = await service
      .from('orders')
      .update(status === 'paid' ? { status, amount_paid: subtotal + 5 } : { status })
      .eq('id', order.id);
    if (moved.error) throw moved.error;
  }
  // Paid at the provider, so that a refund has a payment to go back to (issue-refunds).
  if ((PATH[options.status ?? 'delivered'] ?? []).includes('paid')) {
    await providerPayment(order.id, subtotal + 5, 'eur');
  }
  return { ...order, lines, product };
}

const outbox = outboxMails;

const key = () => randomUUID();

function asMember(client: Client, orderId: string, items: Json, idempotencyKey = key()) {
  return client.rpc('request_withdrawal', {
    p_order_id: orderId,
    p_items: items,
    p_idempotency_key: idempotencyKey,
  });
}

function asGuest(client: Client, number: string, email: string, items: Json, idempotencyKey = key()) {
  return client.rpc('request_withdrawal_guest', {
    p_number: number,
    p_email: email,
    p_items: items,
    p_idempotency_key: idempotencyKey,
  });
}

/** The time of day in Paris as the mails write it: 14:05 (en) or 14 h 05 (fr). */
function parisClock(iso: string, locale: 'en' | 'fr'): string {
  const { hhmm } = parisTime(iso);
  return locale === 'fr' ? hhmm.replace(':', ' h ') : hhmm;
}

function parisDate(iso: string, locale: 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    timeZone: 'Europe/Paris',
    dateStyle: 'long',
  }).format(new Date(iso));
}

beforeAll(async () => {
  service = serviceClient();
  admin = await adminClient();
  member = await newMember('Withdrawal Member');
  other = await newMember('Someone Else');
});

afterAll(async () => {
  await member.client.auth.signOut();
});

describe('delivered_at', () => {
  it('is set when the order moves to delivered, and an API caller cannot change it', async () => {
    const order = await newOrder({ status: 'shipped' });
    expect((await orderRow(order.id)).delivered_at).toBeNull();
    const before = Date.now();
    const moved = await admin.from('orders').update({ status: 'delivered' }).eq('id', order.id);
    expect(moved.error).toBeNull();
    const row = await orderRow(order.id);
    expect(new Date(row.delivered_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 2000);
    // Only the status change is in the trail, not a separate 'updated' delivered_at.
    const { data: events } = await service.from('order_events').select('type').eq('order_id', order.id);
    expect((events ?? []).filter((event) => event.type === 'updated')).toEqual([]);

    const forged = await admin
      .from('orders')
      .update({ delivered_at: new Date(Date.now() - 30 * 86_400_000).toISOString() })
      .eq('id', order.id);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'delivered_at_protected',
      hint: 'delivered_at is set when the order is marked delivered, not through the API',
    });
    expect((await orderRow(order.id)).delivered_at).toBe(row.delivered_at);
  });
});

describe('a member withdraws from a delivered order', () => {
  it('step 1 shows the lines and the period; step 2 records the request, the trail note and the acknowledgement', async () => {
    const order = await newOrder({ userId: member.id, email: member.email, quantities: [2, 1] });
    const options = await member.client.rpc('my_withdrawal_options', { p_order_id: order.id });
    expect(options.error).toBeNull();
    const opened = optionsOf(options.data);
    expect(opened).toMatchObject({ open: true, reason: null, goods_sent: true });
    expect(opened.lines.map((line) => [line.quantity, line.available])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    // 14 days after the day of delivery at the earliest (a weekend end moves to Monday).
    const delivered = new Date((await orderRow(order.id)).delivered_at ?? 0).getTime();
    const deadline = new Date(opened.deadline ?? '').getTime();
    expect(deadline - delivered).toBeGreaterThan(14 * 86_400_000);
    expect(deadline - delivered).toBeLessThan(17 * 86_400_000);

    // Goods delivered: the declaration stands without any tick (the exception for unsealed cosmetics is the
    // shop's to apply when the goods come back); the old seal argument is gone from the API.
    const oldShape = await member.client.rpc('request_withdrawal', {
      p_order_id: order.id,
      p_items: [{ order_item_id: order.lines[0]!.id, quantity: 1 }],
      p_sealed_confirmed: false,
      p_idempotency_key: key(),
    } as never);
    expect(oldShape.error?.code).toBe('PGRST202');

    const idempotencyKey = key();
    const first = await asMember(
      member.client,
      order.id,
      [{ order_item_id: order.lines[0]!.id, quantity: 1 }],
      idempotencyKey,
    );
    expect(first.error).toBeNull();
    const answer = answerOf(first.data);
    expect(answer.created).toBe(true);
    expect(answer.withdrawal).toMatchObject({ status: 'requested', sealed_confirmed: false });
    expect(answer.withdrawal.lines).toEqual([
      expect.objectContaining({ order_item_id: order.lines[0]!.id, quantity: 1 }),
    ]);
    const requested = new Date(answer.withdrawal.requested_at).getTime();
    expect(new Date(answer.withdrawal.refund_deadline).getTime() - requested).toBe(14 * 86_400_000);
    expect(answer.withdrawal.statement).toMatch(
      /^I hereby give notice that I withdraw from my contract of sale/,
    );
    expect(answer.withdrawal.statement).toContain(`${order.product.title} × 1`);

    // A retry with the same key answers the same withdrawal, and withdraws nothing more.
    const retry = await asMember(
      member.client,
      order.id,
      [{ order_item_id: order.lines[0]!.id, quantity: 1 }],
      idempotencyKey,
    );
    expect(retry.data).toMatchObject({ created: false, withdrawal: { id: answer.withdrawal.id } });

    // The member reads their request under RLS.
    const mine = await member.client.from('withdrawals').select('id, status, withdrawal_items(quantity)');
    expect(mine.data).toEqual([
      { id: answer.withdrawal.id, status: 'requested', withdrawal_items: [{ quantity: 1 }] },
    ]);

    const note = await service
      .from('order_events')
      .select('type, note, actor_id, data')
      .eq('order_id', order.id)
      .eq('type', 'note');
    expect(note.data).toEqual([
      expect.objectContaining({
        actor_id: member.id,
        data: { kind: 'withdrawal_requested', withdrawal_id: answer.withdrawal.id },
      }),
    ]);

    // The acknowledgement, at once, in English: the date and time of the request, the item, the deadline.
    const [mail] = await outbox(order.id, 'withdrawal_acknowledged');
    expect(mail?.to_email).toBe(member.email);
    expect(mail?.subject).toBe(`Maison Immortela · Your withdrawal from order ${order.number} is received`);
    expect(mail?.body_text).toContain(
      `received on ${parisDate(answer.withdrawal.requested_at, 'en')} at ${parisClock(answer.withdrawal.requested_at, 'en')} (Paris time)`,
    );
    expect(mail?.body_text).toContain(`- ${order.product.title} × 1: €40`);
    expect(mail?.body_text).toContain(
      `within 14 days, that is by ${parisDate(answer.withdrawal.refund_deadline, 'en')} at the latest`,
    );
    expect(mail?.body_text).toContain('We may wait until we have received the items back');
    expect(mail?.body_text).toContain('/withdrawal-form');
    expect(mail?.body_text).toContain('Cosmetics unsealed after delivery cannot be taken back');

    // And it reaches the mailbox (the local sender).
    const delivered_mail = (await mailFor(member.email)).find((m) => m.type === 'withdrawal_acknowledged');
    expect(delivered_mail?.subject).toBe(mail?.subject);
    expect(delivered_mail?.link).toMatch(/\/withdrawal-form$/);
  });

  it('before delivery nothing has to come back, and the French acknowledgement says the items will not ship', async () => {
    const order = await newOrder({ userId: member.id, email: member.email, locale: 'fr', status: 'paid' });
    const options = optionsOf(
      (await member.client.rpc('my_withdrawal_options', { p_order_id: order.id })).data,
    );
    expect(options).toMatchObject({ open: true, goods_sent: false, deadline: null });
    const { data, error } = await asMember(member.client, order.id, [
      { order_item_id: order.lines[0]!.id, quantity: 2 },
    ]);
    expect(error).toBeNull();
    const answer = answerOf(data);
    expect(answer.created).toBe(true);
    expect(answer.withdrawal.sealed_confirmed).toBe(false);
    expect(answer.withdrawal.statement).toMatch(
      /^Je vous notifie par la présente ma rétractation du contrat/,
    );
    expect(answer.withdrawal.statement).toContain('non encore reçue');

    const [mail] = await outbox(order.id, 'withdrawal_acknowledged');
    expect(mail?.locale).toBe('fr');
    expect(mail?.subject).toBe(
      `Maison Immortela · Votre rétractation de la commande ${order.number} est bien reçue`,
    );
    expect(mail?.body_text).toContain(
      `reçue le ${parisDate(answer.withdrawal.requested_at, 'fr')} à ${parisClock(answer.withdrawal.requested_at, 'fr')} (heure de Paris)`,
    );
    expect(mail?.body_text).toContain(`- ${order.product.title} × 2 : 80\u00a0€`);
    expect(mail?.body_text).toContain('au plus tard dans les 14 jours');
    expect(mail?.body_text).toContain(
      'Ces articles ne sont pas encore partis : nous ne vous les enverrons pas.',
    );

    // Everything is withdrawn: the form says so, and asking again answers the same request.
    const after = optionsOf(
      (await member.client.rpc('my_withdrawal_options', { p_order_id: order.id })).data,
    );
    expect(after).toMatchObject({ open: false, reason: 'all_withdrawn' });
    const again = await asMember(member.client, order.id, [
      { order_item_id: order.lines[0]!.id, quantity: 2 },
    ]);
    expect(again.data).toMatchObject({ created: false, withdrawal: { id: answer.withdrawal.id } });
  });

  it('is refused outside the period, saying until when it was possible, and before payment', async () => {
    const order = await newOrder({ userId: member.id, email: member.email });
    const twentyDaysAgo = new Date(Date.now() - 20 * 86_400_000).toISOString();
    const moved = await service.from('orders').update({ delivered_at: twentyDaysAgo }).eq('id', order.id);
    expect(moved.error).toBeNull();
    const options = optionsOf(
      (await member.client.rpc('my_withdrawal_options', { p_order_id: order.id })).data,
    );
    expect(options).toMatchObject({ open: false, reason: 'period_ended' });
    expect(new Date(options.deadline ?? '').getTime()).toBeLessThan(Date.now());
    const { error } = await asMember(member.client, order.id, [
      { order_item_id: order.lines[0]!.id, quantity: 1 },
    ]);
    expect(error?.message).toBe('withdrawal_closed');
    expect(error?.details).toMatch(/^period_ended deadline=/);

    const unpaid = await newOrder({ userId: member.id, email: member.email, status: 'pending_payment' });
    const refused = await asMember(member.client, unpaid.id, [
      { order_item_id: unpaid.lines[0]!.id, quantity: 1 },
    ]);
    expect(refused.error).toMatchObject({ message: 'withdrawal_closed', details: 'not_paid' });
    expect(await outbox(order.id, 'withdrawal_acknowledged')).toEqual([]);
  });

  it('refuses lines of another order, quantities above what was bought, and malformed items', async () => {
    const order = await newOrder({ userId: member.id, email: member.email });
    const elsewhere = await newOrder({ userId: member.id, email: member.email });
    for (const [items, message] of [
      [[{ order_item_id: elsewhere.lines[0]!.id, quantity: 1 }], 'invalid_request'],
      [[{ order_item_id: order.lines[0]!.id, quantity: 3 }], 'quantity_exceeded'],
      [[{ order_item_id: order.lines[0]!.id, quantity: 0 }], 'invalid_request'],
      [[{ order_item_id: order.lines[0]!.id, quantity: 1.5 }], 'invalid_request'],
      [[{ order_item_id: 'not-a-uuid', quantity: 1 }], 'invalid_request'],
      [[], 'invalid_request'],
      [{ order_item_id: order.lines[0]!.id, quantity: 1 }, 'invalid_request'],
    ] satisfies [Json, string][]) {
      const { error } = await asMember(member.client, order.id, items);
      expect(error?.message, JSON.stringify(items)).toBe(message);
    }
  });
});

describe('quantities are capped under concurrency', () => {
  it('20 concurrent requests of 2 of a line of 3: one is taken, 19 are told 1 is left; then 20 of 1: one more, the rest answered with it', async () => {
    const order = await newOrder({ userId: member.id, email: member.email, quantities: [3] });
    const line = order.lines[0]!.id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        asMember(member.client, order.id, [{ order_item_id: line, quantity: 2 }]),
      ),
    );
    const created = results.filter((result) => result.error === null && answerOf(result.data).created);
    const exceeded = results.filter((result) => result.error?.message === 'quantity_exceeded');
    expect(created).toHaveLength(1);
    expect(exceeded).toHaveLength(19);
    expect(exceeded.every((result) => result.error?.details === `${line}:1`)).toBe(true);

    const second = await Promise.all(
      Array.from({ length: 20 }, () =>
        asMember(member.client, order.id, [{ order_item_id: line, quantity: 1 }]),
      ),
    );
    expect(second.every((result) => result.error === null)).toBe(true);
    const fresh = second.filter((result) => answerOf(result.data).created);
    expect(fresh).toHaveLength(1);
    const freshId = answerOf(fresh[0]!.data).withdrawal.id;
    expect(second.every((result) => answerOf(result.data).withdrawal.id === freshId)).toBe(true);

    const { data: rows } = await service
      .from('withdrawal_items')
      .select('quantity, withdrawals!inner(order_id)')
      .eq('withdrawals.order_id', order.id);
    expect((rows ?? []).reduce((sum, row) => sum + row.quantity, 0)).toBe(3);
    expect(await outbox(order.id, 'withdrawal_acknowledged')).toHaveLength(2);
  });
});

describe('a guest withdraws with the order number and email', () => {
  it('a wrong email is refused (a failed lookup), the right one goes through, in any case', async () => {
    const email = uniqueEmail('guest-withdrawal');
    const order = await newOrder({ email, status: 'shipped' });
    const client = anonFrom(freshAddress());
    const items = [{ order_item_id: order.lines[0]!.id, quantity: 1 }];

    const wrongOptions = await client.rpc('guest_withdrawal_options', {
      p_number: order.number,
      p_email: 'x@example.test',
    });
    expect(wrongOptions).toMatchObject({ data: null, error: null });
    const wrong = await asGuest(client, order.number, 'someone-else@example.test', items);
    expect(wrong).toMatchObject({ data: null, error: null });
    const { data: failures } = await service
      .from('order_lookup_failures')
      .select('order_number')
      .eq('order_number', order.number);
    expect(failures).toHaveLength(2);

    const options = await client.rpc('guest_withdrawal_options', {
      p_number: order.number.toLowerCase(),
      p_email: email.toUpperCase(),
    });
    expect(options.data).toMatchObject({ open: true, goods_sent: true, number: order.number });

    const { data, error } = await asGuest(client, order.number, email.toUpperCase(), items);
    expect(error).toBeNull();
    expect(data).toMatchObject({ created: true, withdrawal: { status: 'requested' } });
    const { data: row } = await service
      .from('withdrawals')
      .select('requested_by, user_id')
      .eq('id', answerOf(data).withdrawal.id)
      .single();
    expect(row).toEqual({ requested_by: 'guest', user_id: null });
    expect(await outbox(order.id, 'withdrawal_acknowledged')).toHaveLength(1);
  });

  it('repeated wrong guesses back off like the order lookup, and share its counters', async () => {
    const email = uniqueEmail('guest-backoff');
    const order = await newOrder({ email });
    const client = anonFrom(freshAddress());
    // Two failed lookups and one failed withdrawal: three failures of this (number, client) pair.
    await client.rpc('lookup_order', { p_number: order.number, p_email: 'a@example.test' });
    await client.rpc('lookup_order', { p_number: order.number, p_email: 'b@example.test' });
    await asGuest(client, order.number, 'c@example.test', [
      { order_item_id: order.lines[0]!.id, quantity: 1 },
    ]);
    const refused = await asGuest(client, order.number, email, [
      { order_item_id: order.lines[0]!.id, quantity: 1 },
    ]);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', message: 'too_many_attempts' });
    expect(refused.error?.details).toMatch(/^retry_after=\d+$/);
  });
});

describe('RLS: another member and anon', () => {
  it('cannot read, inspect or request on my order', async () => {
    const order = await newOrder({ userId: member.id, email: member.email });
    const mine = await asMember(member.client, order.id, [
      { order_item_id: order.lines[0]!.id, quantity: 1 },
    ]);
    expect(mine.error).toBeNull();

    expect((await other.client.from('withdrawals').select('id').eq('order_id', order.id)).data).toEqual([]);
    expect((await other.client.from('withdrawal_items').select('order_item_id')).data).toEqual([]);
    const options = await other.client.rpc('my_withdrawal_options', { p_order_id: order.id });
    expect(options).toMatchObject({ data: null, error: null });
    const request = await asMember(other.client, order.id, [
      { order_item_id: order.lines[0]!.id, quantity: 1 },
    ]);
    expect(request.error?.message).toBe('not_found');

    const anon = anonClient();
    expect((await anon.from('withdrawals').select('id')).error?.code).toBe('42501');
    expect((await anon.rpc('my_withdrawal_options', { p_order_id: order.id })).error?.code).toBe('42501');
    const forged = await member.client
      .from('withdrawals')
      .update({ status: 'refunded' })
      .eq('order_id', order.id)
      .select();
    expect(forged.error?.code).toBe('42501');
    expect(
      (
        await member.client.rpc('admin_record_withdrawal_refund', {
          p_withdrawal_id: answerOf(mine.data).withdrawal.id,
          p_amount: 1,
        })
      ).error?.code,
    ).toBe('42501');
  });
});

describe('the admin refunds a withdrawal', () => {
  it('through record_refund: the order refunded_amount, the trail, the mail; never more than refundable; once', async () => {
    const order = await newOrder({ userId: member.id, email: member.email, quantities: [2, 1] });
    const { data } = await asMember(member.client, order.id, [
      { order_item_id: order.lines[0]!.id, quantity: 1 },
    ]);
    const withdrawal = answerOf(data).withdrawal;

    const aal1 = await adminClientAal1();
    const notYet = await aal1.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: withdrawal.id,
      p_amount: 40,
    });
    expect(notYet.error).toMatchObject({ code: '42501', message: 'two_factor_required' });

    const tooMuch = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: withdrawal.id,
      p_amount: 125.01,
    });
    expect(tooMuch.error?.message).toBe('refund_exceeds_paid');
    const cents = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: withdrawal.id,
      p_amount: 10.001,
    });
    expect(cents.error?.message).toBe('refund_amount_invalid');

    const done = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: withdrawal.id,
      p_amount: 40.5,
      p_restock: false,
    });
    expect(done.error).toBeNull();
    // Asked for; refunded once the provider made it.
    expect(done.data).toMatchObject({ status: 'requested', refund_amount: null });
    await refundsMade(order.id);
    const { data: settled } = await service
      .from('withdrawals')
      .select('status, refund_amount')
      .eq('id', withdrawal.id)
      .single();
    expect(settled).toEqual({ status: 'refunded', refund_amount: 40.5 });
    const row = await orderRow(order.id);
    expect(Number(row.refunded_amount)).toBe(40.5);
    expect(row.status).toBe('delivered');

    const { data: refunds } = await service
      .from('order_events')
      .select('type, actor_id, data')
      .eq('order_id', order.id)
      .eq('type', 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({
        actor_id: (await admin.auth.getUser()).data.user?.id,
        data: expect.objectContaining({ amount: 40.5, withdrawal_id: withdrawal.id, reason: 'withdrawal' }),
      }),
    ]);

    const [mail] = await outbox(order.id, 'withdrawal_refunded');
    expect(mail?.subject).toBe(`Maison Immortela · Your refund for order ${order.number} (withdrawal)`);
    expect(mail?.body_text).toContain(
      `We have refunded €40.50 for your withdrawal from order ${order.number}`,
    );
    expect(mail?.body_text).toContain(`- ${order.product.title} × 1: €40`);

    const twice = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: withdrawal.id,
      p_amount: 1,
    });
    expect(twice.error?.message).toBe('withdrawal_already_processed');
    expect(Number((await orderRow(order.id)).refunded_amount)).toBe(40.5);
  });

  it('a refusal keeps its reason, and frees the quantities', async () => {
    const order = await newOrder({ userId: member.id, email: member.email, quantities: [1] });
    const { data } = await asMember(member.client, order.id, [
      { order_item_id: order.lines[0]!.id, quantity: 1 },
    ]);
    const refused = await admin.rpc('admin_refuse_withdrawal', {
      p_withdrawal_id: answerOf(data).withdrawal.id,
      p_reason: 'The jar came back opened.',
    });
    expect(refused.data).toMatchObject({ status: 'refused', refused_reason: 'The jar came back opened.' });
    // The customer is told, with the reason and how to dispute it, once.
    const mails = await outbox(order.id, 'withdrawal_refused');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Maison Immortela · Your withdrawal request for order ${order.number}`);
    expect(mails[0]?.body_text).toContain('cannot accept it, for this reason:');
    expect(mails[0]?.body_text).toContain('The jar came back opened.');
    expect(mails[0]?.body_text).toContain('/terms');
    const options = optionsOf(
      (await member.client.rpc('my_withdrawal_options', { p_order_id: order.id })).data,
    );
    expect(options.lines[0]?.available).toBe(1);
  });

  it('in French, and a whole order refunded moves to refunded', async () => {
    const order = await newOrder({ userId: member.id, email: member.email, locale: 'fr', quantities: [1] });
    const { data } = await asMember(member.client, order.id, [
      { order_item_id: order.lines[0]!.id, quantity: 1 },
    ]);
    const done = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: answerOf(data).withdrawal.id,
      p_amount: 45,
    });
    expect(done.error).toBeNull();
    await refundsMade(order.id);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'refunded' });
    expect(Number(row.refunded_amount)).toBe(45);
    const [mail] = await outbox(order.id, 'withdrawal_refunded');
    expect(mail?.subject).toBe(
      `Maison Immortela · Votre remboursement pour la commande ${order.number} (rétractation)`,
    );
    expect(mail?.body_text).toContain(
      `Nous vous avons remboursé 45\u00a0€ pour votre rétractation de la commande ${order.number}`,
    );
  });
});

describe('stock: withdrawn goods come back only with the refund, exactly once', () => {
  async function paidCheckout(slug: string, quantity: number, email: string) {
    const { order_id, url } = await started(
      shopper(),
      orderBody({ contact: { ...CONTACT, email }, items: [{ product_id: slug, quantity }] }),
    );
    expect((await payOnTestPage(url)).status).toBe(303);
    const order = await orderRow(order_id);
    expect(order.status).toBe('paid');
    const { data: lines } = await service.from('order_items').select('id').eq('order_id', order_id);
    return { ...order, lineId: lines?.[0]?.id as string };
  }

  async function stockOf(id: string): Promise<number> {
    const { data } = await service.from('products').select('stock').eq('id', id).single();
    return data?.stock as number;
  }

  it('delivered, withdrawn in two requests: stock unchanged until each refund, then back in full', async () => {
    const product = await newProduct({ stock: 10 });
    const email = uniqueEmail('stock-withdrawal');
    const order = await paidCheckout(product.product_id, 3, email);
    for (const status of ['fulfilled', 'shipped', 'delivered'] as const) {
      expect((await service.from('orders').update({ status }).eq('id', order.id)).error).toBeNull();
    }
    expect(await stockOf(product.id)).toBe(7);

    const client = anonFrom(freshAddress());
    const first = await asGuest(client, order.number, email, [{ order_item_id: order.lineId, quantity: 1 }]);
    expect(first.error).toBeNull();
    expect(await stockOf(product.id)).toBe(7);
    await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: answerOf(first.data).withdrawal.id,
      p_amount: 1,
    });
    await refundsMade(order.id);
    expect(await stockOf(product.id)).toBe(8);

    const second = await asGuest(client, order.number, email, [{ order_item_id: order.lineId, quantity: 2 }]);
    expect(second.error).toBeNull();
    const refunded = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: answerOf(second.data).withdrawal.id,
      p_amount: 1,
    });
    expect(refunded.error).toBeNull();
    await refundsMade(order.id);
    expect(await stockOf(product.id)).toBe(10);
    expect((await orderRow(order.id)).status).toBe('refunded');
    const { data: holds } = await service
      .from('stock_holds')
      .select('status, quantity')
      .eq('order_item_id', order.lineId)
      .order('quantity');
    expect(holds).toEqual([
      { status: 'returned', quantity: 1 },
      { status: 'returned', quantity: 2 },
    ]);
  });

  it('before shipping: a partial withdrawal restocked, then the order cancelled, returns each unit once', async () => {
    const product = await newProduct({ stock: 10 });
    const email = uniqueEmail('stock-cancel');
    const order = await paidCheckout(product.product_id, 3, email);
    expect(await stockOf(product.id)).toBe(7);
    const request = await asGuest(anonFrom(freshAddress()), order.number, email, [
      { order_item_id: order.lineId, quantity: 1 },
    ]);
    await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: answerOf(request.data).withdrawal.id,
      p_amount: 1,
    });
    expect(await stockOf(product.id)).toBe(8);
    expect((await admin.rpc('admin_cancel_order', { p_order_id: order.id })).error).toBeNull();
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refunded without the goods back (restock off): the stock stays as it is', async () => {
    const product = await newProduct({ stock: 5 });
    const email = uniqueEmail('stock-kept');
    const order = await paidCheckout(product.product_id, 1, email);
    for (const status of ['fulfilled', 'shipped'] as const) {
      await service.from('orders').update({ status }).eq('id', order.id);
    }
    const request = await asGuest(anonFrom(freshAddress()), order.number, email, [
      { order_item_id: order.lineId, quantity: 1 },
    ]);
    await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: answerOf(request.data).withdrawal.id,
      p_amount: 1,
      p_restock: false,
    });
    await refundsMade(order.id);
    expect(await stockOf(product.id)).toBe(4);
    // Shipped -> refunded returns nothing: the goods left the shop.
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect(await stockOf(product.id)).toBe(4);
  });
});
