import { describe, expect, it } from 'vitest';
import { brand as brandEn } from '@/content/brand/en';
import { HERO_COPY } from '@/content/hero';
import en from '@/locales/en/admin-content.json';
import fr from '@/locales/fr/admin-content.json';
import { isJsonObject, type Json } from './content-document-model';
import { isEditableKey, isLongText, parsePath, pathWords } from './page-form-model';

/** Every object key of a tree. */
function keys(tree: Json): string[] {
  if (Array.isArray(tree)) return tree.flatMap(keys);
  if (isJsonObject(tree)) return Object.entries(tree).flatMap(([key, value]) => [key, ...keys(value)]);
  return [];
}

describe('the generated page form', () => {
  it('has a label in English and French for every editable key of the brand pages (home with its hero)', () => {
    const pages = { ...brandEn, home: { ...brandEn.home, hero: { title: '', subtitle: '', posterAlt: '' } } };
    for (const key of new Set(Object.values(pages).flatMap((page) => keys(page as unknown as Json)))) {
      if (!isEditableKey(key)) continue;
      expect(en.pageFields, key).toHaveProperty(key);
      expect(fr.pageFields, key).toHaveProperty(key);
    }
    expect(HERO_COPY.en.posterAlt).toBeTruthy();
  });

  it('keeps ids and product slugs out of the form', () => {
    expect(isEditableKey('id')).toBe(false);
    expect(isEditableKey('product')).toBe(false);
    expect(isEditableKey('title')).toBe(true);
    expect(isEditableKey(0)).toBe(true);
  });

  it('gives long texts a text area', () => {
    expect(isLongText('short', 'court')).toBe(false);
    expect(isLongText('short', 'x'.repeat(81))).toBe(true);
    expect(isLongText('two\nlines', '')).toBe(true);
  });

  it('reads a path the function names and says it in words', () => {
    expect(parsePath('sections.1.title')).toEqual(['sections', 1, 'title']);
    expect(parsePath('fr/hero/title')).toEqual(['fr', 'hero', 'title']);
    expect(pathWords(['sections', 1, 'title'], (key) => key.toUpperCase())).toBe('SECTIONS › 2 › TITLE');
  });
});
