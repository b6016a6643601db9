// The currency chooser of the top bar, the drawer and the cart: a native select (the keyboard and a phone's own
// picker for free), labelled. A choice is stored and wins over the language's currency from then on.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
// clsx, not cn(): the top bar is in the first load, which tailwind-merge stays out of.
import { clsx } from 'clsx';
import { CURRENCIES, isCurrency, storeCurrency } from '@/lib/currency';
import { useCurrency } from '@/lib/use-currency';

export function CurrencySelect({
  label,
  showLabel = false,
  className,
}: {
  /** The control's name: "Currency" in the top bar (read, not shown), "Pay in" in the cart (shown). */
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const id = useId();
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm' : 'sr-only'}>
        {label ?? t('currency.label')}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(event) => {
          if (isCurrency(event.target.value)) storeCurrency(event.target.value);
        }}
        className="h-9 cursor-pointer rounded-full border border-ink/20 bg-transparent px-3 text-sm font-semibold text-ink hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-ink"
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {t(`currency.${code}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
