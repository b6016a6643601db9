// PostgREST 14 conformance of functions (docs "Functions as RPC", Plan.hs findProc, Error.hs PGRST202/203):
// overload resolution, single unnamed parameters, row-type arguments (issue 19 item 6), PGRST202's wording
// (item 7), and select/filter/order/embed on the rows a function returns (item 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, rest } from './rest-client.ts';
import { createConformanceSchema, dropConformanceSchema } from './rest-schema.ts';

beforeAll(createConformanceSchema);
afterAll(dropConformanceSchema);

describe('overloaded functions', () => {
  it('picks the overload whose parameter names match the arguments', async () => {
    expect((await db().rpc('pick', { a: 1 })).data).toBe('int 1');
    expect((await db().rpc('pick', { a: 1, b: 2 })).data).toBe('two 3');
    expect((await db().rpc('pick', { name: 'x' })).data).toBe('name x');
    const get = await rest('rpc/pick?a=4&b=5');
    expect(get.status).toBe(200);
    expect(get.body).toBe('two 9');
  });

  it('answers 300 PGRST203 when overloads share the parameter names', async () => {
    const response = await rest('rpc/twin', { method: 'POST', body: { x: 1 } });
    expect(response.status).toBe(300);
    const body = response.body as { code: string; message: string; details: null; hint: string };
    expect(body.code).toBe('PGRST203');
    expect(body.message).toMatch(/^Could not choose the best candidate function between: /);
    expect(body.message).toContain('rest_conformance.twin(x => integer)');
    expect(body.message).toContain('rest_conformance.twin(x => text)');
    expect(body.details).toBeNull();
    expect(body.hint).toBe(
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  });

  it('answers 404 PGRST202 in the current wording, without leaking SQL', async () => {
    const response = await rest('rpc/pick', { method: 'POST', body: { zzz: 1 } });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function rest_conformance.pick(zzz) in the schema cache',
      details:
        'Searched for the function rest_conformance.pick with parameter zzz or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const get = await rest('rpc/nothing_here');
    expect(get.body).toEqual({
      code: 'PGRST202',
      message:
        'Could not find the function rest_conformance.nothing_here without parameters in the schema cache',
      details:
        'Searched for the function rest_conformance.nothing_here without parameters, but no matches were found in the schema cache.',
      hint: null,
    });
  });
});

describe('single unnamed parameters and row-type arguments', () => {
  it('passes the whole JSON body to a function with one unnamed json parameter', async () => {
    const { data, error } = await db().rpc('echo_json', { any: ['shape'], n: 1 });
    expect(error).toBeNull();
    expect(data).toEqual({ any: ['shape'], n: 1 });
  });

  it('passes a text/plain body to a function with one unnamed text parameter', async () => {
    const response = await rest('rpc/echo_text', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'plain words',
    });
    expect(response.status).toBe(200);
    expect(response.body).toBe('got plain words');
  });

  it('reads a row-type argument from a JSON object', async () => {
    const { data, error } = await db().rpc('title_of', { b: { id: 9, title: 'lower case', status: 'x' } });
    expect(error).toBeNull();
    expect(data).toBe('LOWER CASE');
  });
});

describe('results of functions', () => {
  it('selects, filters, orders and pages the rows of a set-returning function', async () => {
    const { data, error } = await db()
      .rpc('books_rated', { min: 3 })
      .select('id, title')
      .neq('id', 2)
      .order('id', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 4, title: 'Graphs' },
      { id: 1, title: 'Notes' },
    ]);
    const get = await rest('rpc/books_rated?min=2&select=id&status=eq.draft&order=id&limit=1');
    expect(get.body).toEqual([{ id: 3 }]);
  });

  it('embeds the relationships of the table a function returns', async () => {
    const response = await rest('rpc/books_rated?min=5&select=title,authors(name)');
    expect(response.body).toEqual([{ title: 'Notes', authors: { name: 'Ada' } }]);
  });

  it('filters the columns of a RETURNS TABLE function', async () => {
    const response = await rest('rpc/author_counts?books=gt.1');
    expect(response.body).toEqual([{ author_id: 2, books: 2 }]);
  });

  it('caps results at db-max-rows (1000 on hosted projects), with the exact count beyond it', async () => {
    const scalars = await rest('rpc/numbers?n=1500');
    expect(scalars.status).toBe(200);
    expect((scalars.body as number[]).length).toBe(1000);
    const rows = await rest('rpc/series?n=1500', { headers: { Prefer: 'count=exact' } });
    expect((rows.body as unknown[]).length).toBe(1000);
    expect(rows.headers.get('content-range')).toBe('0-999/1500');
  });

  it('counts 1 for a function returning one scalar or one composite value', async () => {
    const scalar = await rest('rpc/total_qty', { headers: { Prefer: 'count=exact' } });
    expect(scalar.status).toBe(200);
    expect(scalar.headers.get('content-range')).toBe('0-0/1');
    const composite = await rest('rpc/first_book?select=title', { headers: { Prefer: 'count=exact' } });
    expect(composite.body).toEqual({ title: 'Notes' });
    expect(composite.headers.get('content-range')).toBe('0-0/1');
    const { count, data } = await db().rpc('total_qty', {}, { count: 'exact' });
    expect({ count, data }).toEqual({ count: 1, data: 3 });
  });

  it('passes repeated GET keys and a JSON array to a variadic parameter', async () => {
    const get = await rest('rpc/join_all?parts=a&parts=b&parts=c');
    expect(get.body).toBe('a-b-c');
    const { data } = await db().rpc('join_all', { parts: ['x', 'y'] });
    expect(data).toBe('x-y');
  });

  it('runs GET in a read-only transaction: a writing function answers 405 (25006) and commits nothing', async () => {
    const response = await rest('rpc/bump_all?step=1');
    expect(response.status).toBe(405);
    expect(response.body).toMatchObject({ code: '25006' });
    const { data } = await db().from('counters').select('qty').eq('id', 1).single();
    expect(data).toEqual({ qty: 1 });
  });
});
