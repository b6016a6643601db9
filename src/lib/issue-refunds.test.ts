import { describe, expect, it } from 'vitest';
import { refundOutcome } from './issue-refunds';

describe('refundOutcome', () => {
  it('is made only when the provider made every refund', () => {
    expect(refundOutcome(['succeeded', 'succeeded'])).toBe('made');
    expect(refundOutcome([])).toBe('made');
  });
  it('is refused when the provider refused one, pending while one is left', () => {
    expect(refundOutcome(['succeeded', 'failed'])).toBe('refused');
    expect(refundOutcome(['failed', 'pending'])).toBe('refused');
    expect(refundOutcome(['succeeded', 'pending'])).toBe('pending');
  });
});
