import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { HERO_POSTER } from './src/content/hero.ts';
import { COVER_SIZES } from './src/content/journal/meta.ts';
import { contentIndex, type ContentIndex } from './src/content/published.ts';
import { paths } from './src/lib/paths.ts';
import { CLIENT_ONLY_PATHS, languageAlternates, PUBLIC_PATHS } from './src/lib/site.ts';
import { fetchLegalFacts, legalFacts } from './scripts/vite/legal-facts.ts';
import { PICKER_SCRIPT_HASH, prerender } from './scripts/vite/prerender.ts';
import { fetchPublishedContent, publishedContent } from './scripts/vite/published-content.ts';
import {
  fetchPublishedProducts,
  publishedProducts,
  type PublishedProductRow,
} from './scripts/vite/published-products.ts';
import { redirectsFile } from './scripts/vite/not-found.ts';
import { routePreload, type LcpImage, type RoutePreload } from './scripts/vite/route-preload.ts';

/** Where `@/` imports point: the app's source root. */
const SRC = path.resolve(import.meta.dirname, 'src');

const siteUrlOf = (env: Record<string, string>) =>
  (env.VITE_SITE_URL || 'http://localhost:5173').replace(/\/+$/, '');

/**
 * A sitemap entry for each address of each page (x-default, ?lang=en, ?lang=fr), each listing the page's three
 * hreflang alternates, as search engines want them.
 */
function sitemapUrls(siteUrl: string, path: string, languages?: readonly string[]): string[] {
  const alternates = languageAlternates(siteUrl, path, languages);
  const links = alternates.map(
    ({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`,
  );
  return alternates.map(({ href }) => ['  <url>', `    <loc>${href}</loc>`, ...links, '  </url>'].join('\n'));
}

/** Each published product's page, in the collection's order. */
const productPaths = (products: readonly PublishedProductRow[]) =>
  products.map((product) => paths.productPage(product.product_id));

/**
 * Writes the files a static host needs beside the app: sitemap, robots Sitemap line, headers, the SPA fallback
 * and the 404 of an unknown product address (scripts/vite/not-found.ts).
 */
function siteFiles(
  env: Record<string, string>,
  preload: RoutePreload,
  content: ContentIndex,
  products: readonly PublishedProductRow[],
): Plugin {
  const siteUrl = siteUrlOf(env);
  const supabaseOrigin = env.VITE_SUPABASE_URL ? new URL(env.VITE_SUPABASE_URL).origin : '';
  return {
    name: 'site-files',
    apply: 'build',
    generateBundle() {
      const sitemap = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...PUBLIC_PATHS.flatMap((path) => sitemapUrls(siteUrl, path)),
        // Each article names only the languages it is published in.
        ...content.articles.flatMap((article) =>
          sitemapUrls(siteUrl, paths.journalArticle(article.slug), article.languages),
        ),
        ...productPaths(products).flatMap((path) => sitemapUrls(siteUrl, path)),
        '</urlset>',
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap });
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectsFile(productPaths(products)) });
    },
    writeBundle: {
      sequential: true,
      async handler(options) {
        // _headers here, not in generateBundle: the inline route-preload script's hash is known only now.
        const scripts = ["script-src 'self'", preload.scriptHash(), PICKER_SCRIPT_HASH];
        const connect = ["'self'", supabaseOrigin].filter(Boolean).join(' ');
        const csp = [
          "default-src 'self'",
          scripts.filter(Boolean).join(' '),
          "style-src 'self' 'unsafe-inline'",
          `img-src 'self' data: blob: ${supabaseOrigin}`.trim(),
          "media-src 'self'",
          "font-src 'self'",
          `connect-src ${connect}`,
          "object-src 'none'",
          "base-uri 'none'",
          "frame-ancestors 'none'",
          "form-action 'self'",
        ].join('; ');
        const headers = [
          '/*',
          `  Content-Security-Policy: ${csp}`,
          '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
          '  X-Content-Type-Options: nosniff',
          '  Referrer-Policy: strict-origin-when-cross-origin',
          '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
          '/assets/*',
          '  Cache-Control: public, max-age=31536000, immutable',
          '',
        ].join('\n');
        const { appendFile, copyFile, readFile, writeFile } = await import('node:fs/promises');
        await writeFile(`${options.dir ?? 'dist'}/_headers`, headers);
        // The not-found answer of the static host is the app's shell (before the pre-render fills index.html):
        // the app starts there and shows its own not-found page.
        await copyFile(`${options.dir ?? 'dist'}/index.html`, `${options.dir ?? 'dist'}/404.html`);
        // robots.txt comes from public/ untouched; add the absolute Sitemap line the crawlers need.
        const file = `${options.dir ?? 'dist'}/robots.txt`;
        const text = await readFile(file, 'utf8').catch(() => '');
        if (!text.includes('Sitemap:')) await appendFile(file, `\nSitemap: ${siteUrl}/sitemap.xml\n`);
      },
    },
  };
}

const lcpImage = (image: { src: string; srcSet: string }, sizes: string): LcpImage => ({
  href: image.src,
  imagesrcset: image.srcSet,
  imagesizes: sizes,
});

// Pages whose first render is the same for every visitor, pre-rendered at build; /order is a personal lookup.
// The journal's articles and the products are those published when the build starts.
const prerenderedPaths = (content: ContentIndex, products: readonly PublishedProductRow[]) => [
  ...PUBLIC_PATHS.filter((path) => !CLIENT_ONLY_PATHS.includes(path)),
  ...content.articles.map((article) => paths.journalArticle(article.slug)),
  ...productPaths(products),
];

export default defineConfig(async ({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // What the owner has published, read from the database now: the build stops here when it cannot be reached.
  const rows = await fetchPublishedContent(env);
  // The owner's legal facts, read from the database now as well (the admin's Settings write them).
  const facts = legalFacts({
    appEnv: process.env.APP_ENV,
    answer: await fetchLegalFacts(env),
    incomplete: process.env.LEGAL_FACTS_INCOMPLETE,
  });
  // The published products, read now as well: their pages are pre-rendered and listed in the sitemap.
  const products = await fetchPublishedProducts(env);
  const content = contentIndex(rows);
  const prerendered = prerenderedPaths(content, products);
  const newest = content.articles[0];
  const preload = routePreload({
    router: 'src/app/router.tsx',
    // Each page's LCP image, with its <img>'s srcset and sizes: the hero poster (the home hero, the collection's
    // banner), the newest article's cover on the journal, each article's own cover on its page.
    lcpImages: Object.fromEntries([
      ...['/', '/collection'].map((path) => [path, lcpImage(HERO_POSTER, '100vw')]),
      ...(newest?.cover ? [['/journal', lcpImage(newest.cover, COVER_SIZES.list)]] : []),
      ...content.articles.flatMap((article) =>
        article.cover
          ? [[paths.journalArticle(article.slug), lcpImage(article.cover, COVER_SIZES.article)]]
          : [],
      ),
    ]),
    deferredPaths: prerendered,
  });
  return {
    resolve: { alias: { '@': SRC } },
    plugins: [
      // A production build (APP_ENV=production) without the owner's legal facts stops here, naming each one.
      facts,
      react(),
      tailwindcss(),
      publishedContent(rows),
      publishedProducts(products),
      preload.plugin,
      siteFiles(env, preload, content, products),
      prerender({
        entry: 'src/entry-prerender.tsx',
        paths: prerendered,
        siteUrl: siteUrlOf(env),
        // The server render reads the same snapshot as the browser's bundle.
        plugins: [publishedContent(rows), publishedProducts(products), facts],
        languagesOf: (path) => content.articles.find((a) => paths.journalArticle(a.slug) === path)?.languages,
      }),
    ],
    build: {
      sourcemap: false,
      manifest: process.env.BENCH === '1',
      target: 'es2022',
      rolldownOptions: {
        output: {
          // tailwind-merge in its own chunk: the bundler would otherwise put it beside clsx, which the first load
          // needs (through class-variance-authority), though only the pages' cn() uses it.
          codeSplitting: {
            groups: [{ name: 'tailwind-merge', test: /node_modules[\\/]tailwind-merge[\\/]/ }],
          },
        },
      },
    },
    server: {
      port: 5173,
      strictPort: false,
      // The local backend's data, the e2e and bench builds and reports: never a reason to reload the page.
      watch: {
        ignored: ['**/supabase/.data/**', '**/.e2e/**', '**/test-results/**', '**/bench/**', '**/dist/**'],
      },
    },
    preview: { port: 4173 },
  };
});
