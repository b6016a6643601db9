// The navigation of SPEC.md 2, shared by the top bar and the mobile drawer.

export interface NavLink {
  to: string;
  labelKey: string;
}

export const MAIN_LINKS: NavLink[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/collection', labelKey: 'nav.collection' },
  { to: '/ritual', labelKey: 'nav.ritual' },
  { to: '/our-story', labelKey: 'nav.ourStory' },
  { to: '/journal', labelKey: 'nav.journal' },
  { to: '/our-commitment', labelKey: 'nav.ourCommitment' },
  { to: '/experiences', labelKey: 'nav.experiences' },
];

export const ADMIN_LINKS: NavLink[] = [
  { to: '/admin/products', labelKey: 'nav.adminProducts' },
  { to: '/admin/orders', labelKey: 'nav.adminOrders' },
];
