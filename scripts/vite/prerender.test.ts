import { afterEach, describe, expect, it } from 'vitest';
import { alternateTags, pageDocument, pageFile, PICKER_SCRIPT } from './prerender';

const SHELL = '<html lang="en"><head></head><body><div id="root"></div><noscript>x</noscript></body></html>';
const RENDERS = {
  en: '<title>Our Story</title><meta name="description" content="About us"/><div><h1>Our Story</h1></div>',
  fr: '<title>Notre histoire</title><meta name="description" content="À propos"/><div><h1>Notre histoire</h1></div>',
};

/** Loads a page file's body into the test document and runs its picker, as the browser would at parse time. */
function openPage(html: string, address: string) {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = '';
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  new Function(PICKER_SCRIPT)();
}

describe('pre-rendered pages', () => {
  afterEach(() => {
    localStorage.removeItem('language');
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = 'en';
  });

  it('names the file a static host serves for each path', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/our-story')).toBe('our-story.html');
    expect(pageFile('/journal/two-drops-of-gold')).toBe('journal/two-drops-of-gold.html');
  });

  it('puts both renders after the empty root, inert, and refuses a shell without one', () => {
    const html = pageDocument(SHELL, '/our-story', RENDERS);
    expect(html).toContain('<div id="root"></div><template data-lang="en" data-path="/our-story">');
    expect(html).toContain('<template data-lang="fr" data-path="/our-story">');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('data-lang="fr"'));
    expect(() => pageDocument('<body></body>', '/', RENDERS)).toThrow('no empty');
  });

  it("moves the visitor's language into #root and its title into <head>, and stops native form sending", () => {
    localStorage.setItem('language', 'fr');
    openPage(pageDocument(SHELL, '/our-story', RENDERS), '/our-story/');
    expect(document.getElementById('root')?.innerHTML).toBe('<div><h1>Notre histoire</h1></div>');
    expect(document.head.querySelector('title[data-prerendered]')?.textContent).toBe('Notre histoire');
    expect(document.head.querySelector('meta')).toBeNull();
    expect(document.documentElement.lang).toBe('fr');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('root')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('shows the language the address names (?lang=) whatever the stored choice', () => {
    localStorage.setItem('language', 'en');
    openPage(pageDocument(SHELL, '/our-story', RENDERS), '/our-story?lang=fr');
    expect(document.getElementById('root')?.innerHTML).toBe('<div><h1>Notre histoire</h1></div>');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('writes the hreflang alternates into <head>, in reach of crawlers that run no script', () => {
    const head = alternateTags('https://shop.example/', '/our-story');
    expect(head).toBe(
      '<link rel="alternate" hreflang="en" href="https://shop.example/our-story?lang=en" data-prerendered=""/>' +
        '<link rel="alternate" hreflang="fr" href="https://shop.example/our-story?lang=fr" data-prerendered=""/>' +
        '<link rel="alternate" hreflang="x-default" href="https://shop.example/our-story" data-prerendered=""/>',
    );
    const html = pageDocument(SHELL, '/our-story', RENDERS, head);
    expect(html).toContain(`<head>${head}</head>`);
    expect(alternateTags('https://shop.example', '/')).toContain('href="https://shop.example/?lang=fr"');
  });

  it('leaves the root empty for another address (the SPA fallback) or a query string', () => {
    localStorage.setItem('language', 'en');
    openPage(pageDocument(SHELL, '/', RENDERS), '/cart');
    expect(document.getElementById('root')?.childNodes).toHaveLength(0);
    openPage(pageDocument(SHELL, '/our-story', RENDERS), '/our-story?subject=x');
    expect(document.getElementById('root')?.childNodes).toHaveLength(0);
    openPage(pageDocument(SHELL, '/our-story', RENDERS), '/our-story?lang=fr&subject=x');
    expect(document.getElementById('root')?.childNodes).toHaveLength(0);
    expect(document.head.querySelector('title')).toBeNull();
  });
});
