// The lifecycle mails read from the local mailbox (sent over SMTP by send-emails), in both languages: the
// order confirmation, the cancellation of a paid order (once, whoever cancels it; none for a checkout nobody
// paid), the refund. order_shipped and balance_due are queued by fulfilment; their templates are unit-tested
// and mail-outbox.test.ts sends them through the mailbox.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnTestPage, CONTACT, orderBody, shopper, started } from './checkout-helpers';
import { adminClient, mailFor, newMember, ownerDb, uniqueEmail, type Client } from './helpers';

let db: pg.Client;
let admin: Client;

beforeAll(async () => {
  db = await ownerDb();
  admin = await adminClient();
});

afterAll(async () => {
  await db.end();
});

async function paidOrder(locale: 'en' | 'fr') {
  const email = uniqueEmail('lifecycle');
  const order = await started(shopper(), orderBody({ locale, contact: { ...CONTACT, email } }));
  expect((await payOnTestPage(order.url)).status).toBe(303);
  return { ...order, email };
}

const kinds = async (email: string) => (await mailFor(email)).map((mail) => mail.type).sort();

describe('lifecycle mails', () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`confirms, then tells of the cancellation once, in ${locale}`, async () => {
      const order = await paidOrder(locale);
      const [confirmation] = await mailFor(order.email);
      expect(confirmation?.type).toBe('order_confirmation');
      expect(confirmation?.subject).toBe(
        locale === 'fr'
          ? `Maison Immortela · Votre commande ${order.order_number} est confirmée`
          : `Maison Immortela · Your order ${order.order_number} is confirmed`,
      );
      expect(confirmation?.html).toContain(`lang="${locale}"`);

      // An admin cancels the paid order (admin_cancel_order, as the order page does: its refund is asked for).
      const cancelled = await admin.rpc('admin_cancel_order', { p_order_id: order.order_id });
      expect(cancelled.error).toBeNull();
      const mails = await mailFor(order.email);
      expect(mails.map((mail) => mail.type).sort()).toEqual(['order_cancelled', 'order_confirmation']);
      const mail = mails.find((candidate) => candidate.type === 'order_cancelled');
      expect(mail?.subject).toBe(
        locale === 'fr'
          ? `Maison Immortela · Votre commande ${order.order_number} est annulée`
          : `Maison Immortela · Your order ${order.order_number} is cancelled`,
      );

      // Once: a later move (refunded) or a second attempt to queue it sends nothing more.
      await db.query(`select public.enqueue_mail('order_cancelled', $1, $2, $3, '{}'::jsonb)`, [
        order.email,
        locale,
        order.order_id,
      ]);
      expect(await kinds(order.email)).toEqual(['order_cancelled', 'order_confirmation']);
    });
  }

  it('sends no cancellation for a checkout nobody paid', async () => {
    const email = uniqueEmail('unpaid');
    const order = await started(shopper(), orderBody({ contact: { ...CONTACT, email } }));
    await db.query("update public.orders set status = 'cancelled' where id = $1", [order.order_id]);
    expect(await mailFor(email)).toEqual([]);
  });

  for (const locale of ['en', 'fr'] as const) {
    it(`tells of a refund in ${locale}`, async () => {
      const order = await paidOrder(locale);
      await db.query("select public.queue_refund_mail($1, 42, 'already_paid')", [order.order_id]);
      const mail = (await mailFor(order.email)).find((candidate) => candidate.type === 'payment_refunded');
      expect(mail?.subject).toBe(
        locale === 'fr'
          ? `Maison Immortela · Votre paiement pour la commande ${order.order_number} a été remboursé`
          : `Maison Immortela · Your payment for order ${order.order_number} has been refunded`,
      );
      expect(mail?.html).toContain(locale === 'fr' ? '42\u00a0€' : '$42');
    });

    it(`confirms a reservation, then its cancellation by the member, in ${locale}`, async () => {
      const member = await newMember('Lifecycle Member');
      const order = await started(
        member.client,
        orderBody({
          locale,
          kind: 'reservation',
          items: [{ product_id: 'immortela-elixir-30ml', quantity: 1 }],
          reservation_option: 'deposit',
          accept_cancellation_policy: true,
          contact: { ...CONTACT, email: member.email },
        }),
      );
      expect((await payOnTestPage(order.url)).status).toBe(303);
      const [confirmation] = await mailFor(member.email);
      expect(confirmation?.type).toBe('reservation_confirmation');
      expect(confirmation?.subject).toBe(
        locale === 'fr'
          ? `Maison Immortela · Votre réservation ${order.order_number} est confirmée`
          : `Maison Immortela · Your reservation ${order.order_number} is confirmed`,
      );
      const { rows } = await db.query<{ id: string }>(
        'select id from public.reservations where order_id = $1',
        [order.order_id],
      );
      const cancelled = await member.client.rpc('cancel_reservation', {
        p_reservation_id: rows[0]?.id ?? '',
      });
      expect(cancelled.error).toBeNull();
      const types = (await mailFor(member.email)).map((mail) => mail.type);
      expect(types.filter((type) => type === 'order_cancelled')).toHaveLength(1);
      expect(types.filter((type) => type === 'reservation_confirmation')).toHaveLength(1);
    });
  }
});
