// The cart's promotion code: type it and apply it (checked on the server for these lines), see its reduction,
// or remove it. It is a reduction of the order, never a struck-through price of a product (the 30-day rule).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldMessage, Input, Label } from '@/components/ui/form-controls';
import { formatMoney, type Currency } from '@/lib/money';
import { checkPromoCode, type PromoCheck } from '@/features/checkout/api/promo-code';

export function promoErrorText(
  t: (key: string, options?: Record<string, unknown>) => string,
  check: Extract<PromoCheck, { ok: false }>,
  money: (amount: number) => string,
): string {
  if (check.error === 'promo_minimum' && check.minimum != null) {
    return t('promo.errors.promo_minimum_amount', { amount: money(check.minimum) });
  }
  return t(`promo.errors.${check.error}`, { defaultValue: t('promo.errors.failed') });
}

export function PromoCodeField({
  applied,
  onApply,
  check,
  items,
  currency,
}: {
  applied: string;
  onApply: (code: string) => void;
  check: PromoCheck | undefined;
  items: { product_id: string; quantity: number }[];
  currency: Currency;
}) {
  const { t, i18n } = useTranslation('checkout');
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (amount: number) =>
    formatMoney(amount, currency, i18n.language, { cents: !Number.isInteger(amount) });

  async function apply(event: FormEvent) {
    event.preventDefault();
    const code = text.trim();
    if (!code) {
      setProblem(t('promo.errors.empty'));
      return;
    }
    setBusy(true);
    const answer = await checkPromoCode(code, i18n.language === 'fr' ? 'fr' : 'en', items, currency);
    setBusy(false);
    if (answer.ok) {
      setProblem(null);
      setText('');
      onApply(answer.code);
    } else {
      setProblem(promoErrorText(t, answer, money));
    }
  }

  if (applied) {
    return (
      <div className="mt-4 border-t border-ink/10 pt-4 text-sm" data-testid="promo-applied">
        <p className="flex justify-between gap-3">
          <span>{t('promo.line', { code: applied })}</span>
          <span className="font-semibold" data-testid="promo-discount">
            {check?.ok ? `−${money(check.discount)}` : '…'}
          </span>
        </p>
        {check && !check.ok ? (
          <p role="alert" className="mt-1 text-rust">
            {promoErrorText(t, check, money)}
          </p>
        ) : null}
        <Button variant="ghost" size="sm" className="mt-1" onClick={() => onApply('')}>
          {t('promo.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form className="mt-4 border-t border-ink/10 pt-4" onSubmit={apply} noValidate>
      <Label htmlFor={id}>{t('promo.label')}</Label>
      <div className="mt-1 flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className="min-w-0 flex-1 uppercase"
        />
        <Button type="submit" variant="outline" disabled={busy}>
          {t('promo.apply')}
        </Button>
      </div>
      {problem ? (
        <FieldMessage id={id} tone="error" role="alert" className="mt-1">
          {problem}
        </FieldMessage>
      ) : null}
    </form>
  );
}
