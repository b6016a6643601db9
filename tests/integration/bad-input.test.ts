// Bad input: malformed filters, unknown names, broken or oversized bodies, bad tokens and keys. Each gets
// PostgREST's, GoTrue's or Storage's error with the right status, and the server goes on serving.
import { createHmac } from 'node:crypto';
import { connect } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminClient,
  anonClient,
  publishableKey,
  rawRequest,
  secretKey,
  supabaseUrl,
  type Client,
  untyped,
} from './helpers';

function forgeToken(claims: Record<string, unknown>, secret = inject('jwtSecret')): string {
  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const now = (): number => Math.floor(Date.now() / 1000);

function clientWithToken(token: string, key = publishableKey()): Client {
  return createClient(supabaseUrl(), key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: class {} as never },
  });
}

let anon: Client;

beforeAll(() => {
  anon = anonClient();
});

// After every case the server must still answer a normal request.
afterEach(async () => {
  const { data, error } = await anon.from('products_public').select('product_id').limit(1);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
});

describe('malformed queries', () => {
  it('rejects unknown operators, unbalanced logic trees and bad limits with 400 PGRST100', async () => {
    for (const query of [
      'price=eqx.5',
      'or=(price.eq.1',
      'price=in.1,2',
      'limit=ten',
      'order=price.sideways',
      'select=title,(',
      'product_id=is.maybe',
    ]) {
      const response = await rawRequest(`/rest/v1/products_public?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({
        code: 'PGRST100',
        message: expect.any(String),
        hint: null,
      });
      expect(response.body, query).toHaveProperty('details');
    }
    const viaClient = await anon.from('products_public').select('*').filter('price', 'between', '1,2');
    expect(viaClient.status).toBe(400);
    expect(viaClient.error?.code).toBe('PGRST100');
  });

  it('names unknown tables, columns, relationships and payload keys', async () => {
    const table = await untyped(anon).from('no_such_table').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    });

    const column = await anon.from('products_public').select('nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column products_public.nope does not exist',
    });
    expect((await untyped(anon).from('products_public').select('*').eq('nope', 1)).error?.code).toBe('42703');
    expect((await anon.from('products_public').select('*').order('nope')).error?.code).toBe('42703');

    const relation = await anon.from('products_public').select('*, no_such_relation(*)');
    expect(relation.status).toBe(400);
    expect(relation.error?.code).toBe('PGRST200');

    const admin = await adminClient();
    const payload = await untyped(admin).from('carts').insert({ nope: 1 });
    expect(payload.status).toBe(400);
    expect(payload.error?.code).toBe('PGRST204');

    const injection = await anon
      .from('products_public')
      .select('product_id')
      .eq('product_id', "x'; drop table products; --");
    expect(injection).toMatchObject({ data: [], error: null });
    const quotedName = await rawRequest(
      '/rest/v1/products_public?select=%22product_id%22%3B%20drop%20table%20products',
    );
    expect(quotedName.status).toBe(400);
    const badEncoding = await rawRequest('/rest/v1/products%E0%A4%A');
    expect(badEncoding.status).toBe(400);
  });

  it('answers 501 naming a feature the local backend does not have', async () => {
    const geojson = await anon.from('products_public').select('product_id').geojson();
    expect(geojson.status).toBe(501);
    expect(geojson.error?.message).toContain('GeoJSON');
    const openApi = await rawRequest('/rest/v1/');
    expect(openApi.status).toBe(501);
  });
});

describe('broken and oversized bodies', () => {
  it('rejects invalid JSON with 400 PGRST102', async () => {
    const admin = await adminClient();
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const response = await rawRequest('/rest/v1/carts', {
      method: 'POST',
      body: '{"user_id": ',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'PGRST102' });
  });

  it('rejects bodies over the limit with 413 in each service', async () => {
    const big = JSON.stringify({ product_name: 'x'.repeat(1024 * 1024 + 10) });
    const rest = await rawRequest('/rest/v1/cart_items', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(rest.status).toBe(413);
    expect(rest.body).toMatchObject({ code: 'PGRST413' });

    const auth = await rawRequest('/auth/v1/signup', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(auth.status).toBe(413);

    const admin = await adminClient();
    const upload = await admin.storage
      .from('product-images')
      .upload('too-big.png', Buffer.alloc(6 * 1024 * 1024), { contentType: 'image/png' });
    expect(upload.error).toMatchObject({ statusCode: '413' });
  });

  it('survives a request that is not HTTP at all', async () => {
    const url = new URL(supabaseUrl());
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
  });
});

describe('NUL in a JSON body', () => {
  // PostgREST hands the body to Postgres as JSON; Postgres cannot hold U+0000 in text or jsonb and answers
  // 22P05, which PostgREST maps (class 22) to 400. The local backend binds values one by one, where the same
  // NUL would be a 22021 encoding error: it answers as PostgREST does.
  const POSTGREST_ANSWER = {
    code: '22P05',
    details: '\\u0000 cannot be converted to text.',
    hint: null,
    message: 'unsupported Unicode escape sequence',
  };

  it('answers 400 22P05 for a NUL going to a text parameter of a function', async () => {
    const response = await rawRequest('/rest/v1/rpc/lookup_order', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"p_number":"MI-1\\u0000","p_email":"a@b.test"}',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(POSTGREST_ANSWER);
    const query = await rawRequest('/rest/v1/rpc/confirm_community?p_token=a%00b');
    expect(query.status).toBe(400);
    expect(query.body).toEqual(POSTGREST_ANSWER);
  });

  it('answers the same for a NUL going to a table column, and stores nothing', async () => {
    const response = await rawRequest('/rest/v1/contact_messages', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: secretKey(),
        authorization: `Bearer ${secretKey()}`,
      },
      body: '{"name":"N\\u0000","email":"nul@example.test","message":"hello there"}',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(POSTGREST_ANSWER);
    const stored = await rawRequest('/rest/v1/contact_messages?email=eq.nul@example.test&select=id', {
      headers: { apikey: secretKey(), authorization: `Bearer ${secretKey()}` },
    });
    expect(stored.body).toEqual([]);
  });

  it('lets other escapes through: \\u0001 is text Postgres can hold (the functions refuse it themselves)', async () => {
    const response = await rawRequest('/rest/v1/rpc/confirm_community', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"p_token":"a\\u0001b"}',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'unknown' });
  });
});

describe('tokens and keys', () => {
  it('rejects an invalid JWT with 401 PGRST301 and an expired one with 401 PGRST303', async () => {
    const garbage = await clientWithToken('not-a-jwt').from('products_public').select('*');
    expect(garbage.status).toBe(401);
    expect(garbage.error?.code).toBe('PGRST301');

    const wrongSecret = forgeToken(
      { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000', exp: now() + 60 },
      'not-the-secret',
    );
    const forged = await clientWithToken(wrongSecret).from('products_public').select('*');
    expect(forged.status).toBe(401);
    expect(forged.error).toMatchObject({ code: 'PGRST301', message: 'JWSError JWSInvalidSignature' });

    const expired = forgeToken({
      role: 'authenticated',
      sub: '00000000-0000-0000-0000-000000000000',
      exp: now() - 10,
    });
    const late = await clientWithToken(expired).from('products_public').select('*');
    expect(late.status).toBe(401);
    expect(late.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    const superuser = forgeToken({ role: 'postgres', exp: now() + 60 });
    const escalated = await clientWithToken(superuser).from('products_public').select('*');
    expect(escalated.status).toBe(401);
  });

  it('answers GoTrue-style errors for bad tokens on the auth service', async () => {
    const expired = forgeToken({
      role: 'authenticated',
      sub: '00000000-0000-0000-0000-000000000000',
      exp: now() - 10,
    });
    const response = await rawRequest('/auth/v1/user', { headers: { Authorization: `Bearer ${expired}` } });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 403, error_code: 'bad_jwt' });
    const { error } = await clientWithToken('not-a-jwt').auth.getUser('not-a-jwt');
    expect(error?.status).toBe(403);
  });

  it('rejects a wrong or missing apikey with 401', async () => {
    const wrong = await createClient(supabaseUrl(), 'wrong-key', {
      auth: { persistSession: false },
      realtime: { transport: class {} as never },
    })
      .from('products_public')
      .select('*');
    expect(wrong.status).toBe(401);
    expect(wrong.error?.message).toBe('Invalid API key');

    const missing = await fetch(`${supabaseUrl()}/rest/v1/products_public`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });

    const authWrong = await rawRequest('/auth/v1/settings', { headers: { apikey: 'wrong-key' } });
    expect(authWrong.status).toBe(401);
    expect(authWrong.body).toMatchObject({ message: 'Invalid API key' });
  });
});
