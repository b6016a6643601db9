// POST/GET /rpc/<fn>: PostgREST's overload resolution (Plan.hs findProc: the argument names must match the
// required parameters and a subset of the optional ones; else one function with a single unnamed json, text,
// xml or bytea parameter takes the whole body), its PGRST202/PGRST203 errors, and the call itself, whose
// arguments are read from the JSON body with json_to_record as PostgREST does (so row-type and array
// arguments arrive as Postgres parses them). Results that are rows can be selected, filtered, ordered,
// paged and embedded like a table's.
import type { FunctionDef, Relation, SchemaCache } from './catalog.ts';
import { buildRead, type CountMode, type Modifiers, type ReadQuery } from './build-sql.ts';
import { RestError, unsupported } from './errors.ts';
import { quoteIdent, type Scope } from './expressions.ts';
import type { SelectItem } from './parse.ts';

export type BodyKind = 'json' | 'text' | 'xml' | 'bytea' | 'other';

const SINGLE_TYPES: Record<BodyKind, string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
  other: [],
};

const sameSet = (a: Set<string>, b: Set<string>): boolean =>
  a.size === b.size && [...a].every((x) => b.has(x));

function matchesParams(fn: FunctionDef, keys: Set<string>, isPost: boolean, body: BodyKind): boolean {
  if (fn.args.length === 0) return keys.size === 0 && !(isPost && ['text', 'xml', 'bytea'].includes(body));
  const required = new Set(fn.args.slice(0, fn.args.length - fn.defaults).map((arg) => arg.name));
  const optional = new Set(fn.args.slice(fn.args.length - fn.defaults).map((arg) => arg.name));
  if (optional.size === 0) return sameSet(keys, required);
  if (required.size === 0) return [...keys].every((key) => optional.has(key));
  return sameSet(new Set([...keys].filter((key) => !optional.has(key))), required);
}

function hasSingleUnnamedParam(fn: FunctionDef, isPost: boolean, body: BodyKind): boolean {
  const only = fn.args[0];
  return isPost && fn.args.length === 1 && only !== undefined && SINGLE_TYPES[body].includes(only.type);
}

const signature = (fn: FunctionDef): string =>
  `${fn.schema}.${fn.name}(${fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`;

export function findFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  argumentKeys: string[],
  isPost: boolean,
  body: BodyKind,
): FunctionDef {
  const overloads = cache.functions.get(name) ?? [];
  const keys = new Set(argumentKeys);
  const named = overloads.filter((fn) => matchesParams(fn, keys, isPost, body));
  const single = overloads.filter((fn) => !named.includes(fn) && hasSingleUnnamedParam(fn, isPost, body));
  for (const found of [named, single]) {
    if (found.length === 1) return found[0] as FunctionDef;
    if (found.length > 1) {
      throw new RestError(
        300,
        'PGRST203',
        `Could not choose the best candidate function between: ${found.map(signature).join(', ')}`,
        null,
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      );
    }
  }
  const sorted = [...keys].sort();
  const func = `${schema}.${name}`;
  const list = sorted.join(', ');
  const withParams = (text: string): string => (sorted.length === 0 ? ' without parameters' : text);
  const onlySingle = isPost && ['text', 'xml', 'bytea'].includes(body);
  const searched =
    isPost && body !== 'json' && body !== 'other'
      ? ` with a single unnamed ${body} parameter`
      : `${withParams(` with parameter${sorted.length > 1 ? 's' : ''} ${list}`)}${isPost && body === 'json' ? ' or with a single unnamed json/jsonb parameter' : ''}`;
  let hint: string | null = null;
  if (!onlySingle && overloads.length > 0) {
    const names = overloads.map((fn) => fn.args.map((arg) => arg.name).sort());
    const closest = names.find((args) => sorted.some((key) => args.includes(key))) ?? names[0] ?? [];
    hint = `Perhaps you meant to call the function ${func}(${closest.join(', ')})`;
  }
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${func}${onlySingle ? '' : withParams(`(${list})`)} in the schema cache`,
    `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`,
    hint,
  );
}

/**
 * The call: `fn(a => ..., b => ...)` with each argument read from the JSON arguments by json_to_record, or
 * `fn($1)` for a single unnamed parameter (the raw body).
 */
export function callExpression(
  scope: Scope,
  fn: FunctionDef,
  args: { json: Record<string, unknown> } | { raw: unknown },
): string {
  const name = `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}`;
  const only = fn.args[0];
  if ('raw' in args) {
    if (!only) throw new Error('a single-parameter call needs a parameter');
    return `${name}(${scope.params.add(args.raw)}::${only.type})`;
  }
  const given = fn.args.filter((arg) => arg.name in args.json);
  if (given.length === 0) return `${name}()`;
  const json = scope.params.add(JSON.stringify(args.json));
  const last = fn.args[fn.args.length - 1];
  const named = given.map((arg) => {
    const read = `(select _a.${quoteIdent(arg.name)} from json_to_record(${json}::json) as _a(${quoteIdent(arg.name)} ${arg.type}))`;
    return `${fn.variadic && arg === last ? 'variadic ' : ''}${quoteIdent(arg.name)} => ${read}`;
  });
  return `${name}(${named.join(', ')})`;
}

export type RpcShape = 'rows' | 'object' | 'scalar' | 'void';

/** The relation a function's rows look like: the table it returns, or its OUT/TABLE columns. */
function resultRelation(cache: SchemaCache, fn: FunctionDef): Relation | undefined {
  if (fn.returnsRelation) return cache.relations.get(fn.returnsRelation);
  if (fn.outColumns.length === 0) return undefined;
  return {
    schema: fn.schema,
    name: fn.name,
    kind: 'view',
    columns: new Map(fn.outColumns.map((column) => [column.name, { ...column, generated: false }])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

export function buildRpc(
  scope: Scope,
  fn: FunctionDef,
  call: string,
  query: {
    items: SelectItem[];
    modifiers: Modifiers;
    limit?: number;
    offset: number;
    /** The caller asked for a page (limit, offset, Range), beyond db-max-rows' cap in `limit`. */
    paged: boolean;
    count: CountMode;
    stripNulls: boolean;
    csv?: boolean;
  },
): ReadQuery & { shape: RpcShape } {
  const shaped =
    query.items.some((item) => item.kind !== 'star') ||
    query.modifiers.filters.size > 0 ||
    query.modifiers.order.size > 0 ||
    query.paged;
  if (fn.returnsVoid) return { text: `select ${call}`, values: scope.params.values, shape: 'void' };
  const relation = fn.returnsRows ? resultRelation(scope.cache, fn) : undefined;
  if (relation) {
    const read = buildRead(scope, relation, query.items, query.modifiers, {
      limit: query.limit,
      offset: query.offset,
      count: query.count,
      stripNulls: query.stripNulls,
      csv: query.csv,
      source: call,
    });
    return { ...read, shape: fn.returnsSet ? 'rows' : 'object' };
  }
  if (shaped)
    throw unsupported('select, filters, order and paging on the results of a function returning scalars');
  if (fn.returnsSet) {
    return {
      text: `select coalesce(json_agg(_v._src), '[]')::text as body, count(*)::int as n
             from (select _src from ${call} _src${query.limit !== undefined ? ` limit ${scope.params.add(query.limit)}` : ''}) _v`,
      values: scope.params.values,
      shape: 'rows',
    };
  }
  if (fn.returnsRows) {
    return {
      text: `select to_json(_src)::text as body, 1 as n from ${call} _src`,
      values: scope.params.values,
      shape: 'object',
    };
  }
  return {
    text: `select to_json(${call})::text as body, 1 as n`,
    values: scope.params.values,
    shape: 'scalar',
  };
}
