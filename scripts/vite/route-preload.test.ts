import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_PATTERNS } from '../../src/lib/paths.ts';
import {
  commonChunks,
  loaderScript,
  pathPattern,
  routeModules,
  routePreloads,
  takeEntryTags,
  type LoaderPlan,
} from './route-preload';

const chunk = (
  fileName: string,
  imports: string[],
  extra: Partial<{ isEntry: boolean; facadeModuleId: string }> = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
});

describe('route preload', () => {
  it('reads the router table, each route’s path from the paths module', () => {
    const source = `  home: () => import('./routes/home'),\n  journalArticle: () => import('./routes/journal-article'),`;
    expect(routeModules(source)).toEqual([
      { path: '/', module: 'home' },
      { path: '/journal/:slug', module: 'journal-article' },
    ]);
    expect(() => routeModules(`  nowhere: () => import('./routes/home'),`)).toThrow('nowhere');
  });

  it('finds every page of the app’s router', () => {
    const routes = routeModules(
      readFileSync(path.resolve(import.meta.dirname, '../../src/app/router.tsx'), 'utf8'),
    );
    expect(routes.map(({ path }) => path).sort()).toEqual(Object.values(ROUTE_PATTERNS).sort());
  });

  it('matches parameters as one path segment, anchored', () => {
    const pattern = new RegExp(pathPattern('/journal/:slug'));
    expect(pattern.test('/journal/two-drops')).toBe(true);
    expect(pattern.test('/journal')).toBe(false);
    expect(pattern.test('/journal/a/b')).toBe(false);
  });

  it('lists a route chunk and its imports, minus what the entry already loads', () => {
    const bundle = {
      'main.js': chunk('main.js', ['react.js'], { isEntry: true }),
      'react.js': chunk('react.js', []),
      'collection.js': chunk('collection.js', ['react.js', 'dialog.js'], {
        facadeModuleId: '/x/src/app/routes/collection.tsx',
      }),
      'dialog.js': chunk('dialog.js', []),
    };
    expect(
      routePreloads(bundle, [
        { path: '/collection', module: 'collection' },
        { path: '/gone', module: 'gone' },
      ]),
    ).toEqual([['^/collection$', ['collection.js', 'dialog.js']]]);
  });

  it('writes valid ES5', () => {
    expect(() => new Function(loaderScript(plan()))).not.toThrow();
  });

  it('finds the common strings chunk of each language', () => {
    const bundle = {
      'a.js': chunk('a.js', [], { facadeModuleId: '/x/src/locales/fr/common.json' }),
      'b.js': chunk('b.js', [], { facadeModuleId: '/x/src/locales/en/common.json' }),
      'c.js': chunk('c.js', [], { facadeModuleId: '/x/src/locales/en/shop.json' }),
    };
    expect(commonChunks(bundle)).toEqual({ fr: 'a.js', en: 'b.js' });
  });

  it('takes the entry script and its preloads out of index.html', () => {
    const html = [
      '<head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/router-3.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-4.css">',
      '</head>',
    ].join('\n');
    const taken = takeEntryTags(html);
    expect(taken.entry).toBe('assets/index-1.js');
    expect(taken.entryImports).toEqual(['assets/react-2.js', 'assets/router-3.js']);
    expect(taken.html).not.toMatch(/<script|modulepreload/);
    expect(taken.html).toContain('index-4.css');
    expect(() => takeEntryTags('<head></head>')).toThrow('no entry module script');
  });

  describe('run in a page', () => {
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
    const entryScripts = () =>
      document.head.querySelectorAll('script[type="module"][src="/assets/index.js"]');
    const run = (path: string) => {
      window.history.replaceState(null, '', path);
      new Function(loaderScript(plan()))();
    };

    afterEach(() => {
      document.head.innerHTML = '';
      localStorage.removeItem('language');
      window.history.replaceState(null, '', '/');
    });

    it('starts the app at once with its chunks, the language strings and the route chunk', () => {
      localStorage.setItem('language', 'fr');
      run('/cart');
      expect(links()).toEqual([
        'modulepreload /assets/react.js',
        'modulepreload /assets/common-fr.js',
        'modulepreload /assets/cart.js',
      ]);
      expect(entryScripts()).toHaveLength(1);
    });

    it('falls back to the browser language when none is stored', () => {
      run('/cart');
      const expected = navigator.language.startsWith('fr') ? 'common-fr' : 'common-en';
      expect(links()[1]).toBe(`modulepreload /assets/${expected}.js`);
    });

    it('on a pre-rendered page preloads the poster at once and starts the app after the loaded page is painted', async () => {
      run('/');
      expect(links()).toEqual(['preload /p.webp']);
      expect(entryScripts()).toHaveLength(0);
      window.dispatchEvent(new Event('load'));
      window.dispatchEvent(new Event('load'));
      expect(entryScripts()).toHaveLength(0);
      await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
      expect(links()).toContain('modulepreload /assets/home.js');
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(entryScripts()).toHaveLength(1);
    });

    it('started by the load, adds each tag in a task of its own', async () => {
      run('/');
      const batches: number[] = [];
      // A MutationObserver reports once per task what that task appended.
      const observer = new MutationObserver((records) =>
        batches.push(records.reduce((total, record) => total + record.addedNodes.length, 0)),
      );
      observer.observe(document.head, { childList: true });
      window.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(entryScripts()).toHaveLength(1));
      observer.disconnect();
      // react, the language strings, home's chunk, then the entry script.
      expect(batches).toEqual([1, 1, 1, 1]);
    });

    it("preloads a page's LCP image with its img's srcset and sizes, and none on a page without one", () => {
      const preloads = () => links().filter((link) => link.startsWith('preload '));
      run('/journal');
      expect(preloads()).toEqual(['preload /cover.webp']);
      const link = document.head.querySelector('link[rel="preload"]');
      expect(link?.getAttribute('imagesrcset')).toBe('/cover-640.webp 640w, /cover.webp 1200w');
      expect(link?.getAttribute('imagesizes')).toBe('50vw');
      expect(link?.getAttribute('fetchpriority')).toBe('high');
      document.head.innerHTML = '';
      run('/cart');
      expect(preloads()).toEqual([]);
    });

    it('treats ?lang= as the page itself: pre-rendered, so started after the load', () => {
      run('/our-story?lang=fr');
      expect(entryScripts()).toHaveLength(0);
      expect(links()).toEqual([]);
      // Started (here by a key), it loads the language the address names.
      window.dispatchEvent(new KeyboardEvent('keydown'));
      expect(links()).toContain('modulepreload /assets/common-fr.js');
    });

    it('starts a pre-rendered page early on the first key press, and at once when a query string changes it', () => {
      run('/our-story');
      expect(entryScripts()).toHaveLength(0);
      window.dispatchEvent(new KeyboardEvent('keydown'));
      expect(entryScripts()).toHaveLength(1);
      document.head.innerHTML = '';
      run('/our-story?x=1');
      expect(entryScripts()).toHaveLength(1);
    });
  });
});

function plan(): LoaderPlan {
  return {
    routes: [
      ['^/$', ['assets/home.js']],
      ['^/cart$', ['assets/cart.js']],
    ],
    common: { en: 'assets/common-en.js', fr: 'assets/common-fr.js' },
    entry: 'assets/index.js',
    entryImports: ['assets/react.js'],
    deferredPaths: ['/', '/our-story'],
    lcpImages: {
      '/': { href: '/p.webp', imagesrcset: '/p.webp 640w', imagesizes: '100vw' },
      '/journal': {
        href: '/cover.webp',
        imagesrcset: '/cover-640.webp 640w, /cover.webp 1200w',
        imagesizes: '50vw',
      },
    },
  };
}
