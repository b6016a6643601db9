// The admin order page's formats: exact amounts in the order's currency, dates and times in the admin's language.
import { useTranslation } from 'react-i18next';
import { asCurrency, dateFormat } from '@/lib/locale';
import { formatMoney } from '@/lib/money';
import type { AdminOrder } from '@/features/admin/api/get-admin-order';

/** What a section of the admin order page takes: the order, and the page's amount and date-time formats. */
export interface OrderSectionProps {
  order: AdminOrder;
  money: (amount: number) => string;
  dateTime: (value: string) => string;
}

export function useFormats(currency: string) {
  const { i18n } = useTranslation('admin');
  const code = asCurrency(currency);
  // Amounts here are exact: the shop rounds for display, the admin sees cents.
  const money = (amount: number | string | null) =>
    formatMoney(Number(amount ?? 0), code, i18n.language, { cents: true });
  const dateTime = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = dateFormat(i18n.language, { dateStyle: 'long' });
  return {
    money,
    dateTime: (value: string) => dateTime.format(new Date(value)),
    date: (value: string) => date.format(new Date(`${value.slice(0, 10)}T00:00:00`)),
  };
}
