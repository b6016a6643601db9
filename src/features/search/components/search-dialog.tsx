// The search dialog opened from the top bar: products, journal articles and the shop's pages, in the current
// language. Keyboard: type, Enter opens the first result, the arrow keys move through the results, Esc closes.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/form-controls';
import { useSearchSources } from '@/features/search/api/get-search-sources';
import { articleEntry, productEntry, searchGroups, type SearchEntry } from '@/features/search/search-model';
import { paths } from '@/lib/paths';

const SEARCHABLE_PAGES = [
  { id: 'home', to: paths.home },
  { id: 'collection', to: paths.collection },
  { id: 'ritual', to: paths.ritual },
  { id: 'ourStory', to: paths.ourStory },
  { id: 'journal', to: paths.journal },
  { id: 'ourCommitment', to: paths.ourCommitment },
  { id: 'experiences', to: paths.experiences },
  { id: 'contact', to: paths.contact },
  { id: 'order', to: paths.order },
  { id: 'cart', to: paths.cart },
] as const;

type Result = SearchEntry & { summary: string };

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialQuery?: string;
}

export default function SearchDialog({ open, onOpenChange, initialQuery = '' }: SearchDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('search.close')} className="top-24 translate-y-0 sm:top-28">
        <DialogTitle>{t('search.title')}</DialogTitle>
        <DialogDescription className="mt-1">{t('search.description')}</DialogDescription>
        {/* Mounted only while open, so each opening starts from the initial query. */}
        {open ? <SearchPanel initialQuery={initialQuery} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SearchPanel({ initialQuery, onDone }: { initialQuery: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const sources = useSearchSources(i18n.language);

  const pages: Result[] = SEARCHABLE_PAGES.map((page) => ({
    id: page.id,
    to: page.to,
    title: t(`pages.${page.id}.title`),
    text: `${t(`pages.${page.id}.description`)} ${t(`pages.${page.id}.keywords`)}`,
    summary: t(`pages.${page.id}.description`),
  }));
  const products = (sources.products.data ?? []).map((product) => productEntry(product, i18n.language));
  const articles = (sources.articles.data ?? []).map(articleEntry);

  const groups = searchGroups(
    [
      { id: 'products', label: t('search.products'), entries: products },
      { id: 'articles', label: t('search.articles'), entries: articles },
      { id: 'pages', label: t('search.pages'), entries: pages },
    ],
    query,
  );
  const first = groups[0]?.results[0];
  const total = groups.reduce((sum, group) => sum + group.results.length, 0);

  const links = () => [...(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])];

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      onDone();
      void navigate(first.to);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    }
  };

  const onResultsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (index === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) document.getElementById(inputId)?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  const loading = query.trim() !== '' && (sources.products.isPending || sources.articles.isPending);

  return (
    <div className="mt-4">
      <Label htmlFor={inputId}>{t('search.label')}</Label>
      <Input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onInputKeyDown}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        className="mt-1 w-full"
      />
      {/* Arrow keys move the focus between the results; every link is also reachable with Tab. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={resultsRef} onKeyDown={onResultsKeyDown} className="mt-4 max-h-[60vh] overflow-y-auto">
        <p aria-live="polite" className="sr-only">
          {query.trim() ? t('search.count', { count: total }) : ''}
        </p>
        {query.trim() && total === 0 && !loading ? (
          <p className="text-sm text-ink/75">{t('search.noResults', { query: query.trim() })}</p>
        ) : null}
        {sources.products.isError && query.trim() ? (
          <p className="text-sm text-ink/75">{t('search.productsFailed')}</p>
        ) : null}
        {groups.map((group) => (
          <section key={group.id} aria-label={group.label} className="mt-2 first:mt-0">
            <h3 className="text-xs font-semibold uppercase tracking-widest text-ink/70">{group.label}</h3>
            <ul className="mt-2 divide-y divide-ink/10">
              {group.results.map((entry) => (
                <li key={entry.id}>
                  <Link
                    to={entry.to}
                    data-result=""
                    onClick={onDone}
                    className="block rounded-md px-2 py-3 hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-moss"
                  >
                    <span className="block font-medium">{entry.title}</span>
                    <span className="block text-sm text-ink/75">{entry.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
