// The rich text of journal articles, sanitized on save (content-admin) by DOMPurify over jsdom, the DOM its
// authors recommend on servers (happy-dom and the like are known to let XSS through). jsdom runs in Deno as long
// as it runs no scripts (it then never needs node:vm). Links and images are refused rather than stripped when
// their URL is not one the shop links to, so the editor can tell the owner which link to fix.
// Both packages are pinned to the app's versions (package.json), so the unit test under Node checks this code.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** Tags and, per tag, the attributes an article body keeps (the issue 31 content contract). */
const ATTRIBUTES_OF: Record<string, readonly string[]> = {
  P: [],
  H2: [],
  H3: [],
  BLOCKQUOTE: [],
  UL: [],
  OL: [],
  LI: [],
  A: ['href'],
  STRONG: [],
  EM: [],
  BR: [],
  IMG: ['src', 'srcset', 'sizes', 'alt', 'width', 'height'],
};
const ALLOWED_TAGS = Object.keys(ATTRIBUTES_OF).map((tag) => tag.toLowerCase());
const ALLOWED_ATTR = [...new Set(Object.values(ATTRIBUTES_OF).flat())];

/** The attributes holding a URL the visitor's browser follows or loads. */
const URL_ATTRIBUTES = new Set(['A href', 'IMG src', 'IMG srcset']);
const SCHEMES = new Set(['https', 'http', 'mailto', 'tel']);
/** What DOMPurify (and browsers, for tabs and newlines) drop from a URL before reading its scheme. */
// eslint-disable-next-line no-control-regex
const URL_WHITESPACE = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Whether a link or image URL is https:, http:, mailto:, tel: or a path of the site (`/journal/...`). */
export function allowedContentUrl(url: string): boolean {
  const compact = url.replace(URL_WHITESPACE, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme !== undefined) return SCHEMES.has(scheme.toLowerCase());
  // `//host` and `/\host` leave the site (browsers read a backslash as a slash).
  return compact.startsWith('/') && !/^\/[/\\]/.test(compact);
}

/** The URLs of a srcset: each candidate's first run of non-space characters (HTML's srcset parsing). */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    const url = /^\S+/.exec(rest)?.[0];
    if (!url) return urls;
    rest = rest.slice(url.length);
    if (url.endsWith(',')) urls.push(url.replace(/,+$/, ''));
    else {
      urls.push(url);
      const comma = rest.indexOf(',');
      rest = comma < 0 ? '' : rest.slice(comma + 1);
    }
  }
}

export type SanitizedHtml = { ok: true; html: string } | { ok: false; refusedUrl: string };

const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
/** The first refused URL of the sanitize call running now (DOMPurify's hooks run synchronously within it). */
let refusedUrl: string | undefined;

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toUpperCase();
  if (!(ATTRIBUTES_OF[tag] ?? []).includes(data.attrName)) {
    data.keepAttr = false;
    return;
  }
  if (!URL_ATTRIBUTES.has(`${tag} ${data.attrName}`)) return;
  const urls = data.attrName === 'srcset' ? srcsetUrls(data.attrValue) : [data.attrValue];
  if (urls.every((url) => url.replace(URL_WHITESPACE, '') === '')) {
    data.keepAttr = false; // an empty href or src goes nowhere: dropped, not refused
    return;
  }
  const refused = urls.find((url) => !allowedContentUrl(url));
  if (refused !== undefined) refusedUrl ??= refused;
});

/** The body with only the contract's tags and attributes, or the first link/image URL that is refused. */
export function sanitizeContentHtml(html: string): SanitizedHtml {
  refusedUrl = undefined;
  const clean = purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
  const refused = refusedUrl;
  refusedUrl = undefined;
  return refused === undefined ? { ok: true, html: clean } : { ok: false, refusedUrl: refused };
}
