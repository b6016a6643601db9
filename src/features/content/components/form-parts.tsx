// Pieces the two brand forms share: their state and submit flow, the form-level failure and the translation of
// a field error.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { readSubmitError, type Errors, type FieldError } from '@/features/content/content-model';

// A type, not an interface: t() takes it as interpolation values.
type Sent = { name: string; email: string };

/**
 * Values, errors next to the fields, a form-level failure and the confirmation of a brand form: validated here,
 * sent, then emptied to `afterSent`; what the server refuses lands on its field or as the failure line, and
 * the typed text is kept.
 */
export function useBrandForm<V extends { [K in keyof V]: string }>(options: {
  initial: V;
  afterSent: V;
  validate: (values: V) => Errors<V>;
  send: (values: V, locale: string) => Promise<unknown>;
  confirmation: (values: V) => Sent;
}) {
  const { t, i18n } = useTranslation('content');
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const set = (name: keyof V) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = options.validate(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await options.send(values, i18n.language);
      setSent(options.confirmation(values));
      setValues(options.afterSent);
    } catch (error) {
      const read = readSubmitError(error);
      if (read.kind === 'field') setErrors({ [read.field]: read.error } as Errors<V>);
      else setFailure(t(`errors.${read.kind}`));
    }
  }

  return { values, errors, failure, sent, set, submit, again: () => setSent(null) };
}

export function useErrorText() {
  const { t } = useTranslation('content');
  return (error: FieldError | undefined) =>
    error ? t(`errors.${error.key}`, { max: error.max }) : undefined;
}

export function FormFailure({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cn('rounded-lg bg-rust/10 p-3 text-sm text-rust', className)}>
      {message}
    </p>
  );
}
