// Column references as PostgREST accepts them in select, filters and order: a column, a JSON path into one
// (`data->a->>b`, keys bound as parameters), or a computed column (a function of the table's row type, called
// with the row). Conditions and order terms are built on them. Every name is checked against the schema cache.
import type { Relation, SchemaCache } from './catalog.ts';
import { RestError, unsupported } from './errors.ts';
import type { Condition, Filter, OrderTerm } from './parse.ts';

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
export const qualified = (relation: Relation): string =>
  `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface Scope {
  cache: SchemaCache;
  castTypes: Set<string>;
  params: Params;
}

/** `data->a->>b` as the column and its steps; `->` keeps JSON, `->>` gives text. */
export function splitJsonPath(name: string): {
  column: string;
  steps: { arrow: '->' | '->>'; key: string }[];
} {
  const parts = name.split(/(->>|->)/);
  const column = parts[0] ?? '';
  const steps: { arrow: '->' | '->>'; key: string }[] = [];
  for (let index = 1; index < parts.length; index += 2) {
    steps.push({ arrow: parts[index] as '->' | '->>', key: parts[index + 1] ?? '' });
  }
  return { column, steps };
}

/** The output name PostgREST gives a JSON path: its last key (the column's name without a path). */
export function outputName(name: string): string {
  const { column, steps } = splitJsonPath(name);
  const last = steps[steps.length - 1];
  return last === undefined ? column : last.key;
}

function computedColumn(scope: Scope, relation: Relation, alias: string, name: string): string | undefined {
  const fn = (scope.cache.functions.get(name) ?? []).find(
    (candidate) =>
      candidate.rowTypeOf === relation.name && !candidate.returnsSet && candidate.args.length === 1,
  );
  if (!fn) return undefined;
  return `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(${alias}::${qualified(relation)})`;
}

export function columnRef(scope: Scope, relation: Relation, alias: string, name: string): string {
  const { column, steps } = splitJsonPath(name);
  let expression = relation.columns.has(column)
    ? `${alias}.${quoteIdent(column)}`
    : computedColumn(scope, relation, alias, column);
  if (expression === undefined) {
    throw new RestError(400, '42703', `column ${relation.name}.${column} does not exist`);
  }
  const type = relation.columns.get(column)?.type;
  if (steps.length > 0 && type !== undefined && type !== 'json' && type !== 'jsonb') {
    throw unsupported(`Arrow operators (->, ->>) on a ${type} column (composite and array access)`);
  }
  for (const step of steps) {
    if (step.key === '') throw new RestError(400, 'PGRST100', `failed to parse JSON path (${name})`);
    const key = /^-?\d+$/.test(step.key)
      ? `${scope.params.add(Number(step.key))}::int`
      : `${scope.params.add(step.key)}::text`;
    expression = `(${expression}${step.arrow}${key})`;
  }
  return expression;
}

const COMPARISON: Partial<Record<Condition['operator'], string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const TS_QUERY: Partial<Record<Condition['operator'], string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function conditionSql(scope: Scope, condition: Condition, relation: Relation, alias: string): string {
  const column = columnRef(scope, relation, alias, condition.column);
  const { params } = scope;
  let sql: string;
  const { operator, value } = condition;
  const pattern = (text: string): string =>
    operator === 'like' || operator === 'ilike' ? text.replace(/\*/g, '%') : text;
  if (condition.quantifier) {
    // eq(any).{a,b}: the list is an array literal of the column's type.
    const list = Array.isArray(value) ? value : [value];
    sql = `${column} ${COMPARISON[operator] ?? '='} ${condition.quantifier}(${params.add(list.map(pattern))})`;
  } else if (operator === 'in') {
    const list = Array.isArray(value) ? value : [value];
    sql = `${column} = any(${params.add(list)})`;
  } else if (operator === 'is') {
    const keyword = String(value).toLowerCase();
    sql = keyword === 'not_null' ? `${column} is not null` : `${column} is ${keyword}`;
  } else if (TS_QUERY[operator]) {
    const fn = TS_QUERY[operator];
    sql = condition.config
      ? `${column} @@ ${fn}(${params.add(condition.config)}::regconfig, ${params.add(value)})`
      : `${column} @@ ${fn}(${params.add(value)})`;
  } else {
    sql = `${column} ${COMPARISON[operator] ?? '='} ${params.add(pattern(String(value)))}`;
  }
  return condition.negate ? `not (${sql})` : sql;
}

export function filterSql(scope: Scope, filter: Filter, relation: Relation, alias: string): string {
  if (filter.kind === 'condition') return conditionSql(scope, filter, relation, alias);
  if (filter.children.length === 0) return filter.negate ? 'false' : 'true';
  const inner = filter.children
    .map((child) => filterSql(scope, child, relation, alias))
    .join(filter.operator === 'and' ? ' and ' : ' or ');
  return filter.negate ? `not (${inner})` : `(${inner})`;
}

/** `related` resolves `rel(col)` terms (order by a to-one embedded resource) to an expression. */
export function orderSql(
  scope: Scope,
  terms: OrderTerm[],
  relation: Relation,
  alias: string,
  related?: (term: OrderTerm) => string,
): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    const expression =
      term.relation !== undefined && related ? related(term) : columnRef(scope, relation, alias, term.column);
    return `${expression} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${parts.join(', ')}`;
}
