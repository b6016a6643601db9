// A shipping date as the shop writes it: a recorded day read as that calendar day, in the shopper's language
// and date format. Shared by the cart, the checkout and the order confirmation.
import { dateFormat } from './locale';
import { shopDay } from './shop-day';

/**
 * A recorded day ('2026-12-31', as SQL's date answers) as a calendar date: read at noon so that no time zone
 * moves it to the day before or after.
 */
export function recordedDay(day: string | null): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T12:00:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Today in the shop's time zone, as a calendar date read at noon: the day the database will record for an order
 * placed now, whatever the shopper's clock says (past 11 pm in New York it is already tomorrow in Paris).
 */
export function shopToday(now = new Date()): Date {
  return recordedDay(shopDay(now)) ?? now;
}

/** The date in the shopper's language and date format (long: "January 5, 2027", "5 janvier 2027"). */
export const formatShipDate = (date: Date, language: string): string =>
  dateFormat(language, { dateStyle: 'long' }).format(date);
