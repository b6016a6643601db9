// The search dialog opened from the top bar; searches the shop's pages in the current language.
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { searchEntries, type SearchEntry } from '../search-model';

const SEARCHABLE_PAGES = [
  { id: 'home', to: '/' },
  { id: 'collection', to: '/collection' },
  { id: 'ritual', to: '/ritual' },
  { id: 'ourStory', to: '/our-story' },
  { id: 'journal', to: '/journal' },
  { id: 'ourCommitment', to: '/our-commitment' },
  { id: 'experiences', to: '/experiences' },
  { id: 'contact', to: '/contact' },
  { id: 'order', to: '/order' },
  { id: 'cart', to: '/cart' },
] as const;

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState(initialQuery);

  const entries: SearchEntry[] = SEARCHABLE_PAGES.map((page) => ({
    id: page.id,
    to: page.to,
    title: t(`pages.${page.id}.title`),
    text: `${t(`pages.${page.id}.description`)} ${t(`pages.${page.id}.keywords`)}`,
  }));
  const results = searchEntries(entries, query);
  const first = results[0];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      onDone();
      void navigate(first.to);
    }
  };

  return (
    <div className="mt-4">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        className="mt-1 h-11 w-full rounded-lg border border-ink/30 bg-white px-3 text-base focus:outline-2 focus:outline-moss"
      />
      <div aria-live="polite" className="mt-4">
        {query.trim() && results.length === 0 ? (
          <p className="text-sm text-ink/75">{t('search.noResults', { query: query.trim() })}</p>
        ) : null}
        {results.length > 0 ? (
          <section aria-label={t('search.pages')}>
            <h3 className="text-xs font-semibold uppercase tracking-widest text-ink/70">
              {t('search.pages')}
            </h3>
            <ul className="mt-2 divide-y divide-ink/10">
              {results.map((entry) => (
                <li key={entry.id}>
                  <Link
                    to={entry.to}
                    onClick={onDone}
                    className="block rounded-md px-2 py-3 hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-moss"
                  >
                    <span className="block font-medium">{entry.title}</span>
                    <span className="block text-sm text-ink/75">{t(`pages.${entry.id}.description`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
