// The two public forms' SQL functions, called as the app calls them (supabase-js, anon key): Join the
// Community stores a pending sign-up and mails a confirmation link, and only that link (confirm_community)
// creates or updates the contact with consent; the contact form stores a message linked to its contact
// (never changing an existing one), drops honeypot submissions and limits each client and each address.
// Every client here connects from a loopback address of its own (client-address.ts): the backend keys its
// limits on the socket's address, as hosted keys them on the address Cloudflare saw.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonFrom, freshAddress } from './client-address';
import { mailFor, ownerDb, serviceClient, uniqueEmail, type Client, untyped } from './helpers';

let anon: Client;
let service: Client;
let db: pg.Client;

beforeAll(async () => {
  anon = anonFrom(freshAddress());
  service = serviceClient();
  db = await ownerDb();
});

afterAll(async () => {
  await db?.end();
});

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

/** The confirmation mails the local mailbox holds for an address, newest first, with their link's token. */
async function confirmationMails(email: string) {
  const mails = (await mailFor(email)).filter((mail) => mail.type === 'community_confirmation');
  return mails.map((mail) => {
    const text = mail.text;
    const link = /(https?:\/\/\S+\/community\/confirm\?token=([0-9a-f]{64}))/.exec(text);
    return { ...mail, text, link: link?.[1], token: link?.[2] ?? '' };
  });
}

async function joinAndGetToken(client: Client, email: string, overrides: Record<string, string> = {}) {
  const { error } = await client.rpc('join_community', member(email, overrides));
  expect(error).toBeNull();
  const [mail] = await confirmationMails(email);
  expect(mail?.token).toMatch(/^[0-9a-f]{64}$/);
  return mail?.token ?? '';
}

describe('join_community', () => {
  it('records nothing in the CRM: it mails a confirmation link in the visitor’s language', async () => {
    const email = uniqueEmail('community');
    const { data, error } = await anon.rpc('join_community', member(email));
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(await contactsWith(email)).toEqual([]);

    const [mail, ...others] = await confirmationMails(email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Confirmez votre inscription à la communauté Maison Immortela');
    expect(mail?.text).toContain('Bonjour Élise');
    expect(mail?.text).toContain('Nom : Élise Marchetti');
    expect(mail?.text).toContain('Téléphone : +33 6 12 34 56 78');
    // The link's origin is the configured site, whatever the request said its origin was.
    expect(mail?.link).toMatch(/^http:\/\/localhost:5173\/community\/confirm\?token=[0-9a-f]{64}$/);

    const english = uniqueEmail('community-en');
    expect((await anon.rpc('join_community', member(english, { locale: 'en' }))).error).toBeNull();
    const [en] = await confirmationMails(english);
    expect(en?.subject).toBe('Confirm your place in the Maison Immortela community');
    expect(en?.text).toContain('open this link within 3 days');
  });

  it('stores only the sha256 of the token', async () => {
    const email = uniqueEmail('hashed');
    const token = await joinAndGetToken(anon, email);
    const { rows } = await db.query<{ token_hash: Buffer; expires_at: Date; confirmed_at: Date | null }>(
      'select token_hash, expires_at, confirmed_at from public.community_signups where email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash.toString('hex')).not.toContain(token);
    expect(rows[0]?.token_hash).toHaveLength(32);
    expect(rows[0]?.confirmed_at).toBeNull();
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);
  });

  it('the link creates the contact with consent, source community, once', async () => {
    const email = uniqueEmail('confirmed');
    const token = await joinAndGetToken(anon, email);
    const confirmed = await anonFrom(freshAddress()).rpc('confirm_community', { p_token: token });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toEqual({ status: 'confirmed', first_name: 'Élise' });
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

    const again = await anon.rpc('confirm_community', { p_token: token });
    expect(again.data).toEqual({ status: 'used' });
  });

  // Issue 27 item 6: the link proves the mailbox, not the details someone else may have typed.
  it('a confirmed second sign-up in another case confirms the one contact and keeps its details', async () => {
    const email = uniqueEmail('again');
    await anon.rpc('confirm_community', { p_token: await joinAndGetToken(anon, email) });
    const [first] = await contactsWith(email);
    const token = await joinAndGetToken(anonFrom(freshAddress()), email.toUpperCase(), {
      first_name: 'Elise',
      phone: '+33 7 00 00 00 01',
      country: 'it',
    });
    expect((await anon.rpc('confirm_community', { p_token: token })).data).toMatchObject({
      status: 'confirmed',
    });
    const contacts = await contactsWith(email);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      id: first?.id,
      first_name: 'Élise',
      phone: '+33 6 12 34 56 78',
      country: 'FR',
      consent: true,
      consent_at: first?.consent_at,
    });
    expect(contacts[0]?.tags).toEqual(['community']);
  });

  it('keeps the source of a contact that already existed and records its consent on confirmation', async () => {
    const email = uniqueEmail('existing');
    const inserted = await service.from('contacts').insert({ email, source: 'import', consent: false });
    expect(inserted.error).toBeNull();
    const token = await joinAndGetToken(anon, email);
    expect((await contactsWith(email))[0]).toMatchObject({ consent: false, first_name: null });
    await anon.rpc('confirm_community', { p_token: token });
    const [contact] = await contactsWith(email);
    expect(contact).toMatchObject({ source: 'import', consent: true, first_name: 'Élise' });
    expect(contact?.consent_at).not.toBeNull();
    const notes = await service
      .from('contact_notes')
      .select('kind')
      .eq('contact_id', contact?.id ?? '');
    expect(notes.data).toEqual([{ kind: 'consent' }]);
  });

  it('answers expired and unknown links clearly, and changes nothing', async () => {
    const email = uniqueEmail('late');
    const token = await joinAndGetToken(anon, email);
    await db.query(
      `update public.community_signups set expires_at = now() - interval '1 minute' where email = $1`,
      [email],
    );
    expect((await anon.rpc('confirm_community', { p_token: token })).data).toEqual({ status: 'expired' });
    expect(await contactsWith(email)).toEqual([]);
    for (const guess of ['0'.repeat(64), 'not-a-token', '']) {
      const { data, error } = await anon.rpc('confirm_community', { p_token: guess });
      expect(error).toBeNull();
      expect(data).toEqual({ status: 'unknown' });
    }
  });

  it('refuses a missing, long or control-character field with a code and detail the form can translate', async () => {
    const { error } = await anon.rpc('join_community', member(uniqueEmail('bad'), { phone: 'call me' }));
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('invalid_phone');
    const noName = await anon.rpc('join_community', member(uniqueEmail('bad'), { first_name: '  ' }));
    expect(noName.error).toMatchObject({ message: 'invalid_first_name', details: 'required' });
    const long = await anon.rpc('join_community', member(uniqueEmail('bad'), { last_name: 'x'.repeat(101) }));
    expect(long.error).toMatchObject({ code: '22023', message: 'invalid_last_name', details: 'too_long' });
    const control = await anon.rpc(
      'join_community',
      member(uniqueEmail('bad'), { first_name: 'Él\u0007ise' }),
    );
    expect(control.status).toBe(400);
    expect(control.error).toMatchObject({ message: 'invalid_first_name', details: 'control_characters' });
  });

  it('gives anon no direct access to contacts, sign-ups or settings', async () => {
    for (const table of ['contacts', 'community_signups', 'shop_settings']) {
      const { data } = await untyped(anon).from(table).select('*').limit(1);
      expect(data ?? [], table).toEqual([]);
    }
    const forged = await anon
      .from('shop_settings')
      .update({ site_url: 'https://evil.example' })
      .eq('id', true);
    expect(forged.error).not.toBeNull();
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
    const { data, error } = await anonFrom(freshAddress()).rpc('submit_contact_message', message(email));
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

  it('links to the existing contact and changes nothing of it', async () => {
    const email = uniqueEmail('known');
    await anon.rpc('confirm_community', { p_token: await joinAndGetToken(anon, email, { locale: 'en' }) });
    const [before] = await contactsWith(email);
    const upper = email.toUpperCase();
    const sent = await anonFrom(freshAddress()).rpc(
      'submit_contact_message',
      message(upper, { name: 'Someone Else Entirely', locale: 'fr' }),
    );
    expect(sent.error).toBeNull();
    const contacts = await contactsWith(email);
    expect(contacts).toEqual([before]);
    const [stored] = await messagesOf(email);
    expect(stored).toMatchObject({ contact_id: before?.id, name: 'Someone Else Entirely' });
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

  it('validates lengths, control characters and the address', async () => {
    const short = await anon.rpc('submit_contact_message', message(uniqueEmail('v'), { message: 'Hi' }));
    expect(short.error).toMatchObject({ message: 'invalid_message', details: 'too_short' });
    const badEmail = await anon.rpc('submit_contact_message', message('not-an-address'));
    expect(badEmail.error?.message).toBe('invalid_email');
    const long = await anon.rpc(
      'submit_contact_message',
      message(uniqueEmail('v'), { subject: 's'.repeat(201) }),
    );
    expect(long.error).toMatchObject({ code: '22023', message: 'invalid_subject', details: 'too_long' });
    const control = await anon.rpc(
      'submit_contact_message',
      message(uniqueEmail('v'), { name: 'Cam\u001bille' }),
    );
    expect(control.error).toMatchObject({ message: 'invalid_name', details: 'control_characters' });
    // A message keeps its line breaks and tabs; other control characters are refused there too.
    const lines = await anon.rpc(
      'submit_contact_message',
      message(uniqueEmail('v'), { message: 'Bonjour,\n\tune question.\r\nMerci' }),
    );
    expect(lines.error).toBeNull();
    const bell = await anon.rpc(
      'submit_contact_message',
      message(uniqueEmail('v'), { message: 'Bonjour \u0007 !!!!!!' }),
    );
    expect(bell.error).toMatchObject({ message: 'invalid_message', details: 'control_characters' });
  });

  it('accepts 5 messages per address from one client an hour, then answers 429; the address’s owner, elsewhere, still writes', async () => {
    const email = uniqueEmail('chatty');
    const client = anonFrom(freshAddress());
    for (let i = 0; i < 5; i += 1) {
      const { error } = await client.rpc('submit_contact_message', message(email, { subject: `Try ${i}` }));
      expect(error).toBeNull();
    }
    // Another spelling of the same address is the same address.
    const sixth = await client.rpc('submit_contact_message', message(email.toUpperCase()));
    expect(sixth.error?.code).toBe('PT429');
    expect(sixth.error?.message).toBe('rate_limited');
    expect(sixth.status).toBe(429);
    expect(await messagesOf(email)).toHaveLength(5);
    const owner = await anonFrom(freshAddress()).rpc('submit_contact_message', message(email));
    expect(owner.error).toBeNull();
    expect(await messagesOf(email)).toHaveLength(6);
  });

  it('accepts 20 messages per client address an hour, whatever the email addresses given', async () => {
    const client = anonFrom(freshAddress());
    for (let i = 0; i < 20; i += 1) {
      const { error } = await client.rpc('submit_contact_message', message(uniqueEmail(`bulk${i}`)));
      expect(error).toBeNull();
    }
    const email = uniqueEmail('blocked');
    const blocked = await client.rpc('submit_contact_message', message(email));
    expect(blocked.error?.message).toBe('rate_limited');
    expect(await messagesOf(email)).toEqual([]);
    // Another client is not held back by that one.
    const other = await anonFrom(freshAddress()).rpc('submit_contact_message', message(email));
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
