// The shared shell of both checkouts: details, a summary slot (which shows the amount to pay), the button that
// commits to pay, worded as the consumer code asks (L221-14), the withdrawal notice and the server's answer.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuaranteeNotice } from '@/components/legal/guarantee-notice';
import { Button } from '@/components/ui/button';
import {
  validateDetails,
  type DetailsErrors,
  type CheckoutDetails,
} from '@/features/checkout/checkout-model';
import { CheckoutError } from '@/features/checkout/api/create-checkout';
import { DetailsFields } from './details-fields';
import { LegalLinks } from './legal-link';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';

export interface PayFormProps {
  details: CheckoutDetails;
  onDetailsChange: (next: CheckoutDetails) => void;
  summary: ReactNode;
  /** Extra checks of the caller (e.g. the cancellation policy); translation keys by field. */
  extraErrors?: () => Record<string, string>;
  extraFields?: (errors: Record<string, string>) => ReactNode;
  /** Starts the payment and returns the provider's page. */
  onPay: () => Promise<{ url: string }>;
}

const SERVER_FIELDS: Record<string, keyof CheckoutDetails> = {
  'contact.email': 'email',
  'contact.name': 'name',
  'contact.phone': 'phone',
  'shipping.line1': 'line1',
  'shipping.city': 'city',
  'shipping.postal_code': 'postalCode',
  'shipping.country': 'country',
  // The terms refused (not accepted, or another version than the current one): said beside the box.
  accept_terms: 'acceptTerms',
};

export function PayForm({
  details,
  onDetailsChange,
  summary,
  extraErrors,
  extraFields,
  onPay,
}: PayFormProps) {
  const { t } = useTranslation('checkout');
  const [errors, setErrors] = useState<DetailsErrors & Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { ...validateDetails(details), ...(extraErrors?.() ?? {}) };
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      // Take the keyboard and the screen reader to the first field that needs attention.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      const { url } = await onPay();
      window.location.assign(url);
    } catch (error) {
      const code = error instanceof CheckoutError ? error.code : 'server_error';
      const field = error instanceof CheckoutError && error.field ? SERVER_FIELDS[error.field] : undefined;
      // A limit's figure, or the wait in whole minutes, for the refusals that carry one.
      const figures = error instanceof CheckoutError ? error.figures : {};
      const message = t([`errors.server.${code}`, 'errors.server.server_error'], {
        limit: figures.limit,
        minutes: Math.max(1, Math.ceil((figures.retry_after ?? 60) / 60)),
      });
      if (field) setErrors({ [field]: `errors.server.${code}` });
      setFormError(message);
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]"
    >
      <div className="flex flex-col gap-8">
        <DetailsFields value={details} errors={errors} onChange={onDetailsChange} />
        {extraFields?.(errors)}
        {/* Before the order, as the law places it (Directive 2011/83/EU art. 6(1)(l)): both checkouts show it. */}
        <GuaranteeNotice />
      </div>
      <aside className="h-fit rounded-2xl bg-white/70 p-6 shadow-sm ring-1 ring-ink/5 lg:sticky lg:top-24">
        {summary}
        {formError ? <ErrorAlert className="mt-4">{formError}</ErrorAlert> : null}
        <Button type="submit" className="mt-6 w-full" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('redirecting') : t('placeOrder')}
        </Button>
        <p className="mt-3 text-xs text-ink/70">{t('securePayment')}</p>
        <p className="mt-2 text-xs text-ink/70">
          <LegalLinks
            text={t('withdrawalNotice')}
            links={{ terms: `${paths.terms}#withdrawal` }}
            newTab={t('newTab')}
          />
        </p>
      </aside>
    </form>
  );
}
