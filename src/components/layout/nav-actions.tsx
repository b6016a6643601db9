// The language toggle, search, cart and members controls, shared by the top bar and the drawer.
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
// clsx, not cn(): the classes below never conflict, and tailwind-merge stays out of the first load.
import { clsx } from 'clsx';
import { LANGUAGE_PARAM, languageFromSearch } from '@/lib/language';
import { buttonVariants } from '@/components/ui/button-variants';
import { BagIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import type { StaffRole } from '@/lib/staff-access';

export interface NavSession {
  cartCount: number;
  /** The signed-in user's staff role: which admin pages the bar links to. */
  staffRole: StaffRole | null;
  isSignedIn: boolean;
  onSignOut: () => void;
  onSearch: () => void;
}

export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const next = i18n.language === 'fr' ? 'en' : 'fr';
  function toggle() {
    void i18n.changeLanguage(next);
    // An address that names its language (?lang=fr) names the new one, so that it still says what it shows.
    if (languageFromSearch(search)) {
      const params = new URLSearchParams(search);
      params.set(LANGUAGE_PARAM, next);
      void navigate({ search: `?${params.toString()}` }, { replace: true });
    }
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={t('nav.switchLanguage')}
      lang={next}
      className={clsx(buttonVariants({ variant: 'ghost', size: null }), 'h-9 px-3 font-semibold')}
    >
      {t('nav.languageShort')}
    </button>
  );
}

export function SearchButton({ onSearch, className }: { onSearch: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onSearch}
      aria-label={t('nav.search')}
      className={clsx(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
    >
      <SearchIcon />
    </button>
  );
}

export function CartButton({ count, onNavigate }: { count: number; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.cart}
      onClick={onNavigate}
      aria-label={t('nav.cartWithCount', { count })}
      className={clsx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <BagIcon />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-moss px-1 text-center text-xs leading-5 text-cream"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

export function AccountControl({
  isSignedIn,
  onSignOut,
  onNavigate,
  compact = false,
}: Pick<NavSession, 'isSignedIn' | 'onSignOut'> & { onNavigate?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  if (isSignedIn) {
    return (
      <div className="flex flex-wrap items-center gap-1">
        {/* The top bar has room for an icon only (as search and cart); the drawer names it. */}
        <Link
          to={paths.account}
          onClick={onNavigate}
          aria-label={compact ? t('nav.myAccount') : undefined}
          title={compact ? t('nav.myAccount') : undefined}
          className={buttonVariants({ variant: 'ghost', size: compact ? 'icon' : 'sm' })}
        >
          <UserIcon width={compact ? 20 : 16} height={compact ? 20 : 16} />
          {compact ? null : t('nav.myAccount')}
        </Link>
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            onSignOut();
          }}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('nav.signOut')}
        </button>
      </div>
    );
  }
  return (
    <Link to={paths.auth} onClick={onNavigate} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <UserIcon width={16} height={16} />
      {t('nav.members')}
    </Link>
  );
}
