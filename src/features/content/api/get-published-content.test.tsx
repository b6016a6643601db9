// The pages hydrate the build's snapshot as it was pre-rendered, then show what is published now: the live rows
// never reach the first render, whatever they say.
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { PublishedRow } from '@/content/published';
import { setupI18n } from '@/lib/i18n';
import { BOTH_ROW, FIXTURE_ROWS, HOME_ROW } from '@/test/published-content/rows';
import snapshotEn from 'virtual:published-content/en';
import { contentKeys, useContentIndex, usePublishedContent } from './get-published-content';

const live = vi.fn<(path: string) => Promise<unknown>>();
vi.mock('@/lib/public-rest', () => ({ publicRestGet: (path: string) => live(path) }));

/** The live rows: the owner has since changed the hero's title and published a new article. */
const LIVE_ROWS: PublishedRow[] = [
  {
    ...BOTH_ROW,
    key: 'a-new-article',
    content: {
      shared: { ...BOTH_ROW.content.shared, date: '2026-11-26' },
      en: { ...(BOTH_ROW.content.en as NonNullable<typeof BOTH_ROW.content.en>), title: 'A new article' },
    },
    languages: ['en'],
  },
  ...FIXTURE_ROWS.filter((row) => row !== HOME_ROW),
  {
    ...HOME_ROW,
    content: {
      ...HOME_ROW.content,
      en: {
        ...(HOME_ROW.content.en as NonNullable<typeof HOME_ROW.content.en>),
        hero: { title: 'Live title', subtitle: 's', posterAlt: 'a' },
      },
    },
  } as PublishedRow,
];

function Probe() {
  const index = useContentIndex();
  const content = usePublishedContent();
  return (
    <div>
      <h1>{index.hero.en?.title}</h1>
      <ul>
        {content.articles.map((article) => (
          <li key={article.slug}>{article.text.title}</li>
        ))}
      </ul>
    </div>
  );
}

function app(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback="loading">
        <Probe />
      </Suspense>
    </QueryClientProvider>
  );
}

/** A client holding the snapshot already, as the page's chunk would by the time it renders. */
function clientWithSnapshot(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(contentKeys.snapshot('en'), snapshotEn);
  return client;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  live.mockReset();
});

describe('usePublishedContent', () => {
  it('hydrates the snapshot without a mismatch, then shows the live hero and the new article', async () => {
    const i18n = setupI18n('en');
    await i18n.changeLanguage('en');
    let answer: (rows: PublishedRow[]) => void = () => undefined;
    live.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(clientWithSnapshot()));
    document.body.appendChild(container);
    expect(container.querySelector('h1')?.textContent).toBe('Fixture house');
    // The pre-render asks nothing of the database.
    expect(live).not.toHaveBeenCalled();

    const mismatches = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, app(clientWithSnapshot()), { onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(live).toHaveBeenCalledWith('rpc/published_content');
    expect(screen.getByRole('heading').textContent).toBe('Fixture house');

    await act(async () => answer(LIVE_ROWS));
    await screen.findByRole('heading', { name: 'Live title' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'A new article',
      'Harvest notes',
      'Two drops of gold',
    ]);
    expect(mismatches).not.toHaveBeenCalled();
  });

  it('keeps the snapshot when the live rows cannot be read', async () => {
    const i18n = setupI18n('en');
    await i18n.changeLanguage('en');
    live.mockRejectedValue(new Error('offline'));
    render(app(clientWithSnapshot()));
    await vi.waitFor(() => expect(live).toHaveBeenCalled());
    expect(screen.getByRole('heading').textContent).toBe('Fixture house');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
