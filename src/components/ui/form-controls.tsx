// The form primitives, composed as shadcn/ui composes them: each styles one element, forwards its ref and takes
// `className` for that element. `field.tsx` builds the labelled fields from them; a form with its own layout
// (the CRM's filter bars, say) uses them directly.
import {
  forwardRef,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn';

type AriaInvalid = InputHTMLAttributes<HTMLInputElement>['aria-invalid'];

const isInvalid = (value: AriaInvalid): boolean => value === true || value === 'true';

/** The look every text control shares; a red border when aria-invalid says so. */
const controlClass = (invalid: AriaInvalid) =>
  cn(
    'rounded-lg border bg-white px-3 text-base text-ink focus:outline-2 focus:outline-moss disabled:opacity-60',
    isInvalid(invalid) ? 'border-rust' : 'border-ink/30',
  );

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input ref={ref} className={cn(controlClass(props['aria-invalid']), 'h-11', className)} {...props} />
  );
});

export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function NativeSelect({ className, ...props }, ref) {
    return (
      <select ref={ref} className={cn(controlClass(props['aria-invalid']), 'h-11', className)} {...props} />
    );
  },
);

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, ...props }, ref) {
    return (
      <textarea ref={ref} className={cn(controlClass(props['aria-invalid']), 'py-2', className)} {...props} />
    );
  },
);

export const Checkbox = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function Checkbox({ className, ...props }, ref) {
    return <input ref={ref} type="checkbox" className={cn('h-5 w-5 accent-moss', className)} {...props} />;
  },
);

export const Radio = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function Radio({ className, ...props }, ref) {
    return <input ref={ref} type="radio" className={cn('h-4 w-4 accent-moss', className)} {...props} />;
  },
);

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the caller gives htmlFor or a child control
  return <label className={cn('text-sm font-medium text-ink', className)} {...props} />;
}

/** A control's hint or error, by its id (`<control id>-hint` / `-error`, what `describedBy` lists). */
export function FieldMessage({
  id,
  tone,
  className,
  ...props
}: Omit<HTMLAttributes<HTMLParagraphElement>, 'id'> & { id: string; tone: 'hint' | 'error' }) {
  return (
    <p
      id={`${id}-${tone}`}
      className={cn(tone === 'error' ? 'text-sm text-rust' : 'text-xs text-ink/70', className)}
      {...props}
    />
  );
}

/** The aria-describedby of a control with an optional hint and error. */
export const describedBy = (id: string, hint?: string, error?: string): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
