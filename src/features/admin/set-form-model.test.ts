import { describe, expect, it } from 'vitest';
import { setErrorKey, setPicksToInput } from './set-form-model';

describe('setPicksToInput', () => {
  it('turns whole quantities from 1 to 10 into the components to save', () => {
    expect(
      setPicksToInput([
        { componentId: 'a', quantity: '1' },
        { componentId: 'b', quantity: ' 10 ' },
      ]),
    ).toEqual({
      ok: true,
      components: [
        { component_id: 'a', quantity: 1 },
        { component_id: 'b', quantity: 10 },
      ],
    });
  });

  it('names the first quantity out of range', () => {
    for (const quantity of ['0', '11', '1.5', '', 'two', '-1']) {
      expect(setPicksToInput([{ componentId: 'a', quantity }])).toEqual({
        ok: false,
        key: 'sets.errors.set_quantity_out_of_range',
        componentId: 'a',
      });
    }
  });
});

describe('setErrorKey', () => {
  it('maps the database refusals to the admin’s words, an access refusal to set_forbidden', () => {
    expect(setErrorKey({ code: '22023', message: 'set_in_set' })).toBe('sets.errors.set_in_set');
    expect(setErrorKey({ code: '42501', message: 'permission denied for table' })).toBe(
      'sets.errors.set_forbidden',
    );
    expect(setErrorKey({ code: '55006', message: 'set_in_checkout' })).toBe('sets.errors.set_in_checkout');
    expect(setErrorKey(new Error('network'))).toBe('sets.errors.fallback');
  });
});
