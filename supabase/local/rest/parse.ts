// PostgREST's URL grammar (select trees, filters, logic trees, order) parsed into plain data; nothing here
// touches SQL, so every name it yields is still to be checked against the schema cache.
import { parseError, unsupported } from './errors.ts';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; items: SelectItem[] };

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'condition';
  column: string;
  negate: boolean;
  operator: Operator;
  value: string | string[];
  /** The text search configuration of fts(english). */
  config?: string;
}

export interface Logic {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: Filter[];
}

export type Filter = Condition | Logic;

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** Splits on `separator` outside parentheses and double quotes. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === '\\' && quoted) {
      current += char + (text[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') {
      depth -= 1;
      if (depth < 0) throw parseError(`unexpected ")" in "${text}"`);
    }
    if (char === separator && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted) throw parseError(`unclosed double quote in "${text}"`);
  if (depth !== 0) throw parseError(`unbalanced parentheses in "${text}"`);
  parts.push(current);
  return parts;
}

function unquote(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

function checkName(name: string, context: string): string {
  if (name === '') throw parseError(`failed to parse select parameter (${context})`, 'empty name');
  if (name.includes('->')) throw unsupported('JSON paths (->, ->>)');
  return name;
}

/** `alias:name` where `::` is a cast, not an alias. */
function splitAlias(text: string): { alias?: string; rest: string } {
  const match = /^([^:"]+|"[^"]+"):(?!:)(.*)$/s.exec(text);
  if (!match) return { rest: text };
  return { alias: unquote(match[1] ?? ''), rest: match[2] ?? '' };
}

export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(text).map((raw) => {
    const item = raw.trim();
    if (item === '*') return { kind: 'star' } as const;
    if (item.startsWith('...')) throw unsupported('Spread embedding (...relation)');
    const open = item.indexOf('(');
    if (open >= 0) {
      if (!item.endsWith(')'))
        throw parseError(
          `failed to parse select parameter (${text})`,
          `unexpected text after ")" in "${item}"`,
        );
      const { alias, rest } = splitAlias(item.slice(0, open));
      const inner = item.slice(open + 1, -1);
      const [name = '', ...modifiers] = rest.split('!');
      if (/^(count|sum|avg|min|max)$/.test(name.trim()) || name.includes('.'))
        throw unsupported('Aggregate functions in select');
      let hint: string | undefined;
      let joinInner = false;
      for (const modifier of modifiers) {
        if (modifier === 'inner') joinInner = true;
        else if (modifier === 'left') joinInner = false;
        else hint = modifier;
      }
      return {
        kind: 'embed',
        name: checkName(unquote(name), text),
        alias,
        hint,
        inner: joinInner,
        items: parseSelect(inner),
      } as const;
    }
    if (item.includes(')'))
      throw parseError(`failed to parse select parameter (${text})`, `unexpected ")" in "${item}"`);
    const { alias, rest } = splitAlias(item);
    const [name = '', cast, extra] = rest.split('::');
    if (extra !== undefined)
      throw parseError(`failed to parse select parameter (${text})`, `unexpected "::" in "${item}"`);
    if (/\.(count|sum|avg|min|max)$/.test(name)) throw unsupported('Aggregate functions in select');
    return {
      kind: 'column',
      name: checkName(unquote(name), text),
      alias,
      cast: cast?.trim(),
    } as const;
  });
}

function parseList(text: string, raw: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')'))
    throw parseError(`failed to parse filter (${raw})`, 'in. needs a list such as in.(a,b)');
  const inner = text.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map(unquote);
}

/** `[not.]operator[(config)].value` for one column. */
export function parseCondition(column: string, raw: string, inLogicTree = false): Condition {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`failed to parse filter (${raw})`, 'expected operator.value');
  const operatorToken = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  const modifier = /^([a-z]+)\(([^)]*)\)$/.exec(operatorToken);
  const operatorName = modifier ? (modifier[1] ?? '') : operatorToken;
  if (!(OPERATORS as readonly string[]).includes(operatorName)) {
    throw parseError(`failed to parse filter (${raw})`, `unknown operator "${operatorName}"`);
  }
  const operator = operatorName as Operator;
  let config: string | undefined;
  if (modifier) {
    if (['fts', 'plfts', 'phfts', 'wfts'].includes(operator)) config = modifier[2];
    else throw unsupported(`The ${operatorToken} modifier`);
  }
  if (operator === 'in') return { kind: 'condition', column, negate, operator, value: parseList(value, raw) };
  if (inLogicTree) value = unquote(value);
  if (operator === 'is' && !['null', 'true', 'false', 'unknown', 'not_null'].includes(value.toLowerCase())) {
    throw parseError(`failed to parse filter (${raw})`, 'is. accepts null, not_null, true, false or unknown');
  }
  if (operator === 'ov' && value.startsWith('(') && value.endsWith(')')) value = `{${value.slice(1, -1)}}`;
  return { kind: 'condition', column, negate, operator, value, config };
}

/** The value of `or=`/`and=` (with the key's own negation): `(a.eq.1,and(b.gt.2,c.is.null))`. */
export function parseLogic(operator: 'and' | 'or', negate: boolean, text: string): Logic {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${text})`, `${operator} needs a parenthesised list`);
  }
  const children = splitTopLevel(text.slice(1, -1)).map((part): Filter => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', nested[1] !== undefined, nested[3] ?? '');
    const dot = item.indexOf('.');
    if (dot <= 0)
      throw parseError(`failed to parse logic tree (${text})`, `expected column.operator.value in "${item}"`);
    return parseCondition(unquote(item.slice(0, dot)), item.slice(dot + 1), true);
  });
  return { kind: 'logic', operator, negate, children };
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((raw) => {
    const item = raw.trim();
    if (item.includes('(')) throw unsupported('Ordering by a column of an embedded resource');
    const [column = '', ...modifiers] = item.split('.');
    if (column === '') throw parseError(`failed to parse order (${text})`);
    const term: OrderTerm = { column: unquote(column), descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc') term.descending = false;
      else if (modifier === 'desc') term.descending = true;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else throw parseError(`failed to parse order (${text})`, `unknown modifier "${modifier}"`);
    }
    return term;
  });
}

export function parseNonNegativeInt(text: string, name: string): number {
  if (!/^\d{1,9}$/.test(text.trim())) throw parseError(`failed to parse ${name} parameter (${text})`);
  return Number(text);
}
