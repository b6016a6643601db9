// A titled section that opens and closes (Radix Collapsible), with the state shown by a chevron.
import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function CollapsibleSection({
  title,
  children,
  defaultOpen = false,
  className,
  headingLevel = 3,
  id,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  headingLevel?: 2 | 3 | 4;
  /** The section's anchor (a link to the page#id reaches it). */
  id?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <CollapsiblePrimitive.Root
      id={id}
      defaultOpen={defaultOpen}
      className={cn('scroll-mt-24 border-b border-ink/10', className)}
    >
      <Heading className="m-0">
        <CollapsiblePrimitive.Trigger className="group flex w-full items-center justify-between gap-4 py-3 text-left font-medium hover:text-moss focus-visible:outline-2 focus-visible:outline-moss">
          {title}
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            className="shrink-0 transition-transform group-data-[state=open]:rotate-180"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </CollapsiblePrimitive.Trigger>
      </Heading>
      <CollapsiblePrimitive.Content className="pb-4 text-sm leading-relaxed text-ink/85">
        {children}
      </CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}
