// The admin order page's formats: exact amounts in the order's currency, dates and times in the admin's language.
import { useTranslation } from 'react-i18next';

export function useFormats(currency: string) {
  const { i18n } = useTranslation('admin');
  const locale = i18n.language === 'fr' ? 'fr-FR' : 'en-US';
  const code = currency === 'eur' ? 'eur' : 'usd';
  // Amounts here are exact: the shop rounds for display, the admin sees cents.
  const money = (amount: number | string | null) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: code.toUpperCase() }).format(
      Number(amount ?? 0),
    );
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  return {
    money,
    dateTime: (value: string) => dateTime.format(new Date(value)),
    date: (value: string) => date.format(new Date(`${value.slice(0, 10)}T00:00:00`)),
  };
}
