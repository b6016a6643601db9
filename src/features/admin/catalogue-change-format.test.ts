import { describe, expect, it } from 'vitest';
import { formatFieldValue, type ValueWords } from './catalogue-change-format';

const words: ValueWords = (key, options) => (options ? `${key}:${options.count}` : key);

describe('formatFieldValue', () => {
  it('shows a price as dollars in the admin’s language, cents only when it has some', () => {
    expect(formatFieldValue('price', 1400, 'en', words)).toEqual({ kind: 'text', text: '$1,400' });
    expect(formatFieldValue('price', '950.50', 'en', words)).toEqual({ kind: 'text', text: '$950.50' });
    const french = formatFieldValue('price', 1400, 'fr', words);
    expect(french.kind === 'text' && french.text.replace(/\s/g, ' ')).toBe('1 400 $US');
  });

  it('shows stock as a count, or not tracked', () => {
    expect(formatFieldValue('stock', 0, 'en', words)).toEqual({ kind: 'text', text: 'units:0' });
    expect(formatFieldValue('stock', 12, 'en', words)).toEqual({ kind: 'text', text: 'units:12' });
    expect(formatFieldValue('stock', null, 'en', words)).toEqual({ kind: 'text', text: 'notTracked' });
  });

  it('shows lists item by item, flags as yes or no, nothing as empty', () => {
    expect(formatFieldValue('features', ['Organic', 'Made in France'], 'en', words)).toEqual({
      kind: 'list',
      items: ['Organic', 'Made in France'],
    });
    expect(formatFieldValue('featured', false, 'en', words)).toEqual({ kind: 'text', text: 'no' });
    expect(formatFieldValue('subtitle_fr', null, 'en', words)).toEqual({ kind: 'text', text: 'none' });
    expect(formatFieldValue('image_urls', [], 'en', words)).toEqual({ kind: 'text', text: 'none' });
  });

  it('shows a description as its text, shortened', () => {
    expect(formatFieldValue('description', '<p>Soft <b>oil</b></p>', 'en', words)).toEqual({
      kind: 'text',
      text: 'Soft oil',
    });
    const long = formatFieldValue('title', 'x'.repeat(400), 'en', words);
    expect(long.kind === 'text' && long.text.length).toBe(160);
  });
});
