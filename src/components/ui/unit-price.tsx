// The price per 100 ml or per kg beside a price (src/lib/unit-price.ts formats it): on the product cards, in the
// product dialog, on the cart's and the checkout's lines. The label is read before it by screen readers.
import { cn } from '@/lib/cn';

export function UnitPrice({
  text,
  label,
  className,
}: {
  text: string | null;
  label: string;
  className?: string;
}) {
  if (!text) return null;
  return (
    <p className={cn('text-xs text-ink/70', className)} data-testid="unit-price">
      <span className="sr-only">{label} </span>
      {text}
    </p>
  );
}
