// The mark a page is React's: on a pre-rendered page hydration runs in slices after the code starts, and a
// click on the page's part does nothing before that part is hydrated (text typed into a pre-rendered form
// meanwhile is taken into state at hydration: useTypedBeforeHydration in
// src/features/content/components/form-parts.tsx). The page (or the route's error element) marks the root once
// committed; the e2e tests wait for the mark (tests/e2e/fixtures.ts) before they act.
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
