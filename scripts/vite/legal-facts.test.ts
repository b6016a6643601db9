// A production build refuses to run without the owner's legal facts, naming each missing one; any other build
// carries the demo facts.
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import {
  DEMO_FACTS,
  missingFacts,
  PRODUCTION_FACTS,
  type LegalFacts,
} from '../../supabase/functions/_shared/legal-facts.ts';
import { FIXTURE_ROWS } from '../../src/test/published-content/rows';
import { factsSetFor, legalFacts, missingFactsMessage } from './legal-facts';

/** DEMO_FACTS with every text emptied: what PRODUCTION_FACTS is until the owner fills it in. */
function emptied<T>(value: T): T {
  if (typeof value === 'string') return '' as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, emptied(child)])) as T;
  }
  return value;
}
const EMPTY: LegalFacts = emptied(DEMO_FACTS);

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

  it('names every missing fact of the empty facts in its message', () => {
    const missing = missingFacts(EMPTY);
    // Every text field of the type, nested ones by their dotted path.
    expect(missing).toEqual(
      expect.arrayContaining([
        'companyName',
        'legalForm',
        'shareCapital',
        'rcs',
        'siret',
        'vatNumber',
        'address.street',
        'address.postalCode',
        'address.city',
        'address.country',
        'email',
        'phone',
        'publicationDirector',
        'siteHost.name',
        'siteHost.contact',
        'dataHost.name',
        'mailProvider.name',
        'mediator.name',
        'mediator.website',
        'cosmeticsResponsiblePerson.name',
        'cosmeticsResponsiblePerson.email',
        'packagingIdu',
        'organicCertifier.name',
        'organicCertifier.code',
      ]),
    );
    // A list of no payment method is as missing as an empty text.
    expect(missingFacts({ ...DEMO_FACTS, paymentMethods: [] })).toEqual(['paymentMethods']);
    expect(missingFacts(PRODUCTION_FACTS)).toEqual(expect.arrayContaining(['paymentMethods']));
    const message = missingFactsMessage(EMPTY) ?? '';
    expect(message).toContain('APP_ENV=production');
    expect(message).toContain('supabase/functions/_shared/legal-facts.ts');
    expect(message).toContain(`${missing.length} are missing`);
    for (const fact of missing) expect(message).toContain(`  - ${fact}\n`);
    expect(missingFactsMessage(DEMO_FACTS)).toBeNull();
  });

  it('stops a production build with that message, and lets every other build through with the demo facts', () => {
    const production = legalFacts({ appEnv: 'production', productionFacts: EMPTY });
    expect(() => runConfig(production, 'build')).toThrow(missingFactsMessage(EMPTY) ?? 'unreachable');
    // Complete facts build, and the app is told to read the production set.
    const complete = legalFacts({ appEnv: 'production', productionFacts: DEMO_FACTS });
    expect(runConfig(complete, 'build').define).toEqual({
      'import.meta.env.VITE_LEGAL_FACTS': '"production"',
    });
    // A local or test build never looks at PRODUCTION_FACTS.
    const local = legalFacts({ appEnv: undefined, productionFacts: EMPTY });
    expect(runConfig(local, 'build').define).toEqual({ 'import.meta.env.VITE_LEGAL_FACTS': '"demo"' });
    expect(runConfig(local, 'serve').define).toEqual({ 'import.meta.env.VITE_LEGAL_FACTS': '"demo"' });
  });

  it('is wired into vite.config.ts: APP_ENV=production with the PRODUCTION_FACTS as they stand', async () => {
    const { resolveConfig } = await import('vite');
    const configFile = path.resolve(import.meta.dirname, '../../vite.config.ts');
    // The config reads the published content first (scripts/vite/published-content.ts): a stand-in answers.
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:9');
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_test');
    vi.stubGlobal('fetch', async () => Response.json(FIXTURE_ROWS));
    process.env.APP_ENV = 'production';
    const resolved = resolveConfig({ configFile, logLevel: 'silent' }, 'build', 'production');
    const message = missingFactsMessage(PRODUCTION_FACTS);
    if (message) {
      // Until the owner fills them in, every empty one is named.
      await expect(resolved).rejects.toThrow(message);
      for (const fact of missingFacts(PRODUCTION_FACTS)) await expect(resolved).rejects.toThrow(`- ${fact}`);
    } else {
      expect((await resolved).define?.['import.meta.env.VITE_LEGAL_FACTS']).toBe('"production"');
    }
    delete process.env.APP_ENV;
    const local = await resolveConfig({ configFile, logLevel: 'silent' }, 'build', 'production');
    expect(local.define?.['import.meta.env.VITE_LEGAL_FACTS']).toBe('"demo"');
  }, 30_000);
});
