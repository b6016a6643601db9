// The article body sanitizer content-admin runs on save: hostile markup is cleaned, links and images that lead
// anywhere but the web, mail, phone or the site itself are refused, and what it answers stays what it is when a
// browser parses it again (mutation XSS turns up as output that changes on a second pass).
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { allowedContentUrl, sanitizeContentHtml, srcsetUrls } from './content-html.ts';

const KEPT: Record<string, string[]> = {
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

function clean(html: string): string {
  const result = sanitizeContentHtml(html);
  if (!result.ok) throw new Error(`refused ${result.refusedUrl}`);
  return result.html;
}

/** Every element and attribute a browser would build from the HTML is one the contract allows. */
function onlyAllowedMarkup(html: string): void {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  for (const element of document.body.querySelectorAll('*')) {
    expect(Object.keys(KEPT)).toContain(element.tagName);
    for (const attribute of element.getAttributeNames()) expect(KEPT[element.tagName]).toContain(attribute);
  }
}

describe('sanitizeContentHtml', () => {
  it('keeps what the editor writes', () => {
    const article =
      '<h2>Harvest</h2><p>The <strong>rose</strong> <em>hips</em><br>ripen.</p><blockquote><p>Slowly.</p></blockquote>' +
      '<ul><li><a href="https://example.org/a?b=1&amp;c=2">one</a></li></ul><ol><li><a href="/journal/harvest">two</a></li></ol>' +
      '<p><a href="mailto:hello@example.org">mail</a> <a href="tel:+33123456789">call</a> <a href="http://example.org">old</a></p>' +
      '<img src="/media/journal/harvest.webp" srcset="/media/journal/harvest-720.webp 720w, https://cdn.example/h.webp 1200w" sizes="(max-width: 720px) 100vw, 720px" alt="Rose hips" width="1200" height="675">';
    expect(clean(article)).toBe(article);
  });

  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="/a.webp" onerror="alert(1)">', '<img src="/a.webp">'],
    [
      '<p onclick="alert(1)" style="background:url(javascript:alert(1))" class="x" id="y">styled</p>',
      '<p>styled</p>',
    ],
    ['<svg><script>alert(1)</script><a href="/x">svg link</a></svg><p>after</p>', '<p>after</p>'],
    ['<iframe src="https://evil.example"></iframe><p>framed</p>', '<p>framed</p>'],
    [
      '<a href="https://example.org" target="_blank" title="t" data-x="1" aria-label="l">x</a>',
      '<a href="https://example.org">x</a>',
    ],
    ['<h1>Big</h1><div><p>in a div</p></div><span>span</span>', 'Big<p>in a div</p>span'],
    [
      '<a src="/x.webp" href="/y">a</a><img href="/y" src="/x.webp">',
      '<a href="/y">a</a><img src="/x.webp">',
    ],
    ['<form action="https://evil.example"><input name="card"><button>Pay</button></form>', 'Pay'],
    ['<style>p{color:red}</style><p>unstyled</p>', '<p>unstyled</p>'],
    ['<a href="">nowhere</a><img src=" ">', '<a>nowhere</a><img>'],
  ])('cleans %s', (dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
  });

  it.each([
    ['<a href="javascript:alert(1)">x</a>', 'javascript:alert(1)'],
    ['<a href="  JaVaScRiPt:alert(1)">x</a>', 'JaVaScRiPt:alert(1)'],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'java\tscript:alert(1)'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'javascript:alert(1)'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'vbscript:msgbox(1)'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'data:text/html,<script>alert(1)</script>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['<img src="/a.webp" srcset="/a-720.webp 720w, javascript:alert(1) 1200w">', 'javascript:alert(1)'],
    ['<a href="//evil.example/">x</a>', '//evil.example/'],
    ['<a href="/\\evil.example/">x</a>', '/\\evil.example/'],
    ['<a href="journal/harvest">x</a>', 'journal/harvest'],
    ['<a href="ftp://example.org/file">x</a>', 'ftp://example.org/file'],
    ['<div><p><a href="javascript:alert(1)">inside a removed div</a></p></div>', 'javascript:alert(1)'],
  ])('refuses the URL of %s', (dirty, url) => {
    expect(sanitizeContentHtml(dirty)).toEqual({ ok: false, refusedUrl: url });
  });

  it('refuses in one call without leaking the refusal into the next', () => {
    expect(sanitizeContentHtml('<a href="javascript:x">x</a>').ok).toBe(false);
    expect(sanitizeContentHtml('<a href="/ok">x</a>')).toEqual({ ok: true, html: '<a href="/ok">x</a>' });
  });

  // Mutation XSS: markup that parses one way in the sanitizer and another way in the browser that reads its output
  // (namespace confusion between HTML, SVG and MathML, raw-text elements, comments, noscript, template).
  it.each([
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<math><mi><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mi></math>',
    '<math><mtext><table><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<template><img src=x onerror=alert(1)></template><p>t</p>',
    '<!--<img src=x onerror=alert(1)>--><p>c</p>',
    '<p>a<!--></p><img src=x onerror=alert(1)>--></p>',
    '<svg><style><img src=x onerror=alert(1)></style></svg>',
    '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
    '<a href="/x"><table><a href="/y"><img src=x onerror=alert(1)></a></table></a>',
    '<select><template><style><img src=x onerror=alert(1)></style></template></select>',
  ])('leaves nothing executable from %s', (dirty) => {
    const result = sanitizeContentHtml(dirty);
    if (!result.ok) return; // a refused body is not saved at all
    expect(result.html).not.toMatch(/onerror|<script|<svg|<math|<style|<template|<noscript/i);
    onlyAllowedMarkup(result.html);
    expect(clean(result.html)).toBe(result.html);
  });
});

describe('allowedContentUrl', () => {
  it('allows the web, mail, phone and the site’s own paths, whatever their case', () => {
    for (const url of [
      'https://x.example',
      'HTTP://x.example',
      'mailto:a@b.example',
      'tel:+331',
      '/journal',
      '/',
    ])
      expect(allowedContentUrl(url), url).toBe(true);
    for (const url of [
      'javascript:1',
      ' javascript:1',
      'data:,x',
      'blob:https://x',
      'about:blank',
      '#top',
      '?q',
      '',
    ])
      expect(allowedContentUrl(url), url).toBe(false);
  });
});

describe('srcsetUrls', () => {
  it('reads every candidate’s URL, with or without a descriptor', () => {
    expect(srcsetUrls('/a.webp 720w, /b.webp 1200w')).toEqual(['/a.webp', '/b.webp']);
    expect(srcsetUrls('/a.webp, /b.webp 2x,/c.webp')).toEqual(['/a.webp', '/b.webp', '/c.webp']);
    // A comma inside a run of non-space characters belongs to the URL, as browsers read it.
    expect(srcsetUrls('data:image/png;base64,AAAA 1x')).toEqual(['data:image/png;base64,AAAA']);
  });
});
