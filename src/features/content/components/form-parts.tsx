// Pieces the two brand forms share: the form-level failure and the translation of a field error.
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { FieldError } from '../content-model';

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
