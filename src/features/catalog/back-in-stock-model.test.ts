import { describe, expect, it } from 'vitest';
import {
  mailToken,
  readConfirmOutcome,
  readSubscribeAnswer,
  readWayOutOutcome,
  subscribeErrorKey,
} from './back-in-stock-model';

describe('back-in-stock answers', () => {
  it('reads the two answers of a request, and refuses anything else', () => {
    expect(readSubscribeAnswer({ status: 'subscribed' })).toBe('subscribed');
    expect(readSubscribeAnswer({ status: 'check_inbox' })).toBe('check_inbox');
    expect(() => readSubscribeAnswer({ status: 'already' })).toThrow();
    expect(() => readSubscribeAnswer(null)).toThrow();
  });

  it('names each refusal, by its message first, then its code', () => {
    expect(subscribeErrorKey({ code: '22023', message: 'invalid_email' })).toBe(
      'backInStock.errors.invalidEmail',
    );
    expect(subscribeErrorKey({ code: 'PT429', message: 'rate_limited' })).toBe(
      'backInStock.errors.rateLimited',
    );
    expect(subscribeErrorKey({ code: '23514', message: 'product_in_stock' })).toBe(
      'backInStock.errors.inStock',
    );
    expect(subscribeErrorKey({ code: 'PT404', message: 'product_not_found' })).toBe(
      'backInStock.errors.notFound',
    );
    expect(subscribeErrorKey({ code: 'PT429', message: 'other' })).toBe('backInStock.errors.rateLimited');
    expect(subscribeErrorKey(new TypeError('Failed to fetch'))).toBe('backInStock.errors.failed');
  });

  it('reads a confirmation, with the product only when it names one', () => {
    expect(
      readConfirmOutcome({ status: 'confirmed', product_id: 'elixir', title: 'Elixir', title_fr: ' ' }),
    ).toEqual({ status: 'confirmed', productId: 'elixir', title: 'Elixir', titleFr: null });
    expect(
      readConfirmOutcome({ status: 'in_stock', product_id: 'e', title: 'E', title_fr: 'É' }),
    ).toMatchObject({
      status: 'in_stock',
      titleFr: 'É',
    });
    expect(readConfirmOutcome({ status: 'confirmed' })).toEqual({ status: 'unknown' });
    expect(readConfirmOutcome({ status: 'used' })).toEqual({ status: 'used' });
    expect(readConfirmOutcome('nonsense')).toEqual({ status: 'unknown' });
  });

  it('reads the way out and the tokens of the links', () => {
    expect(readWayOutOutcome({ status: 'unsubscribed' })).toEqual({ status: 'unsubscribed' });
    expect(readWayOutOutcome({ status: 'gone' })).toEqual({ status: 'unknown' });
    expect(mailToken(` ${'A'.repeat(64)} `)).toBe('a'.repeat(64));
    expect(mailToken('abc')).toBeNull();
    expect(mailToken(null)).toBeNull();
  });
});
