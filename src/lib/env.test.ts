import { describe, expect, it } from 'vitest';
import { readEnv, readSiteUrl } from './env';

describe('readEnv', () => {
  it('lists every missing variable in one message', () => {
    expect(() => readEnv({})).toThrow(
      /VITE_SUPABASE_URL is missing; VITE_SUPABASE_PUBLISHABLE_KEY is missing/,
    );
  });

  it('rejects a URL that is not http(s)', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_PUBLISHABLE_KEY: 'k' })).toThrow(
      /must be an http\(s\) URL/,
    );
  });

  it('returns trimmed values without a trailing slash', () => {
    expect(
      readEnv({
        VITE_SUPABASE_URL: ' http://127.0.0.1:54321/ ',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'key',
        VITE_SITE_URL: 'https://shop.example/',
      }),
    ).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabasePublishableKey: 'key',
      siteUrl: 'https://shop.example',
    });
  });
});

describe('readSiteUrl', () => {
  it('falls back to the local address when unset or invalid', () => {
    expect(readSiteUrl({})).toBe('http://localhost:5173');
    expect(readSiteUrl({ VITE_SITE_URL: 'not a url' })).toBe('http://localhost:5173');
  });
});
