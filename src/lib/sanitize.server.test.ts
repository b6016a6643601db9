// The build's pre-render runs in Node, without a window: the article bodies it writes into the HTML are
// sanitised all the same, with the window its entry hands over (src/entry-prerender.tsx).
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeArticleHtml, setServerWindow } from './sanitize';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sanitising without a browser', () => {
  it('refuses to pass HTML through unsanitised, then sanitises with the window it is given', () => {
    // As in Node: no window at all (this file's module has made no purifier yet).
    vi.stubGlobal('window', undefined);
    expect(() => sanitizeArticleHtml('<p>x</p>')).toThrow(/needs a window/);
    setServerWindow(new JSDOM('').window);
    expect(sanitizeArticleHtml('<h2>Ok</h2><img src=x onerror="alert(1)"><script>alert(1)</script>')).toBe(
      '<h2>Ok</h2><img src="x" loading="lazy" decoding="async">',
    );
  });
});
