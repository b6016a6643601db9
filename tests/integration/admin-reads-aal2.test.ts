// Issue 27 item 5: an admin's password (or a recovery link from their mailbox) alone exposes no customer's
// personal data. At aal1 the admin reads no contact, note, message, order with its address, line, history,
// invoice or payment page through REST, and the CRM and mail functions answer two_factor_required; after the
// TOTP challenge (aal2) all of it reads as before (20261127400000_admin_reads_aal2.sql).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct, orderBody, payOnTestPage, started } from './checkout-helpers';
import {
  adminClient,
  adminClientAal1,
  newMember,
  ownerDb,
  serviceClient,
  untyped,
  type Client,
  type Member,
} from './helpers';

/** The tables the fixture below fills for one customer, and how to find that customer's rows in each. */
const PERSONAL_ROWS = (orderId: string, contactId: string) =>
  [
    ['contacts', 'id', contactId],
    ['contact_notes', 'contact_id', contactId],
    ['contact_messages', 'contact_id', contactId],
    ['orders', 'id', orderId],
    ['order_items', 'order_id', orderId],
    ['order_events', 'order_id', orderId],
    ['invoices', 'order_id', orderId],
    ['payment_sessions', 'order_id', orderId],
  ] as const;

/**
 * Tables an admin policy reads that hold no personal data, so an aal1 admin may still read them: the
 * catalogue, its sets' components and its price history, promotion codes (not their uses), stock holds (units per order id), the
 * euro rate of an invoice, the owner's checkout limits and the shop's VAT standing (OSS registration, threshold).
 */
const NOT_PERSONAL = [
  'checkout_settings',
  'vat_settings',
  'products',
  'product_set_components',
  'product_price_history',
  'promo_codes',
  'stock_holds',
  'invoice_exchange_rates',
];

let member: Member;
let aal1: Client;
let aal2: Client;
let db: pg.Client;
let orderId: string;
let contactId: string;

beforeAll(async () => {
  member = await newMember('Private Person');
  const product = await fixtureProduct({ price: 40, price_euros: 36 });
  const start = await started(
    member.client,
    orderBody({
      items: [{ product_id: product, quantity: 1 }],
      contact: { name: 'Private Person', email: member.email, phone: '+33 6 11 22 33 44' },
    }),
  );
  expect((await payOnTestPage(start.url)).status).toBe(303);
  orderId = start.order_id;
  const service = serviceClient();
  const contact = await service.from('contacts').select('id').eq('email', member.email).single();
  if (contact.error) throw contact.error;
  contactId = contact.data.id;
  const note = await service
    .from('contact_notes')
    .insert({ contact_id: contactId, body: 'Allergic to lavender' });
  if (note.error) throw note.error;
  const message = await service.from('contact_messages').insert({
    contact_id: contactId,
    name: 'Private Person',
    email: member.email,
    message: `My home address changed ${randomUUID()}`,
  });
  if (message.error) throw message.error;
  aal1 = await adminClientAal1();
  aal2 = await adminClient();
  db = await ownerDb();
});

afterAll(async () => {
  await db.end();
});

describe("an admin's password alone", () => {
  it('reads no personal row through REST; the same session after the TOTP code reads them all', async () => {
    for (const [table, column, value] of PERSONAL_ROWS(orderId, contactId)) {
      const before = await untyped(aal1).from(table).select('*').eq(column, value);
      expect({ table, rows: before.data ?? [] }).toEqual({ table, rows: [] });
      const after = await untyped(aal2).from(table).select('*').eq(column, value);
      expect({ table, found: (after.data ?? []).length > 0 }).toEqual({ table, found: true });
    }
    // An unfiltered read of the whole table shows nothing either: no email, name or address of anyone.
    expect((await aal1.from('orders').select('email, name, shipping_address_line1')).data).toEqual([]);
    expect((await aal1.from('contacts').select('email, phone')).data).toEqual([]);
  });

  it('gets two_factor_required from the CRM and mail functions, which answer at aal2', async () => {
    const refused = { code: '42501', message: 'two_factor_required' };
    expect((await aal1.rpc('crm_search_contacts', { p_search: member.email })).error).toMatchObject(refused);
    expect((await aal1.rpc('crm_overview')).error).toMatchObject(refused);
    expect((await aal1.rpc('admin_outbox_mails', { p_order_id: orderId })).error).toMatchObject(refused);

    const found = await aal2.rpc('crm_search_contacts', { p_search: member.email });
    expect(found.data?.map((row) => row.email)).toEqual([member.email]);
    expect((await aal2.rpc('crm_overview')).error).toBeNull();
    const mails = await aal2.rpc('admin_outbox_mails', { p_order_id: orderId });
    expect(mails.data?.map((mail) => mail.to_email)).toContain(member.email);
  });

  it('still lets the admin tools start: its own role, the catalogue, its factors (it then asks for the code)', async () => {
    expect((await aal1.rpc('is_admin')).data).toBe(true);
    expect((await aal1.from('user_roles').select('role')).data).toEqual([{ role: 'owner' }]);
    expect((await aal1.from('products').select('id').limit(1)).data).toHaveLength(1);
    const factors = await aal1.auth.mfa.listFactors();
    expect(factors.data?.totp.filter((factor) => factor.status === 'verified')).toHaveLength(1);
  });

  it("keeps the admin's own cart (a shopper like any other) but no one else's", async () => {
    const own = await aal1.rpc('load_or_create_cart');
    expect(own.error).toBeNull();
    const ownId = (own.data as { id: string }).id;
    const cart = await member.client.rpc('load_or_create_cart');
    const { id: memberCart, version } = cart.data as { id: string; version: number };
    const product = await fixtureProduct({ price: 12 });
    const line = {
      product_id: product,
      product_name: 'Line',
      product_image: null,
      product_price: 12,
      quantity: 1,
      currency: 'usd',
    };
    expect(
      (
        await member.client.rpc('replace_cart_lines', {
          p_cart_id: memberCart,
          p_version: version,
          p_items: [line],
        })
      ).error,
    ).toBeNull();

    const carts = await aal1.from('carts').select('id');
    expect(carts.error).toBeNull();
    expect(carts.data).toEqual([{ id: ownId }]);
    expect((await aal1.from('cart_items').select('cart_id').eq('cart_id', memberCart)).data).toEqual([]);
    // After the code: the member's cart and its line too.
    expect((await aal2.from('cart_items').select('cart_id').eq('cart_id', memberCart)).data).toHaveLength(1);
  });

  it('changes nothing for the customer, who reads their own order and invoice', async () => {
    expect((await member.client.from('orders').select('id').eq('id', orderId)).data).toHaveLength(1);
    expect((await member.client.from('invoices').select('id').eq('order_id', orderId)).data).toHaveLength(1);
  });
});

describe('the rule holds for every table an admin reads (catalog)', () => {
  it('each table a permissive policy lets admins read has the restrictive aal2 read policy, but the listed ones', async () => {
    const missing = await db.query<{ table: string }>(
      `select distinct p.tablename as table from pg_policies p
       where p.schemaname = 'public' and p.permissive = 'PERMISSIVE' and p.cmd in ('SELECT', 'ALL')
         and coalesce(p.qual, '') like '%is_admin()%'
         and not (p.tablename = any ($1::text[]))
         and not exists (
           select 1 from pg_policies r
           where r.schemaname = 'public' and r.tablename = p.tablename and r.permissive = 'RESTRICTIVE'
             and r.cmd = 'SELECT' and coalesce(r.qual, '') like '%admin_read_allowed()%'
         )
       order by 1`,
      [NOT_PERSONAL],
    );
    expect(missing.rows.map((row) => row.table)).toEqual([]);
  });
});
