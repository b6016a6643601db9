// The statement's one row turned into PostgREST's answer: status, Content-Type, Content-Range, a single object
// (PGRST116), the max-affected limit (PGRST124) and a page past the end (416 PGRST103).
import { Rollback } from '../request-transaction.ts';
import { RestError } from './errors.ts';
import type { Plan, RestRequest } from './plan.ts';

export interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

export interface QueryRow {
  body: string | null;
  n: number;
  total?: number;
  inserted?: number;
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  return rows === 0 ? `*/${totalText}` : `${offset}-${offset + rows - 1}/${totalText}`;
}

function singleObject(row: QueryRow): string {
  const parsed: unknown = JSON.parse(row.body ?? '[]');
  return JSON.stringify(Array.isArray(parsed) ? parsed[0] : parsed);
}

const PGRST116 = (rows: number): RestError =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

const PGRST124 = (rows: number): RestError =>
  new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );

/** Turns the statement's one row into PostgREST's answer (status, Content-Range, single object, limits). */
export function respond(request: RestRequest, planned: Plan, row: QueryRow): Outcome {
  const { method, prefs, media } = request;
  const headers: Record<string, string> = {};
  if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
  const bodyType = media.csv
    ? 'text/csv; charset=utf-8'
    : media.single
      ? 'application/vnd.pgrst.object+json; charset=utf-8'
      : 'application/json; charset=utf-8';
  const strictLimit = prefs.handling === 'strict' ? prefs.maxAffected : undefined;

  if (planned.kind === 'rpc') {
    if (strictLimit !== undefined && row.n > strictLimit) throw new Rollback(PGRST124(row.n));
    if (planned.shape === 'void') return { status: 204, body: null, headers };
    headers['Content-Type'] = bodyType;
    if (planned.shape === 'rows') {
      const total = prefs.count ? (row.total ?? row.n) : undefined;
      headers['Content-Range'] = contentRange(planned.offset, row.n, total);
      if (media.single) {
        if (row.n !== 1) throw new Rollback(PGRST116(row.n));
        return { status: 200, body: singleObject(row), headers };
      }
      return { status: 200, body: row.body ?? '[]', headers };
    }
    // A function returning one scalar, domain or composite value is one row: counted, it counts 1 (RpcSpec
    // "includes exact count of 1 for functions that return a single scalar, domain or composite").
    headers['Content-Range'] = `0-0/${prefs.count ? 1 : '*'}`;
    if (planned.shape === 'object')
      return { status: 200, body: row.n === 0 ? 'null' : singleObject(row), headers };
    return { status: 200, body: row.body ?? 'null', headers };
  }

  if (planned.kind === 'read') {
    headers['Content-Type'] = bodyType;
    headers['Content-Range'] = contentRange(planned.offset, row.n, row.total);
    if (row.total !== undefined && planned.offset > row.total) {
      throw new RangeNotSatisfiable(planned.offset, row.total);
    }
    if (media.single) {
      if (row.n !== 1) throw new Rollback(PGRST116(row.n));
      return { status: 200, body: singleObject(row), headers };
    }
    const partial = row.total !== undefined && row.n < row.total;
    return { status: partial ? 206 : 200, body: row.body ?? '[]', headers };
  }

  if ((method === 'PATCH' || method === 'DELETE') && strictLimit !== undefined && row.n > strictLimit) {
    throw new Rollback(PGRST124(row.n));
  }
  headers['Content-Range'] = `*/${prefs.count ? row.n : '*'}`;
  if (media.single && row.n !== 1) throw new Rollback(PGRST116(row.n));
  // PostgREST 12+ counts an upsert's inserts (pgrst.inserted): each payload row sent to INSERT adds one and a
  // merge's DO UPDATE takes it back. So an upsert that only updated rows answers 200, one that inserted any 201,
  // and ignore-duplicates 201 for any row sent, even when every row was a duplicate and nothing was inserted
  // (UpsertSpec "succeeds if not a single resource is created"); an empty payload 200.
  const upsert = prefs.resolution !== undefined || method === 'PUT';
  const sentRows = Array.isArray(request.body) ? request.body.length : 1;
  const counted = prefs.resolution === 'ignore' ? sentRows : (row.inserted ?? 0);
  const onlyUpdated = upsert && counted === 0;
  const status =
    (method === 'POST' || method === 'PUT') && !onlyUpdated
      ? 201
      : prefs.returning === 'representation'
        ? 200
        : method === 'POST'
          ? 200
          : 204;
  if (prefs.returning !== 'representation') return { status, body: null, headers };
  headers['Content-Type'] = bodyType;
  return { status, body: media.single ? singleObject(row) : (row.body ?? '[]'), headers };
}

/** 416 PGRST103 for a page past the end of a counted result, with the Content-Range PostgREST sends. */
export class RangeNotSatisfiable extends RestError {
  constructor(offset: number, total: number) {
    super(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    this.contentRange = `*/${total}`;
  }
  readonly contentRange: string;
}
