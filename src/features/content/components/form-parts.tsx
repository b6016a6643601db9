// Pieces the two brand forms share: a labelled select and textarea wired like Field, the form-level failure,
// and the translation of a field error.
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { FieldError } from '../content-model';

export function useErrorText() {
  const { t } = useTranslation('content');
  return (error: FieldError | undefined) =>
    error ? t(`errors.${error.key}`, { max: error.max }) : undefined;
}

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink/70">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rust">
          {error}
        </p>
      ) : null}
    </>
  );
}

const control = (error?: string) =>
  cn(
    'rounded-lg border bg-white px-3 text-base text-ink focus:outline-2 focus:outline-moss',
    error ? 'border-rust' : 'border-ink/30',
  );

export function SelectField({
  label,
  error,
  children,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={cn(control(error), 'h-11')}
        {...props}
      >
        {children}
      </select>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

export function TextareaField({
  label,
  error,
  hint,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(control(error), 'min-h-40 py-2')}
        {...props}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function FormFailure({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cn('rounded-lg bg-rust/10 p-3 text-sm text-rust', className)}>
      {message}
    </p>
  );
}
