// The side drawer's panel: the same items as the top bar, focus kept inside by Radix Dialog.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { NavList } from '@/components/ui/nav-list';
import { navItems, type NavLink } from './nav-links';
import { CurrencySelect } from './currency-select';
import { AccountControl, CartButton, LanguageToggle, SearchButton, type NavSession } from './nav-actions';

export interface DrawerPanelProps {
  links: NavLink[];
  session: NavSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function MobileDrawerPanel({ links, session, open, onOpenChange }: DrawerPanelProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);

  // Any navigation, including the browser's back button, closes the drawer.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right" closeLabel={t('nav.closeMenu')} data-testid="mobile-drawer">
        <DialogTitle>{t('nav.menuTitle')}</DialogTitle>
        <DialogDescription className="sr-only">{t('nav.menuDescription')}</DialogDescription>
        <nav aria-label={t('nav.mainLabel')} className="mt-6">
          <NavList
            items={navItems(links, t)}
            className="flex flex-col gap-1"
            onNavigate={close}
            linkClassName="block rounded-lg px-3 py-3 text-lg hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-ink"
            activeClassName="font-semibold"
          />
        </nav>
        <div className="mt-6 flex flex-wrap items-center gap-2 border-t border-ink/10 pt-6">
          <LanguageToggle />
          <CurrencySelect />
          <SearchButton
            onSearch={() => {
              close();
              session.onSearch();
            }}
          />
          <CartButton count={session.cartCount} onNavigate={close} />
          <AccountControl isSignedIn={session.isSignedIn} onSignOut={session.onSignOut} onNavigate={close} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
