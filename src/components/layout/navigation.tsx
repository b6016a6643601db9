// The sticky top bar of SPEC.md 2; below the lg breakpoint its items move into a side drawer.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { NavList } from '@/components/ui/nav-list';
import { ADMIN_LINKS, MAIN_LINKS, navItems, type NavLink } from './nav-links';
import { AccountControl, CartButton, LanguageToggle, SearchButton, type NavSession } from './nav-actions';
import { CurrencySelect } from './currency-select';
import { MobileDrawer } from './mobile-drawer';
import { useScrolled } from './use-scrolled';
import { paths } from '@/lib/paths';
import { mayOpen, type StaffRole } from '@/lib/staff-access';

export const SCROLL_THRESHOLD = 20;

/** The shop's links, then the admin pages the staff role opens (none for a customer). */
export function navLinksFor(staffRole: StaffRole | null): NavLink[] {
  return [...MAIN_LINKS, ...ADMIN_LINKS.filter((link) => mayOpen(staffRole, link.to))];
}

export function Navigation(session: NavSession) {
  const { t } = useTranslation();
  const scrolled = useScrolled(SCROLL_THRESHOLD);
  const links = navLinksFor(session.staffRole);

  return (
    <header
      data-testid="top-bar"
      data-scrolled={scrolled}
      className={clsx(
        'sticky top-0 z-40 border-b transition-colors duration-300',
        scrolled
          ? 'border-ink/10 bg-cream/95 shadow-sm backdrop-blur'
          : 'border-transparent bg-cream/60 backdrop-blur-sm',
      )}
    >
      {/* The row wraps rather than overflow: with large text on a phone (200% zoom) the buttons go below the
          name instead of past the screen's edge (WCAG 1.4.10). */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-1 sm:px-6">
        <Link
          to={paths.home}
          aria-label={t('nav.homeLink')}
          className="font-serif text-xl tracking-wide text-ink focus-visible:outline-2 focus-visible:outline-ink"
        >
          {t('brand.name')}
        </Link>
        <nav aria-label={t('nav.mainLabel')} className="hidden flex-1 justify-center lg:flex">
          <NavList
            items={navItems(links, t)}
            className="flex items-center gap-1"
            linkClassName="rounded-full px-3 py-2 text-sm hover:text-ink focus-visible:outline-2 focus-visible:outline-ink"
            activeClassName="font-semibold text-ink underline decoration-gold underline-offset-8"
            inactiveClassName="text-ink/80"
          />
        </nav>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1 lg:ml-0">
          <span className="hidden items-center gap-1 lg:inline-flex">
            <LanguageToggle />
            <CurrencySelect />
          </span>
          <SearchButton onSearch={session.onSearch} />
          <CartButton count={session.cartCount} />
          <div className="hidden lg:block">
            <AccountControl isSignedIn={session.isSignedIn} onSignOut={session.onSignOut} compact />
          </div>
          <MobileDrawer links={links} session={session} />
        </div>
      </div>
    </header>
  );
}
