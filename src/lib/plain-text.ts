// The text of a rich description for the product cards, without DOMPurify (about 11 KB gzip that the collection
// would load only for this): the browser's own parser reads the markup into an inert document (no script runs,
// nothing loads), the elements that hold no visible text go, and what the shopper would read remains. React
// renders the result as text, never as markup.

const NOT_TEXT = 'script, style, template, noscript, iframe, object, embed, svg, math, title, head';

/** The text of a rich description, without markup, whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll(NOT_TEXT)) element.remove();
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
