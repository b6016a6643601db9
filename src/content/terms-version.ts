// Written by `npm run terms:record` (scripts/record-terms-version.ts); do not edit. The version of the terms of
// sale each facts set's build offers: checkout sends it, SQL refuses any other (public.terms_versions). null:
// the owner's facts are not all filled in yet, and a production build refuses to run anyway.
export const TERMS_VERSIONS = {
  demo: '951fe9f6e19b0b18278bf7251829818e880f5d0e5991a03d6286ece0eff4fd8a',
  production: null,
} as const;
