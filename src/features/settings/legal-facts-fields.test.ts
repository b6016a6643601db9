import { describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../../../supabase/functions/_shared/legal-facts';
import { factAt, fieldProblems, SECTIONS, withFact } from './legal-facts-fields';

describe('the Settings form fields', () => {
  it('reads and writes a fact by its path without touching the others', () => {
    expect(factAt(DEMO_FACTS, 'mediator.address.city')).toBe('Démoville');
    const changed = withFact(DEMO_FACTS, 'mediator.address.city', 'Lyon');
    expect(factAt(changed, 'mediator.address.city')).toBe('Lyon');
    expect(changed.mediator.name).toBe(DEMO_FACTS.mediator.name);
    expect(changed.address).toBe(DEMO_FACTS.address);
    expect(DEMO_FACTS.mediator.address.city).toBe('Démoville');
  });

  it('lists every text fact once (the payment methods are the checkboxes)', () => {
    const paths = SECTIONS.flatMap((section) => section.fields.map((field) => field.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(49);
    for (const path of paths) expect(factAt(DEMO_FACTS, path), path).not.toBe('');
  });

  it("reads the database's refusal per field, first code of each", () => {
    const error = {
      message: 'invalid_legal_facts',
      details: JSON.stringify([
        { field: 'siret', code: 'siret_check_digit' },
        { field: 'vatNumber', code: 'vat_siren_mismatch' },
        { field: 'siret', code: 'too_long' },
      ]),
    };
    expect(fieldProblems(error)).toEqual({ siret: 'siret_check_digit', vatNumber: 'vat_siren_mismatch' });
    expect(fieldProblems({ message: 'owner_only' })).toBeNull();
    expect(fieldProblems({ message: 'invalid_legal_facts', details: 'not json' })).toBeNull();
  });
});
