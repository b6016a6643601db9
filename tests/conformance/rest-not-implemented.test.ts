// What the local REST service does not implement answers 501 with a message naming the feature, never a
// 400/404 that looks like the caller's mistake nor a silently different result (issue 19); and what hosted
// projects switch off answers as they do (execution plans: db-plan-enabled is off, 406 PGRST107).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from './rest-client.ts';
import { createConformanceSchema, dropConformanceSchema } from './rest-schema.ts';

beforeAll(createConformanceSchema);
afterAll(dropConformanceSchema);

const cases: { feature: RegExp; path: string; init?: Parameters<typeof rest>[1] }[] = [
  { feature: /OpenAPI/, path: '' },
  { feature: /timezone/, path: 'books', init: { headers: { Prefer: 'timezone=America/Los_Angeles' } } },
  {
    feature: /params=single-object/,
    path: 'rpc/echo_json',
    init: { method: 'POST', headers: { Prefer: 'params=single-object' }, body: { a: 1 } },
  },
  {
    feature: /headers-only/,
    path: 'counters',
    init: { method: 'POST', headers: { Prefer: 'return=headers-only' }, body: { id: 7 } },
  },
  {
    feature: /limit and offset on PATCH and DELETE/,
    path: 'counters?id=gt.0&limit=1&order=id',
    init: { method: 'PATCH', body: { qty: 3 } },
  },
  { feature: /GeoJSON/, path: 'books', init: { headers: { Accept: 'application/geo+json' } } },
  { feature: /Spreading a to-many relationship/, path: 'authors?select=name,...books(title)' },
  { feature: /Arrow operators .* int4range column/, path: 'books?select=pages->lower' },
  { feature: /functions? returning scalars/, path: 'rpc/total_qty?select=total_qty' },
];

describe('features the local backend lacks', () => {
  it.each(cases)('answers 501 naming $feature', async ({ feature, path, init }) => {
    const response = await rest(path, init);
    expect(response.status).toBe(501);
    const body = response.body as { code: string; message: string };
    expect(body.code).toBe('PGRST501');
    expect(body.message).toMatch(feature);
    expect(body.message).toMatch(/is not supported by the local backend$/);
  });

  it('refuses execution plans as a hosted project does (db-plan-enabled off): 406 PGRST107', async () => {
    const response = await rest('books', { headers: { Accept: 'application/vnd.pgrst.plan+json' } });
    expect(response.status).toBe(406);
    expect(response.body).toEqual({
      code: 'PGRST107',
      message: 'None of these media types are available: application/vnd.pgrst.plan+json',
      details: null,
      hint: null,
    });
  });
});
