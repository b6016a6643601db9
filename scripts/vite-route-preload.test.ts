import { describe, expect, it } from 'vitest';
import { commonChunks, pathPattern, preloadScript, routeModules, routePreloads } from './vite-route-preload';

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
  it('reads the router table', () => {
    const source = `{ path: '/', load: () => import('./routes/home') },\n  { path: '/journal/:slug', load: () => import('./routes/journal-article') },`;
    expect(routeModules(source)).toEqual([
      { path: '/', module: 'home' },
      { path: '/journal/:slug', module: 'journal-article' },
    ]);
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

  it('writes a script that preloads the hero poster only on /', () => {
    const script = preloadScript([['^/$', ['home.js']]], { href: '/p.webp', srcset: '/p.webp 640w' });
    expect(script).toContain('"/p.webp"');
    expect(script).toContain("if(p==='/')");
    expect(() => new Function(script)).not.toThrow();
  });

  it('finds the common strings chunk of each language', () => {
    const bundle = {
      'a.js': chunk('a.js', [], { facadeModuleId: '/x/src/locales/fr/common.json' }),
      'b.js': chunk('b.js', [], { facadeModuleId: '/x/src/locales/en/common.json' }),
      'c.js': chunk('c.js', [], { facadeModuleId: '/x/src/locales/en/shop.json' }),
    };
    expect(commonChunks(bundle)).toEqual({ fr: 'a.js', en: 'b.js' });
  });

  it('preloads the visitor language strings, the route chunks and on / the poster when run in a page', () => {
    const script = preloadScript(
      [['^/$', ['assets/home.js']]],
      { href: '/p.webp', srcset: '/p.webp 640w' },
      {
        en: 'assets/common-en.js',
        fr: 'assets/common-fr.js',
      },
    );
    const hrefs = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    localStorage.setItem('language', 'fr');
    new Function(script)();
    expect(hrefs()).toEqual(['/assets/common-fr.js', '/p.webp', '/assets/home.js']);
    document.head.innerHTML = '';
    localStorage.removeItem('language');
    new Function(script)();
    expect(hrefs()[0]).toBe(
      navigator.language.startsWith('fr') ? '/assets/common-fr.js' : '/assets/common-en.js',
    );
    document.head.innerHTML = '';
  });
});
