// Written by `npm run terms:record` (scripts/record-terms-version.ts); do not edit. The version of the terms of
// sale each facts set's build offers: checkout sends it, SQL refuses any other (public.terms_versions). null:
// the owner's facts are not all filled in yet, and a production build refuses to run anyway.
export const TERMS_VERSIONS = {
  demo: 'f726758815c2cb00f7f223d63605885a15dfc1c3b70ca9604f083d48cdc9cbb2',
  production: null,
} as const;
