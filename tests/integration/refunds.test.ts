// Refunds the shop announces are made (issue 27, items 1, 4, 8 and 9): each path that gives money back (a
// member's cancelled reservation, an admin's cancellation, "Record a refund", a withdrawal refund) asks the
// payment provider for it through issue-refunds, and the customer is told "refunded" (order, mail, credit note)
// only once the provider made it. Each test reads the provider's refund back (the test provider's recorded
// re_test_ refund, named after the refund row as Stripe's Idempotency-Key is) and performs the attack of
// before: a paid order cancelled or marked refunded without any refund, a withdrawal refunded as the whole
// order, two refunds racing for the same money, unknown ids answered 500.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/lib/database.types';
import {
  CONTACT,
  fixtureProduct,
  issueRefunds,
  orderBody,
  orderRow,
  payOnTestPage,
  refundsMade,
  started,
} from './checkout-helpers';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  newMember,
  ownerDb,
  serviceClient,
  uniqueEmail,
  waitForMail,
  type Client,
  type Member,
  tokenOf,
} from './helpers';
import { outboxMails } from './outbox-words';

let admin: Client;
let member: Member;

beforeAll(async () => {
  admin = await adminClient();
  member = await newMember('Refund Member');
});

afterAll(async () => {
  await admin?.auth.signOut();
});

/** The order's refund rows, oldest first, as the admin's order page reads them. */
async function refundRows(orderId: string) {
  const { data, error } = await serviceClient()
    .from('payment_refunds')
    .select('id, reason, status, amount, payment_reference, provider_refund_id, error')
    .eq('order_id', orderId)
    .order('created_at');
  if (error) throw error;
  return data;
}

/** The provider's refunds recorded on the order (payment_events 'refund': the provider's id and what it refunded). */
async function providerRefunds(orderId: string) {
  const { data, error } = await serviceClient()
    .from('payment_events')
    .select('event_id, payload')
    .eq('order_id', orderId)
    .eq('type', 'refund')
    .order('received_at');
  if (error) throw error;
  return data.map((event) => {
    const payload = event.payload as { refund_id: string; amount: number; payment_reference: string };
    return {
      id: event.event_id,
      refund_id: payload.refund_id,
      amount: payload.amount,
      payment_reference: payload.payment_reference,
    };
  });
}

/** The PaymentIntent the test provider named the order's payments with, newest first. */
async function paymentIntents(orderId: string): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('payment_events')
    .select('payload')
    .eq('order_id', orderId)
    .eq('outcome', 'processed')
    .order('received_at', { ascending: false });
  if (error) throw error;
  return data.map((event) =>
    String((event.payload as { data: { object: { payment_intent: string } } }).data.object.payment_intent),
  );
}

const kindsOf = async (orderId: string) => (await outboxMails(orderId)).map((mail) => mail.kind);

async function creditNotes(orderId: string): Promise<number> {
  const { count, error } = await serviceClient()
    .from('invoices')
    .select('id', { count: 'exact', head: true })
    .eq('order_id', orderId)
    .eq('kind', 'credit_note');
  if (error) throw error;
  return count ?? 0;
}

/** A purchase of a product of the test's own, paid on the test provider's page. */
async function paidPurchase(price = 120, email = uniqueEmail('refund')) {
  const slug = await fixtureProduct({ price, stock: 10 });
  const page = await started(
    anonClient(),
    orderBody({ contact: { ...CONTACT, email }, items: [{ product_id: slug, quantity: 1 }] }),
  );
  expect((await payOnTestPage(page.url)).status).toBe(303);
  expect((await orderRow(page.order_id)).status).toBe('paid');
  return { ...page, email };
}

describe('a member cancels a paid reservation', () => {
  it('the deposit goes back through the provider, and only then is it refunded and mailed', async () => {
    const slug = await fixtureProduct({ reserve_enabled: true, price: 120 });
    const page = await started(
      member.client,
      orderBody({
        kind: 'reservation',
        reservation_option: 'deposit',
        accept_cancellation_policy: true,
        contact: { ...CONTACT, email: member.email },
        items: [{ product_id: slug, quantity: 1 }],
      }),
    );
    expect((await payOnTestPage(page.url)).status).toBe(303);
    const { data: reservation } = await serviceClient()
      .from('reservations')
      .select('id')
      .eq('order_id', page.order_id)
      .single();

    const cancelled = await member.client.rpc('cancel_reservation', {
      p_reservation_id: reservation?.id ?? '',
    });
    expect(cancelled.data).toEqual({ status: 'cancelled', refund_amount: 60, refund_state: 'pending' });
    // Asked for, not made: nothing credited, nothing said to be refunded yet.
    expect(await orderRow(page.order_id)).toMatchObject({
      status: 'cancelled',
      amount_paid: 60,
      refunded_amount: 0,
      refund_due: 60,
    });
    expect(await refundRows(page.order_id)).toMatchObject([
      { reason: 'reservation_cancelled', status: 'pending', amount: 60 },
    ]);
    expect(await kindsOf(page.order_id)).not.toContain('payment_refunded');
    expect(await creditNotes(page.order_id)).toBe(0);

    // Someone else cannot have it made (nor learn the order exists); the owner can.
    const stranger = await newMember('Refund Stranger');
    expect((await issueRefunds(page.order_id, await tokenOf(stranger.client))).status).toBe(404);
    const made = await refundsMade(page.order_id, await tokenOf(member.client));
    expect(made).toMatchObject([{ status: 'succeeded', amount: 60 }]);

    const [row] = await refundRows(page.order_id);
    expect(await providerRefunds(page.order_id)).toEqual([
      {
        id: `re_test_${String(row?.id).replaceAll('-', '')}`,
        refund_id: row?.id,
        amount: 60,
        payment_reference: (await paymentIntents(page.order_id))[0],
      },
    ]);
    expect(await orderRow(page.order_id)).toMatchObject({ refunded_amount: 60, refund_due: 0 });
    const { data: after } = await serviceClient()
      .from('reservations')
      .select('status, refunded_amount')
      .eq('id', reservation?.id ?? '')
      .single();
    expect(after).toEqual({ status: 'cancelled', refunded_amount: 60 });
    expect(await creditNotes(page.order_id)).toBe(1);
    const mail = await waitForMail(member.email, 'payment_refunded');
    expect(mail.text).toContain('We have refunded $60 to the payment method you used.');

    // Asked again (a second tab, the retry): the same refund, never a second one.
    expect((await issueRefunds(page.order_id, await tokenOf(member.client))).body.refunds).toEqual([]);
    expect(await providerRefunds(page.order_id)).toHaveLength(1);
  });
});

describe('an admin cancels a paid order', () => {
  it('a direct PATCH to cancelled or refunded is refused; admin_cancel_order refunds through the provider', async () => {
    const order = await paidPurchase();
    // The attack of before: the order cancelled (or marked refunded) and the customer told so, no money back.
    const patched = await admin
      .from('orders')
      .update({ status: 'cancelled' })
      .eq('id', order.order_id)
      .select();
    expect(patched.error).toMatchObject({ code: '23514', message: 'refund_required' });
    const marked = await admin
      .from('orders')
      .update({ status: 'refunded' })
      .eq('id', order.order_id)
      .select();
    expect(marked.error).toMatchObject({ code: '23514', message: 'refund_not_made' });
    expect((await orderRow(order.order_id)).status).toBe('paid');

    const aal1 = await adminClientAal1();
    expect((await aal1.rpc('admin_cancel_order', { p_order_id: order.order_id })).error?.message).toBe(
      'two_factor_required',
    );
    const cancelled = await admin.rpc('admin_cancel_order', {
      p_order_id: order.order_id,
      p_reason: 'Out of stock at the workshop',
    });
    expect(cancelled.data).toEqual({ status: 'cancelled', refund_amount: 120, refund_state: 'pending' });
    expect(await orderRow(order.order_id)).toMatchObject({
      status: 'cancelled',
      refunded_amount: 0,
      refund_due: 120,
    });
    expect(await kindsOf(order.order_id)).toEqual(['order_confirmation', 'order_cancelled']);

    expect(await refundsMade(order.order_id, await tokenOf(admin))).toMatchObject([
      { status: 'succeeded', amount: 120 },
    ]);
    expect(await providerRefunds(order.order_id)).toMatchObject([
      { amount: 120, payment_reference: (await paymentIntents(order.order_id))[0] },
    ]);
    expect(await orderRow(order.order_id)).toMatchObject({ refunded_amount: 120, refund_due: 0 });
    expect(await kindsOf(order.order_id)).toEqual([
      'order_confirmation',
      'order_cancelled',
      'payment_refunded',
    ]);
    // Now that the money went back, the order may be marked refunded.
    expect(
      (await admin.from('orders').update({ status: 'refunded' }).eq('id', order.order_id)).error,
    ).toBeNull();
  });
});

describe('"Record a refund"', () => {
  it('is made by the provider before the order is refunded; two admins racing cannot refund twice', async () => {
    const order = await paidPurchase();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin.rpc('admin_record_refund', {
          p_order_id: order.order_id,
          p_amount: 70,
          p_reason: 'Damaged jar',
          p_mark_refunded: true,
        }),
      ),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    expect(results.filter((result) => result.error?.message === 'refund_exceeds_paid')).toHaveLength(5);
    expect(await orderRow(order.order_id)).toMatchObject({
      status: 'paid',
      refunded_amount: 0,
      refund_due: 70,
    });
    expect(await kindsOf(order.order_id)).not.toContain('payment_refunded');

    await refundsMade(order.order_id, await tokenOf(admin));
    const [row] = await refundRows(order.order_id);
    expect(row).toMatchObject({ reason: 'shop_refund', status: 'succeeded', amount: 70 });
    expect(await providerRefunds(order.order_id)).toEqual([
      {
        id: row?.provider_refund_id,
        refund_id: row?.id,
        amount: 70,
        payment_reference: (await paymentIntents(order.order_id))[0],
      },
    ]);
    // Marked refunded as the admin asked, now that it is made; the customer is mailed the amount.
    expect(await orderRow(order.order_id)).toMatchObject({
      status: 'refunded',
      refunded_amount: 70,
      refund_due: 0,
    });
    const mail = await waitForMail(order.email, 'payment_refunded');
    expect(mail.text).toContain('We have refunded $70 to the payment method you used.');
  });

  it('money that never went through the provider is refused by it and stays owed, on the order', async () => {
    const slug = await fixtureProduct({ price: 90, stock: 5 });
    const page = await started(anonClient(), orderBody({ items: [{ product_id: slug, quantity: 1 }] }));
    // Paid outside the shop (an operator records the money): nothing at the provider can give it back.
    const db = await ownerDb();
    try {
      await db.query('update public.orders set status = $2, amount_paid = 90 where id = $1', [
        page.order_id,
        'paid',
      ]);
    } finally {
      await db.end();
    }
    expect(
      (
        await admin.rpc('admin_record_refund', {
          p_order_id: page.order_id,
          p_amount: 90,
          p_reason: 'Goodwill',
        })
      ).error,
    ).toBeNull();
    const [answer] = (await issueRefunds(page.order_id, await tokenOf(admin))).body.refunds ?? [];
    expect(answer).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('No payment at the provider'),
    });
    expect(await refundRows(page.order_id)).toMatchObject([{ status: 'failed', payment_reference: null }]);
    expect(await providerRefunds(page.order_id)).toEqual([]);
    expect(await orderRow(page.order_id)).toMatchObject({ refunded_amount: 0, refund_due: 90 });
    expect(await kindsOf(page.order_id)).not.toContain('payment_refunded');
  });
});

describe('a withdrawal refund', () => {
  it('is capped by the withdrawn goods and their share of delivery, then made by the provider', async () => {
    const cheap = await fixtureProduct({ price: 20, stock: 5, weight_grams: 100 });
    const dear = await fixtureProduct({ price: 40, stock: 5, weight_grams: 100 });
    const page = await started(
      member.client,
      orderBody({
        contact: { ...CONTACT, email: member.email },
        shipping: { line1: '1 Main St', city: 'Boston', postal_code: '02101', country: 'US' },
        items: [
          { product_id: cheap, quantity: 1 },
          { product_id: dear, quantity: 1 },
        ],
      }),
    );
    expect((await payOnTestPage(page.url)).status).toBe(303);
    const order = await orderRow(page.order_id);
    expect(Number(order.shipping_amount)).toBeGreaterThan(0);
    const { data: lines } = await serviceClient()
      .from('order_items')
      .select('id, unit_price')
      .eq('order_id', page.order_id);
    const line = lines?.find((candidate) => Number(candidate.unit_price) === 20);
    const requested = await member.client.rpc('request_withdrawal', {
      p_order_id: page.order_id,
      p_items: [{ order_item_id: line?.id ?? '', quantity: 1 }] as Json,
      p_idempotency_key: randomUUID(),
    });
    expect(requested.error).toBeNull();
    const withdrawalId = (requested.data as { withdrawal: { id: string } }).withdrawal.id;
    // 20 of 60 goods withdrawn: a third of the delivery.
    const cap = 20 + Math.round((Number(order.shipping_amount) * 20 * 100) / 60) / 100;

    // The attack of before: the whole order refunded for one withdrawn line.
    const whole = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: withdrawalId,
      p_amount: Number(order.amount_paid),
    });
    expect(whole.error?.message).toBe('refund_exceeds_withdrawal');
    const over = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: withdrawalId,
      p_amount: Math.round((cap + 0.01) * 100) / 100,
    });
    expect(over.error?.message).toBe('refund_exceeds_withdrawal');

    const asked = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: withdrawalId,
      p_amount: cap,
    });
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ status: 'requested' });
    const again = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: withdrawalId,
      p_amount: 1,
    });
    expect(again.error?.message).toBe('withdrawal_refund_pending');
    expect(await kindsOf(page.order_id)).not.toContain('withdrawal_refunded');

    await refundsMade(page.order_id, await tokenOf(admin));
    expect(await providerRefunds(page.order_id)).toMatchObject([
      { amount: cap, payment_reference: (await paymentIntents(page.order_id))[0] },
    ]);
    const { data: withdrawal } = await serviceClient()
      .from('withdrawals')
      .select('status, refund_amount')
      .eq('id', withdrawalId)
      .single();
    expect(withdrawal).toEqual({ status: 'refunded', refund_amount: cap });
    expect(await orderRow(page.order_id)).toMatchObject({
      status: 'paid',
      refunded_amount: cap,
      refund_due: 0,
    });
    expect(await kindsOf(page.order_id)).toContain('withdrawal_refunded');

    // The rest of the order withdrawn: its goods and the delivery the first refund left, nothing more.
    const rest = lines?.find((candidate) => Number(candidate.unit_price) === 40);
    const second = await member.client.rpc('request_withdrawal', {
      p_order_id: page.order_id,
      p_items: [{ order_item_id: rest?.id ?? '', quantity: 1 }] as Json,
      p_idempotency_key: randomUUID(),
    });
    const secondId = (second.data as { withdrawal: { id: string } }).withdrawal.id;
    const restCap = Math.round((40 + Number(order.shipping_amount) - (cap - 20)) * 100) / 100;
    expect(restCap + cap).toBe(Number(order.amount_paid));
    const beyond = await admin.rpc('admin_record_withdrawal_refund', {
      p_withdrawal_id: secondId,
      p_amount: Math.round((restCap + 0.01) * 100) / 100,
    });
    expect(beyond.error?.message).toMatch(/^refund_exceeds_(withdrawal|paid)$/);
    expect(
      (await admin.rpc('admin_record_withdrawal_refund', { p_withdrawal_id: secondId, p_amount: restCap }))
        .error,
    ).toBeNull();
    await refundsMade(page.order_id, await tokenOf(admin));
    expect(await orderRow(page.order_id)).toMatchObject({
      status: 'refunded',
      refunded_amount: Number(order.amount_paid),
      refund_due: 0,
    });
  });
});

describe('the retry and the errors', () => {
  it('a refund left pending is made by the every-minute run (secret key only)', async () => {
    const order = await paidPurchase(80);
    await admin.rpc('admin_cancel_order', { p_order_id: order.order_id });
    // The app's call never came (the tab closed): a minute later the run finds it.
    const db = await ownerDb();
    try {
      await db.query(
        "update public.payment_refunds set created_at = now() - interval '2 minutes' where order_id = $1",
        [order.order_id],
      );
    } finally {
      await db.end();
    }
    expect((await issueRefunds(undefined, await tokenOf(member.client))).status).toBe(400);
    const run = await issueRefunds(undefined);
    expect(run.status).toBe(200);
    // Made by this run (or by the backend's own every-minute run, if it came first): once either way.
    expect(await providerRefunds(order.order_id)).toHaveLength(1);
    expect(await orderRow(order.order_id)).toMatchObject({ refunded_amount: 80, refund_due: 0 });
  });

  it('unknown ids answer 404 with a message, never 500', async () => {
    const unknown = randomUUID();
    for (const call of [
      admin.rpc('admin_record_refund', { p_order_id: unknown, p_amount: 1, p_reason: 'x' }),
      admin.rpc('admin_cancel_order', { p_order_id: unknown }),
      admin.rpc('admin_record_withdrawal_refund', { p_withdrawal_id: unknown, p_amount: 1 }),
      member.client.rpc('cancel_reservation', { p_reservation_id: unknown }),
    ]) {
      const { status, error } = await call;
      expect(status).toBe(404);
      expect(error?.message).toMatch(/^[a-z_]+_not_found$/);
      expect(error?.hint).toMatch(/^No .+ has this id\.$/);
    }
    expect(await issueRefunds(unknown, await tokenOf(admin))).toMatchObject({
      status: 404,
      body: { error: { code: 'order_not_found' } },
    });
    expect((await issueRefunds('not-an-id', await tokenOf(admin))).status).toBe(404);
    const completed = await serviceClient().rpc('complete_refund', {
      p_refund_id: unknown,
      p_provider_refund_id: 're_x',
    });
    expect(completed.status).toBe(404);
  });
});
