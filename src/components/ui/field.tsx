// Labelled form controls with their hint and error next to them, wired for screen readers: a text input
// (Field), a select, a text area and a checkbox, composed from the primitives of form-controls.tsx.
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn';
import { Checkbox, describedBy, FieldMessage, Input, Label, NativeSelect, Textarea } from './form-controls';

interface Described {
  label: string;
  error?: string;
  hint?: string;
}

/** A field's hint and error, each tied to the field by `id` (aria-describedby); also under the admin's rich text editor. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <FieldMessage id={id} tone="hint">
          {hint}
        </FieldMessage>
      ) : null}
      {error ? (
        <FieldMessage id={id} tone="error">
          {error}
        </FieldMessage>
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
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & Described & { controlClassName?: string };

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, className, controlClassName, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Labelled id={inputId} label={label} className={className}>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={controlClassName}
        {...props}
      />
      <FieldNotes id={inputId} hint={hint} error={error} />
    </Labelled>
  );
});

export function SelectField({
  label,
  error,
  hint,
  className,
  controlClassName,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & Described & { controlClassName?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClassName}
        {...props}
      >
        {children}
      </NativeSelect>
      <FieldNotes id={id} hint={hint} error={error} />
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
      <Textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClassName}
        {...props}
      />
      <FieldNotes id={id} hint={hint} error={error} />
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
        <Checkbox
          id={id}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <Label htmlFor={id}>{label}</Label>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
