// Issue 27 item 3: one plain address everywhere a visitor types one outside checkout. `n1<victim@x>` was
// accepted by Join the Community and the contact form, counted apart from victim@x, and delivered to victim@x
// by the mail library (a display name). Now every form takes the address through public.plain_email once,
// every per-address count counts that normalized address, the order lookup matches on it, and the outbox
// stores it normalized while its sender never sends to anything else.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonFrom, freshAddress } from './client-address';
import { mailFor, ownerDb, uniqueEmail, type Client } from './helpers';

let db: pg.Client;

beforeAll(async () => {
  db = await ownerDb();
});

afterAll(async () => {
  await db?.end();
});

const join = (client: Client, email: string) =>
  client.rpc('join_community', {
    first_name: 'Élise',
    last_name: 'Marchetti',
    email,
    country: 'FR',
    phone: '+33 6 12 34 56 78',
    locale: 'en',
  });

const write = (client: Client, email: string) =>
  client.rpc('submit_contact_message', {
    name: 'Élise Marchetti',
    email,
    subject: 'A question',
    message: 'A message long enough to be sent.',
    locale: 'en',
  });

/** Forms of one inbox a mail library would deliver to it, or that used to be counted apart. */
const disguises = (victim: string) => [
  `n1<${victim}>`,
  `Victim <${victim}>`,
  `<${victim}>`,
  `${victim}\u200b`,
  `\u202e${victim}`,
  `a@b,${victim}`,
];

describe('Join the Community', () => {
  it('refuses an address with a display name or hidden characters, and mails nobody', async () => {
    const victim = uniqueEmail('victim');
    const client = anonFrom(freshAddress());
    for (const typed of disguises(victim)) {
      const { error } = await join(client, typed);
      expect(error, typed).toMatchObject({ code: '22023', message: 'invalid_email' });
    }
    expect(await mailFor(victim)).toEqual([]);
    const { rows } = await db.query('select 1 from public.community_signups where email::text ilike $1', [
      `%${victim}%`,
    ]);
    expect(rows).toEqual([]);
  });

  it('stores and counts the normalized address: its spellings share one limit', async () => {
    const victim = uniqueEmail('victim');
    const client = anonFrom(freshAddress());
    for (const typed of [victim, ` ${victim.toUpperCase()} `, `\t${victim}\n`]) {
      expect((await join(client, typed)).error, typed).toBeNull();
    }
    expect((await join(client, victim.replace('victim', 'VICTIM'))).error?.code).toBe('PT429');
    const { rows } = await db.query<{ email: string }>(
      'select email::text from public.community_signups where lower(email::text) = $1',
      [victim],
    );
    expect(rows.map((row) => row.email)).toEqual([victim, victim, victim]);
  });
  it('counts its spellings as one under a race: of 8 at once from one client, 3 are taken', async () => {
    const victim = uniqueEmail('victim');
    const client = anonFrom(freshAddress());
    const spellings = [victim, victim.toUpperCase(), ` ${victim}`, `${victim}\n`];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => join(client, spellings[i % 4] ?? victim)),
    );
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(3);
    expect(answers.filter((answer) => answer.error?.code === 'PT429')).toHaveLength(5);
  });
});

describe('the contact form', () => {
  it('refuses an address with a display name or hidden characters', async () => {
    const victim = uniqueEmail('victim');
    const client = anonFrom(freshAddress());
    for (const typed of disguises(victim)) {
      expect((await write(client, typed)).error, typed).toMatchObject({
        code: '22023',
        message: 'invalid_email',
      });
    }
    const { rows } = await db.query('select 1 from public.contact_messages where email::text ilike $1', [
      `%${victim}%`,
    ]);
    expect(rows).toEqual([]);
  });

  it('stores the normalized address and counts its spellings as one', async () => {
    const victim = uniqueEmail('victim');
    const client = anonFrom(freshAddress());
    for (let i = 0; i < 5; i += 1) {
      expect((await write(client, i % 2 ? ` ${victim.toUpperCase()}` : victim)).error).toBeNull();
    }
    expect((await write(client, `${victim} `)).error?.code).toBe('PT429');
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.contact_messages where email::text = $1',
      [victim],
    );
    expect(rows[0]?.n).toBe(5);
  });
});

describe('the guest order lookup', () => {
  it('finds the order by its normalized address, never by a disguised one, and counts no failure for one', async () => {
    const email = uniqueEmail('lookup');
    const { rows } = await db.query<{ id: string; number: string }>(
      `insert into public.orders (email, name, locale, currency, subtotal, amount_due_now)
       values ($1, 'Inès Laurent', 'en', 'eur', 40, 40) returning id, number`,
      [email],
    );
    const order = rows[0]!;
    const client = anonFrom(freshAddress());
    const found = await client.rpc('lookup_order', {
      p_number: order.number,
      p_email: ` ${email.toUpperCase()} `,
    });
    expect(found.error).toBeNull();
    expect(found.data).toMatchObject({ number: order.number });

    for (const typed of disguises(email)) {
      const answer = await client.rpc('lookup_order', { p_number: order.number, p_email: typed });
      expect(answer, typed).toMatchObject({ data: null, error: null });
      const options = await client.rpc('guest_withdrawal_options', {
        p_number: order.number,
        p_email: typed,
      });
      expect(options, typed).toMatchObject({ data: null, error: null });
    }
    const { rows: failures } = await db.query(
      'select 1 from public.order_lookup_failures where order_number = $1',
      [order.number],
    );
    expect(failures).toEqual([]);
  });
});

describe('the outbox', () => {
  const queue = async (to: string) =>
    (
      await db.query<{ id: string }>(
        `select public.enqueue_mail('account_erased', $1, 'en', null, '{"had_account": false, "orders_kept": []}') as id`,
        [to],
      )
    ).rows[0]?.id;

  it('stores the normalized recipient, and the sender delivers to it', async () => {
    const email = uniqueEmail('outbox');
    await queue(` ${email.toUpperCase()} `);
    const mails = await mailFor(email);
    expect(mails.map((mail) => [mail.to, mail.type])).toEqual([[email, 'account_erased']]);
  });

  it('never sends to a recipient that is not one plain address: failed for good, the inbox gets nothing', async () => {
    const victim = uniqueEmail('victim');
    const id = await queue(`n1<${victim}>`);
    expect(await mailFor(victim)).toEqual([]);
    const { rows } = await db.query<{ failed: boolean; last_error: string }>(
      'select failed_at is not null as failed, last_error from public.email_outbox where id = $1',
      [id],
    );
    expect(rows).toEqual([{ failed: true, last_error: expect.stringContaining('not one plain address') }]);
  });
});
