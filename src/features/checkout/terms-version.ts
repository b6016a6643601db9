// The version of the terms of sale this build shows on /terms, which the shopper accepts at checkout: the id
// `npm run terms:record` wrote for the build's facts set. SQL refuses any other (terms_version_outdated once
// a newer version is recorded, e.g. a page left open across a release).
import { TERMS_VERSIONS } from '@/content/terms-version';
import { LEGAL_FACTS_SET } from '@/lib/legal-facts';

export const OFFERED_TERMS_VERSION: string | null = TERMS_VERSIONS[LEGAL_FACTS_SET];
