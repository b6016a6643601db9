// Written by `npm run terms:record` (scripts/record-terms-version.ts); do not edit. The version of the terms of
// sale each facts set's build offers: checkout sends it, SQL refuses any other (public.terms_versions). null:
// the owner's facts are not all filled in yet, and a production build refuses to run anyway.
export const TERMS_VERSIONS = {
  demo: '943bd3924fd1a214b61f85af071e418504d1c2ca7d8c9b37f9cdd70dc9253a71',
  production: null,
} as const;
