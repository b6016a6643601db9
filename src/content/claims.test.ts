// Honest claims across the brand copy in both languages (Directive (EU) 2024/825, in force 27 September 2026):
// one organic figure, the certifier named, no "not tested on animals" (a legal obligation, not a merit), no
// generic environmental claim, and the +26% UV figure stated with its baseline and as no sun protection.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand as en } from './brand/en';
import { brand as fr } from './brand/fr';
import { articles as articlesEn } from './journal/en';
import { articles as articlesFr } from './journal/fr';
import { HERO_COPY } from './hero';
import { PRESS_LINKS } from './press';
import { DEMO_FACTS } from '../../supabase/functions/_shared/legal-facts';

const locale = (language: string, file: string) =>
  readFileSync(path.resolve(__dirname, `../locales/${language}/${file}.json`), 'utf8');

/** Every brand text of a language: the brand copy, the journal, the hero, the press block and the locales. */
function allCopy(language: 'en' | 'fr'): string {
  const files = ['common', 'shop', 'content'].map((file) => locale(language, file));
  return [
    JSON.stringify(language === 'en' ? en : fr),
    JSON.stringify(language === 'en' ? articlesEn : articlesFr),
    JSON.stringify(HERO_COPY[language]),
    JSON.stringify(PRESS_LINKS),
    ...files,
  ].join('\n');
}

describe('brand claims', () => {
  it('give one organic figure, 95%, and never claim every ingredient organic', () => {
    for (const language of ['en', 'fr'] as const) {
      const copy = allCopy(language);
      // Every percentage in a sentence about organic farming or certification.
      const organic = copy.split(/[.!?"]\s/).filter((sentence) => /organic|biolog|\bbio\b/i.test(sentence));
      const figures = organic.flatMap((sentence) => [...sentence.matchAll(/(\d+)\s?%/g)].map((m) => m[1]));
      expect(figures.length).toBeGreaterThan(0);
      expect(new Set(figures)).toEqual(new Set(['95']));
      expect(copy).not.toMatch(
        /every plant ingredient is grown organically|chaque ingrédient végétal est cultivé en bio/i,
      );
    }
  });

  it('name the certification body where organic certification is claimed', () => {
    const certifier = `${DEMO_FACTS.organicCertifier.name} (${DEMO_FACTS.organicCertifier.code})`;
    for (const copy of [en, fr]) {
      const certified = copy.commitment.sections[0];
      expect(certified?.text).toContain(certifier);
    }
    expect(locale('en', 'shop')).toContain('certified by {{body}}');
    expect(locale('fr', 'shop')).toContain('certifiés par {{body}}');
  });

  it('say nothing of animal testing, and make no generic environmental claim', () => {
    const generic =
      /tested on animals|cruelty|testé[es]* sur les animaux|eco-?friendly|écologique|\bgreen (beauty|cosmetics?|products?|packaging|choice)|cosmétiques? verte?s?|sustainab|durable\b|respectueu\w* de l.environnement|planet|planète|carbon|carbone|travels further|voyage plus loin/i;
    for (const language of ['en', 'fr'] as const) {
      expect(allCopy(language).replace(/faits? pour durer|made to last/gi, '')).not.toMatch(generic);
    }
  });

  it('state the +26% UV figure against its baseline, and that the mask is not a sun protection product', () => {
    const english = JSON.stringify(en.ritual);
    expect(english).toContain('+26% protection against UV compared with the same skin without it');
    expect(english).toContain('The mask is not a sun protection product');
    const french = JSON.stringify(fr.ritual);
    expect(french).toContain('supérieure de +26 % à celle de la même peau sans masque');
    expect(french).toContain('Le masque n’est pas un produit de protection solaire');
  });
});
