// Dates in the page's language.
import { dateFormat } from '@/lib/locale';

export function formatDate(value: string, language: string, withTime = false): string {
  return dateFormat(language, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) }).format(
    new Date(value),
  );
}
