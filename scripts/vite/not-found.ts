// What a static host answers for an address no page has. Netlify and Cloudflare Pages read `_redirects`, first
// matching rule wins, and serve a file that exists before any rule: a pre-rendered product page
// (products/<slug>.html) is served as is, and any other /products/<slug> gets 404.html with the status 404 (a
// real not-found for search engines and shared links). 404.html is the app's shell, so the app still starts there
// and shows its not-found page, in the visitor's language, with links (or the product, when it was published after
// the build: its page shows from the live list while the status says 404 until the next build). Every other
// address serves index.html, where the app routes in the browser.

/** The _redirects file: known product pages to their file, other product addresses 404, the rest to the app. */
export function redirectsFile(productPaths: readonly string[]): string {
  return [
    // Hosts that do not serve an existing file before the rules still reach the pre-rendered page.
    ...productPaths.map((path) => `${path}    ${path}.html   200`),
    '/products/*    /404.html   404',
    '/*    /index.html   200',
    '',
  ].join('\n');
}
