// A build plugin that starts the app's code from a small inline script in index.html instead of Vite's static
// tags. The script matches the address against the router's table and preloads that route's chunks and the
// visitor's language strings together with the main bundle (without it the browser learns which route chunk it
// needs only after the main bundle has run), and decides when: at once, or after the page has loaded when the page
// is pre-rendered (scripts/vite/prerender.ts). It preloads the page's LCP image (the hero poster, a journal cover).
// Its hash is given to the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { ROUTE_PATTERNS } from '../../src/lib/paths.ts';

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

/**
 * Route paths and their modules, read from the router's `name: () => import('./routes/y')` entries, each name's
 * path from src/lib/paths.ts. A name without a path is a mistake the build reports.
 */
export function routeModules(
  routerSource: string,
  patterns: Readonly<Record<string, string>> = ROUTE_PATTERNS,
): { path: string; module: string }[] {
  const entry = /^\s*(\w+):\s*\(\)\s*=>\s*import\('\.\/routes\/([^']+)'\)/gm;
  return [...routerSource.matchAll(entry)].map(([, name = '', module = '']) => {
    const path = patterns[name];
    if (path === undefined)
      throw new Error(`vite-route-preload: the router names ${name}, which src/lib/paths.ts lacks`);
    return { path, module };
  });
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
 * ES5 that sets `g` to the visitor's language as src/lib/language.ts picks it (the language the address names,
 * `?lang=fr`, else the stored choice, else French for a French browser, else English); shared by the build's
 * inline scripts.
 */
export const LANGUAGE_SNIPPET =
  "g=(/[?&]lang=(en|fr)(&|$)/.exec(location.search)||[])[1];if(!g)try{g=localStorage.getItem('language')}catch(x){}if(g!=='en'&&g!=='fr')g=/^fr/i.test(navigator.language||'')?'fr':'en';";

/**
 * An ES5 expression, true when the address has a query string other than its language alone (`?lang=en`,
 * `?lang=fr`): such a page (a filtered collection, a product's details) is the app's to render, not the build's.
 */
export const OTHER_QUERY_SNIPPET = '(location.search&&!/^\\?lang=(en|fr)$/.test(location.search))';

/** The CSP source of an inline script. */
export function scriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export interface LoaderPlan {
  /** [path pattern, files] of each route, from routePreloads. */
  routes: [string, string[]][];
  /** Each language's common strings chunk. */
  common: Record<string, string>;
  /** The entry module and the chunks it imports, as Vite would have put them in index.html. */
  entry: string;
  entryImports: string[];
  /** Pre-rendered pages (scripts/vite/prerender.ts): their code waits for the page to have loaded. */
  deferredPaths: readonly string[];
  /** Each page's LCP image by path (the hero poster on / and /collection, a journal cover), if it has one. */
  lcpImages: Record<string, LcpImage>;
}

/**
 * A WebP LCP image as its <img> asks for it: the same srcset and sizes, so that the browser reuses the preloaded
 * file (it picks the width from them) instead of fetching another.
 */
export interface LcpImage {
  href: string;
  imagesrcset: string;
  imagesizes: string;
}

/**
 * The inline script, plain ES5 so it runs before anything else on any browser the shop supports. It starts the
 * app's code with the chunks the address needs (no waterfall of imports): at once on a page that only the app can
 * render, and on a pre-rendered page once the page has loaded and the frame after it is painted (at most 400 ms
 * later; or at the visitor's first tap or key), so that the HTML, styles and images the visitor sees are not
 * slowed by code that only makes them interactive, even on a busy phone that paints late. Started after the load,
 * it adds each tag in a task of its own: each starts a fetch, and together they made one long task. It also preloads the
 * page's LCP image (the hero poster on / and /collection, a journal cover): in a pre-rendered page it sits in a
 * <template>, where the browser's preload scanner cannot see it.
 */
export function loaderScript(plan: LoaderPlan): string {
  const json = JSON.stringify;
  return `(function(){var m=${json(plan.routes)},c=${json(plan.common)},d=${json(plan.entryImports)},s=${json(plan.deferredPaths)},o=${json(plan.lcpImages)},p=location.pathname.replace(/\\/+$/,'')||'/',h=document.head,n=0,a,g;function l(a){var e=document.createElement('link');for(var k in a)e.setAttribute(k,a[k]);h.appendChild(e)}${LANGUAGE_SNIPPET}if(o.hasOwnProperty(p)){a=o[p];a.rel='preload';a.as='image';a.type='image/webp';a.fetchpriority='high';l(a)}function go(y){if(n++)return;var f=d.slice(),i,t=y===1?function(x){setTimeout(x,0)}:function(x){x()};if(c[g])f.push(c[g]);for(i=0;i<m.length;i++)if(new RegExp(m[i][0]).test(p)){f=f.concat(m[i][1]);break}for(i=0;i<f.length;i++)t(l.bind(null,{rel:'modulepreload',crossorigin:'',href:'/'+f[i]}));t(function(){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${json(`/${plan.entry}`)};h.appendChild(e)})}function later(){go(1)}if(s.indexOf(p)<0||${OTHER_QUERY_SNIPPET})go();else{addEventListener('load',function(){if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(later,0)});setTimeout(later,400)});addEventListener('pointerdown',go,true);addEventListener('keydown',go,true)}})();`;
}

/** Takes Vite's entry <script> and modulepreload tags out of index.html: the loader script adds them. */
export function takeEntryTags(html: string): { html: string; entry: string; entryImports: string[] } {
  const script = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(html);
  if (!script?.[1]) throw new Error('index.html has no entry module script');
  const entryImports: string[] = [];
  const rest = html
    .replace(script[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g, (_tag, file: string) => {
      entryImports.push(file);
      return '';
    });
  return { html: rest, entry: script[1], entryImports };
}

export function routePreload(options: {
  router: string;
  lcpImages: Record<string, LcpImage>;
  deferredPaths: readonly string[];
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
        const { html: rest, entry, entryImports } = takeEntryTags(html);
        const script = loaderScript({
          routes: routePreloads(bundle, routes),
          common: commonChunks(bundle),
          entry,
          entryImports,
          deferredPaths: options.deferredPaths,
          lcpImages: options.lcpImages,
        });
        hash = scriptSource(script);
        return { html: rest, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
  return { plugin, scriptHash: () => hash };
}
