// The edge functions over HTTP, called with each kind of key: the publishable key (and the legacy anon JWT) or
// no user token is a guest, a user's access token is verified against the JWKS, the secret key (and the legacy
// service_role JWT) is a server. Guest and member checkouts, the test provider's webhook and the admin's image
// fetch work the same with both kinds, as the app behaves on a hosted project before and after migrating.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orderBody, orderRow, payOnTestPage, receiptParams } from './checkout-helpers';
import {
  adminClient,
  legacyAnonKey,
  legacyServiceRoleKey,
  newMember,
  publishableKey,
  secretKey,
  supabaseUrl,
  tokenOf,
} from './helpers';

const KINDS = [
  { kind: 'publishable and secret keys', app: publishableKey, server: secretKey },
  { kind: 'legacy anon and service_role JWTs', app: legacyAnonKey, server: legacyServiceRoleKey },
];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let host: Server;
let imageUrl: string;

beforeAll(async () => {
  host = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
  );
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  imageUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/ok.png`;
});

afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

/** A call as supabase-js makes it: the key as apikey, the user's token (or the key itself) as the bearer. */
function callFunction(name: string, apikey: string, bearer: string | undefined, body: unknown) {
  return fetch(`${supabaseUrl()}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey,
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** The same claims signed with the legacy HS256 secret: a token issued before the project rotated keys. */
function legacySigned(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const signature = createHmac('sha256', inject('jwtSecret'))
    .update(`${head}.${payload}`)
    .digest('base64url');
  return `${head}.${payload}.${signature}`;
}

describe.each(KINDS)('functions called with the $kind', ({ app, server }) => {
  it('buy as a guest with the app key or no token, and pay through the signed webhook', async () => {
    const guest = await callFunction('create-checkout', app(), app(), orderBody());
    expect(guest.status).toBe(200);
    const started = (await guest.json()) as { url: string; order_id: string };
    expect((await orderRow(started.order_id)).user_id).toBeNull();

    const paid = await payOnTestPage(started.url);
    expect(paid.status).toBe(303);
    expect(receiptParams(paid.headers.get('location') ?? '').order).toBe(started.order_id);
    expect((await orderRow(started.order_id)).status).toBe('paid');

    const noToken = await callFunction('create-checkout', app(), undefined, orderBody());
    expect(noToken.status).toBe(200);
    const asServer = await callFunction('create-checkout', server(), server(), orderBody());
    expect(asServer.status).toBe(200);
    const serverOrder = (await asServer.json()) as { order_id: string };
    expect((await orderRow(serverOrder.order_id)).user_id).toBeNull();
  });

  it("buy as a member with the member's token, verified from the JWKS or, if legacy, by Auth", async () => {
    const member = await newMember('Function Caller', app());
    const { data, error } = await member.client.functions.invoke<{ order_id: string }>('create-checkout', {
      body: orderBody(),
    });
    expect(error).toBeNull();
    expect((await orderRow(data?.order_id ?? '')).user_id).toBe(member.id);

    const legacy = await callFunction(
      'create-checkout',
      app(),
      legacySigned(await tokenOf(member.client)),
      orderBody(),
    );
    expect(legacy.status).toBe(200);
    const legacyOrder = (await legacy.json()) as { order_id: string };
    expect((await orderRow(legacyOrder.order_id)).user_id).toBe(member.id);

    const [head, payload, signature = ''] = (await tokenOf(member.client)).split('.');
    const tampered = `${head}.${payload}.${signature.slice(0, -4)}AAAA`;
    const refused = await callFunction('create-checkout', app(), tampered, orderBody());
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'sign_in_required' } });
  });

  it('fetch an image for the admin at aal2 only, whatever key the app sends', async () => {
    const admin = await adminClient(app());
    const ok = await callFunction('fetch-image', app(), await tokenOf(admin), { url: imageUrl });
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer()).equals(PNG)).toBe(true);

    const member = await newMember('Image Caller', app());
    for (const bearer of [app(), server(), await tokenOf(member.client)]) {
      const refused = await callFunction('fetch-image', app(), bearer, { url: imageUrl });
      expect(refused.status).toBe(403);
    }
  });
});

describe('the platform check in front of a verify_jwt function', () => {
  it('refuses a call without any key or token, and the secret key from a browser', async () => {
    const bare = await fetch(`${supabaseUrl()}/functions/v1/fetch-image`, { method: 'POST', body: '{}' });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ code: 'UNAUTHORIZED_NO_AUTH_HEADER' });

    const browser = await fetch(`${supabaseUrl()}/functions/v1/fetch-image`, {
      method: 'POST',
      headers: {
        apikey: secretKey(),
        Authorization: `Bearer ${secretKey()}`,
        'User-Agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15',
      },
      body: JSON.stringify({ url: imageUrl }),
    });
    expect(browser.status).toBe(401);
    expect(await browser.json()).toMatchObject({ message: 'Forbidden use of secret API key in browser' });
  });
});
