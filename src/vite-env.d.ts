/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_SITE_URL?: string;
  /** Set by the build (scripts/vite/legal-facts.ts): 'production' with APP_ENV=production, else 'demo'. */
  readonly VITE_LEGAL_FACTS?: 'production' | 'demo';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// The owner's legal facts as the build read them (scripts/vite/legal-facts.ts); unit tests get the demo facts
// (src/test/legal-facts.ts).
declare module 'virtual:legal-facts' {
  const answer: import('../supabase/functions/_shared/legal-facts').LegalFactsAnswer;
  export default answer;
}

// The build's snapshot of the published content (scripts/vite/published-content.ts); unit tests get a fixture
// (src/test/published-content/).
declare module 'virtual:published-content' {
  const index: import('./content/published').ContentIndex;
  export default index;
}
declare module 'virtual:published-content/en' {
  const content: import('./content/published').LocalizedContent;
  export default content;
}
declare module 'virtual:published-content/fr' {
  const content: import('./content/published').LocalizedContent;
  export default content;
}

// The build's snapshot of the published products (scripts/vite/published-products.ts); unit tests get a fixture
// (src/test/published-products.ts).
declare module 'virtual:published-products' {
  const products: import('./features/catalog/api/get-products').Product[];
  export default products;
}

// jsdom ships no types; the pre-render (src/entry-prerender.tsx) needs only a window for DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
