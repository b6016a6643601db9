// A brand page's copy in the visitor's language, or, when the owner has not published it in that language, the
// message saying so with a link to the language it has: never a page half in one language, half in the other.
import type { ReactNode } from 'react';
import type { ContentLanguage, PageCopy, PageKey } from '@/content/published';
import { useContentIndex, usePublishedContent } from '@/features/content/api/get-published-content';
import { NotInLanguage } from './not-in-language';

export function PublishedPage<K extends PageKey>({
  page,
  path,
  children,
}: {
  page: K;
  path: string;
  /** The copy, and the languages the page is published in (for its hreflang). */
  children: (copy: PageCopy[K], languages: readonly ContentLanguage[]) => ReactNode;
}) {
  const content = usePublishedContent();
  const index = useContentIndex();
  const copy = content.pages[page];
  if (copy) return children(copy, index.pages[page] ?? [content.language]);
  const available = index.pages[page]?.find((language) => language !== content.language);
  if (available) return <NotInLanguage kind="page" path={path} available={available} />;
  // Never published at all: the seed publishes every brand page, and SQL refuses to delete one.
  throw new Error(`The ${page} page is not published`);
}
