// The RLS matrix: every table x select/insert/update/delete x {anon, member on own rows, member on another
// member's rows, admin}, through supabase-js. Each case gets fresh rows (written with the service role), tries
// the operation as the actor, then checks with the service role what really happened.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  newMember,
  serviceClient,
  type UntypedClient as Client,
} from './helpers';
// A matrix over table names known at run time: its clients know no schema.

type Actor = 'anon' | 'member-own' | 'member-other' | 'admin' | 'admin-aal1';
type Op = 'select' | 'insert' | 'update' | 'delete';
type Row = Record<string, unknown>;
type Match = Record<string, string>;
type Expectations = Record<Op, Record<Actor, boolean>>;

const ACTORS: Actor[] = ['anon', 'member-own', 'member-other', 'admin', 'admin-aal1'];
/** The tables of this matrix an admin reads only at aal2: they hold customers' personal data. */
const PERSONAL_TABLES = new Set([
  'carts',
  'cart_items',
  'orders',
  'order_items',
  'reservations',
  'order_events',
  'contacts',
  'contact_notes',
  'contact_messages',
  'contact_imports',
  'invoices',
]);
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];

/**
 * y/n per actor, in the order anon, member-own, member-other, admin. The fifth actor, the admin before the
 * TOTP challenge (aal1), is derived: writes nothing (20261121000031_admin_aal2.sql), and reads what the admin
 * reads except customers' personal data, where it reads what a member who owns nothing reads
 * (20261127400000_admin_reads_aal2.sql).
 */
function allow(spec: string): Record<Actor, boolean> {
  const flags = spec.split(' ');
  return Object.fromEntries(ACTORS.map((actor, i) => [actor, flags[i] === 'y'])) as Record<Actor, boolean>;
}

interface Fixture {
  /** Rows a case can act on, owned by `owner`. Returns how to find the row again. */
  create(ownerId: string): Promise<Match>;
  /** A new row that `ownerId` would own, for insert attempts, and how to find it. */
  newRow(ownerId: string): Promise<{ row: Row; match: Match }>;
  /** An update and how to tell it happened. */
  update: { set: () => Row; happened: (match: Match, set: Row) => Promise<boolean> };
}

interface TableCase extends Fixture {
  table: string;
  expect: Expectations;
}

let service: Client;
let anon: Client;
let admin: Client;
let adminAal1: Client;
let memberA: { client: Client; id: string };
let memberB: { id: string };
let publishedProduct: { id: string; product_id: string };

async function insertReturning(table: string, row: Row): Promise<Row> {
  const { data, error } = await service.from(table).insert(row).select().single();
  if (error) throw new Error(`fixture ${table}: ${error.message}`);
  return data as Row;
}

async function exists(table: string, match: Match): Promise<boolean> {
  const { data, error } = await service.from(table).select('*').match(match);
  if (error) throw new Error(`check ${table}: ${error.message}`);
  return (data ?? []).length > 0;
}

async function columnEquals(table: string, match: Match, set: Row): Promise<boolean> {
  const { data, error } = await service.from(table).select('*').match(match).maybeSingle();
  if (error) throw new Error(`check ${table}: ${error.message}`);
  return data !== null && Object.entries(set).every(([key, value]) => (data as Row)[key] === value);
}

function byId(table: string, build: (ownerId: string) => Promise<Row>): Pick<Fixture, 'create' | 'newRow'> {
  return {
    async create(ownerId) {
      const row = await insertReturning(table, await build(ownerId));
      return { id: String(row.id) };
    },
    async newRow(ownerId) {
      const id = randomUUID();
      return { row: { id, ...(await build(ownerId)) }, match: { id } };
    },
  };
}

/** For tables with an identity id: a new row is found again by one of its own columns. */
function byColumn(
  table: string,
  column: string,
  build: (ownerId: string) => Promise<Row>,
): Pick<Fixture, 'create' | 'newRow'> {
  return {
    create: byId(table, build).create,
    async newRow(ownerId) {
      const row = await build(ownerId);
      return { row, match: { [column]: String(row[column]) } };
    },
  };
}

function updates(table: string, set: () => Row): Fixture['update'] {
  return { set, happened: (match, values) => columnEquals(table, match, values) };
}

const marker = () => `rls-${randomUUID().slice(0, 8)}`;

// Builders for rows owned by a user (service role writes them, so they bypass RLS).
async function cartRow(ownerId: string): Promise<Row> {
  // Fixture carts are abandoned ones, so a user may have many (only one may be active).
  return { user_id: ownerId, status: 'abandoned' };
}
async function cartItemRow(ownerId: string): Promise<Row> {
  const cart = await insertReturning('carts', await cartRow(ownerId));
  return {
    cart_id: cart.id,
    product_id: publishedProduct.product_id,
    product_name: 'Immortela Elixir 30 ml',
    product_price: 1400,
    quantity: 1,
    currency: 'usd',
  };
}
async function orderRow(ownerId: string): Promise<Row> {
  return {
    user_id: ownerId,
    email: `${marker()}@example.test`,
    name: 'Order Owner',
    currency: 'usd',
    subtotal: 1400,
    amount_due_now: 1400,
    balance_due: 0,
  };
}
async function orderItemRow(ownerId: string): Promise<Row> {
  const order = await insertReturning('orders', await orderRow(ownerId));
  return {
    order_id: order.id,
    product_id: publishedProduct.id,
    product_slug: publishedProduct.product_id,
    product_name: 'Immortela Elixir 30 ml',
    unit_price: 1400,
    quantity: 1,
  };
}
async function reservationRow(ownerId: string): Promise<Row> {
  const order = await insertReturning('orders', { ...(await orderRow(ownerId)), kind: 'reservation' });
  return {
    order_id: order.id,
    user_id: ownerId,
    product_id: publishedProduct.id,
    option: 'deposit',
    currency: 'usd',
    price: 1400,
    deposit_amount: 700,
    amount_paid: 0,
    balance_due: 1400,
    cancellation_policy_accepted: 'Free cancellation until the bottle is prepared.',
    cancellation_policy_accepted_at: new Date().toISOString(),
  };
}
async function contactRow(ownerId: string): Promise<Row> {
  return {
    email: `${marker()}@example.test`,
    full_name: 'Contact Person',
    source: 'admin',
    user_id: null,
    tags: [ownerId],
  };
}
async function ownContactId(ownerId: string): Promise<string> {
  // The sign-up trigger made one contact per account.
  const { data, error } = await service.from('contacts').select('id').eq('user_id', ownerId).single();
  if (error) throw new Error(`contact of ${ownerId}: ${error.message}`);
  return data.id;
}

const tables: TableCase[] = [
  {
    table: 'products (published)',
    ...byId('products', async () => ({
      product_id: marker(),
      title: 'Published',
      price: 10,
      published: true,
    })),
    update: updates('products', () => ({ title: marker() })),
    expect: {
      select: allow('y y y y'),
      insert: allow('n n n y'),
      update: allow('n n n y'),
      delete: allow('n n n y'),
    },
  },
  {
    table: 'products (draft)',
    ...byId('products', async () => ({ product_id: marker(), title: 'Draft', price: 10, published: false })),
    update: updates('products', () => ({ title: marker() })),
    expect: {
      select: allow('n n n y'),
      insert: allow('n n n y'),
      update: allow('n n n y'),
      delete: allow('n n n y'),
    },
  },
  {
    table: 'carts',
    ...byId('carts', cartRow),
    update: updates('carts', () => ({ status: 'converted' })),
    expect: {
      select: allow('n y n y'),
      insert: allow('n y n n'),
      update: allow('n y n n'),
      delete: allow('n y n n'),
    },
  },
  {
    table: 'cart_items',
    ...byId('cart_items', cartItemRow),
    update: updates('cart_items', () => ({ quantity: 7 })),
    expect: {
      select: allow('n y n y'),
      insert: allow('n y n n'),
      update: allow('n y n n'),
      delete: allow('n y n n'),
    },
  },
  {
    // Only the service role writes roles; an admin reads only their own row too.
    table: 'user_roles',
    async create(ownerId) {
      await service.from('user_roles').upsert({ user_id: ownerId, role: 'member' });
      return { user_id: ownerId, role: 'member' };
    },
    async newRow(ownerId) {
      return { row: { user_id: ownerId, role: 'admin' }, match: { user_id: ownerId, role: 'admin' } };
    },
    update: {
      set: () => ({ role: 'admin' }),
      happened: (match) => exists('user_roles', { user_id: match.user_id ?? '', role: 'admin' }),
    },
    expect: {
      select: allow('n y n n'),
      insert: allow('n n n n'),
      update: allow('n n n n'),
      delete: allow('n n n n'),
    },
  },
  {
    table: 'orders',
    ...byId('orders', orderRow),
    update: updates('orders', () => ({ phone: marker() })),
    expect: {
      select: allow('n y n y'),
      // Orders, their lines and reservations are written by checkout only, admins included
      // (20261127300000_order_writes_through_functions.sql); an admin changes an order's status and address.
      insert: allow('n n n n'),
      update: allow('n n n y'),
      // Order history is append-only, admins included (20261123000210_order_history_append_only.sql).
      delete: allow('n n n n'),
    },
  },
  {
    table: 'order_items',
    ...byId('order_items', orderItemRow),
    update: updates('order_items', () => ({ product_name: marker() })),
    expect: {
      select: allow('n y n y'),
      insert: allow('n n n n'),
      update: allow('n n n n'),
      // Order history is append-only, admins included (20261123000210_order_history_append_only.sql).
      delete: allow('n n n n'),
    },
  },
  {
    table: 'reservations',
    ...byId('reservations', reservationRow),
    update: updates('reservations', () => ({ estimated_delivery_date: '2031-01-31' })),
    expect: {
      select: allow('n y n y'),
      insert: allow('n n n n'),
      update: allow('n n n n'),
      // Order history is append-only, admins included (20261123000210_order_history_append_only.sql).
      delete: allow('n n n n'),
    },
  },
  {
    // The audit trail is internal and append-only: admins read it and add notes, nobody rewrites it.
    table: 'order_events',
    async create(ownerId) {
      const order = await insertReturning('orders', await orderRow(ownerId));
      const note = marker();
      await insertReturning('order_events', { order_id: order.id, type: 'note', note, actor_id: null });
      return { note };
    },
    async newRow(ownerId) {
      const order = await insertReturning('orders', await orderRow(ownerId));
      const note = marker();
      // actor_id defaults to auth.uid(): the admin signs their own note.
      return { row: { order_id: order.id, type: 'note', note }, match: { note } };
    },
    update: updates('order_events', () => ({ note: marker() })),
    expect: {
      select: allow('n n n y'),
      insert: allow('n n n y'),
      update: allow('n n n n'),
      delete: allow('n n n n'),
    },
  },
  {
    // "own" is the member's own CRM contact, made at sign-up: members still cannot see it.
    table: 'contacts',
    async create(ownerId) {
      // A fresh contact for the other actors, so that an admin's delete leaves memberB's own contact alone.
      if (ownerId === memberA.id) return { id: await ownContactId(ownerId) };
      return { id: String((await insertReturning('contacts', await contactRow(ownerId))).id) };
    },
    async newRow(ownerId) {
      const id = randomUUID();
      return { row: { id, ...(await contactRow(ownerId)) }, match: { id } };
    },
    update: updates('contacts', () => ({ phone: marker() })),
    expect: {
      select: allow('n n n y'),
      insert: allow('n n n y'),
      update: allow('n n n y'),
      delete: allow('n n n y'),
    },
  },
  {
    table: 'contact_notes',
    async create(ownerId) {
      const note = await insertReturning('contact_notes', {
        contact_id: await ownContactId(ownerId),
        body: marker(),
        author_id: null,
      });
      return { id: String(note.id) };
    },
    async newRow(ownerId) {
      const id = randomUUID();
      return { row: { id, contact_id: await ownContactId(ownerId), body: marker() }, match: { id } };
    },
    update: updates('contact_notes', () => ({ body: marker() })),
    expect: {
      select: allow('n n n y'),
      insert: allow('n n n y'),
      update: allow('n n n n'),
      // An admin deletes only notes they wrote; the fixture note has no author.
      delete: allow('n n n n'),
    },
  },
  {
    // Messages arrive through the contact form's SQL function only, never a direct insert.
    table: 'contact_messages',
    ...byId('contact_messages', async (ownerId) => ({
      contact_id: await ownContactId(ownerId),
      name: 'Léa',
      email: `${marker()}@example.test`,
      message: 'Bonjour !',
    })),
    update: updates('contact_messages', () => ({ subject: marker() })),
    expect: {
      select: allow('n n n y'),
      insert: allow('n n n n'),
      update: allow('n n n y'),
      delete: allow('n n n y'),
    },
  },
  {
    table: 'contact_imports',
    ...byId('contact_imports', async () => ({ filename: `${marker()}.csv`, created_by: null })),
    update: updates('contact_imports', () => ({ filename: `${marker()}.csv` })),
    expect: {
      select: allow('n n n y'),
      insert: allow('n n n y'),
      update: allow('n n n y'),
      delete: allow('n n n y'),
    },
  },
  {
    table: 'payment_events',
    ...byId('payment_events', async () => ({
      provider: 'test',
      event_id: marker(),
      type: 'checkout.session.completed',
      payload: {},
    })),
    update: updates('payment_events', () => ({ type: marker() })),
    expect: {
      select: allow('n n n n'),
      insert: allow('n n n n'),
      update: allow('n n n n'),
      delete: allow('n n n n'),
    },
  },
  {
    // Issued by SQL when an order is paid (20261123100400_invoices.sql): owners and admins read them, nobody
    // writes or deletes them through the API (nor the service role: an invoice stays as issued).
    table: 'invoices',
    async create(ownerId) {
      const order = await insertReturning('orders', await orderRow(ownerId));
      const { error } = await service.from('orders').update({ status: 'paid' }).eq('id', order.id);
      if (error) throw new Error(`fixture invoices: ${error.message}`);
      return { order_id: String(order.id) };
    },
    async newRow(ownerId) {
      const order = await insertReturning('orders', await orderRow(ownerId));
      const number = `F-1999-${String(Math.floor(Math.random() * 900000) + 100000)}`;
      return {
        row: {
          number,
          series: 'F',
          year: 1999,
          sequence_number: Number(number.slice(7)),
          kind: 'invoice',
          purpose: 'full',
          order_id: order.id,
          issued_at: new Date().toISOString(),
          currency: 'usd',
          amount_incl: 1400,
          snapshot: {},
        },
        match: { number },
      };
    },
    update: updates('invoices', () => ({ currency: 'eur' })),
    expect: {
      select: allow('n y n y'),
      insert: allow('n n n n'),
      update: allow('n n n n'),
      delete: allow('n n n n'),
    },
  },
  {
    table: 'invoice_series',
    async create() {
      return { series: 'A' };
    },
    async newRow() {
      return { row: { series: 'F', year: 1999, last_number: 0 }, match: { year: '1999' } };
    },
    update: updates('invoice_series', () => ({ year: 1900 })),
    // The numbering counters: only the issuing trigger moves them.
    expect: {
      select: allow('n n n n'),
      insert: allow('n n n n'),
      update: allow('n n n n'),
      delete: allow('n n n n'),
    },
  },
  {
    table: 'email_outbox',
    ...byId('email_outbox', async (ownerId) => ({
      to_email: `${marker()}@example.test`,
      subject: marker(),
      body_text: 'Hello',
      locale: 'en',
      kind: 'order_confirmation',
      order_id: (await insertReturning('orders', await orderRow(ownerId))).id,
    })),
    update: updates('email_outbox', () => ({ subject: marker() })),
    // Internal to checkout (20261121000020_checkout.sql): only the service role and SQL functions reach it.
    expect: {
      select: allow('n n n n'),
      insert: allow('n n n n'),
      update: allow('n n n n'),
      delete: allow('n n n n'),
    },
  },
  {
    table: 'order_receipt_tokens',
    ...byColumn('order_receipt_tokens', 'order_id', async (ownerId) => ({
      order_id: (await insertReturning('orders', await orderRow(ownerId))).id,
      token_hash: '\\x00',
    })),
    update: updates('order_receipt_tokens', () => ({ token_hash: '\\x01' })),
    // Internal to checkout (20261121000020_checkout.sql): only the service role and SQL functions reach it.
    expect: {
      select: allow('n n n n'),
      insert: allow('n n n n'),
      update: allow('n n n n'),
      delete: allow('n n n n'),
    },
  },
  {
    table: 'order_lookup_failures',
    ...byColumn('order_lookup_failures', 'client_key', async () => ({
      client_key: marker(),
      order_number: 'MI-1',
    })),
    update: updates('order_lookup_failures', () => ({ client_key: marker() })),
    // Internal to checkout (20261121000020_checkout.sql): only the service role and SQL functions reach it.
    expect: {
      select: allow('n n n n'),
      insert: allow('n n n n'),
      update: allow('n n n n'),
      delete: allow('n n n n'),
    },
  },
];

function actorClient(actor: Actor): Client {
  if (actor === 'anon') return anon;
  if (actor === 'admin') return admin;
  if (actor === 'admin-aal1') return adminAal1;
  return memberA.client;
}

/** Whose rows the actor works on: their own for member-own, memberB's otherwise. */
function targetOwner(actor: Actor): string {
  return actor === 'member-own' ? memberA.id : memberB.id;
}

function tableName(label: string): string {
  return label.split(' ')[0] ?? label;
}

async function attempt(spec: TableCase, op: Op, actor: Actor): Promise<boolean> {
  const client = actorClient(actor);
  const table = tableName(spec.table);
  const owner = targetOwner(actor);
  switch (op) {
    case 'select': {
      const match = await spec.create(owner);
      const { data } = await client.from(table).select('*').match(match);
      return (data ?? []).length > 0;
    }
    case 'insert': {
      const { row, match } = await spec.newRow(owner);
      const { error } = await client.from(table).insert(row);
      const inserted = await exists(table, match);
      expect(
        inserted,
        `insert error ${error?.message ?? 'none'} but row ${inserted ? 'present' : 'absent'}`,
      ).toBe(!error);
      return inserted;
    }
    case 'update': {
      const match = await spec.create(owner);
      const set = spec.update.set();
      await client.from(table).update(set).match(match);
      return spec.update.happened(match, set);
    }
    case 'delete': {
      const match = await spec.create(owner);
      await client.from(table).delete().match(match);
      return !(await exists(table, match));
    }
  }
}

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  admin = await adminClient();
  adminAal1 = await adminClientAal1();
  const a = await newMember();
  const b = await newMember();
  memberA = { client: a.client, id: a.user.id };
  memberB = { id: b.user.id };
  const { data, error } = await service
    .from('products')
    .select('id, product_id')
    .eq('product_id', 'immortela-elixir-30ml')
    .single();
  if (error) throw new Error(error.message);
  publishedProduct = data;
});

describe.each(tables)('RLS on $table', (spec) => {
  const aal1Reads = PERSONAL_TABLES.has(spec.table)
    ? spec.expect.select['member-other']
    : spec.expect.select.admin;
  const expected = (op: Op, actor: Actor): boolean =>
    actor === 'admin-aal1' ? op === 'select' && aal1Reads : spec.expect[op][actor];
  const cases = OPS.flatMap((op) => ACTORS.map((actor) => ({ op, actor, allowed: expected(op, actor) })));
  it.each(cases)('$op by $actor: allowed = $allowed', async ({ op, actor, allowed }) => {
    expect(await attempt(spec, op, actor)).toBe(allowed);
  });
});

describe('RLS: the cases that matter most, spelled out', () => {
  it('a member cannot make themselves admin, by insert, upsert or update', async () => {
    const { client, id } = memberA;
    const insert = await client.from('user_roles').insert({ user_id: id, role: 'admin' });
    expect(insert.error?.code).toBe('42501');
    const upsert = await client.from('user_roles').upsert({ user_id: id, role: 'admin' });
    expect(upsert.error).not.toBeNull();
    await client.from('user_roles').update({ role: 'admin' }).eq('user_id', id);
    expect(await exists('user_roles', { user_id: id, role: 'admin' })).toBe(false);
    const { data: isAdmin } = await client.rpc('is_admin');
    expect(isAdmin).toBe(false);
  });

  it('the demo admin is an admin, anon is not', async () => {
    expect((await admin.rpc('is_admin')).data).toBe(true);
    expect((await anon.rpc('is_admin')).data).toBe(false);
  });

  it('anon reads no carts, cart lines, orders, reservations or contacts', async () => {
    await service.from('carts').insert(await cartRow(memberB.id));
    for (const table of [
      'carts',
      'cart_items',
      'orders',
      'order_items',
      'reservations',
      'contacts',
    ] as const) {
      const { data } = await anon.from(table).select('*');
      expect(data ?? [], table).toEqual([]);
    }
  });

  it('a member cannot read another member’s cart, even by its id', async () => {
    const cart = await insertReturning('carts', { user_id: memberB.id, status: 'active' });
    const { data } = await memberA.client.from('carts').select('*, cart_items(*)').eq('id', String(cart.id));
    expect(data).toEqual([]);
  });

  it('drafts are invisible to anon and members, in products and products_public, and visible to admins', async () => {
    const slug = marker();
    await insertReturning('products', { product_id: slug, title: 'Draft', price: 1, published: false });
    for (const client of [anon, memberA.client]) {
      expect((await client.from('products').select('id').eq('product_id', slug)).data).toEqual([]);
      expect((await client.from('products_public').select('id').eq('product_id', slug)).data).toEqual([]);
    }
    expect((await admin.from('products').select('id').eq('product_id', slug)).data).toHaveLength(1);
    // The shop's view shows published products only, whoever reads it.
    expect((await admin.from('products_public').select('id').eq('product_id', slug)).data).toEqual([]);
  });

  it('products_public is read-only for everyone, admins included', async () => {
    for (const client of [anon, memberA.client, admin]) {
      const { error } = await client
        .from('products_public')
        .insert({ product_id: marker(), title: 'x', price: 1 });
      expect(error).not.toBeNull();
    }
  });

  it('the service role (webhook) writes payment_events', async () => {
    const { error } = await service
      .from('payment_events')
      .insert({ provider: 'test', event_id: marker(), type: 'checkout.session.completed', payload: {} });
    expect(error).toBeNull();
  });
});

describe('storage: the product-images bucket', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const publicStatus = async (name: string) =>
    (await fetch(anon.storage.from('product-images').getPublicUrl(name).data.publicUrl)).status;

  it('anyone reads it at its public URL; nobody but admins lists or reads its rows; members cannot upload; admins upload and delete', async () => {
    const name = `${marker()}.png`;
    const member = await memberA.client.storage
      .from('product-images')
      .upload(name, png, { contentType: 'image/png' });
    expect(member.error).not.toBeNull();

    const upload = await admin.storage.from('product-images').upload(name, png, { contentType: 'image/png' });
    expect(upload.error).toBeNull();

    expect(await publicStatus(name)).toBe(200);
    for (const reader of [anon, memberA.client]) {
      expect((await reader.storage.from('product-images').download(name)).error).not.toBeNull();
      expect((await reader.storage.from('product-images').list('', { search: name })).data ?? []).toEqual([]);
    }
    expect((await admin.storage.from('product-images').download(name)).error).toBeNull();

    const memberRemove = await memberA.client.storage.from('product-images').remove([name]);
    expect(memberRemove.data ?? []).toEqual([]);
    expect(await publicStatus(name)).toBe(200);

    const remove = await admin.storage.from('product-images').remove([name]);
    expect(remove.error).toBeNull();
    expect(await publicStatus(name)).toBe(404);
  });
});
