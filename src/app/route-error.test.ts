import { describe, expect, it } from 'vitest';
import { errorMessage } from './route-error';

describe('errorMessage', () => {
  it('reads Error objects, strings and falls back for anything else', () => {
    expect(errorMessage(new Error('boom'), 'x')).toBe('boom');
    expect(errorMessage('plain', 'x')).toBe('plain');
    expect(errorMessage({ weird: true }, 'Something went wrong.')).toBe('Something went wrong.');
  });
});
