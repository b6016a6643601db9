// Product images' alt texts and focal points (20261129210100..210120): products.image_details follows
// image_urls entry for entry. A writer of one list alone gets the other kept in step by the trigger; a write of
// both that disagree, or a malformed entry, is refused by the check; anon reads the details of published
// products through products_public; only an admin writes them.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/lib/database.types';
import { adminClient, anonClient, newMember, ownerDb, untyped, type Client } from './helpers';

const A = '/images/products/a.webp';
const B = '/images/products/b.webp';
const C = '/images/products/c.webp';

const entry = (url: string, en = '', fr = '', focus = { x: 50, y: 50 }) => ({ url, alt: { en, fr }, focus });

let admin: Client;
let product: { id: string; slug: string };

async function details(): Promise<{ image_urls: string[]; image_details: Json }> {
  const { data, error } = await admin
    .from('products')
    .select('image_urls, image_details')
    .eq('id', product.id)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

beforeAll(async () => {
  admin = await adminClient();
  const slug = `images-${randomUUID().slice(0, 8)}`;
  const { data, error } = await admin
    .from('products')
    .insert({ product_id: slug, title: 'Image test', price: 10, image_urls: [A, B] })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  product = { id: data.id, slug };
});

afterAll(async () => {
  if (product) await admin.from('products').delete().eq('id', product.id);
});

describe('a writer of image_urls alone', () => {
  it('gets an entry per address: empty alt texts (the product name stands in) and the centre', async () => {
    expect(await details()).toEqual({ image_urls: [A, B], image_details: [entry(A), entry(B)] });
  });

  it('keeps each entry with its address when the list is reordered, added to or cut', async () => {
    const set = await admin
      .from('products')
      .update({ image_details: [entry(A, 'Jar', 'Pot', { x: 10, y: 90 }), entry(B, 'Box', 'Boîte')] })
      .eq('id', product.id);
    expect(set.error).toBeNull();
    await admin
      .from('products')
      .update({ image_urls: [C, B, A] })
      .eq('id', product.id);
    expect(await details()).toEqual({
      image_urls: [C, B, A],
      image_details: [entry(C), entry(B, 'Box', 'Boîte'), entry(A, 'Jar', 'Pot', { x: 10, y: 90 })],
    });
    await admin
      .from('products')
      .update({ image_urls: [A] })
      .eq('id', product.id);
    expect((await details()).image_details).toEqual([entry(A, 'Jar', 'Pot', { x: 10, y: 90 })]);
  });

  it('keeps the alt texts and focal point of an address rewritten in place (the image migration)', async () => {
    const copy = 'https://project.supabase.co/storage/v1/object/public/product-images/a.webp';
    await admin
      .from('products')
      .update({ image_urls: [copy] })
      .eq('id', product.id);
    expect((await details()).image_details).toEqual([entry(copy, 'Jar', 'Pot', { x: 10, y: 90 })]);
    await admin
      .from('products')
      .update({ image_urls: [A] })
      .eq('id', product.id);
  });
});

describe('a writer of image_details alone', () => {
  it('gets image_urls in the order of the details', async () => {
    const { error } = await admin
      .from('products')
      .update({ image_details: [entry(B, 'Box', 'Boîte'), entry(A, 'Jar', 'Pot')] })
      .eq('id', product.id);
    expect(error).toBeNull();
    expect((await details()).image_urls).toEqual([B, A]);
  });
});

const REFUSED: [string, Record<string, unknown>][] = [
  ['details naming other addresses', { image_urls: [A, B], image_details: [entry(A), entry(C)] }],
  ['details in another order', { image_urls: [A, B], image_details: [entry(B), entry(A)] }],
  ['one entry too few', { image_urls: [A, B], image_details: [entry(A)] }],
  ['an alt text of 251 characters', { image_details: [entry(B, 'x'.repeat(251)), entry(A)] }],
  ['a line break in an alt text', { image_details: [entry(B, '', 'deux\nlignes'), entry(A)] }],
  ['a focal point beyond 100%', { image_details: [entry(B, '', '', { x: 101, y: 50 }), entry(A)] }],
  ['a negative focal point', { image_details: [entry(B, '', '', { x: 50, y: -1 }), entry(A)] }],
  ['a focal point given as text', { image_details: [{ ...entry(B), focus: { x: '50', y: 50 } }, entry(A)] }],
  [
    'an alt text missing its French',
    { image_details: [{ url: B, alt: { en: 'Box' }, focus: { x: 1, y: 1 } }] },
  ],
  ['an unknown key', { image_details: [{ ...entry(B), caption: 'hi' }, entry(A)] }],
  ['a width that is not a whole number', { image_details: [{ ...entry(B), width: 720.5 }, entry(A)] }],
  ['details that are not a list', { image_details: { url: B } }],
];

describe('the consistency check', () => {
  it.each(REFUSED)('refuses %s, naming the rule, and changes nothing', async (_label, change) => {
    const before = await details();
    const { error } = await untyped(admin).from('products').update(change).eq('id', product.id);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('products_image_details_match_image_urls');
    expect(await details()).toEqual(before);
  });

  it('takes the sizes made at upload, and the limits', async () => {
    const sized = {
      ...entry(B, 'x'.repeat(250), 'é'.repeat(250), { x: 0, y: 100 }),
      srcSet: `${B}?w=480 480w, ${B} 1200w`,
      width: 1200,
      height: 900,
    };
    const { error } = await admin
      .from('products')
      .update({ image_urls: [B, A], image_details: [sized, entry(A)] })
      .eq('id', product.id);
    expect(error).toBeNull();
    expect((await details()).image_details).toEqual([sized, entry(A)]);
  });
});

describe('who reads and writes the details', () => {
  it('anon reads them through products_public once the product is published', async () => {
    await admin
      .from('products')
      .update({ image_urls: [A], image_details: [entry(A, 'A jar', 'Un pot', { x: 30, y: 70 })] })
      .eq('id', product.id);
    const hidden = await anonClient().from('products_public').select('image_details').eq('id', product.id);
    expect(hidden.data).toEqual([]);
    await admin.from('products').update({ published: true }).eq('id', product.id);
    const shown = await anonClient()
      .from('products_public')
      .select('image_urls, image_details')
      .eq('id', product.id)
      .single();
    expect(shown.error).toBeNull();
    expect(shown.data).toEqual({
      image_urls: [A],
      image_details: [entry(A, 'A jar', 'Un pot', { x: 30, y: 70 })],
    });
  });

  it('a member or a visitor cannot write them', async () => {
    const member = await newMember('Alt Writer');
    const change = { image_details: [entry(A, 'Hacked', 'Piraté')] };
    for (const client of [member.client, anonClient()]) {
      const { data } = await client.from('products').update(change).eq('id', product.id).select('id');
      expect(data ?? []).toEqual([]);
    }
    expect((await details()).image_details).toEqual([entry(A, 'A jar', 'Un pot', { x: 30, y: 70 })]);
  });
});

describe('the backfill of 20261129210110', () => {
  it('names each existing image after the product, in French only from a French title', async () => {
    const db = await ownerDb();
    const migration = readFileSync(
      new URL('../../supabase/migrations/20261129210110_product_image_alt_backfill.sql', import.meta.url),
      'utf8',
    );
    try {
      await db.query('begin');
      // The state before 20261129210120: the rule and the trigger not there yet, no details written.
      await db.query('alter table public.products drop constraint products_image_details_match_image_urls');
      await db.query('alter table public.products disable trigger products_sync_image_details');
      await db.query(
        `update public.products set title = 'Backfill', title_fr = $2, image_urls = $3, image_details = '[]'
         where id = $1`,
        [product.id, null, [A, B]],
      );
      await db.query(migration);
      const { rows } = await db.query<{ image_details: unknown }>(
        'select image_details from public.products where id = $1',
        [product.id],
      );
      expect(rows[0]?.image_details).toEqual([entry(A, 'Backfill', ''), entry(B, 'Backfill', '')]);
      await db.query(`update public.products set title_fr = 'Remplir', image_details = '[]' where id = $1`, [
        product.id,
      ]);
      await db.query(migration);
      const again = await db.query<{ image_details: unknown }>(
        'select image_details from public.products where id = $1',
        [product.id],
      );
      expect(again.rows[0]?.image_details).toEqual([
        entry(A, 'Backfill', 'Remplir'),
        entry(B, 'Backfill', 'Remplir'),
      ]);
    } finally {
      await db.query('rollback');
      await db.end();
    }
  });
});
