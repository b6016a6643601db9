import { describe, expect, it } from 'vitest';
import { normalize, searchEntries, type SearchEntry } from './search-model';

const entries: SearchEntry[] = [
  { id: 'story', to: '/our-story', title: 'Notre histoire', text: 'La fondatrice et la porcelaine' },
  {
    id: 'commitment',
    to: '/our-commitment',
    title: 'Notre engagement',
    text: 'Certifié biologique, Écocert',
  },
  { id: 'ritual', to: '/ritual', title: 'Rituels', text: 'Matin, soir et soleil' },
];

describe('searchEntries', () => {
  it('ignores case and accents', () => {
    expect(normalize('Écrin ÉTÉ')).toBe('ecrin ete');
    expect(searchEntries(entries, 'ECOCERT').map((e) => e.id)).toEqual(['commitment']);
    expect(searchEntries(entries, 'certifie').map((e) => e.id)).toEqual(['commitment']);
  });

  it('needs every word and ranks title matches first', () => {
    expect(searchEntries(entries, 'notre porcelaine').map((e) => e.id)).toEqual(['story']);
    expect(searchEntries(entries, 'notre').map((e) => e.id)).toEqual(['story', 'commitment']);
    const ranked = searchEntries(
      [
        { id: 'text', to: '/a', title: 'Journal', text: 'rituels du soir' },
        { id: 'title', to: '/b', title: 'Rituels', text: '' },
      ],
      'rituels',
    );
    expect(ranked.map((e) => e.id)).toEqual(['title', 'text']);
  });

  it('returns nothing for an empty query', () => {
    expect(searchEntries(entries, '   ')).toEqual([]);
  });
});
