// The functions runtime: a request to /functions/v1/<name> reaches supabase/functions/<name>/index.ts with
// the Deno.env shim answering, and the gateway's JWT check applies unless config.toml turns it off.
import { describe, expect, it } from 'vitest';
import { anonClient, newMember, supabaseUrl } from './helpers';

describe('functions runtime', () => {
  it('runs a handler module through supabase-js with the caller token and the Deno.env shim', async () => {
    const { data, error } = await anonClient().functions.invoke('health', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toEqual({
      status: 'ok',
      function: 'health',
      method: 'GET',
      path: '/health',
      supabaseUrlConfigured: true,
    });
  });

  it('passes the method, sub-path and query on, and accepts a signed-in user', async () => {
    const { client } = await newMember();
    const { data, error } = await client.functions.invoke('health/deep?x=1', {
      method: 'POST',
      body: { ping: true },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'POST', path: '/health/deep' });
  });

  it('refuses a request without a valid JWT and answers 404 for an unknown function', async () => {
    const missing = await fetch(`${supabaseUrl()}/functions/v1/health`);
    expect(missing.status).toBe(401);
    const invalid = await fetch(`${supabaseUrl()}/functions/v1/health`, {
      headers: { Authorization: 'Bearer not.a.jwt' },
    });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toMatchObject({ message: 'Invalid JWT' });
    const unknown = await anonClient().functions.invoke('no-such-function');
    expect(unknown.error).not.toBeNull();
    expect((unknown.error as { context?: Response }).context?.status).toBe(404);
  });

  it('answers CORS preflights for the app origin with the headers supabase-js sends', async () => {
    const response = await fetch(`${supabaseUrl()}/functions/v1/health`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });
});
