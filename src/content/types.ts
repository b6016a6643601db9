// The shapes of the brand texts and journal articles; each language module fills the same shape, so the
// compiler and src/content/content.test.ts keep English and French complete and parallel.

/** The five products of the shop, by slug (products.product_id). */
export const PRODUCT_SLUGS = [
  'immortela-elixir-30ml',
  'immortela-elixir-10ml',
  'renouvela-creme',
  'renouvela-riche',
  'renouvela-extra-riche',
] as const;
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

export interface StorySection {
  id: 'living-beauty' | 'science-of-nature' | 'french-lab' | 'porcelain' | 'founder' | 'artist' | 'craft';
  title: string;
  /** Always shown. */
  lead: string;
  /** Shown after "Read more...". */
  more: string[];
}

export interface RitualStep {
  text: string;
  /** The shop product this step uses, when it is one of the five on sale. */
  product?: ProductSlug;
}

export interface Ritual {
  id: 'morning' | 'evening' | 'uv-defense';
  /** The collapsible's label (SPEC.md 2: Éveiller & Protéger ... in French). */
  title: string;
  when: string;
  intro: string;
  steps: RitualStep[];
  note?: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Experience {
  id: 'atelier' | 'facial' | 'harvest';
  title: string;
  place: string;
  duration: string;
  text: string;
}

export interface BrandCopy {
  home: {
    welcomeTitle: string;
    welcome: string[];
    founderQuote: string;
    founderName: string;
    founderRole: string;
    featuredTitle: string;
    featuredIntro: string;
  };
  story: {
    intro: string;
    sections: StorySection[];
    farmsTitle: string;
    farms: string;
    newProductsTitle: string;
    newProductsIntro: string;
    newProducts: TitledText[];
  };
  ritual: { intro: string; rituals: Ritual[] };
  commitment: { intro: string; sections: TitledText[] };
  experiences: { intro: string; items: Experience[]; askTitle: string; ask: string };
}

export type ArticleBlock = { kind: 'p' | 'h2' | 'quote'; text: string };

export interface ArticleText {
  title: string;
  description: string;
  excerpt: string;
  coverAlt: string;
  keywords: string;
  body: ArticleBlock[];
}
