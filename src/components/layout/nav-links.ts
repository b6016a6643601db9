// The navigation of SPEC.md 2, shared by the top bar and the mobile drawer.
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
