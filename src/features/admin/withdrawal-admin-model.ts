// Withdrawal requests in the admin's order page: the refund deadline's urgency and the amount the refund form
// starts from. Pure: no React, no I/O.

export interface AdminWithdrawalLine {
  order_item_id: string;
  quantity: number;
}

export interface AdminWithdrawalLike {
  status: string;
  withdrawal_items: AdminWithdrawalLine[];
}

export interface OrderLineLike {
  id: string;
  unit_price: number | string;
  quantity: number;
}

/** A refund deadline: past, close (less than 3 days left) or not yet close. Only open requests have one. */
export function deadlineState(deadline: string, now: Date = new Date()): 'past' | 'close' | 'ok' {
  const left = new Date(deadline).getTime() - now.getTime();
  if (left <= 0) return 'past';
  return left < 3 * 86_400_000 ? 'close' : 'ok';
}

/** The withdrawn lines at the prices paid. */
export function withdrawalValue(withdrawal: AdminWithdrawalLike, lines: OrderLineLike[]): number {
  const cents = withdrawal.withdrawal_items.reduce((sum, item) => {
    const line = lines.find((candidate) => candidate.id === item.order_item_id);
    return sum + Math.round(Number(line?.unit_price ?? 0) * 100) * item.quantity;
  }, 0);
  return cents / 100;
}

/** Whether the requests not refused cover every unit of every line: the whole order is withdrawn. */
export function wholeOrderWithdrawn(withdrawals: AdminWithdrawalLike[], lines: OrderLineLike[]): boolean {
  return lines.every((line) => {
    const withdrawn = withdrawals
      .filter((withdrawal) => withdrawal.status !== 'refused')
      .flatMap((withdrawal) => withdrawal.withdrawal_items)
      .filter((item) => item.order_item_id === line.id)
      .reduce((sum, item) => sum + item.quantity, 0);
    return withdrawn >= line.quantity;
  });
}

/**
 * What the refund form proposes: the withdrawn lines' value, plus the delivery cost when this request completes
 * the withdrawal of the whole order (the standard delivery is refunded too), never more than is refundable.
 */
export function refundPrefill(
  withdrawal: AdminWithdrawalLike,
  all: AdminWithdrawalLike[],
  lines: OrderLineLike[],
  shipping: number,
  refundable: number,
): number {
  const value = withdrawalValue(withdrawal, lines) + (wholeOrderWithdrawn(all, lines) ? shipping : 0);
  return Math.max(0, Math.min(Math.round(value * 100) / 100, Math.round(refundable * 100) / 100));
}
