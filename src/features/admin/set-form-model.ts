// The set editor's rules as the form sees them: the quantities typed as text, checked before the save (the
// database checks again and names its refusals, mapped here to the admin's words).
import { dbErrorKey, FORBIDDEN_CODES, codesTo } from '@/lib/db-error';
import type { SetComponentInput } from './api/set-components';

/** One picked component: its product id and the quantity as typed. */
export interface SetPick {
  componentId: string;
  quantity: string;
}

export const SET_QUANTITY_MAX = 10;

/** The components to save, or the key of the first problem (a quantity that is not a whole 1..10). */
export function setPicksToInput(
  picks: SetPick[],
): { ok: true; components: SetComponentInput[] } | { ok: false; key: string; componentId: string } {
  const components: SetComponentInput[] = [];
  for (const pick of picks) {
    const text = pick.quantity.trim();
    const quantity = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(quantity >= 1 && quantity <= SET_QUANTITY_MAX)) {
      return { ok: false, key: 'sets.errors.set_quantity_out_of_range', componentId: pick.componentId };
    }
    components.push({ component_id: pick.componentId, quantity });
  }
  return { ok: true, components };
}

const MESSAGES = [
  'set_forbidden',
  'set_in_set',
  'set_component_unavailable',
  'set_quantity_out_of_range',
  'set_duplicate_component',
  'set_sells_from_stock',
  'set_in_checkout',
] as const;

/** The admin's words for a refused save. */
export function setErrorKey(error: unknown): string {
  return dbErrorKey(error, {
    messages: Object.fromEntries(MESSAGES.map((code) => [code, `sets.errors.${code}`])),
    codes: codesTo(FORBIDDEN_CODES, 'sets.errors.set_forbidden'),
    fallback: 'sets.errors.fallback',
  });
}
