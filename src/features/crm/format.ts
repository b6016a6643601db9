// Dates in the page's language.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: string, language: string, withTime = false): string {
  const key = `${language}:${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(value));
}
