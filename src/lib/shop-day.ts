// The shop's days are Paris's: the day an order is placed (orders.created_on), the withdrawal deadlines and the
// accountant's periods are counted there, whatever the shopper's or the owner's clock says.
export const SHOP_TIME_ZONE = 'Europe/Paris';

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's day at that instant, as SQL writes a date ('2026-11-28'). */
export const shopDay = (now = new Date()): string => DAY.format(now);
