// Rich text from the database is sanitised before display; cards show it as plain text (src/lib/plain-text.ts).
// Two configurations: a product description (short formatted text) and a journal article's body (headings,
// quotes, pictures too). The build's pre-render runs in Node, where DOMPurify has no window of its own: its entry
// (src/entry-prerender.tsx) hands it jsdom's, so the pre-rendered HTML is sanitised exactly as the browser's.
import createDOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

const DESCRIPTION = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'a',
    'span',
  ],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
  ADD_ATTR: ['target'],
};

/** What an article's body may hold: what the editor writes (the content contract), nothing else. */
const ARTICLE = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a', 'img'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'srcset', 'sizes', 'alt', 'width', 'height'],
  ADD_ATTR: ['target'],
};

let serverWindow: WindowLike | undefined;
let purifier: Purifier | undefined;

/** The pre-render's window (jsdom), for sanitising where there is no browser. */
export function setServerWindow(window: WindowLike): void {
  serverWindow = window;
  purifier = undefined;
}

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const window = typeof globalThis.window === 'undefined' ? serverWindow : globalThis.window;
  if (!window) throw new Error('Sanitising HTML needs a window: call setServerWindow() outside the browser');
  purifier = createDOMPurify(window as WindowLike);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links that open elsewhere must not hand the opener to the other page.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // Pictures in an article load as the reader scrolls to them (only articles allow <img>).
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, DESCRIPTION);
}

/** A journal article's body, on display (it was sanitised on save too). */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, ARTICLE);
}
