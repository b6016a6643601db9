// PostgREST's URL grammar (select trees, filters, logic trees, order) parsed into plain data; nothing here
// touches SQL, so every name it yields is still to be checked against the schema cache.
import { parseError, RestError } from './errors.ts';

/** Hosted projects keep PostgREST's db-aggregates-enabled off: aggregate functions answer PGRST123. */
export const AGGREGATES_DISABLED = (): RestError =>
  new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      /** `...rel(cols)`: the embedded columns go into the parent object. */
      spread: boolean;
      /** Empty for `rel()`: the embedding only filters, it is left out of the result. */
      items: SelectItem[];
    };

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
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const;

/** Operators that take the `(any)`/`(all)` modifier: `eq(any).{a,b}`. */
const QUANTIFIABLE = ['eq', 'like', 'ilike', 'gt', 'gte', 'lt', 'lte', 'match', 'imatch'];
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'condition';
  column: string;
  negate: boolean;
  operator: Operator;
  value: string | string[];
  /** The text search configuration of fts(english). */
  config?: string;
  quantifier?: 'any' | 'all';
}

export interface Logic {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: Filter[];
}

export type Filter = Condition | Logic;

export interface OrderTerm {
  /** `order=rel(col)`: the embedded resource (by its alias or name) the column belongs to. */
  relation?: string;
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
  return name;
}

/** `alias:name` where `::` is a cast, not an alias. */
function splitAlias(text: string): { alias?: string; rest: string } {
  const match = /^([^:"]+|"[^"]+"):(?!:)(.*)$/s.exec(text);
  if (!match) return { rest: text };
  return { alias: unquote(match[1] ?? ''), rest: match[2] ?? '' };
}

/**
 * PostgREST joins each embed as a lateral subquery named after it (its alias, else the relation): the same name
 * twice at one level is Postgres's 42712, answered 400. Two aliases of one table are two embeds.
 */
function refuseDuplicateEmbeds(items: SelectItem[]): SelectItem[] {
  const seen = new Set<string>();
  for (const item of items) {
    if (item.kind !== 'embed') continue;
    const name = item.alias ?? item.name;
    if (seen.has(name)) throw new RestError(400, '42712', `table name "${name}" specified more than once`);
    seen.add(name);
  }
  return items;
}

export function parseSelect(text: string, embedded = false): SelectItem[] {
  if (text.trim() === '') return embedded ? [] : [{ kind: 'star' }];
  return refuseDuplicateEmbeds(parseSelectItems(text));
}

function parseSelectItems(text: string): SelectItem[] {
  return splitTopLevel(text).map((raw) => {
    let item = raw.trim();
    if (item === '*') return { kind: 'star' } as const;
    const spread = item.startsWith('...');
    if (spread) item = item.slice(3);
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
      if (/^(count|sum|avg|min|max)$/.test(name.trim()) || name.includes('.')) throw AGGREGATES_DISABLED();
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
        spread,
        items: parseSelect(inner, true),
      } as const;
    }
    if (spread)
      throw parseError(`failed to parse select parameter (${text})`, `"..." needs an embedded resource`);
    if (item.includes(')'))
      throw parseError(`failed to parse select parameter (${text})`, `unexpected ")" in "${item}"`);
    const { alias, rest } = splitAlias(item);
    const [name = '', cast, extra] = rest.split('::');
    if (extra !== undefined)
      throw parseError(`failed to parse select parameter (${text})`, `unexpected "::" in "${item}"`);
    if (/\.(count|sum|avg|min|max)$/.test(name)) throw AGGREGATES_DISABLED();
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
  let quantifier: 'any' | 'all' | undefined;
  if (modifier) {
    if (['fts', 'plfts', 'phfts', 'wfts'].includes(operator)) config = modifier[2];
    else if (QUANTIFIABLE.includes(operator) && (modifier[2] === 'any' || modifier[2] === 'all'))
      quantifier = modifier[2];
    else throw parseError(`failed to parse filter (${raw})`, `unknown modifier "${operatorToken}"`);
  }
  if (quantifier) {
    if (!value.startsWith('{') || !value.endsWith('}'))
      throw parseError(`failed to parse filter (${raw})`, `${operatorToken} needs a list such as {a,b}`);
    const inner = value.slice(1, -1);
    const list = inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote);
    return { kind: 'condition', column, negate, operator, value: list, quantifier };
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
    let item = raw.trim();
    let relation: string | undefined;
    const related = /^([^()]+)\(([^()]+)\)(.*)$/.exec(item);
    if (related) {
      relation = unquote(related[1] ?? '');
      item = `${related[2] ?? ''}${related[3] ?? ''}`;
    }
    const [column = '', ...modifiers] = item.split('.');
    if (column === '') throw parseError(`failed to parse order (${text})`);
    const term: OrderTerm = { column: unquote(column), descending: false, relation };
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
