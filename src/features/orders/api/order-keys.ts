export const orderKeys = {
  all: ['orders'] as const,
  receipt: (orderId: string) => [...orderKeys.all, 'receipt', orderId] as const,
  mine: (userId: string) => [...orderKeys.all, 'mine', userId] as const,
  myReservations: (userId: string) => [...orderKeys.all, 'my-reservations', userId] as const,
  myOrderSummaries: (userId: string) => [...orderKeys.all, 'my-order-summaries', userId] as const,
  withdrawal: (identity: string) => [...orderKeys.all, 'withdrawal', identity] as const,
};
