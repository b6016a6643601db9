// The build's snapshot of the published content: read with the app's publishable key, served as virtual modules,
// and a build that cannot read it stops with a message saying why.
import { describe, expect, it, vi } from 'vitest';
import { contentIndex, localize } from '../../src/content/published';
import { FIXTURE_ROWS } from '../../src/test/published-content/rows';
import {
  fetchPublishedContent,
  PublishedContentError,
  publishedContent,
  publishedContentModules,
} from './published-content';

const ENV = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321/',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
};

describe('fetchPublishedContent', () => {
  it('asks rpc/published_content as anon with the publishable key', async () => {
    const fetchImpl = vi.fn(async () => Response.json(FIXTURE_ROWS));
    await expect(fetchPublishedContent(ENV, fetchImpl)).resolves.toEqual(FIXTURE_ROWS);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://127.0.0.1:54321/rest/v1/rpc/published_content',
      expect.objectContaining({
        headers: expect.objectContaining({
          apikey: 'sb_publishable_x',
          Authorization: 'Bearer sb_publishable_x',
        }) as unknown,
      }),
    );
  });

  it('stops the build, saying why, when the database cannot be read', async () => {
    await expect(fetchPublishedContent({}, vi.fn())).rejects.toThrow(/VITE_SUPABASE_URL .* not set/);
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:54321') });
    });
    const unreachable = fetchPublishedContent(ENV, refused);
    await expect(unreachable).rejects.toBeInstanceOf(PublishedContentError);
    await expect(unreachable).rejects.toThrow(/did not answer \(connect ECONNREFUSED.*\n.*npm run dev/);
    const missing = vi.fn(async () =>
      Response.json({ message: 'Could not find the function' }, { status: 404 }),
    );
    await expect(fetchPublishedContent(ENV, missing)).rejects.toThrow(/answered 404: .*Could not find/);
    const odd = vi.fn(async () => Response.json([{ kind: 'poem' }]));
    await expect(fetchPublishedContent(ENV, odd)).rejects.toThrow(/did not answer a list of published/);
  });
});

describe('publishedContent plugin', () => {
  it('serves the index and one module per language, and nothing else', () => {
    const modules = publishedContentModules(FIXTURE_ROWS);
    expect(modules.get('virtual:published-content')).toBe(
      `export default ${JSON.stringify(contentIndex(FIXTURE_ROWS))};`,
    );
    expect(modules.get('virtual:published-content/fr')).toBe(
      `export default ${JSON.stringify(localize(FIXTURE_ROWS, 'fr'))};`,
    );
    const plugin = publishedContent(FIXTURE_ROWS);
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    expect(resolveId('virtual:published-content/en')).toBe('\0virtual:published-content/en');
    expect(resolveId('virtual:published-content/de')).toBeUndefined();
    expect(resolveId('./other')).toBeUndefined();
    expect(load('\0virtual:published-content/en')).toContain('"language":"en"');
    expect(load('/src/main.tsx')).toBeUndefined();
  });
});
