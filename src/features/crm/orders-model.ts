// The CRM orders list: its page size. Its filter is the one of the admin orders list (src/lib/order-filter.ts).

export const ORDERS_PAGE_SIZE = 25;
