import { describe, expect, it } from 'vitest';
import { codeErrorKey } from './two-factor-model';

describe('codeErrorKey', () => {
  it('tells a wrong code from a late one', () => {
    expect(codeErrorKey({ code: 'mfa_verification_failed', status: 422 })).toBe('mfa.errors.wrong');
    expect(codeErrorKey({ code: 'mfa_challenge_expired', status: 422 })).toBe('mfa.errors.expired');
  });

  it('says to wait once the attempts are spent (GoTrue: 429 over_request_rate_limit)', () => {
    expect(codeErrorKey({ code: 'over_request_rate_limit', status: 429 })).toBe('mfa.errors.rateLimited');
    expect(codeErrorKey({ status: 429 })).toBe('mfa.errors.rateLimited');
  });

  it('falls back to a generic failure, never a raw code', () => {
    expect(codeErrorKey({ code: 'unexpected_failure', status: 500 })).toBe('mfa.errors.failed');
    expect(codeErrorKey(new TypeError('Failed to fetch'))).toBe('mfa.errors.failed');
    expect(codeErrorKey(undefined)).toBe('mfa.errors.failed');
  });
});
