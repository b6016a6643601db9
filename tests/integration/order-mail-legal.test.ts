// The order and reservation confirmations carry the terms of sale (a link on the shop's own address) and the
// right of withdrawal with its cosmetics exception and how to use it, in the order's language
// (20261123100100_order_mail_legal.sql).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT, orderBody, payOnTestPage, reservationBody, started } from './checkout-helpers';
import { anonClient, newMember, ownerDb, type Member } from './helpers';
import { outboxMails } from './outbox-words';

async function paidOrder(client: Parameters<typeof started>[0], body: Record<string, unknown>) {
  const { url, order_id, order_number } = await started(client, body);
  expect((await payOnTestPage(url)).status).toBe(303);
  const mails = await outboxMails(order_id);
  expect(mails).toHaveLength(1);
  return { mail: mails[0] ?? { kind: '', locale: '', body_text: '' }, number: order_number };
}

let db: pg.Client;
let site: string;
let member: Member;

beforeAll(async () => {
  db = await ownerDb();
  const { rows } = await db.query<{ site_url: string }>('select site_url from public.shop_settings');
  site = rows[0]?.site_url ?? '';
  expect(site).toMatch(/^https?:\/\//);
  member = await newMember('Legal Mail Member');
});

afterAll(async () => {
  await db.query('update public.shop_settings set site_url = $1', [site]);
  await db.end();
});

describe('confirmation mails', () => {
  it('give a guest the terms and the withdrawal information in English', async () => {
    const { mail, number } = await paidOrder(anonClient(), orderBody());
    expect(mail).toMatchObject({ kind: 'order_confirmation', locale: 'en' });
    const body = mail.body_text;
    expect(body).toContain(`Our terms of sale, which you accepted: ${site}/terms`);
    expect(body).toContain(
      'Your right of withdrawal: you may withdraw within 14 days of the day you receive your order',
    );
    expect(body).toContain(
      'you can no longer withdraw from a cosmetic product you have unsealed after delivery',
    );
    expect(body).toContain('L221-28 9°');
    expect(body).toContain(`${site}/withdrawal-form`);
    expect(body).toContain('"Withdraw from the contract here"');
    expect(body).toContain(
      `on the order status page (${site}/order) with its number ${number} and this email address`,
    );
    // A guest has no "My orders".
    expect(body).not.toContain('/my-orders');
  });

  it('give a member the same in French, with their orders page', async () => {
    const { mail } = await paidOrder(
      member.client,
      orderBody({ locale: 'fr', contact: { ...CONTACT, email: member.email } }),
    );
    expect(mail).toMatchObject({ kind: 'order_confirmation', locale: 'fr' });
    const body = mail.body_text;
    expect(body).toContain(`Nos conditions générales de vente, que vous avez acceptées : ${site}/terms`);
    expect(body).toContain(
      'vous pouvez vous rétracter dans les 14 jours suivant la réception de votre commande',
    );
    expect(body).toContain(
      'vous ne pouvez plus vous rétracter pour un cosmétique que vous avez descellé après la livraison',
    );
    expect(body).toContain('article L221-28 9°');
    expect(body).toContain(`${site}/withdrawal-form`);
    expect(body).toContain('« Renoncer au contrat ici »');
    expect(body).toContain(`dans « Mes commandes » (${site}/my-orders)`);
  });

  it('are in the reservation confirmation too, on the address the owner set', async () => {
    await db.query('update public.shop_settings set site_url = $1', ['https://shop.example']);
    const { mail } = await paidOrder(
      member.client,
      reservationBody({ contact: { ...CONTACT, email: member.email } }),
    );
    expect(mail.kind).toBe('reservation_confirmation');
    expect(mail.body_text).toContain('Our terms of sale, which you accepted: https://shop.example/terms');
    expect(mail.body_text).toContain('within 14 days of the day you receive your item');
    expect(mail.body_text).toContain('https://shop.example/withdrawal-form');
    expect(mail.body_text).toContain('https://shop.example/my-orders');
    expect(mail.body_text).not.toContain(site === 'https://shop.example' ? '\u0000' : `${site}/`);
  });
});
