import { describe, expect, it } from 'vitest';
import { AnswerShapeError, jsonObject, jsonRows } from './json-answer';

interface Answer {
  number: number;
  status: string | null;
}

describe('jsonObject', () => {
  it('returns an object holding every named key, a null value included', () => {
    expect(jsonObject<Answer>({ number: 3, status: null, extra: true }, ['number', 'status'], 'f')).toEqual({
      number: 3,
      status: null,
      extra: true,
    });
  });

  it('refuses a missing key, naming the function and the key', () => {
    expect(() => jsonObject<Answer>({ number: 3 }, ['number', 'status'], 'admin_create_shipment')).toThrow(
      'admin_create_shipment answered an unexpected shape: no status',
    );
  });

  it('refuses what is not an object', () => {
    for (const data of [null, 3, 'x', [{ number: 1, status: 'a' }]]) {
      expect(() => jsonObject<Answer>(data, ['number'], 'f')).toThrow(AnswerShapeError);
    }
  });
});

describe('jsonRows', () => {
  it('checks each row and reads null as no rows', () => {
    expect(jsonRows<Answer>([{ number: 1, status: 'a' }], ['number', 'status'], 'f')).toHaveLength(1);
    expect(jsonRows<Answer>(null, ['number'], 'f')).toEqual([]);
    expect(() => jsonRows<Answer>([{ number: 1 }, { status: 'a' }], ['number'], 'f')).toThrow('no number');
    expect(() => jsonRows<Answer>({ number: 1 }, ['number'], 'f')).toThrow('not an array');
  });
});
