// Issue 27 item 3: mail cannot carry a stranger's link. A URL or a domain typed as a name is refused by every
// form that takes one (community, contact, sign-up), in a way the forms translate (22023 invalid_<field>,
// detail link), and a mail never greets with such a name, in its text or its HTML part, even one stored
// before the forms refused it. SQL's rule (public.name_has_link), the sign-up trigger's copy of it and the
// app's (nameHasLink) agree.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameHasLink } from '../../supabase/functions/_shared/typed-text';
import { anonFrom, freshAddress } from './client-address';
import { adminDbUrl, makeClient, mailFor, ownerDb, uniqueEmail, waitForMail } from './helpers';

let db: pg.Client;

beforeAll(async () => {
  db = await ownerDb();
});

afterAll(async () => {
  await db?.end();
});

const LINKED = [
  'https://evil.example/win',
  'evil.example',
  'Ada <ada@evil.example>',
  'www.evil.example',
  'evil。example',
];

describe('a link typed as a name', () => {
  it.each(LINKED)('is refused by Join the Community, and nothing is mailed: %s', async (name) => {
    const email = uniqueEmail('link-name');
    const client = anonFrom(freshAddress());
    const first = await client.rpc('join_community', {
      first_name: name,
      last_name: 'Marchetti',
      email,
      country: 'FR',
      phone: '+33 6 12 34 56 78',
      locale: 'en',
    });
    expect(first.error).toMatchObject({ code: '22023', message: 'invalid_first_name', details: 'link' });
    expect(first.error?.hint).toMatch(/web or email address/);
    const last = await client.rpc('join_community', {
      first_name: 'Élise',
      last_name: name,
      email,
      country: 'FR',
      phone: '+33 6 12 34 56 78',
      locale: 'en',
    });
    expect(last.error).toMatchObject({ code: '22023', message: 'invalid_last_name', details: 'link' });
    expect(await mailFor(email)).toEqual([]);
  });

  it('is refused by the contact form', async () => {
    const { error } = await anonFrom(freshAddress()).rpc('submit_contact_message', {
      name: 'Visit evil.example',
      email: uniqueEmail('link-contact'),
      subject: 'Hello',
      message: 'A message long enough to be sent.',
      locale: 'fr',
    });
    expect(error).toMatchObject({ code: '22023', message: 'invalid_name', details: 'link' });
  });

  it('is refused at sign-up, and no account is made', async () => {
    const email = uniqueEmail('link-signup');
    const { data, error } = await makeClient().auth.signUp({
      email,
      password: 'a long enough password',
      options: { data: { full_name: 'https://evil.example' } },
    });
    expect(error).not.toBeNull();
    expect(data.user).toBeNull();
    const { rows } = await db.query('select 1 from public.contacts where email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it("never reaches a mail as a link: an order's name stored before the rule is left out", async () => {
    const email = uniqueEmail('link-order');
    const { rows } = await db.query<{ id: string }>(
      `insert into public.orders (email, name, locale, currency, subtotal, amount_due_now)
       values ($1, 'https://evil.example/win', 'en', 'eur', 40, 40) returning id`,
      [email],
    );
    const orderId = rows[0]?.id;
    await db.query(
      `insert into public.order_items (order_id, product_id, product_slug, product_name, unit_price, quantity)
       select $1, id, product_id, title, 40, 1 from public.products where published order by product_id limit 1`,
      [orderId],
    );
    await db.query(`select public.queue_order_mail($1, 'order_confirmation')`, [orderId]);
    const { rows: queued } = await db.query<{ data: Record<string, unknown> }>(
      `select data from public.email_outbox where order_id = $1`,
      [orderId],
    );
    expect(queued[0]?.data).not.toHaveProperty('name');
    const mail = await waitForMail(email, 'order_confirmation');
    expect(mail.text.startsWith('Hello,')).toBe(true);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('evil');
  });
});

describe('the rule', () => {
  const CASES = [
    ...LINKED,
    'Ada',
    'J.-P. Sartre',
    'Ada L.',
    "O'Brien",
    'Élise Marchetti-Durand',
    'St.Clair',
    'x:y',
    'a/b',
    'evil\u200b.example',
    'Ada\u202e',
  ];

  it('is the same in SQL, in the sign-up trigger and in the app', async () => {
    const admin = new pg.Client({ connectionString: adminDbUrl() });
    await admin.connect();
    try {
      for (const name of CASES) {
        const { rows } = await db.query<{ link: boolean }>('select public.name_has_link($1) as link', [name]);
        // The trigger runs on a user's metadata change, in a transaction rolled back.
        await admin.query('begin');
        const trigger = await admin
          .query(
            `update auth.users set raw_user_meta_data = jsonb_build_object('full_name', $1::text)
             where id = (select id from auth.users limit 1)`,
            [name],
          )
          .then(
            () => false,
            (error: { message?: string }) => error.message === 'invalid_full_name',
          );
        await admin.query('rollback');
        expect({ name, sql: rows[0]?.link, trigger, app: nameHasLink(name) }).toEqual({
          name,
          sql: nameHasLink(name),
          trigger: nameHasLink(name),
          app: nameHasLink(name),
        });
      }
    } finally {
      await admin.end();
    }
  });
});
