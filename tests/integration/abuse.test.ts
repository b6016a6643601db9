// Abuse, written as the attacks it stops (issue 14, item 5): an anonymous visitor overwriting a customer's
// contact or consent through the community form; forged X-Forwarded-For values dodging the rate limits; an
// attacker locking a customer out of their order; control characters and over-long names reaching the
// database. Each "person" connects from a loopback address of its own (client-address.ts): the backend takes
// the client's address from the socket, as hosted takes it from Cloudflare's CF-Connecting-IP.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCheckoutRequest } from '../../supabase/functions/_shared/checkout-request.ts';
import { checkout, CONTACT, fixtureProduct, orderBody, started } from './checkout-helpers';
import { anonFrom, freshAddress } from './client-address';
import {
  confirmSignUp,
  mailFor,
  makeClient,
  ownerDb,
  rawRequest,
  serviceClient,
  uniqueEmail,
  type Client,
} from './helpers';

let service: Client;
let db: pg.Client;

beforeAll(async () => {
  service = serviceClient();
  db = await ownerDb();
});

afterAll(async () => {
  await db?.end();
});

async function contactOf(email: string) {
  const { data, error } = await service.from('contacts').select('*').ilike('email', email);
  if (error) throw error;
  expect(data.length).toBeLessThanOrEqual(1);
  return data[0];
}

async function latestConfirmationToken(email: string): Promise<string> {
  const [mail] = (await mailFor(email)).filter((item) => item.type === 'community_confirmation');
  const text = mail?.text ?? '';
  return /\/community\/confirm\?token=([0-9a-f]{64})/.exec(text)?.[1] ?? '';
}

describe('the community form cannot rewrite a customer', () => {
  const customerEmail = () => uniqueEmail('customer');

  async function existingCustomer() {
    const email = customerEmail();
    const { error } = await service.from('contacts').insert({
      email,
      first_name: 'Camille',
      last_name: 'Martin',
      phone: '+33 6 11 22 33 44',
      country: 'FR',
      locale: 'fr',
      source: 'checkout',
      consent: false,
    });
    expect(error).toBeNull();
    return { email, before: await contactOf(email) };
  }

  const forged = (email: string) => ({
    first_name: 'Mallory',
    last_name: 'Attacker',
    email,
    country: 'US',
    phone: '+1 555 0100 999',
    locale: 'en',
  });

  it('an anonymous sign-up with the customer’s address leaves their name, phone, country and consent as they were', async () => {
    const { email, before } = await existingCustomer();
    const attacker = anonFrom(freshAddress());
    const { error } = await attacker.rpc('join_community', forged(email));
    expect(error).toBeNull();
    // The same answer as for any address: nothing tells the attacker the customer exists.
    const unknown = await attacker.rpc('join_community', forged(uniqueEmail('nobody')));
    expect(unknown.error).toBeNull();
    expect(await contactOf(email)).toEqual(before);
  });

  it('consent is recorded only when the customer opens the mailed link; the attacker has no token', async () => {
    const { email } = await existingCustomer();
    const attacker = anonFrom(freshAddress());
    expect((await attacker.rpc('join_community', forged(email))).error).toBeNull();
    expect((await contactOf(email))?.consent).toBe(false);
    // Guessing the link gets nowhere.
    for (const guess of ['a'.repeat(64), '0123456789abcdef'.repeat(4)]) {
      expect((await attacker.rpc('confirm_community', { p_token: guess })).data).toEqual({
        status: 'unknown',
      });
    }
    expect((await contactOf(email))?.consent).toBe(false);

    // The customer signs up themselves and confirms from their mailbox: their details and consent apply.
    const customer = anonFrom(freshAddress());
    const own = {
      ...forged(email),
      first_name: 'Camille',
      last_name: 'Martin',
      country: 'FR',
      phone: '+33 6 11 22 33 44',
    };
    expect((await customer.rpc('join_community', own)).error).toBeNull();
    const token = await latestConfirmationToken(email);
    expect((await customer.rpc('confirm_community', { p_token: token })).data).toMatchObject({
      status: 'confirmed',
      first_name: 'Camille',
    });
    expect(await contactOf(email)).toMatchObject({ first_name: 'Camille', country: 'FR', consent: true });
  });

  it('a link works once: replaying it cannot re-apply details or consent', async () => {
    const email = customerEmail();
    const visitor = anonFrom(freshAddress());
    expect((await visitor.rpc('join_community', { ...forged(email), first_name: 'Léa' })).error).toBeNull();
    const token = await latestConfirmationToken(email);
    const [first, second] = await Promise.all([
      visitor.rpc('confirm_community', { p_token: token }),
      anonFrom(freshAddress()).rpc('confirm_community', { p_token: token }),
    ]);
    const statuses = [first.data, second.data].map((data) => (data as { status?: string } | null)?.status);
    expect(statuses.sort()).toEqual(['confirmed', 'used']);
    // The customer withdraws consent (an admin records it); the old link cannot give it back.
    await service.from('contacts').update({ consent: false }).ilike('email', email);
    expect((await visitor.rpc('confirm_community', { p_token: token })).data).toEqual({ status: 'used' });
    expect((await contactOf(email))?.consent).toBe(false);
  });

  it('the mail cannot be pointed elsewhere: the link’s origin is the configured site, not the request’s', async () => {
    const email = customerEmail();
    const phisher = anonFrom(freshAddress(), {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      referer: 'https://evil.example/',
    });
    expect((await phisher.rpc('join_community', forged(email))).error).toBeNull();
    const [mail] = (await mailFor(email)).filter((item) => item.type === 'community_confirmation');
    const text = mail?.text ?? '';
    expect(text).not.toContain('evil.example');
    expect(text).toContain('http://localhost:5173/community/confirm?token=');
  });

  it('one client cannot flood an inbox or the sign-ups: 3 per address and client, 10 per client an hour', async () => {
    const email = customerEmail();
    const flooder = anonFrom(freshAddress());
    for (let i = 0; i < 3; i += 1)
      expect((await flooder.rpc('join_community', forged(email))).error).toBeNull();
    const fourth = await flooder.rpc('join_community', forged(email.toUpperCase()));
    expect(fourth.status).toBe(429);
    expect(fourth.error).toMatchObject({ code: 'PT429', message: 'rate_limited' });
    for (let i = 3; i < 10; i += 1) {
      expect((await flooder.rpc('join_community', forged(uniqueEmail(`flood${i}`)))).error).toBeNull();
    }
    const eleventh = await flooder.rpc('join_community', forged(uniqueEmail('flood-last')));
    expect(eleventh.error?.message).toBe('rate_limited');
    // The address's owner, from their own connection, can still ask for a link.
    expect((await anonFrom(freshAddress()).rpc('join_community', forged(email))).error).toBeNull();
  });
});

describe('rate limits key on the address the platform vouches for', () => {
  const message = (email: string) => ({
    name: 'Camille Rousseau',
    email,
    subject: 'Une question',
    message: 'Bonjour, une question sur le baume, merci beaucoup.',
    locale: 'fr',
  });

  it('200 contact messages with rotating X-Forwarded-For and CF-Connecting-IP: the 21st is refused', async () => {
    const address = freshAddress();
    const outcomes: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const forgedHeaders = {
        'x-forwarded-for': `198.51.100.${i % 250}, 10.0.${i % 250}.1`,
        'cf-connecting-ip': `203.0.113.${i % 250}`,
        'x-real-ip': `192.0.2.${i % 250}`,
      };
      const { status } = await anonFrom(address, forgedHeaders).rpc(
        'submit_contact_message',
        message(uniqueEmail(`rotate${i}`)),
      );
      outcomes.push(status);
      if (i >= 25) break; // the rule is plain by now; no need to fill the table
    }
    expect(outcomes.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(outcomes.slice(20).every((status) => status === 429)).toBe(true);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.contact_messages where email like 'rotate%'`,
    );
    expect(rows[0]?.n).toBe(20);
  });
});

describe('the order lookup cannot be turned against its customer', () => {
  let number: string;
  let email: string;

  beforeAll(async () => {
    email = uniqueEmail('lookup-owner');
    const product = await fixtureProduct();
    ({ order_number: number } = await started(
      makeClient(),
      orderBody({ contact: { ...CONTACT, email }, items: [{ product_id: product, quantity: 1 }] }),
    ));
  });

  const lookup = (client: Client, orderNumber: string, address: string) =>
    client.rpc('lookup_order', { p_number: orderNumber, p_email: address });

  const retryAfter = (details: unknown): number => Number(/retry_after=(\d+)/.exec(String(details))?.[1]);

  it('an attacker’s 50 failed lookups of the order, from one or many addresses, never stop the customer', async () => {
    // One address, rotating the headers a proxy would pass on: refused after a few, still counted as one client.
    const attacker = freshAddress();
    let refused = 0;
    for (let i = 0; i < 25; i += 1) {
      const { error } = await lookup(
        anonFrom(attacker, { 'x-forwarded-for': `198.51.100.${i}`, 'cf-connecting-ip': `203.0.113.${i}` }),
        number,
        `guess${i}@example.test`,
      );
      if (error?.message === 'too_many_attempts') refused += 1;
    }
    expect(refused).toBeGreaterThanOrEqual(20);
    // Sixteen more addresses, three failed guesses each: more than 50 failures on the one order number.
    for (let a = 0; a < 16; a += 1) {
      const client = anonFrom(freshAddress());
      for (let i = 0; i < 3; i += 1) {
        const { data, error } = await lookup(client, number, `botnet${a}-${i}@example.test`);
        expect(error).toBeNull();
        expect(data).toBeNull();
      }
    }
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.order_lookup_failures where order_number = $1',
      [number],
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(50);

    const customer = await lookup(anonFrom(freshAddress()), number, email);
    expect(customer.error).toBeNull();
    expect(customer.data).toMatchObject({ number });
  });

  it('the back-off per order and client grows: 3 free failures, then 30 s, 1 min, 2 min after the last', async () => {
    const address = freshAddress();
    const client = anonFrom(address);
    for (let i = 0; i < 3; i += 1) {
      const { data, error } = await lookup(client, number, `typo${i}@example.test`);
      expect(error).toBeNull();
      expect(data).toBeNull();
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await lookup(client, number, email);
      expect(refused.status).toBe(429);
      expect(refused.error).toMatchObject({ code: 'PT429', message: 'too_many_attempts' });
      waits.push(retryAfter(refused.error?.details));
      // Let the wait pass (moving the failures back in time), then fail once more.
      await db.query(
        `update public.order_lookup_failures set created_at = created_at - make_interval(secs => $2)
         where order_number = $1 and created_at > now() - interval '1 hour'`,
        [number, waits[round]! + 1],
      );
      const again = await lookup(client, number, `typo-again${round}@example.test`);
      expect(again.error).toBeNull();
    }
    expect(waits[0]).toBeGreaterThan(25);
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[1]).toBeGreaterThan(55);
    expect(waits[1]).toBeLessThanOrEqual(60);
    expect(waits[2]).toBeGreaterThan(115);
    expect(waits[2]).toBeLessThanOrEqual(120);
  });

  it('guessing across order numbers stops after 10 failures a client in 15 minutes', async () => {
    const client = anonFrom(freshAddress());
    for (let i = 0; i < 10; i += 1) {
      const { error } = await lookup(client, `MI-9${String(i).padStart(5, '0')}`, email);
      expect(error).toBeNull();
    }
    const eleventh = await lookup(client, number, email);
    expect(eleventh.error?.message).toBe('too_many_attempts');
    expect(retryAfter(eleventh.error?.details)).toBeGreaterThan(800);
  });
});

describe('control characters and over-long free text are refused with a clear 400', () => {
  it('a NUL in the checkout name: 400 invalid_field naming contact.name, not a 500', async () => {
    for (const name of ['Camille\u0000Martin', 'Camille\u001bMartin', 'Camille\u007f']) {
      const answer = await checkout(makeClient(), orderBody({ contact: { ...CONTACT, name } }));
      expect(answer.ok).toBe(false);
      if (answer.ok) continue;
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'invalid_field', field: 'contact.name' });
    }
    const address = await checkout(
      makeClient(),
      orderBody({
        shipping: { line1: '12 rue\u0000des Oliviers', city: 'Aix', postal_code: '13100', country: 'FR' },
      }),
    );
    expect(address.ok ? 200 : address.status).toBe(400);
    if (!address.ok) expect(address.error).toMatchObject({ code: 'invalid_field', field: 'shipping.line1' });
    const long = await checkout(
      makeClient(),
      orderBody({ shipping: { line1: 'x', city: 'c'.repeat(101), postal_code: '13100', country: 'FR' } }),
    );
    if (!long.ok) expect(long.error).toMatchObject({ code: 'invalid_field', field: 'shipping.city' });
    expect(long.ok).toBe(false);
  });

  it('parseCheckoutRequest says which field and why', () => {
    const parsed = parseCheckoutRequest(orderBody({ contact: { ...CONTACT, name: 'Ca\u0000mille' } }));
    expect(parsed).toEqual({
      ok: false,
      problem: {
        code: 'invalid_field',
        field: 'contact.name',
        message: 'contact.name must not contain control characters (such as NUL or line breaks)',
      },
    });
    const long = parseCheckoutRequest(orderBody({ contact: { ...CONTACT, name: 'n'.repeat(201) } }));
    expect(long).toMatchObject({
      ok: false,
      problem: { field: 'contact.name', message: expect.stringMatching(/at most 200/) },
    });
    expect(parseCheckoutRequest(orderBody()).ok).toBe(true);
  });

  it('a NUL in a form field: 400 from the API, nothing stored', async () => {
    const email = uniqueEmail('nul');
    const client = anonFrom(freshAddress());
    const contact = await client.rpc('submit_contact_message', {
      name: 'Cam\u0000ille',
      email,
      subject: 'Hello',
      message: 'A message long enough.',
    });
    expect(contact.status).toBe(400);
    expect(contact.error).toMatchObject({ code: '22P05', message: 'unsupported Unicode escape sequence' });
    const join = await client.rpc('join_community', {
      first_name: 'Él\u0000ise',
      last_name: 'Marchetti',
      email,
      country: 'FR',
      phone: '+33 6 12 34 56 78',
    });
    expect(join.status).toBe(400);
    expect(await contactOf(email)).toBeUndefined();
    expect(await mailFor(email)).toEqual([]);
  });

  it('sign-up names over 200 characters or with control characters are refused by the database', async () => {
    // As hosted GoTrue answers a trigger's refusal: 500 and a fixed message, nothing of the database's own.
    const signUpBody = (fullName: string) =>
      JSON.stringify({
        email: uniqueEmail('long-name'),
        password: 'long-name-password-1',
        data: { full_name: fullName },
      });
    for (const name of ['n'.repeat(201), 'Line\nbreak', 'Bell\u0007']) {
      const raw = await rawRequest('/auth/v1/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: signUpBody(name),
      });
      expect(raw.status).toBe(500);
      expect(raw.body).toEqual({ code: 'unexpected_failure', message: 'Database error saving new user' });
    }
    // supabase-js reads any 500 as a retryable fetch error: the form's own check (auth-model.ts) is what
    // gives the person a clear message.
    const viaClient = await makeClient().auth.signUp({
      email: uniqueEmail('long-name'),
      password: 'long-name-password-1',
      options: { data: { full_name: 'n'.repeat(201) } },
    });
    expect(viaClient.error?.status).toBe(500);
    expect(viaClient.data.user).toBeNull();
    const fine = await makeClient().auth.signUp({
      email: uniqueEmail('long-name'),
      password: 'long-name-password-1',
      options: { data: { full_name: 'n'.repeat(200) } },
    });
    expect(fine.error).toBeNull();
    expect(fine.data.user?.user_metadata.full_name).toHaveLength(200);

    // Renaming oneself afterwards is held to the same rule; other metadata changes still go through.
    const client = makeClient();
    const renameEmail = uniqueEmail('rename');
    const signed = await client.auth.signUp({
      email: renameEmail,
      password: 'rename-password-1',
      options: { data: { full_name: 'Léa Martin' } },
    });
    expect(signed.error).toBeNull();
    await confirmSignUp(client, renameEmail);
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const renamed = await rawRequest('/auth/v1/user', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ data: { full_name: 'x'.repeat(300) } }),
    });
    expect(renamed.status).toBe(500);
    expect(renamed.body).toEqual({ code: 'unexpected_failure', message: 'Error updating user' });
    const other = await client.auth.updateUser({ data: { newsletter: true } });
    expect(other.error).toBeNull();
    expect(other.data.user?.user_metadata.full_name).toBe('Léa Martin');
  });
});
