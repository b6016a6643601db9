// Turns parsed PostgREST requests into one SQL statement each. Every identifier is looked up in the schema
// cache before it is quoted in; every value is a bound parameter ($n), never spliced into the text.
import { EXPOSED_SCHEMA, type Catalog, type ForeignKey, type FunctionDef, type Relation } from './catalog.ts';
import { RestError, unsupported } from './errors.ts';
import type { Condition, Filter, OrderTerm, SelectItem } from './parse.ts';

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const qualified = (relation: Relation): string =>
  `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(relation.name)}`;

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Per embedding path ('' is the root): filters, order, limit and offset from the query string. */
export interface Modifiers {
  filters: Map<string, Filter[]>;
  order: Map<string, OrderTerm[]>;
  limit: Map<string, number>;
  offset: Map<string, number>;
}

export function emptyModifiers(): Modifiers {
  return { filters: new Map(), order: new Map(), limit: new Map(), offset: new Map() };
}

export function lookupRelation(catalog: Catalog, name: string): Relation {
  const relation = catalog.relations.get(name);
  if (!relation) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
    );
  }
  return relation;
}

function columnRef(relation: Relation, alias: string, name: string): string {
  if (!relation.columns.has(name)) {
    throw new RestError(400, '42703', `column ${relation.name}.${name} does not exist`);
  }
  return `${alias}.${quoteIdent(name)}`;
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
};

const TS_QUERY: Partial<Record<Condition['operator'], string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function conditionSql(condition: Condition, relation: Relation, alias: string, params: Params): string {
  const column = columnRef(relation, alias, condition.column);
  let sql: string;
  const { operator, value } = condition;
  if (operator === 'in') {
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
    const text = String(value);
    const bound = operator === 'like' || operator === 'ilike' ? text.replace(/\*/g, '%') : text;
    sql = `${column} ${COMPARISON[operator] ?? '='} ${params.add(bound)}`;
  }
  return condition.negate ? `not (${sql})` : sql;
}

export function filterSql(filter: Filter, relation: Relation, alias: string, params: Params): string {
  if (filter.kind === 'condition') return conditionSql(filter, relation, alias, params);
  if (filter.children.length === 0) return filter.negate ? 'false' : 'true';
  const inner = filter.children
    .map((child) => filterSql(child, relation, alias, params))
    .join(filter.operator === 'and' ? ' and ' : ' or ');
  return filter.negate ? `not (${inner})` : `(${inner})`;
}

function orderSql(terms: OrderTerm[], relation: Relation, alias: string): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${columnRef(relation, alias, term.column)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${parts.join(', ')}`;
}

interface Relationship {
  target: Relation;
  toMany: boolean;
  foreignKey: ForeignKey;
}

function findRelationship(
  catalog: Catalog,
  parent: Relation,
  name: string,
  hint: string | undefined,
): Relationship {
  const candidates: Relationship[] = [];
  const matchesHint = (fk: ForeignKey): boolean =>
    hint === undefined ||
    fk.name === hint ||
    (fk.columns.length === 1 && fk.columns[0] === hint) ||
    fk.table === hint;
  const target = catalog.relations.get(name);
  for (const fk of catalog.foreignKeys) {
    if (!matchesHint(fk)) continue;
    if (target && fk.table === target.name && fk.refTable === parent.name) {
      candidates.push({ target, toMany: true, foreignKey: fk });
    }
    if (target && fk.table === parent.name && fk.refTable === target.name) {
      candidates.push({ target, toMany: false, foreignKey: fk });
    }
    // Embedding by foreign-key column or constraint name: `buyer:user_id(*)`.
    if (
      !target &&
      fk.table === parent.name &&
      (fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name))
    ) {
      const referenced = catalog.relations.get(fk.refTable);
      if (referenced) candidates.push({ target: referenced, toMany: false, foreignKey: fk });
    }
  }
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema '${EXPOSED_SCHEMA}', but no matches were found.`,
    );
  }
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      candidates.map((candidate) => candidate.foreignKey.name).join(', '),
      `Try changing '${name}' to one of the relationships above, e.g. '${name}!${candidates[0]?.foreignKey.name ?? ''}'`,
    );
  }
  return candidates[0] as Relationship;
}

function joinCondition(rel: Relationship, parentAlias: string, childAlias: string): string {
  const { foreignKey: fk } = rel;
  return fk.columns
    .map((column, index) => {
      const referenced = fk.refColumns[index] ?? '';
      return rel.toMany
        ? `${childAlias}.${quoteIdent(column)} = ${parentAlias}.${quoteIdent(referenced)}`
        : `${childAlias}.${quoteIdent(referenced)} = ${parentAlias}.${quoteIdent(column)}`;
    })
    .join(' and ');
}

export class SelectBuilder {
  private aliasCounter = 0;

  constructor(
    private readonly catalog: Catalog,
    readonly params: Params,
    private readonly modifiers: Modifiers,
  ) {}

  nextAlias(): string {
    this.aliasCounter += 1;
    return `_t${this.aliasCounter}`;
  }

  /** The select list of one level, and the extra WHERE terms its !inner embeds impose on that level. */
  projection(
    relation: Relation,
    alias: string,
    items: SelectItem[],
    path: string,
  ): { columns: string; innerJoins: string[] } {
    const columns: string[] = [];
    const innerJoins: string[] = [];
    for (const item of items) {
      if (item.kind === 'star') {
        columns.push(`${alias}.*`);
      } else if (item.kind === 'column') {
        let expression = columnRef(relation, alias, item.name);
        if (item.cast !== undefined) {
          const cast = item.cast.toLowerCase();
          if (!/^[a-z_][a-z0-9_]*$/.test(cast) || !this.catalog.castTypes.has(cast)) {
            throw new RestError(400, '42704', `type "${item.cast}" does not exist`);
          }
          expression = `${expression}::${cast}`;
        }
        columns.push(`${expression} as ${quoteIdent(item.alias ?? item.name)}`);
      } else {
        const relationship = findRelationship(this.catalog, relation, item.name, item.hint);
        const childAlias = this.nextAlias();
        const key = item.alias ?? item.name;
        const childPath = path === '' ? key : `${path}.${key}`;
        const child = this.projection(relationship.target, childAlias, item.items, childPath);
        const where = [
          joinCondition(relationship, alias, childAlias),
          ...child.innerJoins,
          ...this.filtersFor(childPath, relationship.target, childAlias),
        ];
        const source = `from ${qualified(relationship.target)} ${childAlias} where ${where.join(' and ')}`;
        if (relationship.toMany) {
          const order = orderSql(this.modifiers.order.get(childPath) ?? [], relationship.target, childAlias);
          const limit = this.modifiers.limit.get(childPath);
          const offset = this.modifiers.offset.get(childPath);
          const paging = `${limit !== undefined ? ` limit ${this.params.add(limit)}` : ''}${offset !== undefined ? ` offset ${this.params.add(offset)}` : ''}`;
          columns.push(
            `coalesce((select json_agg(_e) from (select ${child.columns} ${source}${order}${paging}) _e), '[]'::json) as ${quoteIdent(key)}`,
          );
        } else {
          columns.push(
            `(select row_to_json(_e) from (select ${child.columns} ${source} limit 1) _e) as ${quoteIdent(key)}`,
          );
        }
        if (item.inner) innerJoins.push(`exists (select 1 ${source})`);
      }
    }
    if (columns.length === 0) columns.push(`${alias}.*`);
    return { columns: columns.join(', '), innerJoins };
  }

  filtersFor(path: string, relation: Relation, alias: string): string[] {
    return (this.modifiers.filters.get(path) ?? []).map((filter) =>
      filterSql(filter, relation, alias, this.params),
    );
  }

  /** WHERE and ORDER BY/LIMIT/OFFSET of the root level. */
  rootClauses(
    relation: Relation,
    alias: string,
    innerJoins: string[],
    paging: { limit?: number; offset?: number },
  ): { where: string; tail: string } {
    const terms = [...innerJoins, ...this.filtersFor('', relation, alias)];
    const where = terms.length > 0 ? ` where ${terms.join(' and ')}` : '';
    let tail = orderSql(this.modifiers.order.get('') ?? [], relation, alias);
    if (paging.limit !== undefined) tail += ` limit ${this.params.add(paging.limit)}`;
    if (paging.offset !== undefined && paging.offset > 0) tail += ` offset ${this.params.add(paging.offset)}`;
    return { where, tail };
  }
}

export interface ReadQuery {
  text: string;
  values: unknown[];
}

export function aggregate(stripNulls: boolean): string {
  return stripNulls
    ? `json_strip_nulls(coalesce(json_agg(_src), '[]'))::text`
    : `coalesce(json_agg(_src), '[]')::text`;
}

export function buildRead(
  catalog: Catalog,
  relation: Relation,
  items: SelectItem[],
  modifiers: Modifiers,
  options: { limit?: number; offset?: number; count: boolean; stripNulls: boolean },
): ReadQuery {
  const params = new Params();
  const builder = new SelectBuilder(catalog, params, modifiers);
  const alias = '_t0';
  const { columns, innerJoins } = builder.projection(relation, alias, items, '');
  const { where, tail } = builder.rootClauses(relation, alias, innerJoins, options);
  const total = options.count
    ? `, (select count(*) from ${qualified(relation)} ${alias}${where})::int as total`
    : '';
  return {
    text: `select ${aggregate(options.stripNulls)} as body, count(*)::int as n${total}
           from (select ${columns} from ${qualified(relation)} ${alias}${where}${tail}) _src`,
    values: params.values,
  };
}

export interface WriteOptions {
  returning: 'representation' | 'minimal';
  items: SelectItem[];
  stripNulls: boolean;
}

/** One or more DML statements (an insert split by key sets) wrapped so that their rows come back as JSON. */
function wrapMutation(
  catalog: Catalog,
  relation: Relation,
  mutation: string | string[],
  params: Params,
  modifiers: Modifiers,
  options: WriteOptions,
): ReadQuery {
  const statements = Array.isArray(mutation) ? mutation : [mutation];
  const returning = options.returning === 'minimal' ? '1' : '_t0.*';
  const ctes = statements.map((statement, index) => `_m${index} as (${statement} returning ${returning})`);
  const union = statements.map((_statement, index) => `select * from _m${index}`).join(' union all ');
  const prefix = `with ${ctes.join(', ')}, _m as (${union})`;
  if (options.returning === 'minimal') {
    return { text: `${prefix} select null::text as body, count(*)::int as n from _m`, values: params.values };
  }
  const builder = new SelectBuilder(catalog, params, { ...modifiers, filters: new Map() });
  const { columns } = builder.projection(relation, '_t0', options.items, '');
  return {
    text: `${prefix}
           select ${aggregate(options.stripNulls)} as body, count(*)::int as n from (select ${columns} from _m _t0) _src`,
    values: params.values,
  };
}

function checkPayloadColumns(relation: Relation, columns: string[]): void {
  for (const column of columns) {
    if (!relation.columns.has(column)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}

/**
 * Rows go in as one JSON parameter through json_populate_recordset. With Prefer: missing=default, rows are
 * grouped by the keys they carry so that absent keys take the column default instead of NULL.
 */
export function buildInsert(
  catalog: Catalog,
  relation: Relation,
  rows: Record<string, unknown>[],
  columns: string[],
  conflict: { resolution: 'merge' | 'ignore'; columns: string[] } | null,
  modifiers: Modifiers,
  options: WriteOptions & { missingDefault: boolean },
): ReadQuery {
  checkPayloadColumns(relation, columns);
  const params = new Params();
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const present = options.missingDefault ? columns.filter((column) => column in row) : columns;
    const key = present.join('\u0000');
    const group = groups.get(key) ?? { columns: present, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  let conflictClause = '';
  if (conflict) {
    const target = conflict.columns.length > 0 ? conflict.columns : relation.primaryKey;
    if (target.length === 0)
      throw new RestError(400, 'PGRST103', `on_conflict is required: ${relation.name} has no primary key`);
    checkPayloadColumns(relation, target);
    conflictClause = ` on conflict (${target.map(quoteIdent).join(', ')})`;
  }
  const statements = [...groups.values()].map((group) => {
    if (group.columns.length === 0) {
      if (group.rows.length !== 1) throw unsupported('Inserting several empty objects at once');
      return `insert into ${qualified(relation)} as _t0 default values${conflictClause ? `${conflictClause} do nothing` : ''}`;
    }
    const body = params.add(JSON.stringify(group.rows));
    const list = group.columns.map(quoteIdent).join(', ');
    let statement = `insert into ${qualified(relation)} as _t0 (${list}) select ${list} from json_populate_recordset(null::${qualified(relation)}, ${body}::json)`;
    if (conflict) {
      const updates = group.columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`);
      statement +=
        conflict.resolution === 'ignore' || updates.length === 0
          ? `${conflictClause} do nothing`
          : `${conflictClause} do update set ${updates.join(', ')}`;
    }
    return statement;
  });
  return wrapMutation(catalog, relation, statements, params, modifiers, options);
}

export function buildUpdate(
  catalog: Catalog,
  relation: Relation,
  patch: Record<string, unknown>,
  modifiers: Modifiers,
  options: WriteOptions,
): ReadQuery {
  const columns = Object.keys(patch);
  checkPayloadColumns(relation, columns);
  const params = new Params();
  const body = params.add(JSON.stringify(patch));
  const sets = columns.map((column) => `${quoteIdent(column)} = _b.${quoteIdent(column)}`).join(', ');
  const builder = new SelectBuilder(catalog, params, modifiers);
  const where = builder.filtersFor('', relation, '_t0');
  const mutation = `update ${qualified(relation)} as _t0 set ${sets} from json_populate_record(null::${qualified(relation)}, ${body}::json) _b${
    where.length > 0 ? ` where ${where.join(' and ')}` : ''
  }`;
  return wrapMutation(catalog, relation, mutation, params, modifiers, options);
}

export function buildDelete(
  catalog: Catalog,
  relation: Relation,
  modifiers: Modifiers,
  options: WriteOptions,
): ReadQuery {
  const params = new Params();
  const builder = new SelectBuilder(catalog, params, modifiers);
  const where = builder.filtersFor('', relation, '_t0');
  const mutation = `delete from ${qualified(relation)} as _t0${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`;
  return wrapMutation(catalog, relation, mutation, params, modifiers, options);
}

export function pickFunction(catalog: Catalog, name: string, argNames: string[]): FunctionDef {
  const overloads = catalog.functions.get(name) ?? [];
  const given = new Set(argNames);
  const match = overloads.find((fn) => {
    const names = fn.args.map((arg) => arg.name);
    const required = names.slice(0, names.length - fn.defaults);
    return argNames.every((arg) => names.includes(arg)) && required.every((arg) => given.has(arg));
  });
  if (!match) {
    const signature = [...argNames].sort().join(', ');
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${EXPOSED_SCHEMA}.${name}(${signature}) in the schema cache`,
      `Searched for the function ${EXPOSED_SCHEMA}.${name} with parameters ${signature || 'none'}, but no matches were found in the schema cache.`,
    );
  }
  return match;
}

function argumentValue(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function buildRpc(
  fn: FunctionDef,
  args: Record<string, unknown>,
  stripNulls: boolean,
): ReadQuery & { shape: 'rows' | 'object' | 'scalar' | 'void' } {
  const params = new Params();
  const named = fn.args
    .filter((arg) => arg.name in args)
    .map(
      (arg) =>
        `${quoteIdent(arg.name)} => ${params.add(argumentValue(arg.type, args[arg.name]))}::${arg.type}`,
    );
  const call = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(fn.name)}(${named.join(', ')})`;
  if (fn.returnsVoid) return { text: `select ${call}`, values: params.values, shape: 'void' };
  if (fn.returnsSet) {
    return {
      text: `select ${aggregate(stripNulls)} as body, count(*)::int as n from ${call} _src`,
      values: params.values,
      shape: 'rows',
    };
  }
  if (fn.returnsRows) {
    return {
      text: `select to_json(_src)::text as body, 1 as n from ${call} _src`,
      values: params.values,
      shape: 'object',
    };
  }
  return { text: `select to_json(${call})::text as body, 1 as n`, values: params.values, shape: 'scalar' };
}
