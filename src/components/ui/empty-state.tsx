import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** A message for an empty page area and the one link that gets the shopper going again. */
export function EmptyState({
  message,
  actionLabel,
  to,
  className,
}: {
  message: string;
  actionLabel: string;
  to: string;
  className?: string;
}) {
  return (
    <div className={cn('mt-8 rounded-2xl bg-white/60 p-8 text-center', className)}>
      <p className="text-lg">{message}</p>
      <Button asChild className="mt-6">
        <Link to={to}>{actionLabel}</Link>
      </Button>
    </div>
  );
}
