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
