// Checkout and payments end to end through the API: create-checkout prices in SQL whatever the client sends,
// the test provider's page pays through a signed webhook, the webhook applies each event once and only for the
// amount due, receipts need their token, guests look orders up by number + email (rate-limited), members pay
// balances and cancel reservations, and confirmation mails wait in the outbox in the customer's language.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  reservationBody,
  shopper,
  started,
  expectRefused,
} from './checkout-helpers';
import { anonClient, mailFor, newMember, ownerDb, serviceClient, type Member, untyped } from './helpers';
import { signatureHeader } from '../../supabase/functions/_shared/signature.ts';
import { testWebhookSecretFor } from './edge-runtime';
import { outboxMails } from './outbox-words';

const outbox = (orderId: string) => outboxMails(orderId);

async function paymentEvents(orderId: string) {
  const { data, error } = await serviceClient()
    .from('payment_events')
    .select('event_id, outcome')
    .eq('order_id', orderId);
  if (error) throw error;
  return data;
}

let member: Member;

beforeAll(async () => {
  member = await newMember('Reservation Member');
});

describe('create-checkout prices on the server', () => {
  it('ignores client prices, totals and names, merges duplicate lines and charges dollars in English', async () => {
    const body = orderBody({
      items: [
        { product_id: 'renouvela-creme', quantity: 2, price: 1, unit_price: 0.01, name: 'Free cream' },
        { product_id: 'immortela-elixir-10ml', quantity: 1, price: 0 },
        { product_id: 'renouvela-creme', quantity: 1 },
      ],
      total: 1,
      subtotal: 1,
      amount_due_now: 1,
    });
    const { order_id, order_number, url } = await started(shopper(), body);
    expect(order_number).toMatch(/^MI-\d+$/);
    expect(url).toContain('/functions/v1/test-checkout?session=');
    const order = await orderRow(order_id);
    expect(order).toMatchObject({
      currency: 'usd',
      status: 'pending_payment',
      kind: 'purchase',
      user_id: null,
    });
    expect(Number(order.subtotal)).toBe(900 * 3 + 500);
    expect(Number(order.amount_due_now)).toBe(3200);
    const { data: lines } = await serviceClient()
      .from('order_items')
      .select('product_slug, product_name, unit_price, quantity')
      .eq('order_id', order_id)
      .order('created_at');
    expect(lines?.map((line) => [line.product_slug, Number(line.unit_price), line.quantity])).toEqual([
      ['renouvela-creme', 900, 3],
      ['immortela-elixir-10ml', 500, 1],
    ]);
    expect(lines?.[0]?.product_name).not.toBe('Free cream');
  });

  it('charges euros with the French price in French', async () => {
    const { order_id } = await started(shopper(), orderBody({ locale: 'fr' }));
    const order = await orderRow(order_id);
    expect(order.currency).toBe('eur');
    expect(Number(order.total)).toBe(830);
    expect(order.locale).toBe('fr');
  });

  it('refuses tampered product ids, quantities and flags with a code and the field', async () => {
    const client = shopper();
    await expectRefused(
      client,
      orderBody({ items: [{ product_id: 'no-such-serum', quantity: 1 }] }),
      'unknown_product',
    );
    await expectRefused(
      client,
      orderBody({ items: [{ product_id: "x' or 1=1 --", quantity: 1 }] }),
      'unknown_product',
    );
    for (const quantity of [0, -1, 1001, 1.5, '2', null]) {
      await expectRefused(
        client,
        orderBody({ items: [{ product_id: 'renouvela-creme', quantity }] }),
        'quantity_out_of_range',
      );
    }
    // Two lines of one product that add up beyond the limit.
    await expectRefused(
      client,
      orderBody({
        items: [
          { product_id: 'renouvela-creme', quantity: 600 },
          { product_id: 'renouvela-creme', quantity: 600 },
        ],
      }),
      'quantity_out_of_range',
    );
    await expectRefused(client, orderBody({ items: [] }), 'empty_cart');
    await expectRefused(
      client,
      orderBody({ items: [{ product_id: 'immortela-elixir-30ml', quantity: 1 }] }),
      'reserve_only',
    );
    await expectRefused(
      client,
      orderBody({ items: [{ product_id: 'renouvela-riche', quantity: 25 }] }),
      'out_of_stock',
    );
    const draft = await fixtureProduct({ published: false });
    await expectRefused(
      client,
      orderBody({ items: [{ product_id: draft, quantity: 1 }] }),
      'product_unavailable',
    );
  });

  it('checks the contact, the address and the terms', async () => {
    const client = shopper();
    await expectRefused(client, orderBody({ accept_terms: false }), 'terms_not_accepted', 'accept_terms');
    await expectRefused(
      client,
      orderBody({ contact: { ...CONTACT, email: 'not-an-email' } }),
      'invalid_email',
      'contact.email',
    );
    await expectRefused(
      client,
      orderBody({ contact: { ...CONTACT, name: '  ' } }),
      'invalid_field',
      'contact.name',
    );
    await expectRefused(
      client,
      orderBody({ shipping: { line1: '1 Main St', city: 'Paris', postal_code: '', country: 'FR' } }),
      'invalid_field',
      'shipping.postal_code',
    );
    await expectRefused(
      client,
      orderBody({ shipping: { line1: '1 Main St', city: 'Paris', postal_code: '75001', country: 'France' } }),
      'invalid_field',
      'shipping.country',
    );
    await expectRefused(
      client,
      orderBody({ origin: 'https://evil.example' }),
      'origin_not_allowed',
      'origin',
    );
    await expectRefused(
      client,
      orderBody({ idempotency_key: 'short' }),
      'invalid_request',
      'idempotency_key',
    );
  });

  it('is idempotent: a retry with the same key gets the same order, whatever it now says', async () => {
    const key = randomUUID();
    const first = await started(shopper(), orderBody({ idempotency_key: key }));
    const retry = await started(
      shopper(),
      orderBody({ idempotency_key: key, items: [{ product_id: 'renouvela-creme', quantity: 9 }] }),
    );
    expect(retry.order_id).toBe(first.order_id);
    expect(retry.order_number).toBe(first.order_number);
    const { count } = await serviceClient()
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('idempotency_key', key);
    expect(count).toBe(1);
    expect(Number((await orderRow(first.order_id)).subtotal)).toBe(900);
  });

  it('links every paying buyer to a CRM contact by email, once the payment is recorded', async () => {
    const email = `buyer-${randomUUID().slice(0, 6)}@example.test`;
    const { order_id, url } = await started(shopper(), orderBody({ contact: { ...CONTACT, email } }));
    expect((await orderRow(order_id)).contact_id).toBeNull();
    expect((await payOnTestPage(url)).status).toBe(303);
    const order = await orderRow(order_id);
    const { data: contact } = await serviceClient()
      .from('contacts')
      .select('id, email')
      .eq('id', order.contact_id ?? '')
      .single();
    expect(contact?.email).toBe(email);
  });
});

describe('the test payment page and the webhook', () => {
  it('pays a guest order: 303 to the success page, order paid once, stock down, mail queued in English', async () => {
    const product = await fixtureProduct({ stock: 5 });
    const { url, order_id } = await started(
      shopper(),
      orderBody({ items: [{ product_id: product, quantity: 2 }] }),
    );
    const page = await fetch(url);
    const html = await page.text();
    expect(html).toContain('Test payment: no money moves');
    expect(html).toContain('$240');

    const paid = await payOnTestPage(url);
    expect(paid.status).toBe(303);
    const success = paid.headers.get('location') ?? '';
    expect(success.startsWith(`${ORIGIN}/payment-success?order=${order_id}&token=`)).toBe(true);

    const order = await orderRow(order_id);
    expect(order).toMatchObject({ status: 'paid', payment_provider: 'test' });
    expect(Number(order.amount_paid)).toBe(240);
    expect(Number(order.balance_due)).toBe(0);
    const { data: stock } = await serviceClient()
      .from('products')
      .select('stock')
      .eq('product_id', product)
      .single();
    expect(stock?.stock).toBe(3);
    const mails = await outbox(order_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order_confirmation', locale: 'en', to_email: CONTACT.email });
    expect(mails[0]?.subject).toContain(`Your order ${order.number} is confirmed`);
    expect(mails[0]?.body_text).toContain('$240');
    // Locally the mailbox is the outbox's sender: the confirmation arrives there, once, and is marked sent.
    const delivered = (await mailFor(CONTACT.email)).filter((mail) => mail.subject.includes(order.number));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.type).toBe('order_confirmation');
    expect((await mailFor(CONTACT.email)).filter((mail) => mail.subject.includes(order.number))).toHaveLength(
      1,
    );

    // The receipt behind the success URL, and nothing without its token.
    const { order: id, token } = receiptParams(success);
    const receipt = await anonClient().rpc('get_order_receipt', { p_order_id: id, p_token: token });
    expect(receipt.data).toMatchObject({ number: order.number, status: 'paid', email: CONTACT.email });
    const forged = await anonClient().rpc('get_order_receipt', { p_order_id: id, p_token: 'f'.repeat(64) });
    expect(forged.data).toBeNull();
  });

  it('writes the French confirmation in French with euros', async () => {
    const { url, order_id } = await started(shopper(), orderBody({ locale: 'fr' }));
    expect(await (await fetch(url)).text()).toContain('Paiement de test : aucun argent ne circule');
    expect((await payOnTestPage(url)).status).toBe(303);
    const [mail] = await outbox(order_id);
    expect(mail?.locale).toBe('fr');
    expect(mail?.subject).toContain('Votre commande');
    expect(mail?.body_text).toContain('830\u00a0€');
  });

  it('applies the same event delivered three times once', async () => {
    const product = await fixtureProduct({ stock: 10 });
    const { order_id } = await started(
      shopper(),
      orderBody({ items: [{ product_id: product, quantity: 1 }] }),
    );
    const event = paidEvent(order_id, 12000, 'usd');
    const outcomes = [];
    for (let delivery = 0; delivery < 3; delivery += 1) outcomes.push(await deliver(event));
    expect(outcomes.map((o) => [o.status, o.body.outcome])).toEqual([
      [200, 'processed'],
      [200, 'duplicate'],
      [200, 'duplicate'],
    ]);
    const order = await orderRow(order_id);
    expect(order.status).toBe('paid');
    expect(Number(order.amount_paid)).toBe(120);
    expect(await paymentEvents(order_id)).toHaveLength(1);
    expect(await outbox(order_id)).toHaveLength(1);
    const { data: stock } = await serviceClient()
      .from('products')
      .select('stock')
      .eq('product_id', product)
      .single();
    expect(stock?.stock).toBe(9);
  });

  it('refuses a forged, stale or missing signature with 400 and changes nothing', async () => {
    const { order_id } = await started(shopper(), orderBody());
    const event = paidEvent(order_id, 90000, 'usd');
    const raw = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const forged = await signatureHeader('whsec_not_ours', raw);
    const stale = await signatureHeader(await testWebhookSecretFor(), raw, now - 301);
    const tamperedBody = await signatureHeader(await testWebhookSecretFor(), raw.replace('90000', '1'));
    for (const signature of [forged, stale, tamperedBody, 't=abc,v1=00', '']) {
      const answer = await deliver(event, signature);
      expect(answer.status).toBe(400);
    }
    expect((await orderRow(order_id)).status).toBe('pending_payment');
    expect(await paymentEvents(order_id)).toHaveLength(0);
    // Within the tolerance the same event is accepted.
    const fresh = await deliver(event, await signatureHeader(await testWebhookSecretFor(), raw, now - 200));
    expect(fresh.body.outcome).toBe('processed');
  });

  it('keeps a payment of the wrong amount or currency but does not move the order', async () => {
    const { order_id } = await started(shopper(), orderBody());
    expect((await deliver(paidEvent(order_id, 100, 'usd'))).body.outcome).toBe('amount_mismatch');
    expect((await deliver(paidEvent(order_id, 90000, 'eur'))).body.outcome).toBe('amount_mismatch');
    expect((await deliver(paidEvent(randomUUID(), 90000, 'usd'))).body.outcome).toBe('unknown_order');
    const order = await orderRow(order_id);
    expect(order.status).toBe('pending_payment');
    expect(Number(order.amount_paid)).toBe(0);
    expect((await paymentEvents(order_id)).map((e) => e.outcome).sort()).toEqual([
      'amount_mismatch',
      'amount_mismatch',
    ]);
  });

  it('answers an invalid or expired test page link with a clear page', async () => {
    const { url } = await started(shopper(), orderBody());
    const tampered = url.replace(/session=([^.]+)\./, (_match, data: string) => `session=${data}x.`);
    const page = await fetch(tampered);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('invalid or has expired');
  });
});

describe('reservations', () => {
  it('needs a signed-in member and an accepted policy, and holds one product', async () => {
    await expectRefused(shopper(), reservationBody(), 'sign_in_required');
    await expectRefused(
      member.client,
      reservationBody({ accept_cancellation_policy: false }),
      'policy_not_accepted',
    );
    await expectRefused(
      member.client,
      reservationBody({ items: [{ product_id: 'renouvela-creme', quantity: 1 }] }),
      'not_reservable',
    );
    await expectRefused(
      member.client,
      reservationBody({
        items: [
          { product_id: 'immortela-elixir-30ml', quantity: 1 },
          { product_id: 'renouvela-creme', quantity: 1 },
        ],
      }),
      'invalid_field',
      'items',
    );
  });

  it('deposit of 50%, then the balance: paid in full, mails for both, policy stored with its time', async () => {
    const started1 = await started(
      member.client,
      reservationBody({ contact: { ...CONTACT, email: member.email } }),
    );
    let order = await orderRow(started1.order_id);
    expect(order).toMatchObject({ kind: 'reservation', user_id: member.id });
    expect(Number(order.amount_due_now)).toBe(700);
    expect(Number(order.balance_due)).toBe(700);

    const { data: reservation } = await member.client
      .from('reservations')
      .select(
        'id, option, status, deposit_amount, balance_due, estimated_delivery_date, cancellation_policy_accepted, cancellation_policy_accepted_at',
      )
      .eq('order_id', started1.order_id)
      .single();
    expect(reservation).toMatchObject({ option: 'deposit', status: 'pending_payment' });
    expect(reservation?.cancellation_policy_accepted).toContain('cancelled free of charge');
    expect(Date.now() - Date.parse(reservation?.cancellation_policy_accepted_at ?? '')).toBeLessThan(60_000);
    const expected = new Date();
    expected.setUTCDate(expected.getUTCDate() + 45);
    expect(reservation?.estimated_delivery_date).toBe(expected.toISOString().slice(0, 10));

    expect((await payOnTestPage(started1.url)).status).toBe(303);
    order = await orderRow(started1.order_id);
    expect(order.status).toBe('deposit_paid');
    expect(Number(order.amount_paid)).toBe(700);
    expect(Number(order.balance_due)).toBe(700);

    // Someone else cannot pay (or see) this balance; a guest cannot either.
    const stranger = await newMember('Stranger');
    const balanceBody = {
      purpose: 'balance',
      order_id: started1.order_id,
      locale: 'en',
      idempotency_key: randomUUID(),
      origin: ORIGIN,
    };
    await expectRefused(stranger.client, balanceBody, 'order_not_found');
    await expectRefused(shopper(), balanceBody, 'sign_in_required');

    const balance = await started(member.client, balanceBody);
    expect(balance.order_id).toBe(started1.order_id);
    const page = await (await fetch(balance.url)).text();
    expect(page).toContain('$700');
    expect(page).toContain('Balance, reservation');
    expect((await payOnTestPage(balance.url)).status).toBe(303);

    order = await orderRow(started1.order_id);
    expect(order.status).toBe('paid');
    expect(Number(order.amount_paid)).toBe(1400);
    expect(Number(order.balance_due)).toBe(0);
    const { data: paidReservation } = await member.client
      .from('reservations')
      .select('status, amount_paid, balance_due')
      .eq('order_id', started1.order_id)
      .single();
    expect(paidReservation).toMatchObject({ status: 'paid', balance_due: 0 });
    expect(Number(paidReservation?.amount_paid)).toBe(1400);
    expect((await outbox(started1.order_id)).map((mail) => mail.kind)).toEqual([
      'reservation_confirmation',
      'balance_paid',
    ]);
    await expectRefused(member.client, { ...balanceBody, idempotency_key: randomUUID() }, 'nothing_due');
  });

  it('cancels within the policy with the refund recorded, and not once the item is ready', async () => {
    const { order_id, url } = await started(member.client, reservationBody({ locale: 'fr' }));
    expect((await payOnTestPage(url)).status).toBe(303);
    const { data: reservation } = await member.client
      .from('reservations')
      .select('id')
      .eq('order_id', order_id)
      .single();
    const id = reservation?.id ?? '';

    const stranger = await newMember('Another');
    const refused = await stranger.client.rpc('cancel_reservation', { p_reservation_id: id });
    expect(refused).toMatchObject({ status: 404, error: { message: 'reservation_not_found' } });
    const anon = await anonClient().rpc('cancel_reservation', { p_reservation_id: id });
    expect(anon.error).not.toBeNull();

    const cancelled = await member.client.rpc('cancel_reservation', { p_reservation_id: id });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toEqual({ status: 'cancelled', refund_amount: 645, refund_state: 'pending' });
    expect(await orderRow(order_id)).toMatchObject({
      status: 'cancelled',
      refunded_amount: 0,
      refund_due: 645,
    });
    await refundsMade(order_id);
    const order = await orderRow(order_id);
    expect(Number(order.refunded_amount)).toBe(645);
    const { data: events } = await serviceClient()
      .from('order_events')
      .select('type, data')
      .eq('order_id', order_id)
      .eq('type', 'refund');
    expect(events?.[0]?.data).toMatchObject({
      amount: 645,
      currency: 'eur',
      state: 'refunded',
      reason: 'reservation_cancelled',
    });
    const again = await member.client.rpc('cancel_reservation', { p_reservation_id: id });
    expect(again.error?.message).toBe('not_cancellable');

    // A reservation whose item is ready can no longer be cancelled.
    const second = await started(member.client, reservationBody({ reservation_option: 'full' }));
    expect((await payOnTestPage(second.url)).status).toBe(303);
    const { data: ready } = await serviceClient()
      .from('reservations')
      .update({ status: 'ready' })
      .eq('order_id', second.order_id)
      .select('id')
      .single();
    const late = await member.client.rpc('cancel_reservation', { p_reservation_id: ready?.id ?? '' });
    expect(late.error?.message).toBe('not_cancellable');
    expect((await orderRow(second.order_id)).status).toBe('paid');
  });
});

describe('the guest order lookup', () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = await ownerDb();
    await db.query('delete from public.order_lookup_failures');
  });
  afterAll(async () => {
    await db.query('delete from public.order_lookup_failures');
    await db.end();
  });

  it('reveals an order only when number and email belong together, then refuses a guesser', async () => {
    const email = `Lookup-${randomUUID().slice(0, 6)}@Example.test`;
    const { order_number } = await started(shopper(), orderBody({ contact: { ...CONTACT, email } }));
    const found = await anonClient().rpc('lookup_order', {
      p_number: order_number.toLowerCase(),
      p_email: ` ${email.toUpperCase()} `,
    });
    expect(found.data).toMatchObject({ number: order_number, status: 'pending_payment' });
    expect(found.data).not.toHaveProperty('email');

    const wrong = await anonClient().rpc('lookup_order', {
      p_number: order_number,
      p_email: 'someone@else.test',
    });
    expect(wrong.error).toBeNull();
    expect(wrong.data).toBeNull();
    // Two more wrong addresses on this number from this client, then it must wait (abuse.test.ts has the
    // rest of the rule: the wait doubles, and other clients are never held back).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await anonClient().rpc('lookup_order', {
        p_number: order_number,
        p_email: `guess${attempt}@else.test`,
      });
    }
    const refused = await anonClient().rpc('lookup_order', { p_number: order_number, p_email: email });
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe('too_many_attempts');
    expect(refused.error?.details).toMatch(/^retry_after=\d+$/);
  });
});

describe('the tables behind checkout', () => {
  it('are closed to the API: outbox, receipt tokens, lookup failures, payment events', async () => {
    for (const table of ['email_outbox', 'order_receipt_tokens', 'order_lookup_failures', 'payment_events']) {
      for (const client of [anonClient(), member.client]) {
        const { data, error } = await untyped(client).from(table).select('*').limit(1);
        expect(error !== null || (data ?? []).length === 0, table).toBe(true);
      }
    }
  });

  it('keeps the pricing functions for the service role', async () => {
    const direct = await member.client.rpc('create_checkout_order', {
      p_user_id: member.id,
      p_kind: 'purchase',
      p_locale: 'en',
      p_idempotency_key: randomUUID(),
      p_items: [{ product_id: 'renouvela-creme', quantity: 1 }],
      p_email: member.email,
      p_name: 'x',
      p_phone: null,
      p_shipping: {},
      p_accept_terms: true,
    });
    expect(direct.error).not.toBeNull();
    const record = await anonClient().rpc('record_payment', {
      p_provider: 'test',
      p_event_id: 'evt_forged',
      p_event_type: 'checkout.session.completed',
      p_payload: {},
      p_order_id: randomUUID(),
      p_purpose: 'order',
      p_amount_minor: 1,
      p_currency: 'usd',
      p_reference: null,
    });
    expect(record.error).not.toBeNull();
  });

  it('cannot be read by a member for someone else', async () => {
    const { order_id } = await started(
      member.client,
      orderBody({ contact: { ...CONTACT, email: member.email } }),
    );
    const stranger = await newMember('Peeker');
    const { data } = await stranger.client.from('orders').select('id').eq('id', order_id);
    expect(data).toEqual([]);
    const { data: own } = await member.client.from('orders').select('id').eq('id', order_id);
    expect(own).toHaveLength(1);
    expect(await checkout(shopper(), { purpose: 'nope' })).toMatchObject({ ok: false, status: 400 });
  });
});
