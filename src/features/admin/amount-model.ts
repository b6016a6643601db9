// A money amount as the admin types it ("12,50", "12.50", " 12 "): the one parser behind every amount field of
// the admin (prices, promotions, shipping, refunds), with the reason it refuses one as an i18n key.

export type AmountProblem = 'required' | 'format' | 'negative' | 'decimals';

export type ParsedAmount = { ok: true; value: number } | { ok: false; problem: AmountProblem };

/** An amount with at most two decimals, a comma or a point before them; nothing else (no sign, no exponent). */
export function parseAmountInput(text: string): ParsedAmount {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return { ok: false, problem: 'required' };
  if (/^\d+(\.\d{1,2})?$/.test(typed)) return { ok: true, value: Number(typed) };
  if (/^-\s*\d+(\.\d+)?$/.test(typed)) return { ok: false, problem: 'negative' };
  if (/^\d+\.\d{3,}$/.test(typed)) return { ok: false, problem: 'decimals' };
  return { ok: false, problem: 'format' };
}

/** The admin namespace's message for an amount's problem. */
export function amountErrorKey(problem: AmountProblem): `amounts.errors.${AmountProblem}` {
  return `amounts.errors.${problem}`;
}

/** An optional amount: null when empty, else the amount or its problem's key. */
export function optionalAmount(text: string): { value: number | null; error?: string } {
  const parsed = parseAmountInput(text);
  if (parsed.ok) return { value: parsed.value };
  return parsed.problem === 'required'
    ? { value: null }
    : { value: null, error: amountErrorKey(parsed.problem) };
}
