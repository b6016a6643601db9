// A brand page the owner has published in one language only: the other language's visitor reads a message in
// their own language, never the page half-translated; the page itself names only its published language.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PublishedRow } from '@/content/published';
import { setupI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { FIXTURE_ROWS, HOME_ROW } from '@/test/published-content/rows';
import { PublishedPage } from './published-page';

const rest = vi.fn<(path: string) => Promise<unknown>>();
vi.mock('@/lib/public-rest', () => ({ publicRestGet: (path: string) => rest(path) }));
afterEach(() => rest.mockReset());

/** The live rows: the home page now published in English only. */
const ENGLISH_HOME: PublishedRow[] = [
  ...FIXTURE_ROWS.filter((row) => row !== HOME_ROW),
  { ...HOME_ROW, languages: ['en'], content: { shared: HOME_ROW.content.shared, en: HOME_ROW.content.en } },
];

async function open(language: Language) {
  const i18n = setupI18n(language);
  await i18n.changeLanguage(language);
  rest.mockResolvedValue(ENGLISH_HOME);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PublishedPage page="home" path="/">
          {(copy, languages) => (
            <p>
              {copy.welcomeTitle} ({languages.join(', ')})
            </p>
          )}
        </PublishedPage>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PublishedPage', () => {
  it('shows the page with the languages it is published in', async () => {
    await open('en');
    expect(await screen.findByText('Welcome (en)')).toBeVisible();
  });

  it('tells the French visitor, in French, that the page is in English only', async () => {
    await open('fr');
    expect(await screen.findByText('Cette page n’est pas encore publiée en français.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'La lire en anglais' })).toHaveAttribute('href', '/?lang=en');
    expect(screen.queryByText(/Bienvenue/)).toBeNull();
  });
});
