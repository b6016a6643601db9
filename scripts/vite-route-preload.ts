// A build plugin that removes the wait for a page's own code: without it the browser learns which route chunk
// it needs only after the main bundle has downloaded and run. A small inline script in index.html matches the
// address against the router's table and preloads that route's chunks (and, on /, the hero poster that is its
// LCP element) while the main bundle is still on its way. Its hash is given to the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
};
type Output = Chunk | { type: 'asset'; fileName: string };

export interface RoutePreload {
  plugin: Plugin;
  /** The CSP source for the inline script, known once index.html is built. */
  scriptHash(): string | undefined;
}

/** Route paths and their modules, read from `{ path: '/x', load: () => import('./routes/y') }` in the router. */
export function routeModules(routerSource: string): { path: string; module: string }[] {
  const pattern = /path:\s*'([^']+)',\s*load:\s*\(\)\s*=>\s*import\('\.\/routes\/([^']+)'\)/g;
  return [...routerSource.matchAll(pattern)].map(([, path = '', module = '']) => ({ path, module }));
}

/** An anchored pattern for a router path: `/journal/:slug` matches one segment where the parameter is. */
export function pathPattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return `^${escaped}$`;
}

function closure(bundle: Record<string, Output>, start: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[start];
  if (!chunk || chunk.type !== 'chunk' || seen.has(start)) return seen;
  seen.add(start);
  for (const child of chunk.imports) closure(bundle, child, seen);
  return seen;
}

/** The files each route needs beyond what index.html already loads, in [pattern, files] pairs. */
export function routePreloads(
  bundle: Record<string, Output>,
  routes: { path: string; module: string }[],
): [string, string[]][] {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(bundle, entry.fileName, loaded);
  return routes.flatMap(({ path, module }) => {
    const chunk = chunks.find((candidate) =>
      candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/app/routes/${module}.tsx`),
    );
    if (!chunk) return [];
    const files = [...closure(bundle, chunk.fileName)].filter((file) => !loaded.has(file));
    return [[pathPattern(path), files] as [string, string[]]];
  });
}

/** The chunk of each language's common strings (src/locales/<language>/common.json), which main.tsx awaits. */
export function commonChunks(bundle: Record<string, Output>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const module = output.facadeModuleId?.replaceAll('\\', '/') ?? '';
    const match = /\/src\/locales\/(en|fr)\/common\.json$/.exec(module);
    if (match?.[1]) out[match[1]] = output.fileName;
  }
  return out;
}

/**
 * The inline script: plain ES5 so it runs before anything else on any browser the shop supports. It picks the
 * language as src/lib/language.ts does (the stored choice, else French for a French browser, else English).
 */
export function preloadScript(
  map: [string, string[]][],
  heroPoster: { href: string; srcset: string },
  common: Record<string, string> = {},
): string {
  return `(function(){var m=${JSON.stringify(map)},c=${JSON.stringify(common)},p=location.pathname.replace(/\\/+$/,'')||'/',h=document.head,g;function l(a){var e=document.createElement('link');for(var k in a)e.setAttribute(k,a[k]);h.appendChild(e)}try{g=localStorage.getItem('language')}catch(x){}if(g!=='en'&&g!=='fr')g=/^fr/i.test(navigator.language||'')?'fr':'en';if(c[g])l({rel:'modulepreload',href:'/'+c[g]});if(p==='/')l({rel:'preload',as:'image',type:'image/webp',href:${JSON.stringify(heroPoster.href)},imagesrcset:${JSON.stringify(heroPoster.srcset)},imagesizes:'100vw',fetchpriority:'high'});for(var i=0;i<m.length;i++)if(new RegExp(m[i][0]).test(p)){for(var j=0;j<m[i][1].length;j++)l({rel:'modulepreload',href:'/'+m[i][1][j]});break}})();`;
}

export function routePreload(options: {
  router: string;
  heroPoster: { href: string; srcset: string };
}): RoutePreload {
  let hash: string | undefined;
  const plugin: Plugin = {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const routes = routeModules(readFileSync(options.router, 'utf8'));
        const bundle = context.bundle as Record<string, Output>;
        const script = preloadScript(routePreloads(bundle, routes), options.heroPoster, commonChunks(bundle));
        hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
  return { plugin, scriptHash: () => hash };
}
