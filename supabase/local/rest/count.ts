// Prefer: count=planned|estimated as PostgREST computes them (docs "Pagination and Count"): planned is the
// planner's row estimate for the request's count query (EXPLAIN's "Plan Rows"); estimated is the exact count
// while it stays within db-max-rows (1000 on hosted projects, config.toml [api] max_rows) and the planned one
// beyond it.
import type pg from 'pg';
import type { CountMode } from './build-sql.ts';

export const DB_MAX_ROWS = 1000;

/** The total column of a read: exact, exact up to one past db-max-rows (estimated), or none (planned). */
export function totalColumn(mode: CountMode, fromWhere: string): string {
  if (mode === 'exact') return `, (select count(*) from ${fromWhere})::int as total`;
  if (mode === 'estimated')
    return `, (select count(*) from (select 1 from ${fromWhere} limit ${DB_MAX_ROWS + 1}) _c)::int as total`;
  return '';
}

/**
 * `select 1 from ... where ...` for EXPLAIN, with the request's parameters: those the count query does not
 * use (select list, limit, offset) are referenced in a no-op term, as Postgres needs a type for each.
 */
export function countQuery(fromWhere: string, parameterCount: number): string {
  const text = `select 1 from ${fromWhere}`;
  const used = new Set([...text.matchAll(/\$(\d+)\b/g)].map((match) => Number(match[1])));
  const unused = Array.from({ length: parameterCount }, (_value, index) => index + 1).filter(
    (index) => !used.has(index),
  );
  if (unused.length === 0) return text;
  const noOp = `num_nulls(${unused.map((index) => `$${index}::text`).join(', ')}) >= 0`;
  return /\swhere\s/.test(fromWhere) ? `${text} and ${noOp}` : `${text} where ${noOp}`;
}

interface PlanRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
}

export async function plannedCount(client: pg.PoolClient, text: string, values: unknown[]): Promise<number> {
  const result = await client.query<PlanRow>(`explain (format json) ${text}`, values);
  return Math.round(result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}
