// The menu button for small screens. The drawer itself (Radix Dialog) loads on first use, not with the page.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { MenuIcon } from '@/components/ui/icons';
import type { NavLink } from './nav-links';
import type { NavSession } from './nav-actions';

const loadPanel = () => import('./mobile-drawer-panel');
const MobileDrawerPanel = lazy(loadPanel);

export function MobileDrawer({ links, session }: { links: NavLink[]; session: NavSession }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      {/* A plain button with the variants' classes joined by clsx: Button's cn() would bring tailwind-merge into the first load. */}
      <button
        type="button"
        className={clsx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel links={links} session={session} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
