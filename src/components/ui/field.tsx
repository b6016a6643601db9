// Labelled form controls with their hint and error next to them, wired for screen readers: a text input
// (Field), a select, a text area and a checkbox. Every form of the shop, the admin and the CRM uses these.
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';

interface Described {
  label: string;
  error?: string;
  hint?: string;
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

const controlClass = (error?: string) =>
  cn(
    'rounded-lg border bg-white px-3 text-base text-ink focus:outline-2 focus:outline-moss disabled:opacity-60',
    error ? 'border-rust' : 'border-ink/30',
  );

function Notes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
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

function Labelled({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & Described;

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, className, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Labelled id={inputId} label={label} className={className}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={cn(controlClass(error), 'h-11')}
        {...props}
      />
      <Notes id={inputId} hint={hint} error={error} />
    </Labelled>
  );
});

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & Described & { children: ReactNode }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClass(error), 'h-11')}
        {...props}
      >
        {children}
      </select>
      <Notes id={id} hint={hint} error={error} />
    </Labelled>
  );
}

export function TextareaField({
  label,
  error,
  hint,
  className,
  controlClassName,
  rows = 4,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Described & { controlClassName?: string }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClass(error), 'py-2', controlClassName)}
        {...props}
      />
      <Notes id={id} hint={hint} error={error} />
    </Labelled>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  hint,
}: Described & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="h-5 w-5 accent-moss"
        />
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
      </div>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}
