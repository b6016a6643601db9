// Legal pages (terms, privacy) opened from checkout in a new tab, so that nothing typed in the form is lost. A
// translated sentence marks its links <name>label</name>; each becomes a link to links[name]. (Written here rather
// than with react-i18next's Trans, which would add to the first load.)
import type { ReactNode } from 'react';

export function LegalLink({ to, newTab, children }: { to: string; newTab: string; children?: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener" className="underline underline-offset-2 hover:text-ink">
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

const TAG = /<(\w+)>([^<]*)<\/\1>/g;

export function LegalLinks({
  text,
  links,
  newTab,
}: {
  text: string;
  links: Record<string, string>;
  newTab: string;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', label = ''] = match;
    parts.push(text.slice(last, match.index));
    const to = links[name];
    parts.push(
      to ? (
        <LegalLink key={match.index} to={to} newTab={newTab}>
          {label}
        </LegalLink>
      ) : (
        label
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
