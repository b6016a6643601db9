// The hero's controls are labelled in both languages (its title, subtitle and alt text are the owner's, checked on
// the seeded content: tests/integration/published-content-checks.test.ts).
import { describe, expect, it } from 'vitest';
import { HERO_LABELS } from './hero';

describe('home hero labels', () => {
  it('are written in both languages', () => {
    expect(Object.keys(HERO_LABELS.fr)).toEqual(Object.keys(HERO_LABELS.en));
    for (const key of Object.keys(HERO_LABELS.en) as (keyof typeof HERO_LABELS.en)[]) {
      expect(HERO_LABELS.fr[key].trim(), key).not.toBe('');
      expect(HERO_LABELS.fr[key], key).not.toBe(HERO_LABELS.en[key]);
    }
    expect(HERO_LABELS.en.learnMore).toBe('Learn more');
    expect(HERO_LABELS.en.shopCollection).toBe('Shop collection');
  });
});
