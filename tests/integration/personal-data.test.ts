// Personal data (20261123100500_personal_data.sql, supabase/functions/delete-account): a member's export holds
// every kind of row the shop keeps about them and nothing of anyone else; deleting the account needs the
// password again and then erases the person: afterwards nothing of them is readable through REST by the admin or
// anon, no text column of any public table holds their address, telephone or name outside the order fields
// kept for accounting, the auth user is gone and the orders stay without user_id. An admin erases a CRM contact
// the same way at aal2 only. The unsubscribe link of a marketing mail withdraws consent once.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonFrom, freshAddress } from './client-address';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  DEMO_ADMIN,
  confirmSignUp,
  mailFor,
  makeClient,
  newMember,
  ownerDb,
  publishableKey,
  secretKey,
  serviceClient,
  supabaseUrl,
  type Client,
  type Member,
  untyped,
  tokenOf,
} from './helpers';
import { columnsHolding } from './term-search';

interface Person {
  member: Member;
  surname: string;
  fullName: string;
  phone: string;
  contactId: string;
  orderIds: string[];
  orderNumbers: string[];
}

let db: pg.Client;
let service: Client;
let admin: Client;
let adminAal1: Client;
let productId: string;
let productSlug: string;

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

/** POST /functions/v1/delete-account as the app sends it: the publishable key and the caller's token. */
async function deleteAccount(token: string | undefined, body: unknown) {
  const response = await fetch(`${supabaseUrl()}/functions/v1/delete-account`, {
    method: 'POST',
    headers: {
      apikey: publishableKey(),
      Authorization: `Bearer ${token ?? publishableKey()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const hex = () => randomBytes(4).toString('hex');

/** A member with one of every kind of row: contact (phone, tag, consent), notes, cart, orders, sign-up, message. */
async function personWithEverything(_label: string): Promise<Person> {
  const surname = `Brandvold${hex()}`;
  const fullName = `Ottilie ${surname}`;
  const digits = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  const phone = `+33 6 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)}`;
  const member = await newMember(fullName);
  const [contact] = await sql<{ id: string }>('select id from public.contacts where user_id = $1', [
    member.id,
  ]);
  if (!contact) throw new Error('no contact for the new member');
  await sql(
    `update public.contacts set phone = $2, country = 'FR', tags = array['vip', 'community'], consent = true where id = $1`,
    [contact.id, phone],
  );
  await sql(`insert into public.contact_notes (contact_id, kind, body) values ($1, 'note', $2)`, [
    contact.id,
    `Prefers to be called on ${phone} (${fullName})`,
  ]);

  // The cart, written by the member through the API as the app does.
  const { data: cart, error: cartError } = await member.client
    .from('carts')
    .insert({ user_id: member.id, status: 'active' })
    .select('id')
    .single();
  if (cartError) throw cartError;
  const { error: itemError } = await member.client.from('cart_items').insert({
    cart_id: cart.id,
    product_id: productSlug,
    product_name: 'Cart line',
    product_price: 10,
    quantity: 2,
  });
  if (itemError) throw itemError;

  // Two orders: one delivered (kept as an accounting record), one checkout never paid (cancelled by the erasure).
  const orders = await sql<{ id: string; number: string }>(
    `insert into public.orders (user_id, contact_id, email, name, phone, shipping_address_line1, shipping_city,
       shipping_postal_code, shipping_country, currency, kind, status, subtotal, amount_due_now, amount_paid,
       balance_due, locale)
     values ($1, $2, $3, $4, $5, '12 rue des Lilas', 'Lyon', '69001', 'FR', 'eur', 'reservation', 'delivered', 80, 40, 80, 0, 'fr'),
            ($1, $2, $3, $4, $5, '12 rue des Lilas', 'Lyon', '69001', 'FR', 'eur', 'purchase', 'pending_payment', 30, 30, 0, 30, 'fr')
     returning id, number`,
    [member.id, contact.id, member.email, fullName, phone],
  );
  const [delivered, pending] = orders as [{ id: string; number: string }, { id: string; number: string }];
  const [line] = await sql<{ id: string }>(
    `insert into public.order_items (order_id, product_id, product_slug, product_name, unit_price, quantity)
     values ($1, $2, $3, 'Elixir', 80, 1) returning id`,
    [delivered.id, productId, productSlug],
  );
  await sql(
    `insert into public.order_items (order_id, product_id, product_slug, product_name, unit_price, quantity)
     values ($1, $2, $3, 'Elixir', 30, 1)`,
    [pending.id, productId, productSlug],
  );
  await sql(
    `insert into public.reservations (order_id, order_item_id, user_id, product_id, option, currency, price,
       deposit_amount, amount_paid, balance_due, cancellation_policy_accepted, cancellation_policy_accepted_at, status)
     values ($1, $2, $3, $4, 'deposit', 'eur', 80, 40, 80, 0, 'Politique acceptée', now(), 'completed')`,
    [delivered.id, line?.id, member.id, productId],
  );
  await sql(`insert into public.order_events (order_id, type, note) values ($1, 'note', $2)`, [
    delivered.id,
    `Called ${fullName} on ${phone} about the delivery`,
  ]);
  await sql(`insert into public.order_events (order_id, type, data) values ($1, 'updated', $2)`, [
    delivered.id,
    JSON.stringify({
      changes: {
        phone: { from: '+33 1 00 00 00 00', to: phone },
        shipping_city: { from: 'Paris', to: 'Lyon' },
      },
    }),
  ]);
  await sql(
    `insert into public.payment_events (provider, event_id, type, payload, order_id)
     values ('test', $1, 'checkout.session.completed', $2, $3)`,
    [
      `evt_${hex()}`,
      JSON.stringify({ data: { object: { customer_email: member.email, amount_total: 8000 } } }),
      delivered.id,
    ],
  );
  await sql(
    `insert into public.order_receipt_tokens (order_id, token_hash) values ($1, extensions.digest($2, 'sha256'))`,
    [delivered.id, hex()],
  );
  await sql(`insert into public.order_lookup_failures (client_key, order_number) values ('someone', $1)`, [
    delivered.number,
  ]);

  // A community sign-up (pending) and a contact-form message, sent from the shop's forms by a visitor.
  const visitor = anonFrom(freshAddress());
  const joined = await visitor.rpc('join_community', {
    first_name: 'Ottilie',
    last_name: surname,
    email: member.email,
    country: 'FR',
    phone,
    locale: 'fr',
  });
  if (joined.error) throw joined.error;
  const sent = await visitor.rpc('submit_contact_message', {
    name: fullName,
    email: member.email,
    subject: 'About my order',
    message: `Please call me on ${phone}, thank you.`,
    locale: 'fr',
  });
  if (sent.error) throw sent.error;

  return {
    member,
    surname,
    fullName,
    phone,
    contactId: contact.id,
    orderIds: [delivered.id, pending.id],
    orderNumbers: [delivered.number, pending.number],
  };
}

/** Every table of public, from the catalog. */
async function publicTables(): Promise<string[]> {
  return (
    await sql<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).map((row) => row.name);
}

/** Tables later migrations add that hold legal records the erasure keeps whole (invoices, withdrawals). */
const LEGAL_RECORD_TABLE = /invoice|credit_note|withdrawal/;
/** The order fields kept for the invoice: the billing name (and the search text built from it). */
const KEPT_ORDER_COLUMNS = new Set(['name', 'search_text', 'shipping_address_line1', 'shipping_city']);

/** Every row a client can read of every public table, as JSON. */
async function readableThroughRest(client: Client): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const table of await publicTables()) {
    const { data } = await untyped(client).from(table).select('*').limit(5000);
    if (data && data.length > 0) out[table] = data as Record<string, unknown>[];
  }
  return out;
}

beforeAll(async () => {
  db = await ownerDb();
  service = serviceClient();
  admin = await adminClient();
  adminAal1 = await adminClientAal1();
  const [product] = await sql<{ id: string; product_id: string }>(
    `select id, product_id from public.products where published order by product_id limit 1`,
  );
  if (!product) throw new Error('no published product in the seed');
  productId = product.id;
  productSlug = product.product_id;
});

afterAll(async () => {
  await db?.end();
});

describe('export_my_data', () => {
  let ada: Person;
  let other: Person;

  beforeAll(async () => {
    ada = await personWithEverything('ada');
    other = await personWithEverything('other');
  });

  it('holds every kind of row the shop keeps about the member', async () => {
    const { data, error } = await ada.member.client.rpc('export_my_data');
    expect(error).toBeNull();
    const doc = data as Record<string, unknown> & {
      account: Record<string, unknown>;
      contacts: Record<string, unknown>[];
      consent_history: { event: string }[];
      notes: { text: string }[];
      carts: { items: { quantity: number }[] }[];
      orders: { number: string; items: unknown[]; reservations: unknown[]; history: unknown[] }[];
      community_signups: Record<string, unknown>[];
      contact_messages: Record<string, unknown>[];
      emails: { kind: string }[];
    };
    expect(doc.format).toBe('maison-immortela/personal-data');
    expect(doc.account).toMatchObject({ id: ada.member.id, email: ada.member.email });
    expect((doc.account.user_metadata as Record<string, unknown>).full_name).toBe(ada.fullName);
    expect(doc.contacts).toEqual([
      expect.objectContaining({
        id: ada.contactId,
        phone: ada.phone,
        tags: ['vip', 'community'],
        consent: true,
      }),
    ]);
    expect(doc.contacts[0]).not.toHaveProperty('search_text');
    expect(doc.consent_history.map((entry) => entry.event)).toContain('Consent given (source: signup)');
    expect(doc.notes.map((note) => note.text)).toContain(
      `Prefers to be called on ${ada.phone} (${ada.fullName})`,
    );
    expect(doc.carts).toHaveLength(1);
    expect(doc.carts[0]?.items).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(doc.orders.map((order) => order.number).sort()).toEqual([...ada.orderNumbers].sort());
    const delivered = doc.orders.find((order) => order.number === ada.orderNumbers[0]);
    expect(delivered?.items).toHaveLength(1);
    expect(delivered?.reservations).toHaveLength(1);
    expect(delivered?.history.length).toBeGreaterThan(0);
    expect(doc.community_signups).toEqual([
      expect.objectContaining({ last_name: ada.surname, phone: ada.phone }),
    ]);
    expect(doc.community_signups[0]).not.toHaveProperty('token_hash');
    expect(doc.community_signups[0]).not.toHaveProperty('client_hash');
    expect(doc.contact_messages).toEqual([
      expect.objectContaining({ name: ada.fullName, subject: 'About my order' }),
    ]);
    expect(doc.emails.map((mail) => mail.kind)).toContain('community_confirmation');
    for (const key of ['order_records', 'account_records', 'contact_records'])
      expect(doc).toHaveProperty(key);
  });

  it("holds nothing of another member's", async () => {
    const { data } = await ada.member.client.rpc('export_my_data');
    const text = JSON.stringify(data).toLowerCase();
    for (const term of [
      other.member.email,
      other.member.id,
      other.surname,
      other.phone,
      other.contactId,
      ...other.orderNumbers,
    ]) {
      expect(text).not.toContain(term.toLowerCase());
    }
  });

  it('answers signed-in callers only, and an account with a second factor at aal2 only', async () => {
    const anon = await anonClient().rpc('export_my_data');
    expect(anon.error?.code).toBe('42501');
    const aal1 = await adminAal1.rpc('export_my_data');
    expect(aal1.error?.message).toBe('two_factor_required');
    const aal2 = await admin.rpc('export_my_data');
    expect(aal2.error).toBeNull();
    expect((aal2.data as { account: { roles: string[] } }).account.roles).toEqual(['owner']);
  });
});

describe("a stranger signing up with a customer's address", () => {
  it("gets no session, no sign-in and no link to the customer's contact until the mailed code is used", async () => {
    // A guest customer: a contact with an order and a message, and no account.
    const email = `guest-${hex()}@example.test`;
    const [contact] = await sql<{ id: string }>(
      `insert into public.contacts (email, full_name, source) values ($1, 'Guest Customer', 'checkout') returning id`,
      [email],
    );
    const [order] = await sql<{ number: string }>(
      `insert into public.orders (contact_id, email, name, currency, kind, status, subtotal, amount_due_now,
         amount_paid, balance_due, locale)
       values ($1, $2, 'Guest Customer', 'eur', 'purchase', 'delivered', 30, 30, 30, 0, 'fr') returning number`,
      [contact?.id, email],
    );

    const stranger = makeClient();
    const signUp = await stranger.auth.signUp({ email, password: 'stranger-password-1' });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const signIn = await makeClient().auth.signInWithPassword({ email, password: 'stranger-password-1' });
    expect(signIn.error?.code).toBe('email_not_confirmed');
    const exported = await stranger.rpc('export_my_data');
    expect(exported.error?.code).toBe('42501');
    const [unlinked] = await sql<{ user_id: string | null }>(
      'select user_id from public.contacts where id = $1',
      [contact?.id],
    );
    expect(unlinked?.user_id).toBeNull();

    // Whoever reads the address's mail proves it: then the account and the customer's history meet.
    const owner = makeClient();
    await confirmSignUp(owner, email);
    const { data } = await owner.rpc('export_my_data');
    const doc = data as { orders: { number: string }[]; contacts: { id: string }[] };
    expect(doc.contacts.map((row) => row.id)).toEqual([contact?.id]);
    expect(doc.orders.map((row) => row.number)).toEqual([order?.number]);
  });
});

describe('delete-account (the member)', () => {
  let ada: Person;
  let bystander: Person;

  beforeAll(async () => {
    ada = await personWithEverything('deleted');
    bystander = await personWithEverything('bystander');
  });

  it('refuses without a signed-in caller and with a wrong password, and erases nothing', async () => {
    expect((await deleteAccount(undefined, { password: ada.member.password })).status).toBe(401);
    const wrong = await deleteAccount(await tokenOf(ada.member.client), { password: 'not-the-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: expect.objectContaining({ code: 'invalid_password' }) });
    const empty = await deleteAccount(await tokenOf(ada.member.client), {});
    expect(empty.status).toBe(400);
    expect(await sql('select 1 from public.contacts where id = $1', [ada.contactId])).toHaveLength(1);
    // A member cannot skip the password by calling the SQL erasure directly.
    const direct = await ada.member.client.rpc('erase_person', { p_user_id: ada.member.id });
    expect(direct.error?.code).toBe('42501');
    expect(await sql('select 1 from public.contacts where id = $1', [ada.contactId])).toHaveLength(1);
  });

  it('waits while an order is paid and not yet delivered', async () => {
    const busy = await personWithEverything('busy');
    await sql(`update public.orders set status = 'paid' where id = $1`, [busy.orderIds[1]]).catch(
      async () => {
        // pending_payment -> paid needs the balance settled: set it as the payment function would.
        await sql(
          `update public.orders set amount_paid = 30, balance_due = 0, status = 'paid' where id = $1`,
          [busy.orderIds[1]],
        );
      },
    );
    const refused = await deleteAccount(await tokenOf(busy.member.client), {
      password: busy.member.password,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: expect.objectContaining({ code: 'orders_in_progress', message: busy.orderNumbers[1] }),
    });
    expect(await sql('select 1 from public.contacts where id = $1', [busy.contactId])).toHaveLength(1);
  });

  it('with the password erases the person: the account, the contact and everything around it', async () => {
    const done = await deleteAccount(await tokenOf(ada.member.client), { password: ada.member.password });
    expect(done).toEqual({ status: 200, body: { erased: true, orders_kept: 2, account_deleted: true } });

    // The confirmation went to the address before it was erased (reading the mailbox delivers the outbox).
    const mails = (await mailFor(ada.member.email)).filter((mail) => mail.type === 'account_erased');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Vos données personnelles chez Maison Immortela ont été effacées');
    expect(mails[0]?.text).toContain(ada.orderNumbers[0]);

    // The auth user is gone: signing in fails.
    const again = await makeClient().auth.signInWithPassword({
      email: ada.member.email,
      password: ada.member.password,
    });
    expect(again.error?.code).toBe('invalid_credentials');
    expect(await sql('select 1 from auth.users where id = $1', [ada.member.id])).toEqual([]);
  });

  it('keeps the orders as accounting records, without the account, e-mail or telephone', async () => {
    const orders = await sql<Record<string, unknown>>(
      'select number, status, user_id, contact_id, email, phone, name, total from public.orders where id = any ($1) order by number',
      [ada.orderIds],
    );
    expect(orders).toEqual([
      expect.objectContaining({
        number: ada.orderNumbers[0],
        status: 'delivered',
        user_id: null,
        contact_id: null,
        email: expect.stringMatching(/^erased-[0-9a-f]{24}@erased\.invalid$/),
        phone: null,
        name: ada.fullName,
      }),
      expect.objectContaining({
        number: ada.orderNumbers[1],
        status: 'cancelled',
        user_id: null,
        contact_id: null,
        email: expect.stringMatching(/^erased-[0-9a-f]{24}@erased\.invalid$/),
        phone: null,
      }),
    ]);
    expect(
      await sql('select 1 from public.order_items where order_id = any ($1)', [ada.orderIds]),
    ).toHaveLength(2);
    // The guest lookup (number and e-mail) opens an erased order with neither the old address nor a placeholder.
    const visitor = anonFrom(freshAddress());
    for (const email of [ada.member.email, 'erased@erased.invalid']) {
      const { data } = await visitor.rpc('lookup_order', {
        p_number: ada.orderNumbers[0] ?? null,
        p_email: email,
      });
      expect(data).toBeNull();
    }
    expect(
      await sql('select user_id from public.reservations where order_id = $1', [ada.orderIds[0]]),
    ).toEqual([{ user_id: null }]);
    const notes = await sql<{ note: string }>(
      `select note from public.order_events where order_id = $1 and type = 'note' order by id`,
      [ada.orderIds[0]],
    );
    expect(notes.map((row) => row.note)).toEqual([
      'Called [erased] on [erased] about the delivery',
      expect.stringContaining('Personal data erased'),
    ]);
    const [erasure] = await sql<Record<string, unknown>>(
      `select requested_by, admin_id, had_account, orders_kept from public.personal_data_erasures order by erased_at desc limit 1`,
    );
    expect(erasure).toEqual({ requested_by: 'member', admin_id: null, had_account: true, orders_kept: 2 });
  });

  it('leaves no text column of any public table holding their address, telephone or name outside the kept order fields', async () => {
    const terms = [ada.member.email, ada.phone, ada.phone.replace(/\D/g, ''), ada.surname, ada.member.id];
    for (const term of terms) {
      const hits = (await columnsHolding(db, term)).filter((hit) => {
        const [table = '', column = ''] = hit.split('.');
        if (LEGAL_RECORD_TABLE.test(table)) return false;
        return !(table === 'orders' && term === ada.surname && KEPT_ORDER_COLUMNS.has(column));
      });
      expect(hits, term).toEqual([]);
    }
  });

  it('leaves nothing of them readable through REST, as the admin or as anon', async () => {
    const terms = [ada.member.email, ada.phone, ada.surname, ada.member.id, ada.contactId].map((t) =>
      t.toLowerCase(),
    );
    const asAdmin = await readableThroughRest(admin);
    expect(Object.keys(asAdmin)).toContain('orders'); // the admin does read orders
    for (const [table, rows] of Object.entries(asAdmin)) {
      if (LEGAL_RECORD_TABLE.test(table)) continue;
      for (const row of rows) {
        const shown = table === 'orders' ? { ...row, name: null, search_text: null } : row;
        const text = JSON.stringify(shown).toLowerCase();
        for (const term of terms) expect(text.includes(term), `${table}: ${term}`).toBe(false);
      }
    }
    const asAnon = JSON.stringify(await readableThroughRest(anonClient())).toLowerCase();
    for (const term of terms) expect(asAnon.includes(term), term).toBe(false);
  });

  it("leaves another member's data as it was (and the searches above do find a person who is there)", async () => {
    expect(await sql('select 1 from public.contacts where id = $1', [bystander.contactId])).toHaveLength(1);
    const hits = await columnsHolding(db, bystander.surname);
    for (const where of [
      'contacts.full_name',
      'contact_messages.name',
      'community_signups.last_name',
      'orders.name',
      'order_events.note',
      'email_outbox.data',
    ]) {
      expect(hits).toContain(where);
    }
    expect(await columnsHolding(db, bystander.phone)).toContain('contacts.phone');
    const asAdmin = JSON.stringify(await readableThroughRest(admin)).toLowerCase();
    expect(asAdmin).toContain(bystander.member.email.toLowerCase());
    expect(asAdmin).toContain(bystander.phone.toLowerCase());
    const { data } = await bystander.member.client.rpc('export_my_data');
    const doc = data as { orders: unknown[]; contact_messages: unknown[]; community_signups: unknown[] };
    expect(doc.orders).toHaveLength(2);
    expect(doc.contact_messages).toHaveLength(1);
    expect(doc.community_signups).toHaveLength(1);
  });
});

describe('the CRM erasure (admins)', () => {
  async function contactWithMessage() {
    const email = `crm-${hex()}@example.test`;
    const name = `Gustave Erasable${hex()}`;
    const { error } = await anonFrom(freshAddress()).rpc('submit_contact_message', {
      name,
      email,
      subject: 'Hello',
      message: 'A message long enough to be accepted.',
    });
    if (error) throw error;
    const [contact] = await sql<{ id: string }>('select id from public.contacts where email = $1', [email]);
    if (!contact) throw new Error('no contact');
    return { id: contact.id, email, name };
  }

  it('is refused to an admin at aal1 and to members, in SQL and through the function', async () => {
    const person = await contactWithMessage();
    const member = await newMember();
    const aal1 = await adminAal1.rpc('erase_person', { p_contact_id: person.id });
    expect(aal1.error?.message).toBe('two_factor_required');
    const byMember = await member.client.rpc('erase_person', { p_contact_id: person.id });
    expect(byMember.error?.message).toBe('admins_only');
    const anon = await anonClient().rpc('erase_person', { p_contact_id: person.id });
    expect(anon.error).not.toBeNull();
    expect((await deleteAccount(await tokenOf(adminAal1), { contact_id: person.id })).body).toEqual({
      error: expect.objectContaining({ code: 'two_factor_required' }),
    });
    expect((await deleteAccount(await tokenOf(member.client), { contact_id: person.id })).status).toBe(403);
    expect(await sql('select 1 from public.contacts where id = $1', [person.id])).toHaveLength(1);
  });

  it('erases a contact at aal2 and records who did it', async () => {
    const person = await contactWithMessage();
    const done = await deleteAccount(await tokenOf(admin), { contact_id: person.id });
    expect(done).toEqual({ status: 200, body: { erased: true, orders_kept: 0, account_deleted: false } });
    expect(await sql('select 1 from public.contacts where id = $1', [person.id])).toEqual([]);
    expect(await sql('select 1 from public.contact_messages where email = $1', [person.email])).toEqual([]);
    const [erasure] = await sql<{ requested_by: string; admin_id: string }>(
      'select requested_by, admin_id from public.personal_data_erasures order by erased_at desc limit 1',
    );
    const { data: me } = await admin.auth.getUser();
    expect(erasure).toEqual({ requested_by: 'admin', admin_id: me.user?.id });
    expect((await mailFor(person.email)).map((mail) => mail.type)).toContain('account_erased');
    const again = await deleteAccount(await tokenOf(admin), { contact_id: person.id });
    expect(again.status).toBe(404);
  });

  it("deletes the contact's account too, but never an admin's", async () => {
    const person = await personWithEverything('crm');
    const done = await deleteAccount(await tokenOf(admin), { contact_id: person.contactId });
    expect(done).toEqual({ status: 200, body: { erased: true, orders_kept: 2, account_deleted: true } });
    const signIn = await makeClient().auth.signInWithPassword({
      email: person.member.email,
      password: person.member.password,
    });
    expect(signIn.error?.code).toBe('invalid_credentials');

    const [adminContact] = await sql<{ id: string }>(
      `select c.id from public.contacts c join auth.users u on u.id = c.user_id where u.email = $1`,
      [DEMO_ADMIN.email],
    );
    const refused = await admin.rpc('erase_person', { p_contact_id: adminContact?.id });
    expect(refused.error?.message).toBe('cannot_erase_admin');
  });
});

describe('unsubscribe', () => {
  async function joinAndMail(email: string) {
    const { error } = await anonFrom(freshAddress()).rpc('join_community', {
      first_name: 'Léa',
      last_name: 'Désinscrite',
      email,
      country: 'FR',
      phone: '+33 6 00 00 00 01',
      locale: 'en',
    });
    if (error) throw error;
    const [mail] = (await mailFor(email)).filter((m) => m.type === 'community_confirmation');
    const text = mail?.text ?? '';
    return {
      text,
      confirm: /\/community\/confirm\?token=([0-9a-f]{64})/.exec(text)?.[1] ?? '',
      unsubscribe: /(\S+)\/unsubscribe\?token=([0-9a-f]{64})/.exec(text),
    };
  }

  it('every community mail carries its own one-click unsubscribe link on the shop’s site URL', async () => {
    const mail = await joinAndMail(`unsub-${hex()}@example.test`);
    const [{ site_url: siteUrl } = { site_url: '' }] = await sql<{ site_url: string }>(
      'select site_url from public.shop_settings',
    );
    expect(mail.unsubscribe?.[1]).toBe(siteUrl);
    expect(mail.text).toContain('Stop receiving our letters');
    const [stored] = await sql<{ n: number }>(
      `select count(*)::int as n from public.marketing_unsubscribe_tokens where token_hash = extensions.digest($1, 'sha256')`,
      [mail.unsubscribe?.[2]],
    );
    expect(stored?.n).toBe(1);
    expect(
      await sql('select 1 from public.marketing_unsubscribe_tokens where token_hash::text like $1', [
        `%${mail.unsubscribe?.[2]}%`,
      ]),
    ).toEqual([]);
  });

  it('withdraws consent once, in the consent history; the token is single use; unknown tokens say so', async () => {
    const email = `unsub-${hex()}@example.test`;
    const mail = await joinAndMail(email);
    const anon = anonClient();
    expect((await anon.rpc('confirm_community', { p_token: mail.confirm })).data).toMatchObject({
      status: 'confirmed',
    });
    const [before] = await sql<{ id: string; consent: boolean }>(
      'select id, consent from public.contacts where email = $1',
      [email],
    );
    expect(before?.consent).toBe(true);

    const first = await anon.rpc('unsubscribe', { p_token: mail.unsubscribe?.[2] ?? null });
    expect(first).toMatchObject({ error: null, data: { status: 'unsubscribed' } });
    const second = await anon.rpc('unsubscribe', { p_token: mail.unsubscribe?.[2] ?? null });
    expect(second.data).toEqual({ status: 'used' });
    expect((await anon.rpc('unsubscribe', { p_token: randomBytes(32).toString('hex') })).data).toEqual({
      status: 'unknown',
    });
    expect((await anon.rpc('unsubscribe', { p_token: 'not-a-token' })).data).toEqual({ status: 'unknown' });

    const [after] = await sql<{ consent: boolean }>('select consent from public.contacts where id = $1', [
      before?.id,
    ]);
    expect(after?.consent).toBe(false);
    const history = await sql<{ body: string }>(
      `select body from public.contact_notes where contact_id = $1 and kind = 'consent' order by created_at`,
      [before?.id],
    );
    expect(history.map((row) => row.body)).toEqual([
      'Consent given (source: community)',
      'Consent withdrawn (unsubscribe link)',
    ]);
  });

  it('lets a pending sign-up lapse, so its confirmation link no longer subscribes anyone', async () => {
    const email = `unsub-${hex()}@example.test`;
    const mail = await joinAndMail(email);
    const anon = anonClient();
    expect((await anon.rpc('unsubscribe', { p_token: mail.unsubscribe?.[2] ?? null })).data).toEqual({
      status: 'unsubscribed',
    });
    expect((await anon.rpc('confirm_community', { p_token: mail.confirm })).data).toEqual({
      status: 'expired',
    });
    expect(await sql('select 1 from public.contacts where email = $1', [email])).toEqual([]);
  });
});

describe('the new tables through the API', () => {
  it('erasure records are read by admins only and written by nobody; unsubscribe tokens by nobody at all', async () => {
    const member = await newMember();
    for (const client of [anonClient(), member.client]) {
      expect((await client.from('personal_data_erasures').select('id')).data ?? []).toEqual([]);
      expect((await client.from('marketing_unsubscribe_tokens').select('id')).data ?? []).toEqual([]);
    }
    expect((await admin.from('personal_data_erasures').select('id')).data?.length).toBeGreaterThan(0);
    expect((await admin.from('marketing_unsubscribe_tokens').select('id')).error?.code).toBe('42501');
    const forged = await admin
      .from('personal_data_erasures')
      .insert({ requested_by: 'member', had_account: false });
    expect(forged.error?.code).toBe('42501');
    const rewritten = await admin.from('personal_data_erasures').delete().not('id', 'is', null);
    expect(rewritten.error?.code).toBe('42501');
  });
});

describe('DELETE /auth/v1/admin/users/{id} (as GoTrue answers it)', () => {
  const call = (id: string, key: string, body?: unknown) =>
    fetch(`${supabaseUrl()}/auth/v1/admin/users/${id}`, {
      method: 'DELETE',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('deletes with the secret key and answers {}; unknown 404 user_not_found; not a UUID 404 validation_failed', async () => {
    const member = await newMember();
    const secret = secretKey();
    const asApp = await call(member.id, publishableKey());
    expect(asApp.status).toBe(403);
    expect(await asApp.json()).toMatchObject({ error_code: 'not_admin' });

    const { data, error } = await service.auth.admin.deleteUser(member.id);
    expect(error).toBeNull();
    expect(data).toEqual({ user: {} });
    expect(await sql('select 1 from auth.users where id = $1', [member.id])).toEqual([]);
    // The account's rows that follow it: sessions and roles cascade, the contact is unlinked.
    expect(await sql('select 1 from auth.sessions where user_id = $1', [member.id])).toEqual([]);

    const unknown = await call(randomUUID(), secret, { should_soft_delete: false });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error_code: 'user_not_found', msg: 'User not found' });
    const malformed = await call('not-a-uuid', secret);
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'user_id must be an UUID',
    });
  });
});
