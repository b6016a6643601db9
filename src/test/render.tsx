// Renders a component inside the app's providers and a memory router, in a chosen language.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setupI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';

export async function renderWithApp(ui: ReactElement, { path = '/', language = 'en' as Language } = {}) {
  const i18n = setupI18n(language);
  await i18n.changeLanguage(language);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    ...render(
      <HelmetProvider>
        <RouterProvider router={router} />
      </HelmetProvider>,
    ),
    router,
  };
}
