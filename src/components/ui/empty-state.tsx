import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * A message for an empty page area and the one link that gets the shopper going again. messageRef: the message
 * can then take focus from a script (e.g. after the page emptied what had focus).
 */
export function EmptyState({
  message,
  actionLabel,
  to,
  className,
  messageRef,
}: {
  message: string;
  actionLabel: string;
  to: string;
  className?: string;
  messageRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <div className={cn('mt-8 rounded-2xl bg-white/60 p-8 text-center', className)}>
      <p
        ref={messageRef}
        tabIndex={messageRef ? -1 : undefined}
        className="text-lg focus:outline-none focus-visible:outline-2 focus-visible:outline-moss"
      >
        {message}
      </p>
      <Button asChild className="mt-6">
        <Link to={to}>{actionLabel}</Link>
      </Button>
    </div>
  );
}
