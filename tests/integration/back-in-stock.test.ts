// Issue 33 item 2: "Tell me when it's back". A guest's address is mailed a confirmation link (double opt-in), a
// member's own confirmed address waits at once; the answer never says whether the address was already on the
// list; the restock that makes the product sellable again queues one mail per waiting subscriber, in their
// language, in its own transaction, and never twice; every mail's way out stops the address's alerts.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct } from './checkout-helpers';
import { anonFrom, freshAddress } from './client-address';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  mailFor,
  newMember,
  ownerDb,
  serviceClient,
  untyped,
  uniqueEmail,
  waitForMail,
  type Client,
} from './helpers';

let db: pg.Client;

beforeAll(async () => {
  db = await ownerDb();
});

afterAll(async () => {
  await db?.end();
});

/** A published product out of stock (stock 0), by its uuid; `fields` may make it a pre-order. */
async function soldOutProduct(fields: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const slug = await fixtureProduct({ stock: 0, title_fr: 'Élixir épuisé', ...fields });
  const { rows } = await db.query<{ id: string }>('select id from public.products where product_id = $1', [
    slug,
  ]);
  return { id: rows[0]?.id ?? '', slug };
}

const subscribe = (client: Client, product: string, email: string, locale = 'en') =>
  client.rpc('subscribe_back_in_stock', { p_product: product, p_email: email, p_locale: locale });

/** The token of a link of the newest mail of a kind to an address. */
async function mailedToken(email: string, kind: string, route: 'confirm' | 'unsubscribe'): Promise<string> {
  const mail = await waitForMail(email, kind);
  const token = new RegExp(`back-in-stock/${route}\\?token=([0-9a-f]{64})`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${route} link in the ${kind} mail to ${email}`);
  return token;
}

async function outbox(email: string, kind: string) {
  const { rows } = await db.query<{ locale: string; data: Record<string, string> }>(
    'select locale, data from public.email_outbox where to_email = $1 and kind = $2 order by created_at',
    [email, kind],
  );
  return rows;
}

async function status(product: string, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>(
    'select status from public.back_in_stock_subscriptions where product_id = $1 and email = $2',
    [product, email],
  );
  return rows[0]?.status;
}

const restock = (product: string, stock = 3) =>
  db.query('update public.products set stock = $2 where id = $1', [product, stock]);

/** A guest's subscription confirmed through the mailed link. */
async function confirmedGuest(product: string, locale = 'en'): Promise<string> {
  const email = uniqueEmail('bis');
  expect((await subscribe(anonFrom(freshAddress()), product, email, locale)).data).toEqual({
    status: 'check_inbox',
  });
  const token = await mailedToken(email, 'back_in_stock_confirmation', 'confirm');
  expect((await anonClient().rpc('confirm_back_in_stock', { p_token: token })).data).toMatchObject({
    status: 'confirmed',
  });
  return email;
}

describe('asking to be told', () => {
  it('refuses an invalid address, an unknown or unpublished product and one in stock, each with its code', async () => {
    const { id } = await soldOutProduct();
    const guest = anonFrom(freshAddress());
    for (const email of ['not-an-address', 'n1<victim@example.test>', '']) {
      const { error } = await subscribe(guest, id, email);
      expect(error).toMatchObject({ code: '22023', message: 'invalid_email' });
    }
    expect(
      (await subscribe(guest, '00000000-0000-0000-0000-000000000000', uniqueEmail())).error,
    ).toMatchObject({
      code: 'PT404',
      message: 'product_not_found',
    });
    const hidden = await soldOutProduct({ published: false });
    expect((await subscribe(guest, hidden.id, uniqueEmail())).error?.message).toBe('product_not_found');
    const inStock = await soldOutProduct({ stock: 4 });
    expect((await subscribe(guest, inStock.id, uniqueEmail())).error).toMatchObject({
      code: '23514',
      message: 'product_in_stock',
    });
    const unlimited = await soldOutProduct({ stock: null });
    expect((await subscribe(guest, unlimited.id, uniqueEmail())).error?.message).toBe('product_in_stock');
  });

  it('mails a guest the confirmation in their language, and answers a repeated request the same way without telling', async () => {
    const { id } = await soldOutProduct();
    const email = uniqueEmail('bis-fr');
    const first = await subscribe(anonFrom(freshAddress()), id, email, 'fr');
    expect(first).toMatchObject({ data: { status: 'check_inbox' }, error: null });
    const mail = await waitForMail(email, 'back_in_stock_confirmation');
    expect(mail.subject).toBe('Maison Immortela · Confirmez votre alerte de retour en stock');
    expect(mail.text).toContain('« Élixir épuisé »');
    expect(await status(id, email)).toBe('pending');

    // Again while pending: the same answer, a new link (the request may come from the owner who lost the mail).
    expect((await subscribe(anonFrom(freshAddress()), id, email, 'fr')).data).toEqual(first.data);
    expect(await outbox(email, 'back_in_stock_confirmation')).toHaveLength(2);

    const token = await mailedToken(email, 'back_in_stock_confirmation', 'confirm');
    expect((await anonClient().rpc('confirm_back_in_stock', { p_token: token })).data).toMatchObject({
      status: 'confirmed',
      title_fr: 'Élixir épuisé',
    });
    expect((await anonClient().rpc('confirm_back_in_stock', { p_token: token })).data).toEqual({
      status: 'used',
    });
    expect((await anonClient().rpc('confirm_back_in_stock', { p_token: 'f'.repeat(64) })).data).toEqual({
      status: 'unknown',
    });

    // Once waiting: still the same answer, and no mail a stranger could send again and again.
    expect((await subscribe(anonFrom(freshAddress()), id, email, 'en')).data).toEqual(first.data);
    expect(await outbox(email, 'back_in_stock_confirmation')).toHaveLength(2);
    expect(await status(id, email)).toBe('confirmed');
  });

  it("lets a member's own confirmed address wait at once, and double-checks any other address they type", async () => {
    const { id } = await soldOutProduct();
    const member = await newMember('Waiting Member');
    expect((await subscribe(member.client, id, member.email.toUpperCase())).data).toEqual({
      status: 'subscribed',
    });
    expect(await status(id, member.email)).toBe('confirmed');
    expect(await outbox(member.email, 'back_in_stock_confirmation')).toHaveLength(0);

    const other = uniqueEmail('bis-other');
    expect((await subscribe(member.client, id, other)).data).toEqual({ status: 'check_inbox' });
    expect(await status(id, other)).toBe('pending');
    expect(await outbox(other, 'back_in_stock_confirmation')).toHaveLength(1);
  });

  it('confirms a link opened after the stock came back as in stock, with nothing left to mail', async () => {
    const { id, slug } = await soldOutProduct();
    const email = uniqueEmail('bis-late');
    await subscribe(anonFrom(freshAddress()), id, email);
    const token = await mailedToken(email, 'back_in_stock_confirmation', 'confirm');
    await restock(id);
    expect((await anonClient().rpc('confirm_back_in_stock', { p_token: token })).data).toMatchObject({
      status: 'in_stock',
      product_id: slug,
    });
    expect(await status(id, email)).toBe('notified');
    expect(await outbox(email, 'back_in_stock')).toHaveLength(0);
  });
});

describe('abuse limits', () => {
  it('refuses a 4th request for one address from one client within the hour, and an 11th from one client', async () => {
    const { id } = await soldOutProduct();
    const client = anonFrom(freshAddress());
    const email = uniqueEmail('bis-limit');
    const codes: (string | null)[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      codes.push((await subscribe(client, id, email)).error?.code ?? null);
    expect(codes).toEqual([null, null, null, 'PT429']);
    // Another client may still ask for that address (a stranger's requests never lock its owner out).
    expect((await subscribe(anonFrom(freshAddress()), id, email)).error).toBeNull();

    const busy = anonFrom(freshAddress());
    const answers: (string | null)[] = [];
    for (let n = 0; n < 11; n += 1)
      answers.push((await subscribe(busy, id, uniqueEmail('bis-many'))).error?.message ?? null);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(answers[10]).toBe('rate_limited');
  });
});

describe('the restock', () => {
  it('queues one mail per waiting subscriber in their language inside the transaction that adds the stock, and never again', async () => {
    const { id, slug } = await soldOutProduct();
    const english = await confirmedGuest(id, 'en');
    const french = await confirmedGuest(id, 'fr');
    const pending = uniqueEmail('bis-pending');
    await subscribe(anonFrom(freshAddress()), id, pending);

    await db.query('begin');
    await restock(id);
    // Before the commit, in the same transaction: the mails are there, the subscribers marked.
    const queued = [...(await outbox(english, 'back_in_stock')), ...(await outbox(french, 'back_in_stock'))];
    expect(queued.map((row) => [row.locale, row.data.product_name])).toEqual([
      ['en', `Fixture ${slug}`],
      ['fr', 'Élixir épuisé'],
    ]);
    expect(queued[0]?.data.product_url).toMatch(new RegExp(`/products/${slug}$`));
    expect(await status(id, english)).toBe('notified');
    await db.query('commit');
    expect(await outbox(pending, 'back_in_stock')).toHaveLength(0);

    const mail = await waitForMail(french, 'back_in_stock');
    expect(mail.subject).toBe('Maison Immortela · Élixir épuisé est de retour');

    // Sold out and back again: nobody is mailed a second time.
    await restock(id, 0);
    await restock(id, 5);
    expect(await outbox(english, 'back_in_stock')).toHaveLength(1);
    expect(await outbox(french, 'back_in_stock')).toHaveLength(1);
  });

  it('rolls the mails back with a restock that is rolled back', async () => {
    const { id } = await soldOutProduct();
    const email = await confirmedGuest(id);
    await db.query('begin');
    await restock(id);
    await db.query('rollback');
    expect(await outbox(email, 'back_in_stock')).toHaveLength(0);
    expect(await status(id, email)).toBe('confirmed');
  });

  it('mails each subscriber once when two restocks race', async () => {
    const { id } = await soldOutProduct();
    const emails = [await confirmedGuest(id), await confirmedGuest(id, 'fr')];
    const [first, second] = [await ownerDb(), await ownerDb()];
    try {
      await first.query('begin');
      await second.query('begin');
      await first.query('update public.products set stock = 2 where id = $1', [id]);
      // The second restock waits for the first's row lock, then sees the stock it added.
      const waiting = second.query('update public.products set stock = stock + 3 where id = $1', [id]);
      await first.query('commit');
      await waiting;
      await second.query('commit');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    for (const email of emails) expect(await outbox(email, 'back_in_stock')).toHaveLength(1);
  });

  it('tells a pre-order product whose sell-ahead was used up, when its cap grows', async () => {
    const { id } = await soldOutProduct({ preorder_enabled: true, sell_ahead_limit: 2 });
    await db.query('update public.products set sold_ahead = 2 where id = $1', [id]);
    const email = await confirmedGuest(id);
    await db.query('update public.products set sell_ahead_limit = 5 where id = $1', [id]);
    expect(await outbox(email, 'back_in_stock')).toHaveLength(1);
  });
});

describe('the way out', () => {
  it("stops the address's alerts in one click from any mail, once; a restock then mails nobody", async () => {
    const [a, b] = [await soldOutProduct(), await soldOutProduct()];
    const email = uniqueEmail('bis-out');
    const guest = anonFrom(freshAddress());
    await subscribe(guest, a.id, email);
    const confirmA = await mailedToken(email, 'back_in_stock_confirmation', 'confirm');
    await anonClient().rpc('confirm_back_in_stock', { p_token: confirmA });
    await subscribe(guest, b.id, email);
    const wayOut = await mailedToken(email, 'back_in_stock_confirmation', 'unsubscribe');

    expect((await anonClient().rpc('unsubscribe_back_in_stock', { p_token: wayOut })).data).toEqual({
      status: 'unsubscribed',
    });
    expect((await anonClient().rpc('unsubscribe_back_in_stock', { p_token: wayOut })).data).toEqual({
      status: 'used',
    });
    expect((await anonClient().rpc('unsubscribe_back_in_stock', { p_token: 'nope' })).data).toEqual({
      status: 'unknown',
    });
    expect([await status(a.id, email), await status(b.id, email)]).toEqual(['unsubscribed', 'unsubscribed']);
    await restock(a.id);
    await restock(b.id);
    expect(await outbox(email, 'back_in_stock')).toHaveLength(0);
    // The confirmation link of a stopped alert no longer does anything.
    const confirmB = await mailedToken(email, 'back_in_stock_confirmation', 'confirm');
    expect((await anonClient().rpc('confirm_back_in_stock', { p_token: confirmB })).data).toEqual({
      status: 'unknown',
    });
  });

  it('carries a fresh way out in the alert mail', async () => {
    const { id } = await soldOutProduct();
    const email = await confirmedGuest(id);
    await restock(id);
    const token = await mailedToken(email, 'back_in_stock', 'unsubscribe');
    // The same way out as the mail's List-Unsubscribe header, which mail clients show as their own button.
    expect((await waitForMail(email, 'back_in_stock')).listUnsubscribe).toMatch(
      new RegExp(`^<https?://\\S+/back-in-stock/unsubscribe\\?token=${token}>$`),
    );
    expect((await anonClient().rpc('unsubscribe_back_in_stock', { p_token: token })).data).toEqual({
      status: 'unsubscribed',
    });
    expect((await mailFor(email)).filter((mail) => mail.type === 'back_in_stock')).toHaveLength(1);
  });
});

describe('who reads the waiting list', () => {
  it('only an admin past two factors: anon and members read nothing, and the admin functions refuse them', async () => {
    const { id } = await soldOutProduct();
    const email = await confirmedGuest(id);
    const member = await newMember('Curious Member');
    await subscribe(member.client, id, member.email);

    const anonRead = await untyped(anonClient()).from('back_in_stock_subscriptions').select('email');
    expect(anonRead.error?.code).toBe('42501');
    const memberRead = await untyped(member.client).from('back_in_stock_subscriptions').select('email');
    expect(memberRead).toMatchObject({ data: [], error: null });
    expect((await member.client.rpc('admin_back_in_stock_waiting')).error?.message).toBe('admins_only');
    expect((await anonClient().rpc('admin_back_in_stock_addresses', { p_product: id })).error?.code).toBe(
      '42501',
    );

    const aal1 = await adminClientAal1();
    expect((await untyped(aal1).from('back_in_stock_subscriptions').select('email')).data).toEqual([]);
    expect((await aal1.rpc('admin_back_in_stock_waiting')).error?.message).toBe('two_factor_required');

    const admin = await adminClient();
    const waiting = (await admin.rpc('admin_back_in_stock_waiting')).data?.find(
      (row) => row.product_id === id,
    );
    expect(waiting).toMatchObject({ waiting: 2, pending: 0 });
    const { data: list } = await admin.rpc('admin_back_in_stock_addresses', { p_product: id });
    expect(list?.map((row) => [row.email, row.status, row.member])).toEqual([
      [email, 'confirmed', false],
      [member.email, 'confirmed', true],
    ]);
  });
});

describe('the export of personal data', () => {
  it("holds the member's alerts, those asked signed out with their address too, and nobody else's", async () => {
    const { id, slug } = await soldOutProduct();
    const member = await newMember('Exporting Member');
    await subscribe(anonFrom(freshAddress()), id, member.email, 'fr');
    const stranger = uniqueEmail('bis-stranger');
    await subscribe(anonFrom(freshAddress()), id, stranger);
    const { data, error } = await member.client.rpc('export_my_data');
    expect(error).toBeNull();
    const exported = data as { back_in_stock_alerts: Record<string, unknown>[] };
    expect(exported.back_in_stock_alerts).toEqual([
      expect.objectContaining({ product: slug, email: member.email, locale: 'fr', status: 'pending' }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(stranger);
    expect(JSON.stringify(exported)).not.toMatch(/token_hash/);
  });
});

describe('erasure', () => {
  it("takes a person's alerts and requests with their account", async () => {
    const { id } = await soldOutProduct();
    const member = await newMember('Leaving Member');
    await subscribe(member.client, id, member.email);
    const erased = await serviceClient().rpc('erase_person', { p_user_id: member.id });
    expect(erased.error).toBeNull();
    const { rows: record } = await db.query<{ counts: Record<string, number> }>(
      'select counts from public.personal_data_erasures where id = $1',
      [(erased.data as { erasure_id?: string } | null)?.erasure_id],
    );
    expect(record[0]?.counts.back_in_stock_subscriptions).toBe(1);
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from public.back_in_stock_subscriptions where email = $1)
            + (select count(*) from public.back_in_stock_requests where email = $1) as n`,
      [member.email],
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
