// A list of router links with the current page's link marked: the top bar, the side drawer, the admin bar and the
// CRM's section links each give it their own classes (a link's, and those the current one adds, or the others).
import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';

export interface NavListItem {
  to: string;
  label: string;
  /** Active only on its own path, not on the paths below it. */
  end: boolean;
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
            className={({ isActive }) => cn(linkClassName, isActive ? activeClassName : inactiveClassName)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
