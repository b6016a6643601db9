// How PostgREST resolves an embedded resource to a relationship (Plan.hs findRel): many-to-one and one-to-one
// through a foreign key, one-to-many (one-to-one when the foreign key is also unique or the primary key),
// many-to-many through a join table whose primary key holds both foreign keys, and computed relationships
// (a function taking the parent's row type and returning rows of a table). Ambiguity answers 300 PGRST201
// with PostgREST's details; no match answers 400 PGRST200, or 501 where the match would need a feature the
// local backend lacks (foreign keys inferred through views).
import type { ForeignKey, FunctionDef, Relation, SchemaCache } from './catalog.ts';
import { RestError, unsupported } from './errors.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Relationship {
  target: Relation;
  cardinality: Cardinality;
  toMany: boolean;
  /** parent.columns = target.columns for direct relationships, from the parent's side. */
  pairs?: [string, string][];
  foreignKey?: ForeignKey;
  /** Many-to-many: the join table and its pairs (join.col = parent.col, join.col = target.col). */
  junction?: {
    relation: Relation;
    parentPairs: [string, string][];
    targetPairs: [string, string][];
    fks: [ForeignKey, ForeignKey];
  };
  /** Computed relationship: the function called with the parent row. */
  fn?: FunctionDef;
}

const sameSet = (a: string[], b: string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

function isUnique(relation: Relation, columns: string[]): boolean {
  return relation.uniqueKeys.some((key) => sameSet(key, columns));
}

const columnList = (columns: string[]): string => columns.join(', ');

function describe(parent: Relation, rel: Relationship): Record<string, string> {
  const embedding = `${parent.name} with ${rel.target.name}`;
  if (rel.junction) {
    const [fk1, fk2] = rel.junction.fks;
    return {
      cardinality: rel.cardinality,
      embedding,
      relationship: `${rel.junction.relation.name} using ${fk1.name}(${columnList(fk1.columns)}) and ${fk2.name}(${columnList(fk2.columns)})`,
    };
  }
  const fk = rel.foreignKey as ForeignKey;
  const pairs = rel.pairs ?? [];
  return {
    cardinality: rel.cardinality,
    embedding,
    relationship: `${fk.name} using ${parent.name}(${columnList(pairs.map(([p]) => p))}) and ${rel.target.name}(${columnList(pairs.map(([, c]) => c))})`,
  };
}

function hintName(rel: Relationship): string {
  if (rel.junction) return `${rel.target.name}!${rel.junction.relation.name}`;
  return `${rel.target.name}!${rel.foreignKey?.name ?? ''}`;
}

function direct(cache: SchemaCache, parent: Relation, target: Relation): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (fk.table === parent.name && fk.refTable === target.name) {
      const pairs = fk.columns.map((column, index): [string, string] => [column, fk.refColumns[index] ?? '']);
      const oneToOne = isUnique(parent, fk.columns);
      found.push({
        target,
        cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
        toMany: false,
        pairs,
        foreignKey: fk,
      });
    }
    if (fk.table === target.name && fk.refTable === parent.name) {
      const pairs = fk.refColumns.map((column, index): [string, string] => [column, fk.columns[index] ?? '']);
      const oneToOne = isUnique(target, fk.columns);
      found.push({
        target,
        cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
        toMany: !oneToOne,
        pairs,
        foreignKey: fk,
      });
    }
  }
  return found;
}

function manyToMany(cache: SchemaCache, parent: Relation, target: Relation): Relationship[] {
  const found: Relationship[] = [];
  for (const junction of cache.relations.values()) {
    if (junction.kind !== 'table' || junction.primaryKey.length === 0) continue;
    const fks = cache.foreignKeys.filter(
      (fk) =>
        fk.table === junction.name && fk.columns.every((column) => junction.primaryKey.includes(column)),
    );
    for (const fk1 of fks) {
      if (fk1.refTable !== parent.name) continue;
      for (const fk2 of fks) {
        if (fk2 === fk1 || fk2.refTable !== target.name) continue;
        found.push({
          target,
          cardinality: 'many-to-many',
          toMany: true,
          junction: {
            relation: junction,
            parentPairs: fk1.columns.map((column, index): [string, string] => [
              column,
              fk1.refColumns[index] ?? '',
            ]),
            targetPairs: fk2.columns.map((column, index): [string, string] => [
              column,
              fk2.refColumns[index] ?? '',
            ]),
            fks: [fk1, fk2],
          },
        });
      }
    }
  }
  return found;
}

/** Every relationship from a table, worked out once per schema cache (a cache is replaced on reload). */
const memo = new WeakMap<SchemaCache, Map<string, Relationship[]>>();

function relationshipsOf(cache: SchemaCache, parent: Relation): Relationship[] {
  let byParent = memo.get(cache);
  if (!byParent) {
    byParent = new Map();
    memo.set(cache, byParent);
  }
  let found = byParent.get(parent.name);
  if (!found) {
    found = [];
    for (const target of cache.relations.values()) {
      found.push(...direct(cache, parent, target));
    }
    for (const target of cache.relations.values()) {
      found.push(...manyToMany(cache, parent, target));
    }
    byParent.set(parent.name, found);
  }
  return found;
}

/** One column on each side: [origin column, target column]. */
function singleColumns(rel: Relationship): [string, string] | undefined {
  return rel.pairs?.length === 1 ? rel.pairs[0] : undefined;
}

/** A hint names the constraint, the origin's or the target's column, or a many-to-many's join table. */
function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.junction) return rel.junction.relation.name === hint;
  const single = singleColumns(rel);
  return rel.foreignKey?.name === hint || single?.[0] === hint || single?.[1] === hint;
}

const isSelf = (rel: Relationship, parent: Relation): boolean =>
  !rel.junction && rel.foreignKey?.table === parent.name && rel.foreignKey.refTable === parent.name;

/**
 * Plan.hs findRel: a relationship to `name` (a table; or, without a hint, a constraint or an origin column).
 * A self reference has one foreign key and two relationships: the table's name gives the one-to-many (with
 * a hint, the one whose referencing column is the hint), the foreign key column the many-to-one.
 */
function candidatesFor(
  cache: SchemaCache,
  parent: Relation,
  name: string,
  hint: string | undefined,
): Relationship[] {
  return relationshipsOf(cache, parent).filter((rel) => {
    const single = singleColumns(rel);
    const targetIsView = rel.target.kind === 'view';
    if (isSelf(rel, parent)) {
      if (hint === undefined) {
        return (
          (rel.target.name === name && rel.cardinality === 'one-to-many') ||
          (single?.[0] === name && rel.cardinality === 'many-to-one')
        );
      }
      return rel.target.name === name && rel.cardinality === 'one-to-many' && single?.[1] === hint;
    }
    if (hint === undefined) {
      return (
        rel.target.name === name ||
        (!targetIsView && !rel.junction && rel.foreignKey?.name === name) ||
        (!targetIsView && single?.[0] === name)
      );
    }
    return rel.target.name === name && matchesHint(rel, hint);
  });
}

export function findRelationship(
  cache: SchemaCache,
  parent: Relation,
  name: string,
  hint: string | undefined,
): Relationship {
  const target = cache.relations.get(name);
  const computed = (cache.functions.get(name) ?? []).filter(
    (fn) => fn.rowTypeOf === parent.name && fn.returnsRelation !== undefined,
  );
  if (computed.length > 0 && hint === undefined) {
    const fn = computed[0] as FunctionDef;
    const returned = cache.relations.get(fn.returnsRelation ?? '');
    if (returned && computed.length === 1) {
      // To-one when it returns one row, or a set declared ROWS 1 (PostgREST's computed relationships).
      const toMany = fn.returnsSet && !fn.rowsOne;
      return { target: returned, cardinality: toMany ? 'one-to-many' : 'many-to-one', toMany, fn };
    }
  }
  const candidates = candidatesFor(cache, parent, name, hint);
  if (candidates.length === 0) {
    // A view's relationships come from its base tables' foreign keys in PostgREST: not inferred here.
    if (target !== undefined && (parent.kind === 'view' || target.kind === 'view'))
      throw unsupported(
        `Embedding through a view ('${parent.name}' with '${name}': relationships inferred from a view's base tables)`,
      );
    const hintPart = hint === undefined ? '' : `' using the hint '${hint}`;
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}${hintPart}' in the schema '${parent.schema}', but no matches were found.`,
    );
  }
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      candidates.map((rel) => describe(parent, rel)),
      `Try changing '${name}' to one of the following: ${candidates.map((rel) => `'${hintName(rel)}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return candidates[0] as Relationship;
}
