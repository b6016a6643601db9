// The build's snapshot of what the owner published: at build start (and when the dev server starts) it asks the
// database for `rpc('published_content')` with the app's own publishable key, as a visitor's browser would, and
// serves the answer to the app as virtual modules: `virtual:published-content` (the small index: articles without
// their texts, the hero, the press links; read by the sitemap, the pre-render's paths, the LCP preloads and the
// search) and `virtual:published-content/en|fr` (everything in one language, each its own lazily loaded chunk).
// The pre-render and the first render in the browser show this snapshot; the app then reads the live rows.
// A build that cannot reach the database stops with a message saying why: it would otherwise ship pages without
// their texts.
import type { Plugin } from 'vite';
import { CONTENT_LANGUAGES, contentIndex, localize, type PublishedRow } from '../../src/content/published.ts';
import { buildRpc, type BackendEnv } from './build-rpc.ts';

export const INDEX_MODULE = 'virtual:published-content';
const LANGUAGE_MODULE = /^virtual:published-content\/(en|fr)$/;

export class PublishedContentError extends Error {
  constructor(reason: string) {
    super(
      [
        `The build reads the published journal and brand pages from the database, and could not: ${reason}`,
        'Start the local backend (`npm run dev` and the e2e server start it), or set VITE_SUPABASE_URL and',
        'VITE_SUPABASE_PUBLISHABLE_KEY (.env.local) to a project the build can reach.',
      ].join('\n'),
    );
    this.name = 'PublishedContentError';
  }
}

function isRow(value: unknown): value is PublishedRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    (row.kind === 'article' || row.kind === 'page') &&
    typeof row.key === 'string' &&
    typeof row.content === 'object' &&
    row.content !== null &&
    Array.isArray(row.languages)
  );
}

/** GET /rest/v1/rpc/published_content as anon; throws PublishedContentError naming what went wrong. */
export async function fetchPublishedContent(
  env: BackendEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<PublishedRow[]> {
  const fail = (reason: string) => new PublishedContentError(reason);
  const { endpoint, answer: rows } = await buildRpc(env, { fn: 'published_content', fail, fetchImpl });
  if (!Array.isArray(rows) || !rows.every(isRow)) {
    throw fail(`${endpoint} did not answer a list of published documents.`);
  }
  return rows;
}

/** The source of each virtual module, by id. */
export function publishedContentModules(rows: readonly PublishedRow[]): Map<string, string> {
  const modules = new Map([[INDEX_MODULE, `export default ${JSON.stringify(contentIndex(rows))};`]]);
  for (const language of CONTENT_LANGUAGES) {
    modules.set(`${INDEX_MODULE}/${language}`, `export default ${JSON.stringify(localize(rows, language))};`);
  }
  return modules;
}

export function publishedContent(rows: readonly PublishedRow[]): Plugin {
  const modules = publishedContentModules(rows);
  return {
    name: 'published-content',
    resolveId(id) {
      return id === INDEX_MODULE || LANGUAGE_MODULE.test(id) ? `\0${id}` : undefined;
    },
    load(id) {
      return id.startsWith('\0') ? modules.get(id.slice(1)) : undefined;
    },
  };
}
