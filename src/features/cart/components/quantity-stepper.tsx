import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/form-controls';
import { MAX_QUANTITY } from '@/features/cart/cart-model';

/** − / + buttons around a number input; typing commits on blur or Enter, 0 removes the line. */
export function QuantityStepper({
  quantity,
  name,
  onChange,
}: {
  quantity: number;
  name: string;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('shop');
  const id = useId();
  // What the shopper is typing; null when not editing, so the input shows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const value = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isNaN(value) && value !== quantity) onChange(value);
  };

  const stepClass =
    'inline-flex h-10 w-10 items-center justify-center text-lg hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-moss disabled:opacity-40';
  return (
    <div className="inline-flex items-center rounded-full border border-ink/25">
      <button
        type="button"
        className={`${stepClass} rounded-l-full`}
        onClick={() => onChange(quantity - 1)}
        aria-label={t('cart.decrease', { name })}
      >
        −
      </button>
      <Label htmlFor={id} className="sr-only">
        {t('cart.quantityOf', { name })}
      </Label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_QUANTITY}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="h-10 w-16 border-x border-ink/25 bg-transparent text-center [appearance:textfield] focus:outline-2 focus:outline-moss [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={`${stepClass} rounded-r-full`}
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= MAX_QUANTITY}
        aria-label={t('cart.increase', { name })}
      >
        +
      </button>
    </div>
  );
}
