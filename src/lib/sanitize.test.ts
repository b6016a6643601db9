import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, sanitizeHtml } from './sanitize';

const HOSTILE = [
  '<p>Hello<script>alert(1)</script></p>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<svg><g onload="alert(1)"></g></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<form action="https://evil.example"><input name="card"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
];

describe('sanitizeHtml', () => {
  it.each(HOSTILE)('removes everything executable from %s', (html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(
      /<script|onerror|onload|onclick|javascript:|<iframe|<svg|<img|<form|<input|style=|data:/i,
    );
  });

  it('keeps the formatting a description needs', () => {
    expect(sanitizeHtml('<p>A <strong>rich</strong> <em>text</em></p><ul><li>one</li></ul>')).toBe(
      '<p>A <strong>rich</strong> <em>text</em></p><ul><li>one</li></ul>',
    );
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml(null)).toBe('');
  });
});

describe('sanitizeArticleHtml', () => {
  it.each(HOSTILE)('removes everything executable from %s', (html) => {
    expect(sanitizeArticleHtml(html)).not.toMatch(
      /<script|onerror|onload|onclick|javascript:|<iframe|<svg|<form|<input|style=|data:/i,
    );
  });

  it('keeps the headings, quotes, lists, links and pictures an article holds', () => {
    const body =
      '<h2>Harvest</h2><h3>At dawn</h3><p>The <a href="/collection?product=renouvela-creme">cream</a>.</p>' +
      '<blockquote><p>Less is more.</p></blockquote><ol><li>one</li></ol>' +
      '<img src="/media/a.webp" srcset="/media/a-720.webp 720w, /media/a.webp 1200w" sizes="100vw" alt="Flowers" width="1200" height="675">';
    expect(sanitizeArticleHtml(body)).toBe(
      '<h2>Harvest</h2><h3>At dawn</h3><p>The <a href="/collection?product=renouvela-creme">cream</a>.</p>' +
        '<blockquote><p>Less is more.</p></blockquote><ol><li>one</li></ol>' +
        '<img src="/media/a.webp" srcset="/media/a-720.webp 720w, /media/a.webp 1200w" sizes="100vw" alt="Flowers" width="1200" height="675" loading="lazy" decoding="async">',
    );
  });

  it('leaves the product descriptions their own, narrower rules', () => {
    expect(sanitizeHtml('<h2>Title</h2><img src="/a.webp" alt="x">')).toBe('Title');
  });
});
