// The build renders the public pages to HTML with this entry (scripts/vite/prerender.ts): each page in each
// language, as a guest with an empty cart and nothing fetched yet, which is exactly the first render the browser
// makes of that address, so that main.tsx can hydrate it instead of painting from nothing.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { JSDOM } from 'jsdom';
import { App } from './app/app';
import { routes } from './app/router';
import { NAMESPACES, setupI18n } from './lib/i18n';
import type { Language } from './lib/language';
import { setServerWindow } from './lib/sanitize';

// The journal's bodies are sanitised on display (src/lib/sanitize.ts); Node has no DOM for DOMPurify: jsdom's.
const serverWindow = new JSDOM('').window;
setServerWindow(serverWindow);
// A product page reads its description's text with the browser's parser (src/lib/plain-text.ts): jsdom's here.
globalThis.DOMParser ??= serverWindow.DOMParser;

export async function renderPage(path: string, language: Language): Promise<string> {
  const i18n = setupI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...NAMESPACES]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    {
      // One piece of HTML: no boundary streamed later through inline scripts (the CSP would refuse them).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails would be left for the browser to render: fail the build instead.
      onError: (error) => void errors.push(error),
    },
  );
  if (errors.length > 0) throw new Error(`Pre-rendering ${path} (${language}) failed`, { cause: errors[0] });
  return new Response(prelude).text();
}
