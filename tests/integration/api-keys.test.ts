// Keys as hosted issues them: the publishable key is anon and the secret key service_role (a secret key from
// a browser is refused with hosted's 401), an opaque key in Authorization counts only when it equals the
// apikey, user access tokens are ES256 with a kid and verify locally with getClaims from the JWKS, and the
// legacy JWT keys keep working.
import { createHmac } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import {
  legacyAnonKey,
  legacyServiceRoleKey,
  makeClient,
  newMember,
  publishableKey,
  rawRequest,
  secretKey,
  serviceClient,
  uniqueEmail,
} from './helpers';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const decode = (segment: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Re-signs a token's header and claims with the legacy HS256 secret, as a pre-rotation token was signed. */
function legacySigned(token: string): string {
  const [, payload = ''] = token.split('.');
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const signature = createHmac('sha256', inject('jwtSecret'))
    .update(`${head}.${payload}`)
    .digest('base64url');
  return `${head}.${payload}.${signature}`;
}

async function accessToken(): Promise<{ token: string; id: string }> {
  const member = await newMember('Key Holder');
  const { data } = await member.client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return { token, id: member.id };
}

describe('publishable and secret keys', () => {
  it('are the opaque keys hosted issues', () => {
    expect(publishableKey()).toMatch(/^sb_publishable_[A-Za-z0-9_-]{20,}$/);
    expect(secretKey()).toMatch(/^sb_secret_[A-Za-z0-9_-]{20,}$/);
  });

  it('read as anon with the publishable key and bypass RLS with the secret key', async () => {
    const anon = makeClient(publishableKey());
    const products = await anon.from('products_public').select('product_id').limit(1);
    expect(products.error).toBeNull();
    expect(products.data).toHaveLength(1);
    // Orders are never readable by anon; the secret key (service_role) reads and writes them.
    const hidden = await anon.from('contacts').select('id').limit(1);
    expect(hidden.data ?? []).toEqual([]);
    const email = uniqueEmail('secret-key');
    const inserted = await serviceClient()
      .from('contacts')
      .insert({ email, source: 'import', consent: false })
      .select('email')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ email });
  });

  it('refuse the secret key from a browser with hosted 401, and leave the publishable key alone', async () => {
    for (const path of ['/rest/v1/products_public?select=product_id&limit=1', '/auth/v1/admin/users']) {
      const refused = await rawRequest(path, {
        headers: { apikey: secretKey(), Authorization: `Bearer ${secretKey()}`, 'User-Agent': BROWSER_UA },
      });
      expect(refused.status, path).toBe(401);
      expect(refused.body, path).toEqual({
        message: 'Forbidden use of secret API key in browser',
        hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!',
      });
      expect(refused.headers.get('sb-error-code'), path).toBe('UNAUTHORIZED_INVALID_API_KEY_TYPE');
    }
    const storage = await rawRequest('/storage/v1/object/product-images/nothing-here.png', {
      headers: { apikey: secretKey(), Authorization: `Bearer ${secretKey()}`, 'User-Agent': BROWSER_UA },
    });
    expect(storage.status).toBe(401);
    const browser = await rawRequest('/rest/v1/products_public?select=product_id&limit=1', {
      headers: { Authorization: `Bearer ${publishableKey()}`, 'User-Agent': BROWSER_UA },
    });
    expect(browser.status).toBe(200);
    const server = await rawRequest('/rest/v1/contacts?select=id&limit=1', {
      headers: { apikey: secretKey(), Authorization: `Bearer ${secretKey()}`, 'User-Agent': 'node' },
    });
    expect(server.status).toBe(200);
  });

  it('take an opaque key as the bearer only when it equals the apikey, and refuse unknown keys', async () => {
    // The publishable key as apikey with the secret key as bearer must not become service_role.
    const mixed = await rawRequest('/rest/v1/contacts?select=id&limit=1', {
      headers: { apikey: publishableKey(), Authorization: `Bearer ${secretKey()}` },
    });
    expect(mixed.status).toBe(401);
    expect(mixed.body).toMatchObject({ code: 'PGRST301' });
    const unknown = await rawRequest('/rest/v1/products_public?select=product_id', {
      headers: { apikey: 'sb_publishable_not-this-projects-key-000' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ message: 'Invalid API key' });
  });
});

describe('user access tokens', () => {
  it('are ES256 with the kid the JWKS publishes, in the shape GoTrue serves', async () => {
    const jwks = await fetch(`${inject('supabaseUrl')}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    const key = keys[0] ?? {};
    expect(key).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      y: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      kid: expect.any(String),
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    });
    expect(key).not.toHaveProperty('d');
    const { token } = await accessToken();
    expect(decode(token.split('.')[0] ?? '')).toEqual({ alg: 'ES256', kid: key.kid, typ: 'JWT' });
  });

  it('verify locally with getClaims from the JWKS, and a tampered one is rejected', async () => {
    const { token, id } = await accessToken();
    // Record what getClaims asks the server for: the JWKS, never /user.
    const requests: string[] = [];
    const client = makeClient(publishableKey(), {
      fetch: (input, init) => {
        requests.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    const verified = await client.auth.getClaims(token);
    expect(verified.error).toBeNull();
    expect(verified.data?.claims).toMatchObject({ sub: id, role: 'authenticated' });
    expect(verified.data?.header).toMatchObject({ alg: 'ES256' });
    expect(requests.some((url) => url.endsWith('/auth/v1/.well-known/jwks.json'))).toBe(true);
    expect(requests.some((url) => url.includes('/auth/v1/user'))).toBe(false);

    const [head, payload = '', signature] = token.split('.');
    const claims = decode(payload);
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url');
    const tampered = await client.auth.getClaims(`${head}.${forged}.${signature}`);
    expect(tampered.data).toBeNull();
    expect(tampered.error?.message).toMatch(/signature/i);
  });

  it('signed with the legacy HS256 secret are still accepted while legacy tokens are allowed', async () => {
    const { token, id } = await accessToken();
    const legacy = makeClient(publishableKey());
    const user = await legacy.auth.getUser(legacySigned(token));
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(id);
    const rest = await rawRequest('/rest/v1/products_public?select=product_id&limit=1', {
      headers: { Authorization: `Bearer ${legacySigned(token)}` },
    });
    expect(rest.status).toBe(200);
  });
});

describe('legacy JWT keys', () => {
  it('still read as anon, write as service_role and call a function', async () => {
    const anon = makeClient(legacyAnonKey());
    const read = await anon.from('products_public').select('product_id').limit(1);
    expect(read.error).toBeNull();
    expect(read.data).toHaveLength(1);

    const email = uniqueEmail('legacy-key');
    const write = await makeClient(legacyServiceRoleKey())
      .from('contacts')
      .insert({ email, source: 'import', consent: false })
      .select('email')
      .single();
    expect(write.error).toBeNull();
    expect(write.data).toEqual({ email });

    const health = await anon.functions.invoke('health', { method: 'GET' });
    expect(health.error).toBeNull();
    expect(health.data).toMatchObject({ status: 'ok', function: 'health' });
  });
});
