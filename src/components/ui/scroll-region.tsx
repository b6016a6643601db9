// A table too wide for a phone scrolls sideways inside this region, which takes keyboard focus so that it can
// be scrolled without a mouse. Its name says so, and differs from the section around it that often has the
// table's name (two regions of one name are ambiguous landmarks: axe's landmark-unique).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('common.scrollRegion', { label })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-ink', className)}
    >
      {children}
    </div>
  );
}
