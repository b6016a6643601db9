// Issue 27 item 6: strangers signing an address up for the community cannot lock its owner out of their own
// sign-up (the address's daily cap binds only the connections that already asked for it), the cap holds
// under a race, and confirming never overwrites a contact's details with what someone else typed.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonFrom, freshAddress } from './client-address';
import { mailFor, newMember, ownerDb, serviceClient, uniqueEmail, type Client } from './helpers';

let db: pg.Client;

beforeAll(async () => {
  db = await ownerDb();
});

afterAll(async () => {
  await db?.end();
});

const details = (email: string, overrides: Record<string, string> = {}) => ({
  first_name: 'Élise',
  last_name: 'Marchetti',
  email,
  country: 'FR',
  phone: '+33 6 12 34 56 78',
  locale: 'en',
  ...overrides,
});

const join = (client: Client, email: string, overrides: Record<string, string> = {}) =>
  client.rpc('join_community', details(email, overrides));

/** The confirmation tokens mailed to an address, newest first. */
async function tokens(email: string): Promise<string[]> {
  return (await mailFor(email))
    .filter((mail) => mail.type === 'community_confirmation')
    .map((mail) => /community\/confirm\?token=([0-9a-f]{64})/.exec(mail.text)?.[1] ?? '');
}

/** The key the database gives a connection's address (public.request_client_hash). */
const clientHash = (address: string) => createHash('sha256').update(address.toLowerCase()).digest('hex');

describe("a stranger's community sign-ups of an address", () => {
  it("never lock its owner out: the owner's own request gets its mail and confirms", async () => {
    const email = uniqueEmail('lockout');
    const answers: (string | null)[] = [];
    // Four strangers' connections, three requests each (the per address-and-client limit of an hour).
    for (let stranger = 0; stranger < 4; stranger += 1) {
      const client = anonFrom(freshAddress());
      for (let attempt = 0; attempt < 3; attempt += 1) {
        answers.push((await join(client, email, { first_name: 'Mallory' })).error?.code ?? null);
      }
    }
    // The address's cap of 10 a day: reached, and binding the connections that asked already.
    expect(answers.filter((code) => code === null)).toHaveLength(10);
    expect(answers.filter((code) => code === 'PT429')).toHaveLength(2);

    const owner = anonFrom(freshAddress());
    expect((await join(owner, email)).error).toBeNull();
    const [token] = await tokens(email);
    expect((await owner.rpc('confirm_community', { p_token: token ?? '' })).data).toMatchObject({
      status: 'confirmed',
      first_name: 'Élise',
    });
    // The owner's second request of the day is one of the capped ones.
    expect((await join(owner, email)).error?.code).toBe('PT429');
  });

  it('cannot pass the address cap by racing: of 6 requests at 9 of 10, one is taken', async () => {
    const email = uniqueEmail('lockout-race');
    const address = freshAddress();
    const client = anonFrom(address);
    expect((await join(client, email)).error).toBeNull();
    // Nine sign-ups of the day, the client's one among them, all older than the hourly limits.
    await db.query(
      `insert into public.community_signups
         (token_hash, email, first_name, last_name, country, phone, client_hash, created_at, expires_at)
       select extensions.digest(gen_random_uuid()::text, 'sha256'), $1, 'Mallory', 'M', 'FR', '+33 6 00 00 00 00',
              encode(extensions.digest(gen_random_uuid()::text, 'sha256'), 'hex'), now() - interval '2 hours', now()
       from generate_series(1, 8)`,
      [email],
    );
    await db.query(
      `update public.community_signups set created_at = now() - interval '2 hours' where email = $1 and client_hash = $2`,
      [email, clientHash(address)],
    );
    const answers = await Promise.all(Array.from({ length: 6 }, () => join(client, email)));
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error?.code === 'PT429')).toHaveLength(5);
  });
});

describe('confirming a sign-up someone else typed', () => {
  it("records the consent and keeps the contact's own name, telephone, country and language", async () => {
    const member = await newMember('Ada Lovelace');
    const { rows } = await db.query<{ id: string }>(
      `update public.contacts set phone = '+44 20 7946 0000', country = 'GB', locale = 'en' where user_id = $1
       returning id`,
      [member.id],
    );
    const stranger = anonFrom(freshAddress());
    const typed = {
      first_name: 'Mallory',
      last_name: 'Evil',
      phone: '+33 6 66 66 66 66',
      country: 'IT',
      locale: 'fr',
    };
    expect((await join(stranger, member.email, typed)).error).toBeNull();
    const [token] = await tokens(member.email);
    // The owner opens the link (it proves the mailbox, nothing more).
    expect(
      (await anonFrom(freshAddress()).rpc('confirm_community', { p_token: token ?? '' })).data,
    ).toMatchObject({
      status: 'confirmed',
    });
    const { data } = await serviceClient()
      .from('contacts')
      .select('first_name, last_name, full_name, phone, country, locale, consent, tags')
      .eq('id', rows[0]?.id ?? '')
      .single();
    expect(data).toEqual({
      first_name: null,
      last_name: null,
      full_name: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
      country: 'GB',
      locale: 'en',
      consent: true,
      tags: ['community'],
    });
  });

  it('fills in what a contact lacks, since the owner saw the details in the mail', async () => {
    const email = uniqueEmail('lockout-blank');
    const inserted = await serviceClient().from('contacts').insert({ email, source: 'import' });
    expect(inserted.error).toBeNull();
    expect((await join(anonFrom(freshAddress()), email)).error).toBeNull();
    const [token] = await tokens(email);
    await anonFrom(freshAddress()).rpc('confirm_community', { p_token: token ?? '' });
    const { data } = await serviceClient()
      .from('contacts')
      .select('first_name, last_name, phone, country')
      .eq('email', email)
      .single();
    expect(data).toEqual({
      first_name: 'Élise',
      last_name: 'Marchetti',
      phone: '+33 6 12 34 56 78',
      country: 'FR',
    });
  });
});
