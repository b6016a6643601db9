// GoTrue's redirect rules (internal/utilities/request.go IsRedirectURLValid, gobwas/glob with '.' and '/' as
// separators), the cases of its request_test.go and glob's documentation.
import { describe, expect, it } from 'vitest';
import { globPattern, isRedirectAllowed } from './redirect.ts';

const rules = {
  siteUrl: 'https://shop.example.com',
  redirectAllowList: ['https://*.preview.example.org/**', 'myapp://callback', 'https://exact.example.net'],
};

describe('isRedirectAllowed', () => {
  it('allows the site URL host with any scheme, port or path', () => {
    expect(isRedirectAllowed(rules, 'https://shop.example.com/account')).toBe(true);
    expect(isRedirectAllowed(rules, 'http://shop.example.com:8080/x?y=1')).toBe(true);
  });

  it('allows a loopback IP address, refuses other IP addresses and a decimal one', () => {
    expect(isRedirectAllowed(rules, 'http://127.0.0.1:4173/auth')).toBe(true);
    expect(isRedirectAllowed(rules, 'http://[::1]:3000/')).toBe(true);
    expect(isRedirectAllowed(rules, 'http://10.0.0.1/')).toBe(false);
    expect(isRedirectAllowed(rules, 'http://2130706433/')).toBe(false);
  });

  it('allows a match of an additional redirect URL pattern, and nothing else', () => {
    expect(isRedirectAllowed(rules, 'https://pr-12.preview.example.org/auth/callback')).toBe(true);
    expect(isRedirectAllowed(rules, 'https://a.b.preview.example.org/')).toBe(false);
    expect(isRedirectAllowed(rules, 'myapp://callback')).toBe(true);
    expect(isRedirectAllowed(rules, 'https://exact.example.net')).toBe(true);
    expect(isRedirectAllowed(rules, 'https://exact.example.net/')).toBe(false);
    expect(isRedirectAllowed(rules, 'https://evil.example/')).toBe(false);
    expect(isRedirectAllowed(rules, 'https://shop.example.com.evil.example/')).toBe(false);
  });

  it('refuses nothing at all and a relative address', () => {
    expect(isRedirectAllowed(rules, '')).toBe(false);
    expect(isRedirectAllowed(rules, undefined)).toBe(false);
    expect(isRedirectAllowed(rules, '/account')).toBe(false);
  });
});

describe('globPattern', () => {
  it('reads * and ? within a separator, ** across them', () => {
    expect(globPattern('https://*.example.com').test('https://a.example.com')).toBe(true);
    expect(globPattern('https://*.example.com').test('https://a.b.example.com')).toBe(false);
    expect(globPattern('https://**.example.com').test('https://a.b.example.com')).toBe(true);
    expect(globPattern('http://localhost:300?').test('http://localhost:3001')).toBe(true);
    expect(globPattern('http://localhost:300?').test('http://localhost:30010')).toBe(false);
  });

  it('reads classes, negated classes, alternatives and escapes', () => {
    expect(globPattern('https://[ab].example.com').test('https://b.example.com')).toBe(true);
    expect(globPattern('https://[!ab].example.com').test('https://b.example.com')).toBe(false);
    expect(globPattern('https://{www,shop}.example.com/**').test('https://shop.example.com/x/y')).toBe(true);
    expect(globPattern('https://{www,shop}.example.com/**').test('https://blog.example.com/x')).toBe(false);
    expect(globPattern('https://a\\*b.com').test('https://a*b.com')).toBe(true);
    expect(globPattern('https://a\\*b.com').test('https://axb.com')).toBe(false);
  });
});
