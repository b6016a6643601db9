// The image migration, run with the app's own code against the local backend: dry runs write nothing, runs
// report each image, a second run changes nothing, members are refused. (The catalogue's: catalogue-migration.)
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planImageMigration, runImageMigration } from '../../src/features/admin/api/run-image-migration';
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
