// Issue 27 item 7: after an erasure no e-mail or telephone of the person stays anywhere in public, the legal
// records included, except the name and address the law keeps on orders and invoices. The person here buys as
// a member with a promotion code (promo_redemptions keeps an address), pays (an invoice freezes the order's
// facts), receives the parcel, then deletes the account (erase_person as the delete-account function calls
// it) or is erased from the CRM by an admin.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct, orderBody, payOnTestPage, started } from './checkout-helpers';
import { adminClient, newMember, ownerDb, serviceClient, waitForMail, type Member } from './helpers';
import { columnsHolding } from './term-search';

let db: pg.Client;
let product: string;

beforeAll(async () => {
  db = await ownerDb();
  product = await fixtureProduct({ stock: 50 });
});

afterAll(async () => {
  await db?.end();
});

/** The last mail, account_erased, goes to the address and leaves the outbox once sent. */
async function erasedMailSent(email: string): Promise<void> {
  expect((await waitForMail(email, 'account_erased')).to).toBe(email);
}

/** A member's order paid with a promotion code, delivered: its invoice and the code's use hold their address. */
async function deliveredOrderWithCode(member: Member, phone: string): Promise<string> {
  const code = `ERASE${randomUUID().slice(0, 6).toUpperCase()}`;
  const inserted = await serviceClient()
    .from('promo_codes')
    .insert({ code, kind: 'percent', percent_off: 10, max_uses_per_customer: null });
  if (inserted.error) throw inserted.error;
  const page = await started(
    member.client,
    orderBody({
      items: [{ product_id: product, quantity: 1 }],
      contact: { email: member.email, name: 'Solène Varda', phone },
      promo_code: code,
    }),
  );
  expect((await payOnTestPage(page.url)).status).toBe(303);
  for (const status of ['fulfilled', 'shipped', 'delivered'] as const) {
    const moved = await serviceClient().from('orders').update({ status }).eq('id', page.order_id);
    if (moved.error) throw moved.error;
  }
  const { rows } = await db.query<{ email: string; phone: string | null }>(
    `select r.email, i.snapshot #>> '{customer,phone}' as phone
     from public.promo_redemptions r join public.invoices i on i.order_id = r.order_id
     where r.order_id = $1`,
    [page.order_id],
  );
  // What the erasure has to reach: the code's use names the buyer, the invoice froze the order's facts.
  expect(rows).toEqual([{ email: member.email, phone: null }]);
  return page.order_id;
}

const digits = () => String(Math.floor(10_000_000 + Math.random() * 89_999_999));

describe('an erasure', () => {
  it('leaves no e-mail or telephone in promotion uses, invoices or anywhere else (account deleted)', async () => {
    const member = await newMember('Solène Varda');
    const phone = `+33 6 ${digits()}`;
    const orderId = await deliveredOrderWithCode(member, phone);

    const { error } = await serviceClient().rpc('erase_person', { p_user_id: member.id });
    expect(error).toBeNull();
    await erasedMailSent(member.email);

    expect(await columnsHolding(db, member.email)).toEqual([]);
    expect(await columnsHolding(db, phone)).toEqual([]);
    // The law's part stays: the invoice's name and address, the order's lines.
    const { rows } = await db.query<{ name: string; city: string; email: string }>(
      `select snapshot #>> '{customer,name}' as name, snapshot #>> '{customer,address,city}' as city,
              snapshot #>> '{customer,email}' as email
       from public.invoices where order_id = $1`,
      [orderId],
    );
    expect(rows).toEqual([
      { name: 'Solène Varda', city: 'Aix-en-Provence', email: expect.stringMatching(/@erased\.invalid$/) },
    ]);
  });

  it('does the same for a contact an admin erases from the CRM', async () => {
    const member = await newMember('Solène Varda');
    const phone = `+33 7 ${digits()}`;
    await deliveredOrderWithCode(member, phone);
    const { rows } = await db.query<{ id: string }>('select id from public.contacts where user_id = $1', [
      member.id,
    ]);
    const admin = await adminClient();
    const { error } = await admin.rpc('erase_person', { p_contact_id: rows[0]?.id ?? '' });
    expect(error).toBeNull();
    await erasedMailSent(member.email);
    expect(await columnsHolding(db, member.email)).toEqual([]);
    expect(await columnsHolding(db, phone)).toEqual([]);
  });

  it('lets no one else rewrite an invoice: the e-mail only during an erasure, to a placeholder', async () => {
    const member = await newMember('Solène Varda');
    const orderId = await deliveredOrderWithCode(member, `+33 6 ${digits()}`);
    const set = (path: string, value: string) =>
      db.query(`update public.invoices set snapshot = jsonb_set(snapshot, $2, $3) where order_id = $1`, [
        orderId,
        path,
        JSON.stringify(value),
      ]);
    await expect(set('{customer,email}', 'erased-00@erased.invalid')).rejects.toThrow(/invoices_immutable/);
    await expect(set('{customer,name}', 'Someone')).rejects.toThrow(/invoices_immutable/);
  });
});
