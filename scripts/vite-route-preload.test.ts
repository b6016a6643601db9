import { describe, expect, it } from 'vitest';
import { pathPattern, preloadScript, routeModules, routePreloads } from './vite-route-preload';

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
});
