// public.plain_email: the one normalization every typed address goes through (community, checkout, contact,
// lookup). It must refuse anything a mail server could read as another recipient than the text looks like.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { anonClient, ownerDb, untyped } from './helpers.ts';

let db: pg.Client;
beforeAll(async () => {
  db = await ownerDb();
});
afterAll(async () => {
  await db.end();
});

async function plain(text: string | null): Promise<string | null> {
  const { rows } = await db.query<{ email: string | null }>('select public.plain_email($1) as email', [text]);
  return rows[0]!.email;
}

describe('plain_email', () => {
  it('trims and lower-cases one plain address', async () => {
    expect(await plain('  Elise.Marchetti+Salon@Example.FR \n')).toBe('elise.marchetti+salon@example.fr');
    expect(await plain("o'brien@xn--bcher-kva.example")).toBe("o'brien@xn--bcher-kva.example");
  });

  it.each([
    ['a display name', 'n1<victim@example.com>'],
    ['a display name with a space', 'Victim <victim@example.com>'],
    ['angle brackets', '<victim@example.com>'],
    ['two addresses', 'a@example.com,victim@example.com'],
    ['two @', 'a@b@example.com'],
    ['a space inside', 'a b@example.com'],
    ['a quoted local part', '"a b"@example.com'],
    ['a comment', 'a(comment)@example.com'],
    ['a zero-width space', 'a\u200b@example.com'],
    ['a bidi override', '\u202emoc.elpmaxe@a'],
    ['a non-ASCII letter', 'élise@example.fr'],
    ['no dot in the domain', 'a@localhost'],
    ['a leading dot', '.a@example.com'],
    ['two dots', 'a..b@example.com'],
    ['a hyphen at the end of a label', 'a@example-.com'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    ['an address over 254 characters', `a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`],
    ['nothing', ''],
  ])('refuses %s', async (_, text) => {
    expect(await plain(text)).toBeNull();
  });

  it('is null for null', async () => {
    expect(await plain(null)).toBeNull();
  });

  it('cannot be called through the API', async () => {
    const { error } = await untyped(anonClient()).rpc('plain_email', { p_email: 'a@example.com' });
    expect(error?.code).toBe('42501');
  });
});
