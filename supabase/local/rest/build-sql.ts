// Turns parsed PostgREST reads into one SQL statement each. Every identifier is looked up in the schema
// cache before it is quoted in; every value is a bound parameter ($n), never spliced into the text.
// Writes are in write-sql.ts, function calls in rpc-sql.ts, relationships in relationships.ts.
import type { Catalog, Relation, SchemaCache } from './catalog.ts';
import { RestError, unsupported } from './errors.ts';
import {
  columnRef,
  filterSql,
  orderSql,
  outputName,
  Params,
  qualified,
  quoteIdent,
  type Scope,
} from './expressions.ts';
import type { Filter, OrderTerm, SelectItem } from './parse.ts';
import { countQuery, totalColumn } from './count.ts';
import { findRelationship, type Relationship } from './relationships.ts';

export { Params, quoteIdent } from './expressions.ts';

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

export function lookupRelation(cache: SchemaCache, schema: string, name: string): Relation {
  const relation = cache.relations.get(name);
  if (!relation) {
    throw new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);
  }
  return relation;
}

export function scopeOf(catalog: Catalog, schema: string, params = new Params()): Scope {
  return { cache: catalog.schema(schema), castTypes: catalog.castTypes, params };
}

/** The WHERE terms tying an embedded resource (alias `child`) to its parent row (alias `parent`). */
function joinTerms(rel: Relationship, parent: string, child: string): string[] {
  if (rel.junction) {
    const { relation, parentPairs, targetPairs } = rel.junction;
    const on = [
      ...parentPairs.map(([j, p]) => `_j.${quoteIdent(j)} = ${parent}.${quoteIdent(p)}`),
      ...targetPairs.map(([j, t]) => `_j.${quoteIdent(j)} = ${child}.${quoteIdent(t)}`),
    ];
    return [`exists (select 1 from ${qualified(relation)} _j where ${on.join(' and ')})`];
  }
  return (rel.pairs ?? []).map(([p, c]) => `${child}.${quoteIdent(c)} = ${parent}.${quoteIdent(p)}`);
}

function fromClause(rel: Relationship, parent: Relation, parentAlias: string, child: string): string {
  if (rel.fn) {
    return `${quoteIdent(rel.fn.schema)}.${quoteIdent(rel.fn.name)}(${parentAlias}::${qualified(parent)}) ${child}`;
  }
  return `${qualified(rel.target)} ${child}`;
}

interface Projection {
  columns: string;
  /** EXISTS terms the level's !inner (and filtering-only) embeds impose on it. */
  innerJoins: string[];
  /** LEFT JOIN LATERAL clauses of spread embeds. */
  joins: string;
  /** Embedded resources of this level by output name, for order=rel(col). */
  embedded: Map<string, { toMany: boolean; source: string; relation: Relation; alias: string }>;
}

const isCountOnly = (items: SelectItem[], target: Relation): boolean =>
  items.length === 1 &&
  items[0]?.kind === 'column' &&
  items[0].name === 'count' &&
  items[0].cast === undefined &&
  !target.columns.has('count');

export class SelectBuilder {
  private aliasCounter = 0;

  constructor(
    readonly scope: Scope,
    private readonly modifiers: Modifiers,
  ) {}

  get params(): Params {
    return this.scope.params;
  }

  nextAlias(): string {
    this.aliasCounter += 1;
    return `_t${this.aliasCounter}`;
  }

  projection(relation: Relation, alias: string, items: SelectItem[], path: string): Projection {
    const columns: string[] = [];
    const innerJoins: string[] = [];
    const joins: string[] = [];
    const embedded: Projection['embedded'] = new Map();
    for (const item of items) {
      if (item.kind === 'star') {
        columns.push(`${alias}.*`);
      } else if (item.kind === 'column') {
        let expression = columnRef(this.scope, relation, alias, item.name);
        if (item.cast !== undefined) {
          const cast = item.cast.toLowerCase();
          if (!/^[a-z_][a-z0-9_]*$/.test(cast) || !this.scope.castTypes.has(cast)) {
            throw new RestError(400, '42704', `type "${item.cast}" does not exist`);
          }
          expression = `${expression}::${cast}`;
        }
        columns.push(`${expression} as ${quoteIdent(item.alias ?? outputName(item.name))}`);
      } else {
        const rel = findRelationship(this.scope.cache, relation, item.name, item.hint);
        const childAlias = this.nextAlias();
        const key = item.alias ?? item.name;
        const childPath = path === '' ? key : `${path}.${key}`;
        const from = fromClause(rel, relation, alias, childAlias);
        const child =
          item.items.length === 0 || isCountOnly(item.items, rel.target)
            ? undefined
            : this.projection(rel.target, childAlias, item.items, childPath);
        const filters = this.filtersFor(childPath, rel.target, childAlias, child?.embedded);
        const link = [...joinTerms(rel, alias, childAlias), ...filters];
        const exists = (extra: string[]): string =>
          `exists (select 1 from ${from}${extra.length + link.length > 0 ? ` where ${[...link, ...extra].join(' and ')}` : ''})`;
        if (!child) {
          if (item.items.length > 0) {
            const where = link.length > 0 ? ` where ${link.join(' and ')}` : '';
            const count = `(select count(*) from ${from}${where})`;
            columns.push(
              `${rel.toMany ? `json_build_array(json_build_object('count', ${count}))` : `json_build_object('count', ${count})`} as ${quoteIdent(key)}`,
            );
          }
          // `rel()` only filters (with !inner or a null filter on it), it is never shown.
          if (item.inner) innerJoins.push(exists([]));
          embedded.set(key, {
            toMany: rel.toMany,
            source: `from ${from}${link.length > 0 ? ` where ${link.join(' and ')}` : ''}`,
            relation: rel.target,
            alias: childAlias,
          });
          continue;
        }
        const where = [...link, ...child.innerJoins];
        const source = `from ${from}${child.joins}${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`;
        embedded.set(key, {
          toMany: rel.toMany,
          source: `from ${from}${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`,
          relation: rel.target,
          alias: childAlias,
        });
        if (item.spread) {
          if (rel.toMany) throw unsupported('Spreading a to-many relationship (...rel(col) as arrays)');
          const spreadAlias = this.nextAlias();
          joins.push(` left join lateral (select ${child.columns} ${source} limit 1) ${spreadAlias} on true`);
          columns.push(`${spreadAlias}.*`);
        } else if (rel.toMany) {
          const related = (term: OrderTerm): string =>
            this.relatedOrder(child.embedded, term, rel.target.name);
          const order = orderSql(
            this.scope,
            this.modifiers.order.get(childPath) ?? [],
            rel.target,
            childAlias,
            related,
          );
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
    return { columns: columns.join(', '), innerJoins, joins: joins.join(''), embedded };
  }

  /** order=rel(col): a column of a to-one resource embedded at the same level. */
  relatedOrder(embedded: Projection['embedded'], term: OrderTerm, origin: string): string {
    const target = embedded.get(term.relation ?? '');
    if (!target) {
      throw new RestError(
        400,
        'PGRST108',
        `'${term.relation ?? ''}' is not an embedded resource in this request`,
        null,
        `Verify that '${term.relation ?? ''}' is included in the 'select' query parameter.`,
      );
    }
    if (target.toMany) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${term.relation ?? ''}' is not possible`,
        `'${origin}' and '${term.relation ?? ''}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    const column = columnRef(this.scope, target.relation, target.alias, term.column);
    return `(select ${column} ${target.source} limit 1)`;
  }

  /**
   * The filters of one level. A filter named after a resource embedded at that level (not a column) is
   * PostgREST's null filter on the embedding: `rel=is.null` / `rel=not.is.null`, anything else PGRST120.
   */
  filtersFor(path: string, relation: Relation, alias: string, embedded?: Projection['embedded']): string[] {
    return (this.modifiers.filters.get(path) ?? []).map((filter) => {
      const target =
        filter.kind === 'condition' && !relation.columns.has(filter.column)
          ? embedded?.get(filter.column)
          : undefined;
      if (filter.kind !== 'condition' || !target) return filterSql(this.scope, filter, relation, alias);
      const keyword = typeof filter.value === 'string' ? filter.value.toLowerCase() : '';
      if (filter.operator !== 'is' || (keyword !== 'null' && keyword !== 'not_null')) {
        throw new RestError(
          400,
          'PGRST120',
          `Bad operator on the '${filter.column}' embedded resource`,
          'Only is null or not is null filters are allowed on embedded resources',
        );
      }
      const isNull = (keyword === 'null') !== filter.negate;
      return `${isNull ? 'not ' : ''}exists (select 1 ${target.source})`;
    });
  }

  /** WHERE and ORDER BY/LIMIT/OFFSET of the root level. */
  rootClauses(
    relation: Relation,
    alias: string,
    projection: Projection,
    paging: { limit?: number; offset?: number },
  ): { where: string; tail: string } {
    const terms = [...projection.innerJoins, ...this.filtersFor('', relation, alias, projection.embedded)];
    const where = terms.length > 0 ? ` where ${terms.join(' and ')}` : '';
    const related = (term: OrderTerm): string => this.relatedOrder(projection.embedded, term, relation.name);
    let tail = orderSql(this.scope, this.modifiers.order.get('') ?? [], relation, alias, related);
    // The limit is an integer parsed here (or db-max-rows), spelt as a literal so the planner sees it.
    if (paging.limit !== undefined) tail += ` limit ${Math.trunc(Number(paging.limit))}`;
    if (paging.offset !== undefined && paging.offset > 0) tail += ` offset ${this.params.add(paging.offset)}`;
    return { where, tail };
  }
}

export interface ReadQuery {
  text: string;
  values: unknown[];
  /** count=planned|estimated: the statement to EXPLAIN for the planner's estimate (count.ts). */
  countText?: string;
}

/** The body of the rows `_src`: a JSON array, or CSV as PostgREST writes it (keys, then each row's text). */
export function aggregate(format: { stripNulls: boolean; csv?: boolean }): string {
  if (format.csv) {
    const header = `(select coalesce(string_agg(_k, ','), '') from (select json_object_keys(row_to_json(_h)) as _k from (select * from _rows limit 1) _h) _keys)`;
    return `${header} || chr(10) || coalesce(string_agg(substring(_src::text, 2, length(_src::text) - 2), chr(10)), '')`;
  }
  return format.stripNulls
    ? `json_strip_nulls(coalesce(json_agg(_src), '[]'))::text`
    : `coalesce(json_agg(_src), '[]')::text`;
}

export type CountMode = 'exact' | 'planned' | 'estimated' | undefined;

/** `source` replaces the relation's name in FROM (a function call for RPC results). */
export function buildRead(
  scope: Scope,
  relation: Relation,
  items: SelectItem[],
  modifiers: Modifiers,
  options: {
    limit?: number;
    offset?: number;
    count: CountMode;
    stripNulls: boolean;
    csv?: boolean;
    source?: string;
  },
): ReadQuery {
  const builder = new SelectBuilder(scope, modifiers);
  const alias = '_t0';
  const projection = builder.projection(relation, alias, items, '');
  const { where, tail } = builder.rootClauses(relation, alias, projection, options);
  const from = `${options.source ?? qualified(relation)} ${alias}`;
  const rows = `select ${projection.columns} from ${from}${projection.joins}${where}${tail}`;
  return {
    text: `with _rows as (${rows}) select ${aggregate(options)} as body, count(*)::int as n${totalColumn(options.count, `${from}${where}`)} from _rows _src`,
    values: scope.params.values,
    countText:
      options.count && options.count !== 'exact'
        ? countQuery(`${from}${where}`, scope.params.values.length)
        : undefined,
  };
}
