// What unit tests read for `rpc('published_content')` and its build snapshot (vitest.config.ts points the
// virtual:published-content modules here): a home page and two articles, one published in English only, so the
// code's every case shows without a database. The real texts live in the database (the seed's migration).
import type { ArticleRow, PageRow, PublishedRow } from '@/content/published';

const times = {
  published_at: '2026-11-20T09:00:00+00:00',
  first_published_at: '2026-11-20T09:00:00+00:00',
  modified_at: '2026-11-25T10:30:00+00:00',
};

const home = (language: 'en' | 'fr') => ({
  hero: {
    title: language === 'en' ? 'Fixture house' : 'Maison du test',
    subtitle: language === 'en' ? 'A subtitle' : 'Un sous-titre',
    posterAlt: language === 'en' ? 'Flowers' : 'Des fleurs',
  },
  welcomeTitle: language === 'en' ? 'Welcome' : 'Bienvenue',
  welcome: [language === 'en' ? 'A welcome.' : 'Un accueil.'],
  founderQuote: language === 'en' ? 'A quote' : 'Une citation',
  founderName: 'Claire',
  founderRole: language === 'en' ? 'Founder' : 'Fondatrice',
  featuredTitle: language === 'en' ? 'As featured in' : 'Ils parlent de nous',
  featuredIntro: language === 'en' ? 'Press' : 'Presse',
});

export const HOME_ROW: Extract<PageRow, { key: 'home' }> = {
  kind: 'page',
  key: 'home',
  content: {
    shared: { press: [{ id: 'vogue', outlet: 'Vogue France', href: 'https://www.vogue.fr/beaute' }] },
    en: home('en'),
    fr: home('fr'),
  },
  languages: ['en', 'fr'],
  ...times,
};

export const BOTH_ROW: ArticleRow = {
  kind: 'article',
  key: 'two-drops-of-gold',
  content: {
    shared: {
      author: 'Claire Antonetti',
      date: '2025-04-02',
      cover: {
        src: '/media/journal/drops.webp',
        srcSet: '/media/journal/drops-720.webp 720w',
        width: 1200,
        height: 675,
      },
      related: ['immortela-elixir-30ml'],
    },
    en: {
      title: 'Two drops of gold',
      description: 'How to use the elixir.',
      excerpt: 'Two drops, morning and evening.',
      keywords: 'elixir, ritual',
      coverAlt: 'Two golden drops',
      body: '<h2>Morning</h2><p>Warm two drops between your palms.</p><blockquote><p>Less is more.</p></blockquote>',
    },
    fr: {
      title: 'Deux gouttes d’or',
      description: 'Comment utiliser l’élixir.',
      excerpt: 'Deux gouttes, matin et soir.',
      keywords: 'élixir, rituel',
      coverAlt: 'Deux gouttes dorées',
      body: '<h2>Le matin</h2><p>Réchauffez deux gouttes entre vos paumes.</p>',
    },
  },
  languages: ['en', 'fr'],
  ...times,
};

export const ENGLISH_ONLY_ROW: ArticleRow = {
  kind: 'article',
  key: 'harvest-notes',
  content: {
    shared: { author: 'Claire Antonetti', date: '2025-07-15', cover: null, related: [] },
    en: {
      title: 'Harvest notes',
      description: 'Notes from the harvest.',
      excerpt: 'A morning in the fields.',
      keywords: 'harvest',
      coverAlt: '',
      body: '<p>We cut the flowers at dawn.</p>',
    },
  },
  languages: ['en'],
  ...times,
};

export const FIXTURE_ROWS: PublishedRow[] = [ENGLISH_ONLY_ROW, BOTH_ROW, HOME_ROW];
