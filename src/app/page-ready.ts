// The mark a page is React's: on a pre-rendered page hydration runs in slices after the code starts, and text
// typed into a form before its part is hydrated is not React's state. The page (or the route's error element)
// marks the root once committed; the e2e tests wait for the mark (tests/e2e/fixtures.ts) before they type.
import { useEffect } from 'react';

export function usePageReady(): void {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-page-ready', '');
  }, []);
}

/** Rendered beside the page, in the same Suspense boundary: committed, so marked, when the page is. */
export function PageReady(): null {
  usePageReady();
  return null;
}
