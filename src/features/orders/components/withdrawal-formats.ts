// Dates and amounts as the withdrawal screens write them, in the page's language.
import { useTranslation } from 'react-i18next';
import { dateFormat } from '@/lib/locale';
import { formatMoney } from '@/lib/money';
import { SHOP_TIME_ZONE } from '@/lib/shop-day';

export function useWithdrawalFormats() {
  const { i18n } = useTranslation('orders');
  const date = dateFormat(i18n.language, { dateStyle: 'long' });
  const dateTime = dateFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const parisDay = dateFormat(i18n.language, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
  return {
    /** The last day of a period that ends at midnight in Paris (withdrawal_deadline), as that day's date. */
    lastDay: (iso: string) => parisDay.format(new Date(new Date(iso).getTime() - 1)),
    date: (iso: string) => date.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    money: (amount: number, currency: 'usd' | 'eur') => formatMoney(amount, currency, i18n.language),
  };
}
