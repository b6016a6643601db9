import { describe, expect, it } from 'vitest';
import { deleteErrorKey, exportErrorKey, exportFileName, unsubscribeToken } from './account-model';

describe('account model', () => {
  it('names the export after the day, zero-padded', () => {
    expect(exportFileName(new Date(2026, 0, 5, 12))).toBe('maison-immortela-my-data-2026-01-05.json');
  });

  it('explains the deletion errors it knows and calls the rest a failure', () => {
    expect(deleteErrorKey('invalid_password')).toBe('delete.errors.invalid_password');
    expect(deleteErrorKey('orders_in_progress')).toBe('delete.errors.orders_in_progress');
    expect(deleteErrorKey('server_error')).toBe('delete.errors.failed');
  });

  it('asks for the second factor when the export needs it', () => {
    expect(exportErrorKey({ message: 'two_factor_required' })).toBe('export.errors.two_factor_required');
    expect(exportErrorKey(new Error('network'))).toBe('export.errors.failed');
    expect(exportErrorKey(null)).toBe('export.errors.failed');
  });

  it('accepts only a 64-hex token', () => {
    const token = 'a'.repeat(64);
    expect(unsubscribeToken(` ${token.toUpperCase()} `)).toBe(token);
    expect(unsubscribeToken('abc')).toBeNull();
    expect(unsubscribeToken(null)).toBeNull();
  });
});
