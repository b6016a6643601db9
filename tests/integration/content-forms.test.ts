// The two public forms' SQL functions, called as the app calls them (supabase-js, anon key): Join the
// Community upserts one contact per address with consent; the contact form stores a message linked to its
// contact, drops honeypot submissions and limits each address and each client.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, publishableKey, serviceClient, supabaseUrl, uniqueEmail, type Client } from './helpers';

let anon: Client;
let service: Client;

beforeAll(() => {
  anon = anonClient();
  service = serviceClient();
});

/** Node 20 has no WebSocket and these tests never use Realtime (as in helpers.ts). */
class NoRealtimeTransport {
  constructor() {
    throw new Error('Realtime is not part of the local backend');
  }
}

/** An anon client whose requests come from their own client address, so the per-client bucket is its own. */
function anonFrom(address: string): Client {
  return createClient(supabaseUrl(), publishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-forwarded-for': address } },
    realtime: { transport: NoRealtimeTransport as never },
  });
}

const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}, 10.0.0.1`;

async function contactsWith(email: string) {
  const { data, error } = await service.from('contacts').select('*').ilike('email', email);
  if (error) throw error;
  return data;
}

async function messagesOf(email: string) {
  const { data, error } = await service.from('contact_messages').select('*').ilike('email', email);
  if (error) throw error;
  return data;
}

const member = (email: string, overrides: Record<string, string> = {}) => ({
  first_name: 'Élise',
  last_name: 'Marchetti',
  email,
  country: 'FR',
  phone: '+33 6 12 34 56 78',
  locale: 'fr',
  ...overrides,
});

describe('join_community', () => {
  it('creates a contact with consent and source community, returning nothing', async () => {
    const email = uniqueEmail('community');
    const { data, error } = await anon.rpc('join_community', member(email));
    expect(error).toBeNull();
    expect(data).toBeNull();
    const [contact, ...others] = await contactsWith(email);
    expect(others).toEqual([]);
    expect(contact).toMatchObject({
      first_name: 'Élise',
      last_name: 'Marchetti',
      full_name: 'Élise Marchetti',
      country: 'FR',
      phone: '+33 6 12 34 56 78',
      locale: 'fr',
      source: 'community',
      consent: true,
    });
    expect(contact?.consent_at).toEqual(expect.any(String));
    expect(contact?.tags).toContain('community');
  });

  it('a second submission with the same address in another case updates the one contact', async () => {
    const email = uniqueEmail('again');
    expect((await anon.rpc('join_community', member(email))).error).toBeNull();
    const [first] = await contactsWith(email);
    const { error } = await anon.rpc(
      'join_community',
      member(email.toUpperCase(), { first_name: 'Elise', phone: '+33 7 00 00 00 01', country: 'it' }),
    );
    expect(error).toBeNull();
    const contacts = await contactsWith(email);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      id: first?.id,
      first_name: 'Elise',
      phone: '+33 7 00 00 00 01',
      country: 'IT',
      consent: true,
      consent_at: first?.consent_at,
    });
    expect(contacts[0]?.tags).toEqual(['community']);
  });

  it('keeps the source of a contact that already existed and records its consent', async () => {
    const email = uniqueEmail('existing');
    const inserted = await service.from('contacts').insert({ email, source: 'import', consent: false });
    expect(inserted.error).toBeNull();
    expect((await anon.rpc('join_community', member(email))).error).toBeNull();
    const [contact] = await contactsWith(email);
    expect(contact).toMatchObject({ source: 'import', consent: true });
    expect(contact?.consent_at).not.toBeNull();
    const notes = await service
      .from('contact_notes')
      .select('kind')
      .eq('contact_id', contact?.id ?? '');
    expect(notes.data).toEqual([{ kind: 'consent' }]);
  });

  it('refuses a missing field with a code the form can translate', async () => {
    const { error } = await anon.rpc('join_community', member(uniqueEmail('bad'), { phone: 'call me' }));
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('invalid_phone');
    const noName = await anon.rpc('join_community', member(uniqueEmail('bad'), { first_name: '  ' }));
    expect(noName.error?.message).toBe('invalid_first_name');
  });

  it('gives anon no direct access to contacts', async () => {
    const { data } = await anon.from('contacts').select('id').limit(1);
    expect(data ?? []).toEqual([]);
  });
});

describe('submit_contact_message', () => {
  const message = (email: string, overrides: Record<string, string> = {}) => ({
    name: 'Camille Rousseau',
    email,
    subject: 'Une question sur le baume',
    message: 'Bonjour, le baume convient-il aux peaux sensibles ? Merci beaucoup.',
    locale: 'fr',
    ...overrides,
  });

  it('stores the message linked to a new contact with source contact_form', async () => {
    const email = uniqueEmail('contact');
    const { data, error } = await anonFrom(randomAddress()).rpc('submit_contact_message', message(email));
    expect(error).toBeNull();
    expect(data).toBeNull();
    const [contact] = await contactsWith(email);
    expect(contact).toMatchObject({ source: 'contact_form', full_name: 'Camille Rousseau', consent: false });
    const [stored, ...others] = await messagesOf(email);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      contact_id: contact?.id,
      name: 'Camille Rousseau',
      subject: 'Une question sur le baume',
      locale: 'fr',
    });
    expect(stored?.client_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('links to the existing contact without changing its source', async () => {
    const email = uniqueEmail('known');
    expect((await anon.rpc('join_community', member(email))).error).toBeNull();
    const upper = email.toUpperCase();
    expect((await anonFrom(randomAddress()).rpc('submit_contact_message', message(upper))).error).toBeNull();
    const contacts = await contactsWith(email);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]?.source).toBe('community');
    const [stored] = await messagesOf(email);
    expect(stored?.contact_id).toBe(contacts[0]?.id);
  });

  it('drops a message whose honeypot is filled, silently', async () => {
    const email = uniqueEmail('robot');
    const { error } = await anon.rpc('submit_contact_message', {
      ...message(email),
      website: 'https://spam.example',
    });
    expect(error).toBeNull();
    expect(await messagesOf(email)).toEqual([]);
    expect(await contactsWith(email)).toEqual([]);
  });

  it('validates lengths and the address', async () => {
    const short = await anon.rpc('submit_contact_message', message(uniqueEmail('v'), { message: 'Hi' }));
    expect(short.error?.message).toBe('invalid_message');
    const badEmail = await anon.rpc('submit_contact_message', message('not-an-address'));
    expect(badEmail.error?.message).toBe('invalid_email');
  });

  it('accepts 5 messages per address an hour, then answers 429 rate_limited', async () => {
    const email = uniqueEmail('chatty');
    const client = anonFrom(randomAddress());
    for (let i = 0; i < 5; i += 1) {
      const { error } = await client.rpc('submit_contact_message', message(email, { subject: `Try ${i}` }));
      expect(error).toBeNull();
    }
    const sixth = await anonFrom(randomAddress()).rpc('submit_contact_message', message(email));
    expect(sixth.error?.code).toBe('PT429');
    expect(sixth.error?.message).toBe('rate_limited');
    expect(sixth.status).toBe(429);
    expect(await messagesOf(email)).toHaveLength(5);
  });

  it('accepts 20 messages per client address an hour, whatever the addresses given', async () => {
    const client = anonFrom(`203.0.113.${Math.floor(Math.random() * 250) + 1}`);
    for (let i = 0; i < 20; i += 1) {
      const { error } = await client.rpc('submit_contact_message', message(uniqueEmail(`bulk${i}`)));
      expect(error).toBeNull();
    }
    const email = uniqueEmail('blocked');
    const blocked = await client.rpc('submit_contact_message', message(email));
    expect(blocked.error?.message).toBe('rate_limited');
    expect(await messagesOf(email)).toEqual([]);
    // Another client is not held back by that one.
    const other = await anonFrom(randomAddress()).rpc('submit_contact_message', message(email));
    expect(other.error).toBeNull();
  });

  it('gives anon no direct way to write or read messages', async () => {
    const insert = await anon.from('contact_messages').insert({
      name: 'Direct',
      email: uniqueEmail('direct'),
      message: `Straight into the table ${randomUUID()}`,
    });
    expect(insert.error).not.toBeNull();
    const { data } = await anon.from('contact_messages').select('id').limit(1);
    expect(data ?? []).toEqual([]);
  });
});
