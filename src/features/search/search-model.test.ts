import { describe, expect, it } from 'vitest';
import {
  articleEntry,
  normalize,
  plainText,
  productEntry,
  searchEntries,
  searchGroups,
  type SearchEntry,
} from './search-model';

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

describe('product and article entries', () => {
  const product = {
    product_id: 'renouvela-creme',
    title: 'Renouvela Cream',
    title_fr: 'Renouvela Crème',
    subtitle: null,
    subtitle_fr: null,
    description: '<p>A light <strong>cream</strong> with rosehip &amp; camellia.</p>',
    description_fr: '<p>Une crème légère à la rose musquée.</p>',
  };

  it('uses the visitor’s language, falls back to the default text, and searches words, not markup', () => {
    const en = productEntry(product, 'en');
    expect(en.title).toBe('Renouvela Cream');
    expect(en.to).toBe('/products/renouvela-creme');
    expect(en.summary).toBe('A light cream with rosehip & camellia.');
    expect(searchEntries([en], 'strong')).toEqual([]);
    expect(searchEntries([en], 'rosehip camellia').map((e) => e.id)).toEqual(['product-renouvela-creme']);

    const fr = productEntry(product, 'fr');
    expect(fr.title).toBe('Renouvela Crème');
    expect(searchEntries([fr], 'rose musquee')).toHaveLength(1);
    expect(productEntry({ ...product, title_fr: null }, 'fr').title).toBe('Renouvela Cream');
  });

  it('links an article to its page and matches its excerpt and keywords', () => {
    const entry = articleEntry({
      slug: 'two-drops-of-gold',
      title: 'Two drops of gold',
      excerpt: 'Two to three drops are enough.',
      keywords: 'face elixir, facial oil',
    });
    expect(entry.to).toBe('/journal/two-drops-of-gold');
    expect(searchEntries([entry], 'facial oil')).toHaveLength(1);
    expect(searchEntries([entry], 'porcelain')).toEqual([]);
  });

  it('reduces rich text to plain words', () => {
    expect(plainText('<h2>Title</h2><p>One&nbsp;two <em>three</em></p>')).toBe('Title One two three');
    expect(plainText(null)).toBe('');
  });
});

describe('searchGroups', () => {
  const groups = [
    {
      id: 'products',
      label: 'Products',
      entries: [{ id: 'p', to: '/collection', title: 'Elixir', text: 'for the morning ritual' }],
    },
    {
      id: 'articles',
      label: 'Journal',
      entries: [{ id: 'a', to: '/journal/a', title: 'Harvest', text: 'a ritual of dawn' }],
    },
    {
      id: 'pages',
      label: 'Pages',
      entries: [{ id: 'r', to: '/ritual', title: 'Rituals', text: 'three rituals' }],
    },
  ];

  it('puts the group with the best title match first and leaves out empty groups', () => {
    expect(searchGroups(groups, 'ritual').map((g) => g.id)).toEqual(['pages', 'products', 'articles']);
    expect(searchGroups(groups, 'elixir').map((g) => g.id)).toEqual(['products']);
    expect(searchGroups(groups, 'dawn')[0]?.results.map((e) => e.id)).toEqual(['a']);
  });

  it('keeps the given order when no title matches better', () => {
    expect(searchGroups(groups, 'morning ritual').map((g) => g.id)).toEqual(['products']);
    expect(searchGroups(groups, 'r').map((g) => g.id)).toEqual(['products', 'articles', 'pages']);
  });
});
