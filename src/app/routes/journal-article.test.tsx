// /journal/:slug finds an article published after the build (it waits for the live list, then shows it), says
// "not found" only once the live list lacks it too, and tells a French visitor, in French, that an article is
// published in English only, with a link to it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { PublishedRow } from '@/content/published';
import { setupI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { BOTH_ROW, FIXTURE_ROWS } from '@/test/published-content/rows';
import JournalArticleRoute from './journal-article';

const rest = vi.fn<(path: string) => Promise<unknown>>();
vi.mock('@/lib/public-rest', () => ({ publicRestGet: (path: string) => rest(path) }));

const PRODUCTS = [
  { product_id: 'immortela-elixir-30ml', title: 'Immortela Elixir 30 ml', title_fr: 'Élixir' },
];

const NEW_ROW: PublishedRow = {
  ...BOTH_ROW,
  key: 'published-after-the-build',
  content: {
    ...BOTH_ROW.content,
    en: {
      ...(BOTH_ROW.content.en as NonNullable<typeof BOTH_ROW.content.en>),
      title: 'Published after the build',
    },
  },
};

afterEach(() => rest.mockReset());

async function open(path: string, language: Language, rows: () => Promise<PublishedRow[]>) {
  const i18n = setupI18n(language);
  await i18n.changeLanguage(language);
  rest.mockImplementation((request) =>
    request.startsWith('rpc/published_content') ? rows() : Promise.resolve(PRODUCTS),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/journal/:slug', element: <JournalArticleRoute /> }], {
    initialEntries: [path],
  });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <HelmetProvider>
          <RouterProvider router={router} />
        </HelmetProvider>
      </QueryClientProvider>,
    );
  });
}

describe('JournalArticleRoute', () => {
  it('shows an article of the snapshot with its reading time, sanitised body and related products', async () => {
    await open('/journal/two-drops-of-gold', 'en', async () => FIXTURE_ROWS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Two drops of gold' })).toBeVisible();
    expect(screen.getByText(/1 min read/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Morning' })).toBeVisible();
    expect(screen.getByTestId('article-body').querySelector('blockquote')?.textContent).toBe('Less is more.');
    const related = await screen.findByRole('link', { name: 'Immortela Elixir 30 ml' });
    expect(related).toHaveAttribute('href', '/products/immortela-elixir-30ml');
  });

  it('waits for the live list for an article published after the build', async () => {
    let answer: (rows: PublishedRow[]) => void = () => undefined;
    await open(
      '/journal/published-after-the-build',
      'en',
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(screen.getByTestId('spinner')).toBeVisible();
    expect(screen.queryByText('Article not found')).toBeNull();
    await act(async () => answer([NEW_ROW, ...FIXTURE_ROWS]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Published after the build' })).toBeVisible();
  });

  it('says not found once the live list lacks the article too', async () => {
    await open('/journal/never-written', 'en', async () => FIXTURE_ROWS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  });

  it('names the related products in French on a French article', async () => {
    await open('/journal/two-drops-of-gold', 'fr', async () => FIXTURE_ROWS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deux gouttes d’or' })).toBeVisible();
    expect(screen.getByText(/1 min de lecture/)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Élixir' })).toHaveAttribute(
      'href',
      '/products/immortela-elixir-30ml',
    );
  });

  it('tells a French visitor an article is in English only, in French, with a link to it', async () => {
    await open('/journal/harvest-notes', 'fr', async () => FIXTURE_ROWS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pas encore en français' })).toBeVisible();
    expect(screen.getByText('Cet article n’est pas encore publié en français.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'La lire en anglais' })).toHaveAttribute(
      'href',
      '/journal/harvest-notes?lang=en',
    );
  });
});
