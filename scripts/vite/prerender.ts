// A build plugin that pre-renders the public pages, so that a visitor sees the page as soon as the HTML and CSS
// arrive instead of after the JavaScript has downloaded and run. The address does not say the language (the
// visitor's stored choice or browser does), so each page file carries both renders in inert <template>s and a
// small inline script at the end of <body> moves the visitor's one into #root, and its title into <head>, before
// the first paint (the other head tags come with React; crawlers that run no script see neither). main.tsx then
// hydrates it. The script does so only when the address is the page's own, without a query string other than its
// language (`?lang=fr`, which picks that render): anything else (the SPA fallback serving index.html for /cart, a
// filtered collection) starts from an empty root as before. Its hash is given to the Content-Security-Policy.
// The head carries the page's hreflang alternates (src/lib/site.ts) for crawlers that run no script; React's own
// replace them when it takes over.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginOption, ResolvedConfig, Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../src/lib/language.ts';
import { languageAlternates } from '../../src/lib/site.ts';
import { LANGUAGE_SNIPPET, OTHER_QUERY_SNIPPET, scriptSource } from './route-preload.ts';

/**
 * Moves the matching render into #root; plain ES5, run as the parser reaches it, before the first paint. A form
 * sent before the app has taken over would go out natively, its fields in the address: the app sends every
 * form itself, so native sending is turned off.
 */
export const PICKER_SCRIPT = `(function(){var r=document.getElementById('root'),p=location.pathname.replace(/\\/+$/,'')||'/',g,t,f,n;${LANGUAGE_SNIPPET}t=document.querySelector('template[data-lang="'+g+'"]');if(!r||!t||${OTHER_QUERY_SNIPPET}||t.getAttribute('data-path')!==p)return;f=t.content.cloneNode(true);while((n=f.firstChild)&&/^(TITLE|META|LINK)$/.test(n.nodeName)){if(n.nodeName==='TITLE'){n.setAttribute('data-prerendered','');document.head.appendChild(n)}else f.removeChild(n)}document.documentElement.lang=g;r.appendChild(f);document.addEventListener('submit',function(e){e.preventDefault()},true)})();`;

export const PICKER_SCRIPT_HASH = scriptSource(PICKER_SCRIPT);

/** The file a static host serves for a path: / is index.html, /journal/x is journal/x.html. */
export function pageFile(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}.html`;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The hreflang alternates of a page as head tags; React renders its own (src/components/layout/seo.tsx), which
 * then replace these as its title does the pre-rendered one.
 */
export function alternateTags(siteUrl: string, pagePath: string, languages?: readonly string[]): string {
  return languageAlternates(siteUrl, pagePath, languages)
    .map(
      ({ hrefLang, href }) =>
        `<link rel="alternate" hreflang="${hrefLang}" href="${escapeAttribute(href)}" data-prerendered=""/>`,
    )
    .join('');
}

/**
 * The built index.html with the page's renders after the empty #root and the picker after them; `head` (the
 * hreflang alternates) goes at the end of <head>.
 */
export function pageDocument(
  shell: string,
  pagePath: string,
  renders: Record<Language, string>,
  head = '',
): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html has no empty ${root}`);
  if (head && !shell.includes('</head>')) throw new Error('index.html has no </head>');
  const templates = LANGUAGES.map(
    (language) =>
      `<template data-lang="${language}" data-path="${escapeAttribute(pagePath)}">${renders[language]}</template>`,
  ).join('');
  return shell
    .replace('</head>', () => `${head}</head>`)
    .replace(root, () => `${root}${templates}<script>${PICKER_SCRIPT}</script>`);
}

type RenderPage = (pagePath: string, language: Language) => Promise<string>;

export interface PrerenderOptions {
  entry: string;
  paths: readonly string[];
  siteUrl: string;
  /** Plugins the server build needs besides React's (the published content's virtual modules). */
  plugins?: PluginOption[];
  /** The languages a page is published in (a journal article may have one), for its hreflang; both if unsaid. */
  languagesOf?: (pagePath: string) => readonly string[] | undefined;
}

export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error || config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        // Inside node_modules so that the server bundle resolves react, react-dom ... from the project.
        const serverDir = path.join(
          config.root,
          'node_modules/.cache/prerender',
          createHash('sha256').update(outDir).digest('hex').slice(0, 12),
        );
        const { build } = await import('vite');
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          // The server render sees what the browser's bundle sees (e.g. which legal facts the build carries).
          define: config.define,
          plugins: [react(), ...(options.plugins ?? [])],
          build: {
            ssr: options.entry,
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            target: 'node20',
          },
        });
        const entryName = `${path.basename(options.entry).replace(/\.[jt]sx?$/, '')}.js`;
        // Imported as is: its chunks import it back by this very URL, and a second copy would mean two React
        // contexts of each kind.
        const moduleUrl = pathToFileURL(path.join(serverDir, entryName)).href;
        const { renderPage } = (await import(moduleUrl)) as { renderPage: RenderPage };
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        for (const pagePath of options.paths) {
          const renders = {} as Record<Language, string>;
          for (const language of LANGUAGES) renders[language] = await renderPage(pagePath, language);
          const file = path.join(outDir, pageFile(pagePath));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(
            file,
            pageDocument(
              shell,
              pagePath,
              renders,
              alternateTags(options.siteUrl, pagePath, options.languagesOf?.(pagePath)),
            ),
          );
        }
      },
    },
  };
}
