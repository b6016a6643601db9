import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicRestGet, PublicRestError } from './public-rest';

vi.mock('./env', () => ({
  readEnv: () => ({ supabaseUrl: 'https://project.example', supabasePublishableKey: 'pk_test', siteUrl: '' }),
}));

afterEach(() => vi.unstubAllGlobals());

describe('publicRestGet', () => {
  it('asks PostgREST with the publishable key and answers the rows', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify([{ id: 1 }]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(publicRestGet('products_public?select=*&order=price.asc')).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://project.example/rest/v1/products_public?select=*&order=price.asc');
    expect(init.headers).toMatchObject({ apikey: 'pk_test', Authorization: 'Bearer pk_test' });
  });

  it('throws with the status and the server message when the answer is not OK', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ message: 'relation does not exist' }), { status: 404 }),
        ),
    );
    const error = await publicRestGet('nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PublicRestError);
    expect(error).toMatchObject({ status: 404, message: 'relation does not exist' });
  });
});
