import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRefreshingMutation } from './use-refreshing-mutation';

/** A client holding fresh data under ['orders', 1] and ['products']. */
function seeded(): QueryClient {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(['orders', 1], 'order 1');
  client.setQueryData(['products'], 'products');
  return client;
}

function render(client: QueryClient, mutationFn: (input: number) => Promise<string>) {
  return renderHook(() => useRefreshingMutation(['orders'], mutationFn), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

const invalidated = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('useRefreshingMutation', () => {
  it('answers what the write answered, then marks what lies under its key stale, and only that', async () => {
    const client = seeded();
    const { result } = render(client, (input) => Promise.resolve(`done ${input}`));
    await act(async () => {
      expect(await result.current.mutateAsync(7)).toBe('done 7');
    });
    expect(invalidated(client, ['orders', 1])).toBe(true);
    expect(invalidated(client, ['products'])).toBe(false);
  });

  it('marks them stale when the write fails too, and passes its error on', async () => {
    const client = seeded();
    const { result } = render(client, () => Promise.reject(new Error('conflict')));
    await act(async () => {
      await expect(result.current.mutateAsync(1)).rejects.toThrow('conflict');
    });
    expect(invalidated(client, ['orders', 1])).toBe(true);
  });
});
