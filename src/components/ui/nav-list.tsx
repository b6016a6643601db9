// A list of router links with the current page's link marked: the top bar, the side drawer, the admin bar and the
// CRM's section links each give it their own classes (every link's, and those the current one adds, or the
// others). clsx, not cn: the top bar is in the first load, which must not carry tailwind-merge, so the classes
// a link has in one state only go in that state's prop, never in linkClassName.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

export interface NavListItem {
  to: string;
  label: string;
  /** Active only on its own path, not on the paths below it. */
  end: boolean;
  /** Shown after the label, inside the link (the admin's count of open alerts). */
  badge?: ReactNode;
}

export function NavList({
  items,
  className,
  linkClassName,
  activeClassName,
  inactiveClassName,
  onNavigate,
}: {
  items: NavListItem[];
  className: string;
  linkClassName: string;
  activeClassName: string;
  inactiveClassName?: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) => clsx(linkClassName, isActive ? activeClassName : inactiveClassName)}
          >
            {item.label}
            {item.badge}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
