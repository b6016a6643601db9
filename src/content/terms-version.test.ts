// The terms checkout sends are the terms the shop recorded: when the bundled terms of sale or model withdrawal form
// change (or the owner's facts they name), this fails until `npm run terms:record` has written the migration that
// records the new version and the id checkout sends.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { buildableFactsSets, termsTexts, termsVersionId } from './terms-record';
import { TERMS_VERSIONS } from './terms-version';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../supabase/migrations');
const RUN =
  'The terms of sale changed: run `npm run terms:record`, then `npm run migrations:lock`, and commit';

describe('the recorded terms version', () => {
  it.each(buildableFactsSets())('of the %s facts is the bundled text, in a migration', (set) => {
    const id = termsVersionId(termsTexts(set));
    expect(TERMS_VERSIONS[set], RUN).toBe(id);
    const recorded = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .some((file) =>
        readFileSync(path.join(MIGRATIONS, file), 'utf8').includes(
          `insert into public.terms_versions (id, facts_set, texts) values (\n  '${id}',\n  '${set}'`,
        ),
      );
    expect(recorded, RUN).toBe(true);
  });

  it('holds the terms and the withdrawal form in both languages, in their own words', () => {
    const texts = termsTexts('demo');
    expect(texts.en.title).toBe('Terms of sale');
    expect(texts.fr.title).toBe('Conditions générales de vente');
    expect(texts.fr.withdrawalForm.title).toBe('Modèle de formulaire de rétractation');
    expect(texts.en.document.sections.length).toBe(texts.fr.document.sections.length);
    expect(texts.fr.withdrawalForm.seller[0]).toBe('Maison Immortela Démo SAS');
    expect(texts.fr.withdrawalForm.fields).toHaveLength(5);
  });
});

describe('canonicalJson', () => {
  it('writes one string whatever the order of the keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 'é', e: null }], c: true } })).toBe(
      '{"a":{"c":true,"d":[2,{"e":null,"f":"é"}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
  });

  it('gives another id for another text', () => {
    const texts = termsTexts('demo');
    const changed = { ...texts, fr: { ...texts.fr, updated: `${texts.fr.updated}.` } };
    expect(termsVersionId(changed)).not.toBe(termsVersionId(texts));
    expect(termsVersionId(JSON.parse(JSON.stringify(texts)))).toBe(termsVersionId(texts));
  });
});
