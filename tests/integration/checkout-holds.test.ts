// No oversell, payable means payable, and the order state machine (issue 14, items 1 to 3), each written as the
// attack it stops: 20 buyers of the last unit, a replayed checkout of a paid order, two balance pages, a price
// changed under a pending order, an order of 0, a payment racing a cancellation or arriving after its units were
// sold, a member cancelling a prepared order, and cancellations that gave back more than was taken.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSweeper } from '../../supabase/local/sweeper.ts';
import {
  paidEvent,
  payOnTestPage,
  checkout,
  CONTACT,
  deliver,
  fixtureProduct,
  orderBody,
  orderRow,
  ORIGIN,
  receiptParams,
  refundsMade,
  shopper,
  started,
  submitTestPage,
  expiredEvent,
} from './checkout-helpers';
import {
  adminClient,
  anonClient,
  newMember,
  ownerDb,
  ownerDbUrl,
  serviceClient,
  type Client,
  type Member,
} from './helpers';
import { withWords } from './outbox-words';

let db: pg.Client;
let admin: Client;
let member: Member;

beforeAll(async () => {
  db = await ownerDb();
  admin = await adminClient();
  member = await newMember('Holds Member');
});

afterAll(async () => {
  await admin?.auth.signOut();
  await db?.end();
});

interface Counters {
  stock: number | null;
  stock_held: number;
  sold_ahead: number;
  stock_available: number | null;
}

async function counters(slug: string): Promise<Counters> {
  const { rows } = await db.query<Counters>(
    'select stock, stock_held, sold_ahead, stock_available from public.products where product_id = $1',
    [slug],
  );
  if (!rows[0]) throw new Error(`no product ${slug}`);
  return rows[0];
}

async function holdsOf(orderId: string) {
  const { rows } = await db.query<{
    status: string;
    quantity: number;
    from_stock: number | null;
    sold_ahead: number | null;
    release_reason: string | null;
  }>(
    `select status, quantity, from_stock, sold_ahead, release_reason from public.stock_holds
     where order_id = $1 order by created_at`,
    [orderId],
  );
  return rows;
}

async function sessionsOf(orderId: string, purpose = 'order') {
  const { rows } = await db.query<{ status: string; url: string | null; provider_session_id: string | null }>(
    `select status, url, provider_session_id from public.payment_sessions
     where order_id = $1 and purpose = $2 order by created_at`,
    [orderId, purpose],
  );
  return rows;
}

/** The order's holds and open sessions as if their 30 minutes had passed. */
async function lapse(orderId: string): Promise<void> {
  await db.query(
    `update public.stock_holds set expires_at = now() - interval '1 second' where order_id = $1 and status = 'held'`,
    [orderId],
  );
  await db.query(
    `update public.payment_sessions set expires_at = now() - interval '1 second'
     where order_id = $1 and status in ('opening', 'open')`,
    [orderId],
  );
}

const sweep = async (): Promise<number> =>
  Number((await db.query<{ n: number }>('select public.release_expired_holds() as n')).rows[0]?.n ?? 0);

async function refundsOf(orderId: string) {
  const { rows } = await db.query<{
    reason: string;
    status: string;
    amount: string;
    provider_refund_id: string | null;
  }>(
    'select reason, status, amount, provider_refund_id from public.payment_refunds where order_id = $1 order by created_at',
    [orderId],
  );
  return rows;
}

async function outcomesOf(orderId: string): Promise<string[]> {
  const { rows } = await db.query<{ outcome: string }>(
    'select outcome from public.payment_events where order_id = $1 order by received_at',
    [orderId],
  );
  return rows.map((row) => row.outcome);
}

async function mailsOf(orderId: string) {
  const { rows } = await db.query<{
    kind: string;
    locale: string;
    to_email: string;
    subject: string | null;
    body_text: string | null;
    data: Record<string, unknown>;
  }>(
    'select kind, locale, to_email, subject, body_text, data from public.email_outbox where order_id = $1 order by created_at',
    [orderId],
  );
  return rows.map(withWords);
}

const buy = (slug: string, quantity = 1, overrides: Record<string, unknown> = {}) =>
  orderBody({ items: [{ product_id: slug, quantity }], ...overrides });

const reserve = (slug: string, overrides: Record<string, unknown> = {}) =>
  orderBody({
    kind: 'reservation',
    items: [{ product_id: slug, quantity: 1 }],
    reservation_option: 'deposit',
    accept_cancellation_policy: true,
    contact: { ...CONTACT, email: member.email },
    ...overrides,
  });

async function reservationId(orderId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from public.reservations where order_id = $1', [
    orderId,
  ]);
  return rows[0]?.id ?? '';
}

describe('no oversell: checkout holds the units', () => {
  it('20 concurrent checkouts of the last unit: one accepted, 19 told out_of_stock, one unit sold', async () => {
    const slug = await fixtureProduct({ stock: 1 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(shopper(), buy(slug))));
    const accepted = answers.filter((answer) => answer.ok);
    expect(accepted).toHaveLength(1);
    for (const answer of answers) {
      if (!answer.ok) expect([answer.status, answer.error.code]).toEqual([409, 'out_of_stock']);
    }
    expect(await counters(slug)).toMatchObject({ stock: 1, stock_held: 1, stock_available: 0 });

    // Every buyer "pays" anyway: 20 payment events for the one order; it is paid once, the rest given back.
    const winner = accepted[0]?.ok ? accepted[0].data : undefined;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => deliver(paidEvent(winner?.order_id ?? '', 12000, 'usd'))),
    );
    expect(outcomes.filter((o) => o.body.outcome === 'processed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.body.outcome === 'refunded')).toHaveLength(19);
    expect(await counters(slug)).toMatchObject({ stock: 0, stock_held: 0, stock_available: 0 });
    const { rows } = await db.query<{ orders: number; sold: number }>(
      `select count(distinct i.order_id)::int as orders,
              (select count(*)::int from public.stock_holds h join public.products p on p.id = h.product_id
               where p.product_id = $1 and h.status = 'sold') as sold
       from public.order_items i join public.products p on p.id = i.product_id where p.product_id = $1`,
      [slug],
    );
    expect(rows[0]).toEqual({ orders: 1, sold: 1 });
    const order = await orderRow(winner?.order_id ?? '');
    expect(order).toMatchObject({ status: 'paid', amount_paid: 2400, refunded_amount: 2280, refund_due: 0 });
  });

  it('a second order after the first is refused, while the first is open and once it is paid', async () => {
    const slug = await fixtureProduct({ stock: 1 });
    const first = await started(shopper(), buy(slug));
    const second = await checkout(shopper(), buy(slug));
    expect(second).toMatchObject({ ok: false, status: 409, error: { code: 'out_of_stock' } });
    expect((await payOnTestPage(first.url)).status).toBe(303);
    const third = await checkout(shopper(), buy(slug));
    expect(third).toMatchObject({ ok: false, status: 409, error: { code: 'out_of_stock' } });
    expect(await counters(slug)).toMatchObject({ stock: 0, stock_held: 0 });
  });

  it('a shopper who changes the cart while their page is open gets their own held unit, not out_of_stock', async () => {
    const slug = await fixtureProduct({ stock: 1 });
    const first = await started(shopper(), buy(slug));
    const firstKey = (
      await db.query<{ idempotency_key: string }>('select idempotency_key from public.orders where id = $1', [
        first.order_id,
      ])
    ).rows[0]?.idempotency_key;
    // Another cart from the same browser (new details), naming the attempt it replaces.
    const second = await started(shopper(), {
      ...buy(slug),
      contact: { ...CONTACT, name: 'Camille Martin-Roux' },
      replaces_idempotency_key: firstKey,
    });
    expect(await orderRow(first.order_id)).toMatchObject({ status: 'cancelled' });
    expect(await counters(slug)).toMatchObject({ stock: 1, stock_held: 1, stock_available: 0 });
    // The old page paid anyway: refunded, and the unit stays with the new attempt.
    expect((await payOnTestPage(first.url)).status).toBe(303);
    expect(await orderRow(first.order_id)).toMatchObject({ status: 'cancelled', refunded_amount: 120 });
    expect((await payOnTestPage(second.url)).status).toBe(303);
    expect(await orderRow(second.order_id)).toMatchObject({ status: 'paid' });
    expect(await counters(slug)).toMatchObject({ stock: 0, stock_held: 0 });
  });

  it('a replaced key releases nothing it does not own: another member’s order, or an order already paid', async () => {
    const slug = await fixtureProduct({ stock: 2 });
    const memberBody = buy(slug);
    const members = await started(member.client, memberBody);
    // A guest (or anyone) naming the member's key cancels nothing.
    await started(shopper(), { ...buy(slug), replaces_idempotency_key: memberBody.idempotency_key });
    expect(await orderRow(members.order_id)).toMatchObject({ status: 'pending_payment' });
    // A paid attempt stays paid.
    expect((await payOnTestPage(members.url)).status).toBe(303);
    await checkout(member.client, { ...buy(slug), replaces_idempotency_key: memberBody.idempotency_key });
    expect(await orderRow(members.order_id)).toMatchObject({ status: 'paid', refunded_amount: 0 });
  });

  it('refuses a replaced key that is malformed or the attempt’s own', async () => {
    const slug = await fixtureProduct({ stock: 2 });
    const body = buy(slug);
    for (const replaces of ['short', 'not a key!', body.idempotency_key]) {
      expect(await checkout(shopper(), { ...body, replaces_idempotency_key: replaces })).toMatchObject({
        ok: false,
        status: 400,
        error: { code: 'invalid_request', field: 'replaces_idempotency_key' },
      });
    }
  });

  it('the collection shows the stock minus the units held by open payments', async () => {
    const slug = await fixtureProduct({ stock: 3 });
    const shown = async () =>
      (
        await anonClient()
          .from('products_public')
          .select('stock_available, in_stock')
          .eq('product_id', slug)
          .single()
      ).data;
    expect(await shown()).toEqual({ stock_available: 3, in_stock: true });
    await started(shopper(), buy(slug, 2));
    expect(await shown()).toEqual({ stock_available: 1, in_stock: true });
    await started(shopper(), buy(slug, 1));
    expect(await shown()).toEqual({ stock_available: 0, in_stock: false });
    // The units on hand stay the admin's number; the shop never reads them.
    expect(await counters(slug)).toMatchObject({ stock: 3, stock_held: 3 });
    const onHand = await anonClient().from('products_public').select('stock').eq('product_id', slug);
    expect(onHand.error).not.toBeNull();
  });

  it('reserve and pre-order products are sold ahead of stock, up to their cap when they have one', async () => {
    const capped = await fixtureProduct({ preorder_enabled: true, stock: 0, sell_ahead_limit: 2 });
    const first = await started(shopper(), buy(capped, 2));
    expect(await checkout(shopper(), buy(capped, 1))).toMatchObject({
      ok: false,
      error: { code: 'out_of_stock' },
    });
    expect((await counters(capped)).stock_available).toBe(0);
    expect((await payOnTestPage(first.url)).status).toBe(303);
    expect(await counters(capped)).toMatchObject({
      stock: 0,
      sold_ahead: 2,
      stock_held: 0,
      stock_available: 0,
    });

    const uncapped = await fixtureProduct({ preorder_enabled: true, stock: 0 });
    // As many as one checkout may hold (checkout_settings), well beyond the stock of 0.
    await started(shopper(), buy(uncapped, 10));
    expect((await counters(uncapped)).stock_available).toBeNull();
  });

  it('the counters belong to the hold functions: the API cannot write them', async () => {
    const slug = await fixtureProduct({ stock: 2 });
    const { error } = await serviceClient().from('products').update({ stock_held: 7 }).eq('product_id', slug);
    expect(error?.code).toBe('23514');
    const adminWrite = await admin.from('products').update({ sold_ahead: 5 }).eq('product_id', slug);
    expect(adminWrite.error?.code).toBe('23514');
  });
});

describe('holds end: on the provider expiry event, by the sweep, on cancellation', () => {
  it('checkout.session.expired (the test page sends it as Stripe does) releases the hold at once', async () => {
    const slug = await fixtureProduct({ stock: 1 });
    const first = await started(shopper(), buy(slug));
    const expired = await submitTestPage(first.url, 'expire');
    expect(expired.status).toBe(303);
    expect(expired.headers.get('location')).toBe(`${ORIGIN}/cart`);
    expect(await holdsOf(first.order_id)).toMatchObject([
      { status: 'released', release_reason: 'session_expired' },
    ]);
    expect((await sessionsOf(first.order_id))[0]?.status).toBe('expired');
    expect(await counters(slug)).toMatchObject({ stock: 1, stock_held: 0, stock_available: 1 });
    await started(shopper(), buy(slug)); // the unit is for sale again

    // Delivered again, it does nothing more.
    const sessionId = (await sessionsOf(first.order_id))[0]?.provider_session_id ?? '';
    const replay = await deliver(expiredEvent(first.order_id, sessionId));
    expect(replay.body.outcome).toBe('ignored');
    expect((await counters(slug)).stock_held).toBe(1);
  });

  it('the sweep releases holds past their expiry and closes their sessions', async () => {
    const slug = await fixtureProduct({ stock: 1 });
    const first = await started(shopper(), buy(slug));
    expect(await sweep()).toBeGreaterThanOrEqual(0);
    expect((await counters(slug)).stock_held).toBe(1); // not expired yet: kept
    await lapse(first.order_id);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await holdsOf(first.order_id)).toMatchObject([{ status: 'released', release_reason: 'expired' }]);
    expect((await sessionsOf(first.order_id))[0]?.status).toBe('expired');
    expect(await counters(slug)).toMatchObject({ stock_held: 0, stock_available: 1 });
  });

  it('the local backend runs the sweep on a timer (supabase/local/sweeper.ts)', async () => {
    const slug = await fixtureProduct({ stock: 1 });
    const first = await started(shopper(), buy(slug));
    await lapse(first.order_id);
    const pool = new pg.Pool({ connectionString: ownerDbUrl(), max: 1 });
    const sweeper = startSweeper((sql) => pool.query(sql), { intervalMs: 100 });
    try {
      const deadline = Date.now() + 5_000;
      while ((await counters(slug)).stock_held > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await counters(slug)).stock_held).toBe(0);
    } finally {
      await sweeper.stop();
      await pool.end();
    }
  });

  it('an admin cancelling a pending order releases its hold and closes its payment page', async () => {
    const slug = await fixtureProduct({ stock: 2 });
    const first = await started(shopper(), buy(slug, 2));
    expect((await counters(slug)).stock_available).toBe(0);
    const { error } = await admin.from('orders').update({ status: 'cancelled' }).eq('id', first.order_id);
    expect(error).toBeNull();
    expect(await holdsOf(first.order_id)).toMatchObject([
      { status: 'released', release_reason: 'cancelled' },
    ]);
    expect((await sessionsOf(first.order_id))[0]?.status).toBe('cancelled');
    expect(await counters(slug)).toMatchObject({ stock: 2, stock_held: 0, stock_available: 2 });
  });

  it('a member cancelling a pending reservation releases its hold', async () => {
    const slug = await fixtureProduct({ reserve_enabled: true, stock: 1, sell_ahead_limit: 0 });
    const first = await started(member.client, reserve(slug));
    expect((await counters(slug)).stock_available).toBe(0);
    const cancelled = await member.client.rpc('cancel_reservation', {
      p_reservation_id: await reservationId(first.order_id),
    });
    expect(cancelled.data).toEqual({ status: 'cancelled', refund_amount: 0, refund_state: 'none' });
    expect(await counters(slug)).toMatchObject({ stock: 1, stock_held: 0, stock_available: 1 });
  });
});

describe('a payment after its hold lapsed', () => {
  it('takes the units again when they are still there', async () => {
    const slug = await fixtureProduct({ stock: 2 });
    const first = await started(shopper(), buy(slug));
    await lapse(first.order_id);
    await sweep();
    expect((await payOnTestPage(first.url)).status).toBe(303);
    expect((await orderRow(first.order_id)).status).toBe('paid');
    expect(await holdsOf(first.order_id)).toMatchObject([
      { status: 'released' },
      { status: 'sold', from_stock: 1, sold_ahead: 0 },
    ]);
    expect(await counters(slug)).toMatchObject({ stock: 1, stock_held: 0 });
  });

  it('is recorded and refunded when the units were sold meanwhile; the customer is told in French', async () => {
    const slug = await fixtureProduct({ stock: 1 });
    const late = await started(shopper(), buy(slug, 1, { locale: 'fr' }));
    await lapse(late.order_id);
    await sweep();
    const other = await started(shopper(), buy(slug));
    expect((await payOnTestPage(other.url)).status).toBe(303);

    // The first buyer's page was still open in their tab: they pay. The money is taken and given back.
    const paid = await payOnTestPage(late.url);
    expect(paid.status).toBe(303);
    const order = await orderRow(late.order_id);
    expect(order).toMatchObject({
      status: 'cancelled',
      amount_paid: 110,
      refunded_amount: 110,
      refund_due: 0,
    });
    expect(await refundsOf(late.order_id)).toEqual([
      {
        reason: 'stock_gone',
        status: 'succeeded',
        amount: '110.00',
        provider_refund_id: expect.stringMatching(/^re_test_/),
      },
    ]);
    expect(await outcomesOf(late.order_id)).toEqual(['refund_due', 'refunded']);
    const { data: refundEvents } = await serviceClient()
      .from('order_events')
      .select('type, data')
      .eq('order_id', late.order_id)
      .eq('type', 'refund');
    expect(refundEvents?.[0]?.data).toMatchObject({
      amount: 110,
      currency: 'eur',
      state: 'refunded',
      reason: 'stock_gone',
    });
    const mails = await mailsOf(late.order_id);
    expect(mails.map((mail) => [mail.kind, mail.locale])).toEqual([['payment_refunded', 'fr']]);
    expect(mails[0]?.subject).toContain('remboursé');
    expect(mails[0]?.body_text).toContain('110\u00a0€');
    expect(await counters(slug)).toMatchObject({ stock: 0, stock_held: 0 });

    // The receipt behind the success URL says so (the page shows "refunded", not an endless wait).
    const { order: id, token } = receiptParams(paid.headers.get('location') ?? '');
    const receipt = await anonClient().rpc('get_order_receipt', { p_order_id: id, p_token: token });
    expect(receipt.data).toMatchObject({ status: 'cancelled', amount_paid: 110, refunded_amount: 110 });
    // The admin sees it in the order.
    const detail = await admin
      .from('orders')
      .select('refund_due, payment_refunds(reason, status)')
      .eq('id', id)
      .single();
    expect(detail.data).toMatchObject({
      refund_due: 0,
      payment_refunds: [{ reason: 'stock_gone', status: 'succeeded' }],
    });
  });
});

describe('payable means payable', () => {
  it('a replayed checkout of a paid order returns its receipt, never a new payment page', async () => {
    const slug = await fixtureProduct({ stock: 5 });
    const body = buy(slug);
    const first = await started(shopper(), body);
    expect((await payOnTestPage(first.url)).status).toBe(303);
    const replay = await started(shopper(), body);
    expect(replay.receipt).toBe(true);
    expect(replay.order_id).toBe(first.order_id);
    expect(replay.url.startsWith(`${ORIGIN}/payment-success?order=${first.order_id}&token=`)).toBe(true);
    const { order, token } = receiptParams(replay.url);
    expect(
      (await anonClient().rpc('get_order_receipt', { p_order_id: order, p_token: token })).data,
    ).toMatchObject({
      status: 'paid',
    });
    expect(await sessionsOf(first.order_id)).toHaveLength(1);
    expect(await counters(slug)).toMatchObject({ stock: 4, stock_held: 0 });
  });

  it('a retry while the page is open gets that page; concurrent first calls share one session', async () => {
    const slug = await fixtureProduct({ stock: 5 });
    const body = buy(slug);
    const all = await Promise.all(Array.from({ length: 5 }, () => started(shopper(), body)));
    expect(new Set(all.map((answer) => answer.url)).size).toBe(1);
    expect(new Set(all.map((answer) => answer.order_id)).size).toBe(1);
    const again = await started(shopper(), body);
    expect(again.url).toBe(all[0]?.url);
    expect(await sessionsOf(again.order_id)).toHaveLength(1);
    expect((await counters(slug)).stock_held).toBe(1);
  });

  it('reopening a pending order after its page expired charges today’s price and holds again', async () => {
    const slug = await fixtureProduct({ stock: 5, price: 120 });
    const body = buy(slug);
    const first = await started(shopper(), body);
    // While the page is open, the price it shows is the one charged.
    await serviceClient().from('products').update({ price: 150 }).eq('product_id', slug);
    expect((await started(shopper(), body)).url).toBe(first.url);
    expect(Number((await orderRow(first.order_id)).amount_due_now)).toBe(120);

    expect((await submitTestPage(first.url, 'expire')).status).toBe(303);
    expect((await counters(slug)).stock_held).toBe(0);
    const reopened = await started(shopper(), body);
    expect(reopened.order_id).toBe(first.order_id);
    expect(reopened.url).not.toBe(first.url);
    const order = await orderRow(first.order_id);
    expect([Number(order.subtotal), Number(order.amount_due_now)]).toEqual([150, 150]);
    expect(await (await fetch(reopened.url)).text()).toContain('$150');
    expect((await counters(slug)).stock_held).toBe(1);

    // The old page, still open in another tab, is paid at its old price: not applied, given back.
    expect((await payOnTestPage(first.url)).status).toBe(303);
    expect(await orderRow(first.order_id)).toMatchObject({
      status: 'pending_payment',
      amount_paid: 120,
      refunded_amount: 120,
      refund_due: 0,
    });
    expect((await refundsOf(first.order_id)).map((r) => [r.reason, r.status])).toEqual([
      ['superseded', 'succeeded'],
    ]);
    expect((await payOnTestPage(reopened.url)).status).toBe(303);
    expect(await orderRow(first.order_id)).toMatchObject({
      status: 'paid',
      amount_paid: 270,
      refunded_amount: 120,
    });
    expect(await sessionsOf(first.order_id)).toMatchObject([
      { status: 'completed' },
      { status: 'completed' },
    ]);
  });

  it('an order of 0 is refused at checkout, and a payment of 0 never marks an order paid', async () => {
    const free = await fixtureProduct({ price: 0, price_euros: 0, stock: 5 });
    expect(await checkout(shopper(), buy(free))).toMatchObject({
      ok: false,
      status: 409,
      error: { code: 'zero_amount' },
    });
    expect((await counters(free)).stock_held).toBe(0);

    const { data: zero } = await serviceClient()
      .from('orders')
      .insert({ email: CONTACT.email, name: 'Zero', currency: 'usd', subtotal: 0, amount_due_now: 0 })
      .select('id')
      .single();
    const outcome = await deliver(paidEvent(zero?.id ?? '', 0, 'usd'));
    expect(outcome.body.outcome).toBe('not_payable');
    expect(await orderRow(zero?.id ?? '')).toMatchObject({ status: 'pending_payment', amount_paid: 0 });
  });

  it('a cancelled or expired order is not payable again: order_not_payable, and the sweep cancels it', async () => {
    const slug = await fixtureProduct({ stock: 5 });
    const cancelledBody = buy(slug);
    const cancelled = await started(shopper(), cancelledBody);
    await admin.from('orders').update({ status: 'cancelled' }).eq('id', cancelled.order_id);
    expect(await checkout(shopper(), cancelledBody)).toMatchObject({
      ok: false,
      status: 409,
      error: { code: 'order_not_payable' },
    });

    const staleBody = buy(slug);
    const stale = await started(shopper(), staleBody);
    await lapse(stale.order_id);
    await db.query(`update public.orders set created_at = now() - interval '25 hours' where id = $1`, [
      stale.order_id,
    ]);
    expect(await checkout(shopper(), staleBody)).toMatchObject({
      ok: false,
      error: { code: 'order_not_payable' },
    });
    await sweep();
    expect((await orderRow(stale.order_id)).status).toBe('cancelled');
    expect((await counters(slug)).stock_held).toBe(0);
  });

  it('one balance page per reservation; a second balance payment that arrives anyway is refunded', async () => {
    const slug = await fixtureProduct({ reserve_enabled: true, price: 120 });
    const deposit = await started(member.client, reserve(slug));
    expect((await payOnTestPage(deposit.url)).status).toBe(303);
    const balanceBody = () => ({
      purpose: 'balance',
      order_id: deposit.order_id,
      locale: 'en',
      idempotency_key: randomUUID(),
      origin: ORIGIN,
    });
    const pages = await Promise.all([
      started(member.client, balanceBody()),
      started(member.client, balanceBody()),
    ]);
    expect(pages[0]?.url).toBe(pages[1]?.url);
    expect(await sessionsOf(deposit.order_id, 'balance')).toHaveLength(1);
    expect((await payOnTestPage(pages[0]?.url ?? '')).status).toBe(303);
    expect(await orderRow(deposit.order_id)).toMatchObject({ status: 'paid', amount_paid: 120 });

    // A second balance page paid anyway (an old tab, a replayed event): recorded, refunded, the customer told.
    const second = await deliver(paidEvent(deposit.order_id, 6000, 'usd', 'balance'));
    expect(second.body.outcome).toBe('refunded');
    expect(await orderRow(deposit.order_id)).toMatchObject({
      status: 'paid',
      amount_paid: 180,
      refunded_amount: 60,
      refund_due: 0,
    });
    expect((await refundsOf(deposit.order_id)).map((r) => [r.reason, r.status])).toEqual([
      ['already_paid', 'succeeded'],
    ]);
    expect((await mailsOf(deposit.order_id)).map((mail) => mail.kind)).toContain('payment_refunded');
  });

  it('a payment that loses a race with a cancellation is refunded, both sides recorded', async () => {
    const slug = await fixtureProduct({ reserve_enabled: true, price: 120 });
    // The member cancels, then the page still open in another tab is paid.
    const first = await started(member.client, reserve(slug));
    await member.client.rpc('cancel_reservation', { p_reservation_id: await reservationId(first.order_id) });
    expect((await payOnTestPage(first.url)).status).toBe(303);
    expect(await orderRow(first.order_id)).toMatchObject({
      status: 'cancelled',
      amount_paid: 60,
      refunded_amount: 60,
      refund_due: 0,
    });
    expect((await refundsOf(first.order_id)).map((r) => [r.reason, r.status])).toEqual([
      ['order_cancelled', 'succeeded'],
    ]);
    expect(await outcomesOf(first.order_id)).toEqual(['refund_due', 'refunded']);
    expect((await mailsOf(first.order_id)).map((mail) => mail.kind)).toEqual(['payment_refunded']);

    // Both at once: whichever wins, all that was paid is refunded (automatically, or owed by the cancellation).
    for (let round = 0; round < 3; round += 1) {
      const raced = await started(member.client, reserve(slug));
      const id = await reservationId(raced.order_id);
      await Promise.all([
        member.client.rpc('cancel_reservation', { p_reservation_id: id }),
        payOnTestPage(raced.url),
      ]);
      // A cancellation after the payment asked for its refund: the provider makes it (issue-refunds).
      await refundsMade(raced.order_id);
      const order = await orderRow(raced.order_id);
      expect(order.status).toBe('cancelled');
      expect(Number(order.amount_paid)).toBe(60);
      expect(Number(order.refunded_amount)).toBe(60);
      expect(Number(order.refund_due)).toBe(0);
    }
    expect(await counters(slug)).toMatchObject({ stock_held: 0, sold_ahead: 0 });

    // An admin cancels a pending purchase; its payment then arrives: refunded.
    const purchase = await fixtureProduct({ stock: 3 });
    const pending = await started(shopper(), buy(purchase));
    await admin.from('orders').update({ status: 'cancelled' }).eq('id', pending.order_id);
    expect((await payOnTestPage(pending.url)).status).toBe(303);
    expect(await orderRow(pending.order_id)).toMatchObject({ status: 'cancelled', refunded_amount: 120 });
    expect(await counters(purchase)).toMatchObject({ stock: 3, stock_held: 0 });
  });
});

describe('the order state machine and the stock returned exactly as taken', () => {
  it('a member cannot cancel once the order is prepared, whatever the reservation row says', async () => {
    const slug = await fixtureProduct({ reserve_enabled: true, price: 120, stock: 3 });
    const first = await started(member.client, reserve(slug, { reservation_option: 'full' }));
    expect((await payOnTestPage(first.url)).status).toBe(303);
    expect(
      (await admin.from('orders').update({ status: 'fulfilled' }).eq('id', first.order_id)).error,
    ).toBeNull();
    const refused = await member.client.rpc('cancel_reservation', {
      p_reservation_id: await reservationId(first.order_id),
    });
    expect(refused.error?.message).toBe('not_cancellable');
    expect((await orderRow(first.order_id)).status).toBe('fulfilled');
    const { rows } = await db.query<{ status: string }>(
      'select status from public.reservations where order_id = $1',
      [first.order_id],
    );
    expect(rows[0]?.status).toBe('paid');
    expect((await counters(slug)).stock).toBe(2);
  });

  it('a cancellation gives back exactly what the sale took: from stock, and sold ahead', async () => {
    const slug = await fixtureProduct({ reserve_enabled: true, price: 100, stock: 1 });
    const first = await started(
      member.client,
      reserve(slug, { items: [{ product_id: slug, quantity: 3 }], reservation_option: 'full' }),
    );
    expect((await payOnTestPage(first.url)).status).toBe(303);
    expect(await holdsOf(first.order_id)).toMatchObject([{ status: 'sold', from_stock: 1, sold_ahead: 2 }]);
    expect(await counters(slug)).toMatchObject({ stock: 0, sold_ahead: 2 });
    const cancelled = await member.client.rpc('cancel_reservation', {
      p_reservation_id: await reservationId(first.order_id),
    });
    expect(cancelled.data).toEqual({ status: 'cancelled', refund_amount: 300, refund_state: 'pending' });
    // Before: stock + 3 (more than the 1 the sale took). Now: 1 back to stock, 2 off the sold-ahead count.
    expect(await counters(slug)).toMatchObject({ stock: 1, sold_ahead: 0 });
    expect(await holdsOf(first.order_id)).toMatchObject([{ status: 'returned' }]);
  });

  it('concurrent cancellations by the member and an admin return the units once', async () => {
    const slug = await fixtureProduct({ reserve_enabled: true, price: 100, stock: 2 });
    const first = await started(member.client, reserve(slug, { reservation_option: 'full' }));
    expect((await payOnTestPage(first.url)).status).toBe(303);
    expect((await counters(slug)).stock).toBe(1);
    const id = await reservationId(first.order_id);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => member.client.rpc('cancel_reservation', { p_reservation_id: id })),
      admin.rpc('admin_cancel_order', { p_order_id: first.order_id }),
    ]);
    const wins = results.filter((result) => result.error === null);
    expect(wins).toHaveLength(1);
    // One cancellation asked for the refund, once.
    expect(await refundsMade(first.order_id)).toMatchObject([{ status: 'succeeded', amount: 100 }]);
    expect(await orderRow(first.order_id)).toMatchObject({ refunded_amount: 100, refund_due: 0 });
    expect((await orderRow(first.order_id)).status).toBe('cancelled');
    expect(await counters(slug)).toMatchObject({ stock: 2, sold_ahead: 0, stock_held: 0 });
  });

  it('an admin cancelling a paid purchase returns its units, and refunding it later returns nothing more', async () => {
    const slug = await fixtureProduct({ stock: 5 });
    const first = await started(shopper(), buy(slug, 2));
    expect((await payOnTestPage(first.url)).status).toBe(303);
    expect((await counters(slug)).stock).toBe(3);
    expect((await admin.rpc('admin_cancel_order', { p_order_id: first.order_id })).error).toBeNull();
    expect((await counters(slug)).stock).toBe(5);
    await refundsMade(first.order_id);
    expect(
      (await admin.from('orders').update({ status: 'refunded' }).eq('id', first.order_id)).error,
    ).toBeNull();
    expect((await counters(slug)).stock).toBe(5);
  });

  it('an admin marking a pending checkout order paid (paid outside the shop) sells its held units', async () => {
    const slug = await fixtureProduct({ stock: 2 });
    const first = await started(shopper(), buy(slug));
    expect((await admin.from('orders').update({ status: 'paid' }).eq('id', first.order_id)).error).toBeNull();
    expect(await counters(slug)).toMatchObject({ stock: 1, stock_held: 0 });
    expect(await holdsOf(first.order_id)).toMatchObject([{ status: 'sold', from_stock: 1 }]);
  });
});
