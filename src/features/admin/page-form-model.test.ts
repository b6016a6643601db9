import { describe, expect, it } from 'vitest';
import { isEditableKey, isLongText, parsePath, pathWords } from './page-form-model';

describe('the generated page form', () => {
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
