// The build reads the owner's legal facts from the database and serves them as `virtual:legal-facts`; a
// production build refuses to run while any is missing, naming each; any other build takes what the database
// has (the local seed's demo facts).
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import {
  DEMO_FACTS,
  EMPTY_FACTS,
  type LegalFactsAnswer,
} from '../../supabase/functions/_shared/legal-facts.ts';
import { FIXTURE_ROWS } from '../../src/test/published-content/rows';
import {
  factsSetFor,
  fetchLegalFacts,
  FACTS_MODULE,
  LegalFactsError,
  legalFacts,
  missingFactsMessage,
} from './legal-facts';

const ENV = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:9/',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_test',
};
const COMPLETE: LegalFactsAnswer = { facts: DEMO_FACTS, missing: [] };
const EMPTY: LegalFactsAnswer = { facts: EMPTY_FACTS, missing: ['companyName', 'mediator.website'] };

/** Runs the plugin's config hook as Vite does at the start of a command. */
function runConfig(plugin: Plugin, command: ConfigEnv['command']): UserConfig {
  const hook = plugin.config;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('no config hook');
  return handler.call({} as never, {}, { command, mode: 'production' }) as UserConfig;
}

describe('legal facts of a build', () => {
  const appEnv = process.env.APP_ENV;
  afterEach(() => {
    if (appEnv === undefined) delete process.env.APP_ENV;
    else process.env.APP_ENV = appEnv;
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('is production only with APP_ENV=production', () => {
    expect(factsSetFor('production')).toBe('production');
    expect(factsSetFor(' production ')).toBe('production');
    for (const other of [undefined, '', 'development', 'test', 'Production']) {
      expect(factsSetFor(other)).toBe('demo');
    }
  });

  it('asks the database as a visitor would, and fills in the shape of what it lacks', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Response.json({
        facts: { companyName: 'Atelier SAS', address: { city: 'Lyon' } },
        missing: ['siret'],
      });
    }) as typeof fetch;
    const answer = await fetchLegalFacts(ENV, fetchImpl);
    expect(calls[0]?.[0]).toBe('http://127.0.0.1:9/rest/v1/rpc/shop_legal_facts');
    expect(calls[0]?.[1]?.headers).toMatchObject({ apikey: 'sb_publishable_test' });
    expect(answer.missing).toEqual(['siret']);
    expect(answer.facts.companyName).toBe('Atelier SAS');
    expect(answer.facts.address).toEqual({ street: '', postalCode: '', city: 'Lyon', country: '' });
    expect(answer.facts.paymentMethods).toEqual([]);
  });

  it('says why when the database cannot be read', async () => {
    await expect(fetchLegalFacts({})).rejects.toThrow('VITE_SUPABASE_URL or VITE_SUPABASE_PUBLISHABLE_KEY');
    const refused = (async () => new Response('nope', { status: 401 })) as unknown as typeof fetch;
    await expect(fetchLegalFacts(ENV, refused)).rejects.toThrow(/answered 401: nope/);
    const down = (async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    }) as unknown as typeof fetch;
    await expect(fetchLegalFacts(ENV, down)).rejects.toThrow(LegalFactsError);
    await expect(fetchLegalFacts(ENV, down)).rejects.toThrow('ECONNREFUSED');
  });

  it('names every missing fact in its message, and where the owner fills them in', () => {
    const message = missingFactsMessage(EMPTY.missing) ?? '';
    expect(message).toContain('2 are missing');
    expect(message).toContain('/admin/settings');
    for (const fact of EMPTY.missing) expect(message).toContain(`  - ${fact}\n`);
    expect(missingFactsMessage([])).toBeNull();
  });

  it('stops a production build with that message, lets every other build through, and serves the facts', () => {
    const production = legalFacts({ appEnv: 'production', answer: EMPTY });
    expect(() => runConfig(production, 'build')).toThrow(missingFactsMessage(EMPTY.missing) ?? 'unreachable');
    // npm run deploy's first build of a new project: through, with the message as a warning.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const firstDeploy = legalFacts({ appEnv: 'production', answer: EMPTY, incomplete: 'allow' });
    expect(runConfig(firstDeploy, 'build').define).toEqual({
      'import.meta.env.VITE_LEGAL_FACTS': '"production"',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(missingFactsMessage(EMPTY.missing) ?? '-'));
    warn.mockRestore();
    expect(() =>
      runConfig(legalFacts({ appEnv: 'production', answer: EMPTY, incomplete: 'yes' }), 'build'),
    ).toThrow();
    const complete = legalFacts({ appEnv: 'production', answer: COMPLETE });
    expect(runConfig(complete, 'build').define).toEqual({
      'import.meta.env.VITE_LEGAL_FACTS': '"production"',
    });
    // A local or test build takes what the database has, complete or not.
    const local = legalFacts({ appEnv: undefined, answer: EMPTY });
    expect(runConfig(local, 'build').define).toEqual({ 'import.meta.env.VITE_LEGAL_FACTS': '"demo"' });
    const resolveId = local.resolveId as (id: string) => string | undefined;
    const load = local.load as (id: string) => string | undefined;
    expect(resolveId(FACTS_MODULE)).toBe(`\0${FACTS_MODULE}`);
    expect(load(`\0${FACTS_MODULE}`)).toBe(`export default ${JSON.stringify(EMPTY)};`);
    expect(resolveId('virtual:other')).toBeUndefined();
  });

  it('is wired into vite.config.ts: the facts the database answers, refused in production while incomplete', async () => {
    const { resolveConfig } = await import('vite');
    const configFile = path.resolve(import.meta.dirname, '../../vite.config.ts');
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:9');
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_test');
    let facts: LegalFactsAnswer = EMPTY;
    // The config reads the legal facts, the published content and the published products (none here).
    vi.stubGlobal('fetch', async (url: string) =>
      Response.json(
        url.endsWith('/rpc/shop_legal_facts') ? facts : url.includes('/products_public?') ? [] : FIXTURE_ROWS,
      ),
    );
    process.env.APP_ENV = 'production';
    const refused = resolveConfig({ configFile, logLevel: 'silent' }, 'build', 'production');
    await expect(refused).rejects.toThrow('- mediator.website');
    facts = COMPLETE;
    const built = await resolveConfig({ configFile, logLevel: 'silent' }, 'build', 'production');
    expect(built.define?.['import.meta.env.VITE_LEGAL_FACTS']).toBe('"production"');
    delete process.env.APP_ENV;
    facts = EMPTY;
    const local = await resolveConfig({ configFile, logLevel: 'silent' }, 'build', 'production');
    expect(local.define?.['import.meta.env.VITE_LEGAL_FACTS']).toBe('"demo"');
  }, 30_000);
});
