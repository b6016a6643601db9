// The catalogue import and the image migration, run with the app's own code against the local backend:
// dry runs write nothing, runs report each item, a second run changes nothing, members are refused.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCatalogueImport, runCatalogueImport } from '../../src/features/admin/api/run-catalogue-import';
import { planImageMigration, runImageMigration } from '../../src/features/admin/api/run-image-migration';
import { STATIC_CATALOGUE, type StaticCatalogueItem } from '../../src/features/admin/static-catalogue';
import { adminClient, newMember, serviceClient, type Client } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let service: Client;
let admin: Client;
let images: Server;
let origin: string;
let downloads = 0;

beforeAll(async () => {
  service = serviceClient();
  admin = await adminClient();
  // A small image host: one good PNG, a page that is not an image, a file too big, and a missing file.
  images = createServer((request, response) => {
    downloads += 1;
    if (request.url === '/ok.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (request.url === '/page.html')
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    else if (request.url === '/huge.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(6 * 1024 * 1024));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => images?.close(resolve));
});

function testCatalogue(): StaticCatalogueItem[] {
  const tag = randomUUID().slice(0, 8);
  return STATIC_CATALOGUE.slice(0, 2).map((item) => ({ ...item, id: `${item.id}-${tag}` }));
}

describe('catalogue import', () => {
  it('the seeded database already holds the static catalogue: the dry run skips all five', async () => {
    const plan = await planCatalogueImport(admin);
    expect(plan.map((item) => [item.id, item.action])).toEqual(
      STATIC_CATALOGUE.map((item) => [item.id, 'skip']),
    );
  });

  it('dry run, run, run again: created, then skipped; a changed price is updated back', async () => {
    const catalogue = testCatalogue();
    const plan = await planCatalogueImport(admin, catalogue);
    expect(plan.map((item) => item.action)).toEqual(['create', 'create']);
    // The dry run wrote nothing.
    const ids = catalogue.map((item) => item.id);
    expect((await service.from('products').select('id').in('product_id', ids)).data).toEqual([]);

    const first = await runCatalogueImport(admin, catalogue);
    expect(first.map((outcome) => outcome.result)).toEqual(['created', 'created']);
    const created = await service
      .from('products')
      .select('product_id, price, published, title_fr, image_urls')
      .in('product_id', ids)
      .order('product_id');
    expect(created.data).toHaveLength(2);
    expect(created.data?.every((row) => row.published && row.title_fr && row.image_urls.length === 1)).toBe(
      true,
    );

    expect((await runCatalogueImport(admin, catalogue)).map((outcome) => outcome.result)).toEqual([
      'skipped',
      'skipped',
    ]);

    await service
      .from('products')
      .update({ price: 1234, title_fr: 'Traduit à la main' })
      .eq('product_id', ids[0]!);
    const replanned = await planCatalogueImport(admin, catalogue);
    expect(replanned[0]?.action).toBe('update');
    const updated = await runCatalogueImport(admin, catalogue);
    expect(updated[0]).toMatchObject({ result: 'updated', fields: ['price'] });
    const after = (
      await service.from('products').select('price, title_fr').eq('product_id', ids[0]!).single()
    ).data;
    // The owned price is back; the hand-written translation stays.
    expect(after).toEqual({ price: 1400, title_fr: 'Traduit à la main' });
  });

  it('a member running it creates nothing', async () => {
    const member = (await newMember()).client;
    const catalogue = testCatalogue();
    const outcomes = await runCatalogueImport(member, catalogue);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['failed', 'failed']);
    const ids = catalogue.map((item) => item.id);
    expect((await service.from('products').select('id').in('product_id', ids)).data).toEqual([]);
  });
});

describe('image migration', () => {
  async function productWith(urls: string[]) {
    const slug = `images-${randomUUID().slice(0, 8)}`;
    const { data, error } = await service
      .from('products')
      .insert({ product_id: slug, title: `Images ${slug}`, price: 10, image_urls: urls })
      .select('id')
      .single();
    if (error) throw error;
    return data.id;
  }

  it('copies what is not in the bucket, reports each image, rewrites image_urls, and is safe to run twice', async () => {
    const id = await productWith([
      '/ok.png',
      '/missing.png',
      '/page.html',
      '/huge.png',
      'data:image/png;base64,AA',
    ]);
    const options = { origin, productId: id };

    const before = downloads;
    const plan = await planImageMigration(admin, options);
    expect(plan.map((report) => report.result)).toEqual([
      'wouldCopy',
      'wouldCopy',
      'wouldCopy',
      'wouldCopy',
      'failed',
    ]);
    expect(downloads).toBe(before); // a dry run downloads nothing

    const report = await runImageMigration(admin, options);
    expect(report.map((entry) => [entry.url, entry.result, entry.reason ?? null])).toEqual([
      ['/ok.png', 'copied', null],
      ['/missing.png', 'failed', 'http'],
      ['/page.html', 'failed', 'type'],
      ['/huge.png', 'failed', 'size'],
      ['data:image/png;base64,AA', 'failed', 'notWebAddress'],
    ]);
    const newUrl = report[0]?.newUrl ?? '';
    expect(newUrl).toMatch(/\/storage\/v1\/object\/public\/product-images\/migrated\/images-/);
    const stored = await fetch(newUrl);
    expect(stored.headers.get('content-type')).toContain('image/png');
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);

    const row = (await service.from('products').select('image_urls').eq('id', id).single()).data;
    // Order kept; the failures keep their old address.
    expect(row?.image_urls).toEqual([
      newUrl,
      '/missing.png',
      '/page.html',
      '/huge.png',
      'data:image/png;base64,AA',
    ]);

    const again = await runImageMigration(admin, options);
    expect(again.map((entry) => [entry.result, entry.reason ?? null])).toEqual([
      ['skipped', 'inBucket'],
      ['failed', 'http'],
      ['failed', 'type'],
      ['failed', 'size'],
      ['failed', 'notWebAddress'],
    ]);
    expect(
      (await service.from('products').select('image_urls').eq('id', id).single()).data?.image_urls[0],
    ).toBe(newUrl);
  });

  it('a member cannot copy images or rewrite products', async () => {
    const id = await productWith(['/ok.png']);
    const member = (await newMember()).client;
    // Members do not even see an unpublished product: nothing to migrate.
    expect(await runImageMigration(member, { origin, productId: id })).toEqual([]);
    await service.from('products').update({ published: true }).eq('id', id);
    const report = await runImageMigration(member, { origin, productId: id });
    expect(report.map((entry) => [entry.result, entry.reason])).toEqual([['failed', 'upload']]);
    expect(
      (await service.from('products').select('image_urls').eq('id', id).single()).data?.image_urls,
    ).toEqual(['/ok.png']);
  });
});
