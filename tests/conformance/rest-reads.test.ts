// PostgREST 14 conformance of reads (docs "Tables and Views", "Pagination and Count", "Operators",
// "JSON Columns", "Computed Fields", "Response Formats", "Schemas", "Aggregate Functions"): ranges past the
// end (issue 19 item 3), JSON paths, computed columns, range operators, any/all modifiers, CSV, profiles and
// the aggregates a hosted project refuses (item 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUntypedClient, rawRequest, secretKey } from '../integration/helpers.ts';
import { db, rest } from './rest-client.ts';
import { createConformanceSchema, dropConformanceSchema } from './rest-schema.ts';

beforeAll(createConformanceSchema);
afterAll(dropConformanceSchema);

const ids = (body: unknown): number[] => (body as { id: number }[]).map((row) => row.id);

describe('pagination and counts', () => {
  it('answers 416 PGRST103 for a range starting past the end of a counted result', async () => {
    const { status, error, count } = await db().from('books').select('*', { count: 'exact' }).range(10, 12);
    expect(status).toBe(416);
    expect(count).toBeNull();
    expect(error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
    });
    const raw = await rest('books?offset=5', { headers: { Prefer: 'count=exact' } });
    expect(raw.status).toBe(416);
    expect(raw.headers.get('content-range')).toBe('*/4');
  });

  it('answers 206 with an empty page at the end, and 200 with */* without a count', async () => {
    const atEnd = await rest('books?offset=4', { headers: { Prefer: 'count=exact' } });
    expect(atEnd.status).toBe(206);
    expect(atEnd.body).toEqual([]);
    expect(atEnd.headers.get('content-range')).toBe('*/4');
    const uncounted = await rest('books?offset=10');
    expect(uncounted.status).toBe(200);
    expect(uncounted.body).toEqual([]);
    expect(uncounted.headers.get('content-range')).toBe('*/*');
    const page = await rest('books?select=id&order=id', { headers: { Range: '1-2', Prefer: 'count=exact' } });
    expect(page.status).toBe(206);
    expect(page.body).toEqual([{ id: 2 }, { id: 3 }]);
    expect(page.headers.get('content-range')).toBe('1-2/4');
    expect(page.headers.get('preference-applied')).toBe('count=exact');
  });

  it('counts with the planner for count=planned, and exactly for count=estimated within db-max-rows', async () => {
    const planned = await rest('books?select=id&limit=1', { headers: { Prefer: 'count=planned' } });
    expect(planned.status).toBe(206);
    expect(planned.headers.get('content-range')).toBe('0-0/4');
    expect(planned.headers.get('preference-applied')).toBe('count=planned');
    const filtered = await rest('books?select=id&id=eq.1&limit=1', { headers: { Prefer: 'count=planned' } });
    expect(filtered.headers.get('content-range')).toBe('0-0/1');
    const { count, status } = await db()
      .from('books')
      .select('id', { count: 'estimated' })
      .eq('status', 'draft')
      .limit(1);
    expect(status).toBe(206);
    expect(count).toBe(2);
  });

  it('answers 416 for a Range whose end comes before its start', async () => {
    const response = await rest('books', { headers: { Range: '3-1' } });
    expect(response.status).toBe(416);
    expect(response.body).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      hint: null,
    });
  });
});

describe('JSON paths and computed columns', () => {
  it('selects, filters and orders by JSON paths (->> as text, -> as JSON), named after the last key', async () => {
    const { data, error } = await db()
      .from('books')
      .select('id, meta->>lang, pages:meta->size->pages')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, lang: 'en', pages: 40 }]);
    const filtered = await rest('books?select=id&meta->>lang=eq.fr');
    expect(filtered.body).toEqual([{ id: 3 }]);
    const arrayItem = await rest('books?select=id,first_tag:meta->tags->>0&meta->tags->>0=eq.math');
    expect(arrayItem.body).toEqual([{ id: 1, first_tag: 'math' }]);
    const ordered = await rest('books?select=id&order=meta->size->pages.desc.nullslast,id');
    expect(ids(ordered.body)).toEqual([2, 1, 3, 4]);
  });

  it('selects, filters and orders by a computed column (a function of the row type)', async () => {
    const { data } = await db().from('books').select('id, full_title').eq('full_title', 'Notes #1');
    expect(data).toEqual([{ id: 1, full_title: 'Notes #1' }]);
    const ordered = await rest('books?select=id&order=full_title.desc');
    expect(ids(ordered.body)).toEqual([3, 2, 1, 4]);
  });
});

describe('operators', () => {
  it('filters range columns with sl, sr, nxr, nxl, adj and ov', async () => {
    const cases: [string, number[]][] = [
      ['pages=sl.[70,80)', [1, 4]],
      ['pages=sr.[1,45)', [4]],
      ['pages=nxr.[1,60)', [1, 4]],
      ['pages=nxl.[40,50)', [4]],
      ['pages=adj.[40,50)', [1, 4]],
      ['pages=ov.[45,49)', [2, 3]],
    ];
    for (const [filter, expected] of cases) {
      const response = await rest(`books?select=id&${filter}&order=id`);
      expect({ filter, ids: ids(response.body) }).toEqual({ filter, ids: expected });
    }
    const { data } = await db().from('books').select('id').rangeAdjacent('pages', '[40,50)').order('id');
    expect(data).toEqual([{ id: 1 }, { id: 4 }]);
  });

  it('applies like, ilike and eq with the any and all modifiers', async () => {
    const anyLike = await db().from('books').select('id').likeAnyOf('title', ['*Book', '*Tools']).order('id');
    expect(anyLike.data).toEqual([{ id: 2 }, { id: 3 }]);
    const allIlike = await db().from('books').select('id').ilikeAllOf('title', ['*O*', '*S*']).order('id');
    expect(allIlike.data).toEqual([{ id: 1 }, { id: 3 }]);
    const eqAny = await rest('books?select=id&id=eq(any).{1,4}&order=id');
    expect(eqAny.body).toEqual([{ id: 1 }, { id: 4 }]);
    const gtAll = await rest('books?select=id&rating=gt(all).{2,3}&order=id');
    expect(gtAll.body).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('response formats, profiles and aggregates', () => {
  it('answers text/csv with a header line and Postgres row text', async () => {
    const response = await rest('books?select=id,title,rating&id=lte.2&order=id', {
      headers: { Accept: 'text/csv' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe('id,title,rating\n1,Notes,5\n2,"The C Book",4');
    const { data } = await db().from('books').select('id').eq('id', 4).csv();
    expect(data).toBe('id\n4');
  });

  it('strips nulls with nulls=stripped, and refuses an unknown media type with 406 PGRST107', async () => {
    const stripped = await rest('books?select=id,meta&id=eq.4', {
      headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(stripped.body).toEqual([{ id: 4 }]);
    const refused = await rest('books', { headers: { Accept: 'application/xml' } });
    expect(refused.status).toBe(406);
    expect(refused.body).toEqual({
      code: 'PGRST107',
      message: 'None of these media types are available: application/xml',
      details: null,
      hint: null,
    });
  });

  it('reads the schema from Accept-Profile, answers Content-Profile, and refuses an unexposed one (PGRST106)', async () => {
    const response = await rest('tags?select=name&id=eq.1');
    expect(response.headers.get('content-profile')).toBe('rest_conformance');
    const refused = await rawRequest('/rest/v1/tags', {
      headers: { apikey: secretKey(), 'Accept-Profile': 'private' },
    });
    expect(refused.status).toBe(406);
    expect(refused.body).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: private',
      details: null,
      hint: 'Only the following schemas are exposed: public, rest_conformance',
    });
    const missing = await makeUntypedClient(secretKey()).from('tags').select('*');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST205');
  });

  it('refuses aggregate functions with 400 PGRST123, as a hosted project does by default', async () => {
    for (const select of ['rating.sum()', 'count()', 'rating.avg(),status']) {
      const response = await rest(`books?select=${select}`);
      expect({ select, status: response.status, body: response.body }).toEqual({
        select,
        status: 400,
        body: {
          code: 'PGRST123',
          message: 'Use of aggregate functions is not allowed',
          details: null,
          hint: null,
        },
      });
    }
  });
});
