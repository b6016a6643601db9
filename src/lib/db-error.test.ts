import { describe, expect, it } from 'vitest';
import { codesTo, dbError, dbErrorKey, FORBIDDEN_CODES } from './db-error';

const keys = {
  messages: { stock_gone: 'orders.errors.stockGone' },
  codes: { '23514': 'orders.errors.refused', ...codesTo(FORBIDDEN_CODES, 'orders.errors.forbidden') },
  fallback: 'orders.errors.failed',
};

describe('dbErrorKey', () => {
  it('maps the machine code raised as the message first', () => {
    expect(dbErrorKey({ code: '23514', message: 'stock_gone', details: null, hint: 'text' }, keys)).toBe(
      'orders.errors.stockGone',
    );
  });

  it('maps the SQLSTATE or PostgREST code when no message is named', () => {
    expect(dbErrorKey({ code: '23514', message: 'new row violates check constraint' }, keys)).toBe(
      'orders.errors.refused',
    );
    expect(dbErrorKey({ code: '42501', message: 'permission denied' }, keys)).toBe('orders.errors.forbidden');
    expect(dbErrorKey({ code: 'PGRST301', message: 'JWT expired' }, keys)).toBe('orders.errors.forbidden');
  });

  it('reads no code from the hint: the hint is text for people', () => {
    expect(dbErrorKey({ code: 'P0001', message: 'refused', hint: 'stock_gone' }, keys)).toBe(
      'orders.errors.failed',
    );
  });

  it('falls back for anything else, inherited names and non-errors included', () => {
    for (const error of [
      null,
      undefined,
      'stock_gone',
      new Error('network'),
      { message: 'toString' },
      { code: 7 },
    ]) {
      expect(dbErrorKey(error, keys)).toBe('orders.errors.failed');
    }
  });
});

describe('dbError', () => {
  it('keeps the code and message only when they are strings', () => {
    expect(dbError({ code: '23505', message: 'duplicate', hint: 'h' })).toEqual({
      code: '23505',
      message: 'duplicate',
    });
    expect(dbError({ code: 1, message: null })).toEqual({ code: undefined, message: undefined });
  });
});
