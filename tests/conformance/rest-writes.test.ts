// PostgREST 14 conformance of writes (issue 19 items 1 and 5): Prefer max-affected with handling=strict
// (docs "Prefer: max-affected", Error.hs PGRST124/PGRST128) and upserts (docs "Upsert", "Bulk insert with
// defaults"; PostgREST 12 answers 200 to an upsert that only updated rows, PR #2926; ignore-duplicates answers
// 201 whenever rows were sent, even if all were duplicates: UpsertSpec "succeeds if not a single resource is
// created", the insert's WHERE counting every payload row in pgrst.inserted).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, rest, withMaxAffected } from './rest-client.ts';
import { createConformanceSchema, dropConformanceSchema, resetData } from './rest-schema.ts';

beforeAll(createConformanceSchema);
afterAll(dropConformanceSchema);
beforeEach(resetData);

const quantities = async (): Promise<number[]> => {
  const { data, error } = await db().from('counters').select('qty').order('id');
  expect(error).toBeNull();
  return (data ?? []).map((row: { qty: number }) => row.qty);
};

describe('Prefer: handling=strict, max-affected=N', () => {
  it('refuses a PATCH affecting more rows with 400 PGRST124 and commits nothing', async () => {
    const response = await rest('counters?id=gt.0', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: { qty: 9 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect(await quantities()).toEqual([1, 1, 1]);

    const viaClient = await withMaxAffected(db().from('counters').update({ qty: 7 }).gt('id', 0), 1);
    expect(viaClient.status).toBe(400);
    expect(viaClient.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    expect(await quantities()).toEqual([1, 1, 1]);
  });

  it('refuses a DELETE affecting more rows, and lets one within the limit through', async () => {
    const refused = await withMaxAffected(db().from('counters').delete().gte('id', 2), 1);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    expect(await quantities()).toEqual([1, 1, 1]);

    const allowed = await rest('counters?id=eq.3', {
      method: 'DELETE',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
    expect(await quantities()).toEqual([1, 1]);
  });

  it('ignores max-affected without handling=strict (lenient), as PostgREST does', async () => {
    const response = await rest('counters?id=gt.0', {
      method: 'PATCH',
      headers: { Prefer: 'max-affected=1' },
      body: { qty: 4 },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('preference-applied')).toBeNull();
    expect(await quantities()).toEqual([4, 4, 4]);
  });

  it('counts the rows a set-returning function returns, and refuses it on a scalar function (PGRST128)', async () => {
    const refused = await rest('rpc/bump_all', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: { step: 5 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    expect(await quantities()).toEqual([1, 1, 1]);

    const scalar = await rest('rpc/total_qty', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: {},
    });
    expect(scalar.status).toBe(400);
    expect(scalar.body).toEqual({
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      details: null,
      hint: null,
    });
  });

  it('answers 400 PGRST122 for an unknown preference under handling=strict', async () => {
    const response = await rest('counters?id=eq.1', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, bogus=1' },
      body: { qty: 2 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: bogus=1',
      hint: null,
    });
  });
});

describe('upserts', () => {
  it('gives absent columns their default with missing=default, in inserted and updated rows alike', async () => {
    const response = await rest('counters', {
      method: 'POST',
      headers: {
        Prefer: 'resolution=merge-duplicates, missing=default, return=representation',
      },
      body: [
        { id: 1, label: 'first' },
        { id: 2, qty: 8 },
        { id: 4, label: 'new' },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBe(
      'resolution=merge-duplicates, missing=default, return=representation',
    );
    const byId = Object.fromEntries(
      (response.body as { id: number; label: string; qty: number }[]).map((row) => [row.id, row]),
    );
    expect(byId).toEqual({
      1: { id: 1, label: 'first', qty: 1 },
      2: { id: 2, label: 'none', qty: 8 },
      4: { id: 4, label: 'new', qty: 1 },
    });
  });

  it('answers 200, not 201, to an upsert that only updated rows', async () => {
    const updated = await db()
      .from('counters')
      .upsert([
        { id: 1, label: 'x', qty: 2 },
        { id: 2, label: 'y', qty: 3 },
      ]);
    expect(updated.status).toBe(200);
    expect(updated.error).toBeNull();

    const mixed = await db().from('counters').upsert({ id: 9, label: 'z', qty: 1 }).select();
    expect(mixed.status).toBe(201);
    expect(mixed.data).toEqual([{ id: 9, label: 'z', qty: 1 }]);
  });

  it('answers 201 to ignore-duplicates even when every row was a duplicate; an empty payload inserts nothing', async () => {
    const duplicates = await rest('counters', {
      method: 'POST',
      headers: { Prefer: 'resolution=ignore-duplicates, return=representation' },
      body: [{ id: 1, label: 'again', qty: 7 }],
    });
    expect(duplicates.status).toBe(201);
    expect(duplicates.body).toEqual([]);
    expect(await quantities()).toEqual([1, 1, 1]);

    const viaClient = await db()
      .from('counters')
      .upsert([{ id: 2, label: 'again', qty: 7 }], { ignoreDuplicates: true });
    expect(viaClient.status).toBe(201);
    expect(viaClient.error).toBeNull();

    const empty = await rest('counters', {
      method: 'POST',
      headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
      body: [],
    });
    expect(empty.body).toEqual([]);
    expect(empty.status).toBe(200);
    const emptyInsert = await rest('counters', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: [],
    });
    expect(emptyInsert.status).toBe(201);
    expect(emptyInsert.body).toEqual([]);
    expect(await quantities()).toEqual([1, 1, 1]);
  });

  it('draws a sequence value for each row that leaves out its key, with missing=default', async () => {
    const response = await rest('tickets?columns=id,label', {
      method: 'POST',
      headers: { Prefer: 'missing=default, return=representation' },
      body: [{ label: 'a' }, { label: 'b' }, { id: 10, label: 'c' }, {}],
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual([
      { id: 1, label: 'a' },
      { id: 2, label: 'b' },
      { id: 10, label: 'c' },
      { id: 3, label: 'none' },
    ]);
    // The row that gave its key drew none: the next row without one takes the next value.
    const next = await rest('tickets', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: {},
    });
    expect(next.body).toEqual([{ id: 4, label: 'none' }]);
  });

  it('sets absent columns to NULL without missing=default (a NOT NULL column refuses it)', async () => {
    const response = await rest('counters', {
      method: 'POST',
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: [
        { id: 1, label: 'l' },
        { id: 2, qty: 3 },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: '23502' });
    expect(await quantities()).toEqual([1, 1, 1]);
  });

  it('replaces or inserts one row with PUT: 200 when it existed, 201 when inserted', async () => {
    const replaced = await rest('counters?id=eq.1', {
      method: 'PUT',
      headers: { Prefer: 'return=representation' },
      body: { id: 1, label: 'put', qty: 5 },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual([{ id: 1, label: 'put', qty: 5 }]);
    const inserted = await rest('counters?id=eq.8', { method: 'PUT', body: { id: 8, label: 'new', qty: 2 } });
    expect(inserted.status).toBe(201);
    expect(inserted.body).toBeNull();
  });

  it('refuses PUT without eq on the whole primary key (405 PGRST105), with a mismatched key (PGRST115) or a limit (PGRST114)', async () => {
    const filters = await rest('counters?id=gt.1', { method: 'PUT', body: { id: 2, label: 'x', qty: 1 } });
    expect(filters.status).toBe(405);
    expect(filters.body).toEqual({
      code: 'PGRST105',
      message: "Filters must include all and only primary key columns with 'eq' operators",
      details: null,
      hint: null,
    });
    const mismatch = await rest('counters?id=eq.1', { method: 'PUT', body: { id: 2, label: 'x', qty: 1 } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      code: 'PGRST115',
      message: 'Payload values do not match URL in primary key column(s)',
    });
    const limited = await rest('counters?id=eq.1&limit=1', {
      method: 'PUT',
      body: { id: 1, label: 'x', qty: 1 },
    });
    expect(limited.status).toBe(400);
    expect(limited.body).toMatchObject({
      code: 'PGRST114',
      message: 'limit/offset querystring parameters are not allowed for PUT',
    });
    expect(await quantities()).toEqual([1, 1, 1]);
  });
});
