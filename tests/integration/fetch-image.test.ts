// fetch-image: the image migration reads other hosts' images through the backend (the shop's CSP and their
// CORS rules stop the browser). Only an admin at aal2 may use it; it passes status, type and bytes on; in
// production it refuses private and loopback hosts. And the migration itself, run for a shop on another origin.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImageMigration } from '../../src/features/admin/api/run-image-migration';
import { allowedSource } from '../../supabase/functions/_shared/image-source.ts';
import {
  adminClient,
  adminClientAal1,
  publishableKey,
  newMember,
  serviceClient,
  supabaseUrl,
  type Client,
} from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let host: Server;
let hostUrl: string;
let admin: Client;

beforeAll(async () => {
  host = createServer((request, response) => {
    if (request.url === '/ok.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (request.url === '/page.html')
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  admin = await adminClient();
});

afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

async function fetchImage(client: Client | undefined, url: string): Promise<Response> {
  const token = client ? (await client.auth.getSession()).data.session?.access_token : publishableKey();
  return fetch(`${supabaseUrl()}/functions/v1/fetch-image`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: publishableKey(),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ url }),
  });
}

describe('fetch-image', () => {
  it('serves an admin at aal2 the image with its type, and nobody else', async () => {
    const ok = await fetchImage(admin, `${hostUrl}/ok.png`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await ok.arrayBuffer()).equals(PNG)).toBe(true);

    const member = await newMember('Image Peeker');
    for (const client of [undefined, member.client, await adminClientAal1()]) {
      const refused = await fetchImage(client, `${hostUrl}/ok.png`);
      expect(refused.status).toBe(403);
    }
  });

  it('passes the upstream status and type on, and says when a host cannot be reached', async () => {
    expect((await fetchImage(admin, `${hostUrl}/missing.png`)).status).toBe(404);
    const page = await fetchImage(admin, `${hostUrl}/page.html`);
    expect(page.headers.get('content-type')).toBe('text/html');
    const unreachable = await fetchImage(admin, 'http://127.0.0.1:1/x.png');
    expect(unreachable.status).toBe(504);
    expect(unreachable.headers.get('x-fetch-error')).toBe('network');
    expect((await fetchImage(admin, 'file:///etc/passwd')).status).toBe(400);
  });

  it('in production refuses loopback, private, link-local and metadata hosts', () => {
    for (const url of [
      'http://127.0.0.1/a.png',
      'http://localhost/a.png',
      'http://10.0.0.8/a.png',
      'http://192.168.1.2/a.png',
      'http://172.20.0.1/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.png',
      'http://metadata.google.internal/a.png',
    ]) {
      expect(allowedSource(url, true), url).toBeUndefined();
    }
    expect(allowedSource('https://cdn.example.com/a.png', true)?.hostname).toBe('cdn.example.com');
    expect(allowedSource('http://127.0.0.1/a.png', false)).toBeDefined();
  });
});

describe('the image migration for a shop on another origin', () => {
  it('copies other hosts images through the backend and reports the broken ones', async () => {
    const slug = `remote-${randomUUID().slice(0, 8)}`;
    const urls = [`${hostUrl}/ok.png`, `${hostUrl}/missing.png`, 'http://127.0.0.1:1/gone.png'];
    const { data, error } = await serviceClient()
      .from('products')
      .insert({ product_id: slug, title: 'Remote images', price: 10, image_urls: urls })
      .select('id')
      .single();
    if (error) throw error;
    const reports = await runImageMigration(admin, {
      origin: 'https://shop.example',
      productId: data.id,
    });
    expect(reports.map((report) => [report.result, report.reason ?? null])).toEqual([
      ['copied', null],
      ['failed', 'http'],
      ['failed', 'network'],
    ]);
    const { data: product } = await serviceClient()
      .from('products')
      .select('image_urls')
      .eq('id', data.id)
      .single();
    expect(product?.image_urls[0]).toContain('/storage/v1/object/public/product-images/');
    expect(product?.image_urls.slice(1)).toEqual(urls.slice(1));
  });
});
