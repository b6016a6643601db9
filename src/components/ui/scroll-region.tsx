// A table too wide for a phone scrolls sideways inside this region, which takes keyboard focus so that it can
// be scrolled without a mouse.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-ink', className)}
    >
      {children}
    </div>
  );
}
