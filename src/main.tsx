import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { i18nReady, setupI18n } from './lib/i18n';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

setupI18n();
void i18nReady().then(() => {
  const app = (
    <StrictMode>
      <App router={createRouter()} />
    </StrictMode>
  );
  // A public page arrives pre-rendered in the visitor's language (scripts/vite/prerender.ts): React takes over
  // that HTML. Any other address starts from an empty root.
  if (rootElement.hasChildNodes()) {
    // As a transition React hydrates in small slices, leaving the main thread free between them.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    createRoot(rootElement).render(app);
  }
});
