import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the build's pre-render and while React hydrates that HTML, true on every render after: what only
 * this browser knows (the stored cart, say) shows once the page is React's, never as a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
