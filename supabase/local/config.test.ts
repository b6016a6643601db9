// The settings of config.toml the local backend reads, on a file written for the test.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProjectConfig } from './config.ts';

function configFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'config-')), 'config.toml');
  writeFileSync(file, text);
  return file;
}

describe('readProjectConfig', () => {
  it('reads the site URL and the additional redirect URLs (a one-line array)', () => {
    const config = readProjectConfig(
      configFile(
        '[auth]\nsite_url = "https://shop.example"\n' +
          'additional_redirect_urls = ["https://*.preview.example/**", "myapp://callback"] # comment\n',
      ),
    );
    expect(config.siteUrl).toBe('https://shop.example');
    expect(config.additionalRedirectUrls).toEqual(['https://*.preview.example/**', 'myapp://callback']);
  });

  it('reads an empty array, and no key as none', () => {
    expect(
      readProjectConfig(configFile('[auth]\nadditional_redirect_urls = []\n')).additionalRedirectUrls,
    ).toEqual([]);
    expect(
      readProjectConfig(configFile('[auth]\nsite_url = "http://localhost:5173"\n')).additionalRedirectUrls,
    ).toEqual([]);
  });

  it('reads the repository config.toml with its local redirect URLs', () => {
    const file = path.join(path.dirname(new URL(import.meta.url).pathname), '../config.toml');
    expect(readProjectConfig(file).additionalRedirectUrls).toContain('http://localhost:4173');
  });
});
