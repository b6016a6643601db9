// Query keys of the admin feature; mutations invalidate through these, never a literal array.
export const adminKeys = {
  all: ['admin'] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (filters: object) => [...adminKeys.orders(), 'list', filters] as const,
  order: (id: string) => [...adminKeys.orders(), 'detail', id] as const,
};
