// The query string (select, filters, order, paging, on_conflict, columns, GET /rpc arguments) and the Range
// header, parsed as PostgREST reads them.
import type { IncomingMessage } from 'node:http';
import { header } from '../http.ts';
import { emptyModifiers, type Modifiers } from './build-sql.ts';
import { RestError } from './errors.ts';
import {
  OPERATORS,
  parseCondition,
  parseLogic,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  splitTopLevel,
  type SelectItem,
} from './parse.ts';

export const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

interface ParsedQuery {
  select: SelectItem[];
  modifiers: Modifiers;
  onConflict: string[];
  columns: string[] | undefined;
  /** GET /rpc arguments, in order (a repeated key is a variadic argument's list). */
  args: [string, string][];
}

function pushFilter(
  modifiers: Modifiers,
  path: string,
  filter: Modifiers['filters'] extends Map<string, infer F> ? (F extends (infer G)[] ? G : never) : never,
): void {
  modifiers.filters.set(path, [...(modifiers.filters.get(path) ?? []), filter]);
}

/**
 * Whether a GET /rpc/<fn> query parameter is a filter on the result (`id=gt.3`, `or=(...)`, `rel.col=...`)
 * rather than an argument: PostgREST takes a value starting with a known operator as a filter.
 */
function isRpcFilter(key: string, value: string): boolean {
  if (/^(not\.)?(or|and)$/.test(key) || key.includes('.')) return true;
  const operator = /^(?:not\.)?([a-z]+)(?:\([^)]*\))?\./.exec(value)?.[1];
  return operator !== undefined && (OPERATORS as readonly string[]).includes(operator);
}

/** `rpcArguments`: GET /rpc/<fn> passes arguments (the parameters that are not filters) in the query. */
export function parseQuery(url: URL, rpcArguments = false): ParsedQuery {
  const args: [string, string][] = [];
  const modifiers = emptyModifiers();
  let select: SelectItem[] = [{ kind: 'star' }];
  let onConflict: string[] = [];
  let columns: string[] | undefined;
  for (const [key, value] of url.searchParams) {
    if (key === 'select') select = parseSelect(value);
    else if (key === 'order') modifiers.order.set('', parseOrder(value));
    else if (key === 'limit') modifiers.limit.set('', parseNonNegativeInt(value, 'limit'));
    else if (key === 'offset') modifiers.offset.set('', parseNonNegativeInt(value, 'offset'));
    else if (key === 'on_conflict')
      onConflict = splitTopLevel(value).map((name) => name.trim().replace(/^"|"$/g, ''));
    else if (key === 'columns')
      columns = splitTopLevel(value).map((name) => name.trim().replace(/^"|"$/g, ''));
    else if (RESERVED.has(key)) continue;
    else if (rpcArguments && !isRpcFilter(key, value)) args.push([key, value]);
    else {
      const segments = key.split('.');
      let last = segments.pop() ?? '';
      let negate = false;
      // `not.or` / `cart_items.not.and`
      if ((last === 'or' || last === 'and') && segments[segments.length - 1] === 'not') {
        segments.pop();
        negate = true;
      }
      const path = segments.join('.');
      if (last === 'or' || last === 'and') pushFilter(modifiers, path, parseLogic(last, negate, value));
      else if (last === 'order' && path) modifiers.order.set(path, parseOrder(value));
      else if (last === 'limit' && path) modifiers.limit.set(path, parseNonNegativeInt(value, 'limit'));
      else if (last === 'offset' && path) modifiers.offset.set(path, parseNonNegativeInt(value, 'offset'));
      else {
        if (last.startsWith('"') && last.endsWith('"')) last = last.slice(1, -1);
        pushFilter(modifiers, path, parseCondition(last, value));
      }
    }
  }
  return { select, modifiers, onConflict, columns, args };
}

/** `Range: 0-9` (items), combined with limit/offset as PostgREST does. */
export function rangeFromHeader(req: IncomingMessage): { offset: number; limit?: number } | undefined {
  const range = header(req, 'range');
  if (!range) return undefined;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === '' || match[2] === undefined ? undefined : Number(match[2]);
  if (to !== undefined && to < from)
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  return { offset: from, limit: to === undefined ? undefined : to - from + 1 };
}
