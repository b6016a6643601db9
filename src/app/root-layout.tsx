// The page shell: top bar, the lazily loaded page with a centred spinner meanwhile, and the footer.
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Footer } from '@/components/layout/footer';
import { Navigation } from '@/components/layout/navigation';
import { Spinner } from '@/components/ui/spinner';
import { useStaffRole } from '@/features/auth/api/get-is-admin';
import { useAuth } from '@/features/auth/auth-context';
import { useCart } from '@/features/cart/cart-context';
import { useHydrated } from '@/lib/use-hydrated';
import { paths } from '@/lib/paths';
import { PageReady } from './page-ready';
import { PendingReservationReturn } from './pending-reservation-return';

// Dialogs load on first use so that Radix stays out of the first load.
const SearchDialog = lazy(() => import('@/features/search/components/search-dialog'));

/**
 * The top bar and what it alone reads (the session, the cart): a change to them, or the stored cart's count
 * appearing once React has taken over the pre-rendered page (a synchronous re-render), re-renders the bar, not
 * the page and the footer.
 */
function TopBar({ onSearch }: { onSearch: () => void }) {
  const navigate = useNavigate();
  const { user, signOut } = useAuth();
  const { role } = useStaffRole(user?.id ?? null);
  const { count } = useCart();
  // The pre-rendered page shows an empty cart; the stored one appears once React has taken over.
  const hydrated = useHydrated();
  return (
    <Navigation
      cartCount={hydrated ? count : 0}
      staffRole={role}
      isSignedIn={user !== null}
      onSignOut={() => {
        void signOut().then(() => navigate(paths.home));
      }}
      onSearch={onSearch}
    />
  );
}

/** The footer, told whether someone is signed in (its way to withdraw depends on it), apart from the page. */
function SessionFooter() {
  const { user } = useAuth();
  return <Footer signedIn={user !== null} />;
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The WebSite SearchAction of the page metadata points at /?q=..., which opens the search.
  const [params] = useSearchParams();
  const initialQuery = params.get('q') ?? '';
  const [searchOpen, setSearchOpen] = useState(initialQuery !== '');
  const [searchWanted, setSearchWanted] = useState(searchOpen);

  return (
    <div className="flex min-h-screen flex-col bg-cream text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-ink focus:px-4 focus:py-2 focus:text-cream"
      >
        {t('nav.skipToContent')}
      </a>
      <TopBar
        onSearch={() => {
          setSearchWanted(true);
          setSearchOpen(true);
        }}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A new boundary per path, so a page still loading shows the spinner rather than the old page. */}
        <Suspense key={pathname} fallback={<Spinner centered />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </main>
      <SessionFooter />
      <PendingReservationReturn />
      {searchWanted ? (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} initialQuery={initialQuery} />
        </Suspense>
      ) : null}
    </div>
  );
}
