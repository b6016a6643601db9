import { describe, expect, it } from 'vitest';
import enAdmin from '@/locales/en/admin.json';
import frAdmin from '@/locales/fr/admin.json';
import { amountErrorKey, optionalAmount, parseAmountInput, type AmountProblem } from './amount-model';

describe('amount input', () => {
  it('reads a comma or a point before the cents, and ignores the spaces around', () => {
    expect(parseAmountInput('12,50')).toEqual({ ok: true, value: 12.5 });
    expect(parseAmountInput('12.50')).toEqual({ ok: true, value: 12.5 });
    expect(parseAmountInput(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseAmountInput('0')).toEqual({ ok: true, value: 0 });
  });

  it('says why it refuses an amount', () => {
    const problem = (text: string) => {
      const parsed = parseAmountInput(text);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem('')).toBe('required');
    expect(problem('   ')).toBe('required');
    expect(problem('1.2.3')).toBe('format');
    expect(problem('1e3')).toBe('format');
    expect(problem('12 €')).toBe('format');
    expect(problem('-5')).toBe('negative');
    expect(problem('-5,50')).toBe('negative');
    expect(problem('12.505')).toBe('decimals');
    expect(problem('12,505')).toBe('decimals');
  });

  it('leaves an optional amount empty, and names the problem of a wrong one', () => {
    expect(optionalAmount('')).toEqual({ value: null });
    expect(optionalAmount('6,90')).toEqual({ value: 6.9 });
    expect(optionalAmount('six')).toEqual({ value: null, error: 'amounts.errors.format' });
  });

  it('has each problem’s message in English and French', () => {
    const problems: AmountProblem[] = ['required', 'format', 'negative', 'decimals'];
    for (const problem of problems) {
      const [, , name = ''] = amountErrorKey(problem).split('.');
      expect(enAdmin.amounts.errors[name as AmountProblem]).toMatch(/\w/);
      expect(frAdmin.amounts.errors[name as AmountProblem]).toMatch(/\w/);
      expect(frAdmin.amounts.errors[name as AmountProblem]).not.toBe(
        enAdmin.amounts.errors[name as AmountProblem],
      );
    }
  });
});
