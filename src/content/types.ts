// The shapes of the brand texts (the brand pages the owner edits, each language the same shape: SQL refuses a
// draft whose shape differs, tests/integration/published-content-checks.test.ts checks the seed) and the legal
// pages.

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

// ---------------------------------------------------------------------------------------------------------
// Legal pages (src/content/legal/{en,fr}.ts). Inline text may hold links written [label](href): an internal path
// (/terms, /terms#withdrawal), mailto:, tel: or https:.
// ---------------------------------------------------------------------------------------------------------

export type LegalBlock =
  | { kind: 'p'; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  /** Label and value pairs: a company's registration, a processing's purpose and basis. */
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

export interface LegalSection {
  /** The anchor (#withdrawal), the same in both languages. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  intro: string;
  sections: LegalSection[];
}

export const LEGAL_PAGES = ['legalNotice', 'terms', 'privacy', 'cookies'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export interface LegalCopy {
  /** "Last updated: 23 November 2026". */
  updated: string;
  /** The heading of the list of sections. */
  contents: string;
  /** Shown while the build carries the fictional demo facts. */
  demoNotice: string;
  /** Said after a link that opens in a new tab (screen readers). */
  newTab: string;
  pages: Record<LegalPage, LegalDocument>;
}

/** The accessibility statement (src/content/accessibility/{en,fr}.ts): one document, laid out as the legal pages. */
export interface AccessibilityCopy {
  /** "Statement made on 27 November 2026". */
  updated: string;
  contents: string;
  demoNotice: string;
  newTab: string;
  document: LegalDocument;
}
