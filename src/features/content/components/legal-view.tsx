// /legal-notice, /terms, /privacy, /cookies and /accessibility: a document's date, introduction, contents and
// sections.
// Inline text may carry links written [label](href): a path of the shop opens in the app, anything else (mail,
// telephone, another site) as a plain link, another site in a new tab.
import { Fragment, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { LegalBlock, LegalCopy, LegalDocument, LegalPage } from '@/content/types';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass = 'text-moss underline underline-offset-2 hover:text-ink focus-visible:outline-2';

/** Text with its [label](href) links as elements. */
export function RichText({ text, newTab }: { text: string; newTab: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    if (href.startsWith('/')) {
      parts.push(
        <Link key={index} to={href} className={linkClass}>
          {label}
        </Link>,
      );
    } else if (/^https?:/.test(href)) {
      parts.push(
        <a key={index} href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {label}
          <span className="sr-only"> {newTab}</span>
        </a>,
      );
    } else {
      parts.push(
        <a key={index} href={href} className={linkClass}>
          {label}
        </a>,
      );
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Block({ block, newTab }: { block: LegalBlock; newTab: string }) {
  const rich = (text: string) => <RichText text={text} newTab={newTab} />;
  switch (block.kind) {
    case 'p':
      return <p className="mt-3 leading-relaxed text-ink/85 [overflow-wrap:anywhere]">{rich(block.text)}</p>;
    case 'h3':
      return <h3 className="mt-6 font-serif text-xl text-ink">{block.text}</h3>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`mt-3 space-y-2 pl-6 leading-relaxed text-ink/85 [overflow-wrap:anywhere] ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item) => (
            <li key={item}>{rich(item)}</li>
          ))}
        </List>
      );
    }
    case 'facts':
      return (
        <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-xl bg-white/70 p-4 text-sm ring-1 ring-ink/10 sm:grid-cols-[minmax(10rem,16rem)_1fr]">
          {block.rows.map((row) => (
            <Fragment key={row.label}>
              <dt className="font-medium text-ink">{row.label}</dt>
              <dd className="text-ink/85 [overflow-wrap:anywhere]">{rich(row.value)}</dd>
            </Fragment>
          ))}
        </dl>
      );
    case 'table':
      return (
        <>
          {/* A phone gets one card per row; a wider screen the table. */}
          <ul className="mt-4 space-y-3 sm:hidden" aria-label={block.caption}>
            {block.rows.map((row) => (
              <li key={row[0]} className="rounded-xl bg-white/70 p-4 text-sm ring-1 ring-ink/10">
                <p>
                  <code className="font-mono text-sm font-semibold">{row[0]}</code>
                </p>
                <dl className="mt-2 space-y-2">
                  {row.slice(1).map((cell, index) => (
                    <div key={index}>
                      <dt className="text-xs font-semibold uppercase tracking-wide text-ink/70">
                        {block.head[index + 1]}
                      </dt>
                      <dd className="text-ink/85">{rich(cell)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <table className="mt-4 hidden w-full border-collapse text-left text-sm sm:table">
            <caption className="sr-only">{block.caption}</caption>
            <thead>
              <tr className="border-b border-ink/20">
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="py-2 pr-3 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]} className="border-b border-ink/10 align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-2 pr-3 font-normal">
                        <code className="font-mono text-xs [overflow-wrap:anywhere]">{cell}</code>
                      </th>
                    ) : (
                      <td key={index} className="py-2 pr-3 text-ink/85">
                        {rich(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      );
  }
}

export function LegalView({ copy, page, demo }: { copy: LegalCopy; page: LegalPage; demo: boolean }) {
  return <DocumentView id={page} copy={copy} document={copy.pages[page]} demo={demo} />;
}

/** id: names the list of contents; copy: the texts around the document (its date, the demo notice). */
export function DocumentView({
  id: page,
  copy,
  document,
  demo,
}: {
  id: string;
  copy: Pick<LegalCopy, 'updated' | 'contents' | 'demoNotice' | 'newTab'>;
  document: LegalDocument;
  demo: boolean;
}) {
  const { hash } = useLocation();

  // Arriving at /terms#withdrawal: the section exists only once the text has loaded, so go there now.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) window.document.getElementById(id)?.scrollIntoView();
  }, [hash]);

  return (
    <div className="max-w-3xl">
      <p className="mt-2 text-sm text-ink/70">{copy.updated}</p>
      {demo ? (
        <p className="mt-4 rounded-lg bg-sand/70 px-4 py-3 text-sm text-ink" data-testid="legal-demo-notice">
          {copy.demoNotice}
        </p>
      ) : null}
      <p className="mt-6 text-lg leading-relaxed text-ink/85">
        <RichText text={document.intro} newTab={copy.newTab} />
      </p>
      <nav
        aria-labelledby={`${page}-contents`}
        className="mt-8 rounded-2xl bg-white/70 p-6 ring-1 ring-ink/5"
      >
        <h2 id={`${page}-contents`} className="font-serif text-xl">
          {copy.contents}
        </h2>
        <ul className="mt-3 space-y-1 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-title`} className="font-serif text-2xl text-ink">
            {section.title}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} newTab={copy.newTab} />
          ))}
        </section>
      ))}
    </div>
  );
}
