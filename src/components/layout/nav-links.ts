// The navigation of SPEC.md 2, shared by the top bar and the mobile drawer.
import type { NavListItem } from '@/components/ui/nav-list';
import { paths } from '@/lib/paths';

export interface NavLink {
  to: string;
  labelKey: string;
}

export const MAIN_LINKS: NavLink[] = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.collection, labelKey: 'nav.collection' },
  { to: paths.ritual, labelKey: 'nav.ritual' },
  { to: paths.ourStory, labelKey: 'nav.ourStory' },
  { to: paths.journal, labelKey: 'nav.journal' },
  { to: paths.ourCommitment, labelKey: 'nav.ourCommitment' },
  { to: paths.experiences, labelKey: 'nav.experiences' },
];

export const ADMIN_LINKS: NavLink[] = [
  { to: paths.adminProducts, labelKey: 'nav.adminProducts' },
  { to: paths.adminOrders, labelKey: 'nav.adminOrders' },
];

/** The links as the lists show them: labelled in the page's language, Home active on its own path only. */
export const navItems = (links: NavLink[], t: (key: string) => string): NavListItem[] =>
  links.map((link) => ({ to: link.to, end: link.to === paths.home, label: t(link.labelKey) }));
