// The right of withdrawal as the shop shows it: what the withdrawal functions answer, read defensively, and the
// rules of the two-step form (public.withdrawal_options, request_withdrawal, request_withdrawal_guest). Pure.
import { isOrderStatus, type OrderStatus } from '@/lib/order-filter';
import { dbErrorKey } from '@/lib/db-error';

export type WithdrawalClosedReason = 'not_paid' | 'cancelled' | 'refunded' | 'period_ended' | 'all_withdrawn';
export type WithdrawalStatus = 'requested' | 'refunded' | 'refused';

export interface WithdrawableLine {
  id: string;
  product_name: string;
  product_image: string | null;
  unit_price: number;
  /** Bought. */
  quantity: number;
  /** Already withdrawn by requests not refused. */
  withdrawn: number;
  /** What may still be withdrawn. */
  available: number;
}

export interface WithdrawalRecord {
  id: string;
  status: WithdrawalStatus;
  requested_at: string;
  refund_deadline: string;
  statement: string;
  refund_amount: number | null;
  refused_reason: string | null;
  lines: { order_item_id: string; product_name: string; unit_price: number; quantity: number }[];
}

export interface WithdrawalOptions {
  order_id: string;
  number: string;
  /** The order's status; null for a value the shop does not know. */
  status: OrderStatus | null;
  currency: 'usd' | 'eur';
  created_at: string;
  delivered_at: string | null;
  /** The end of the withdrawal period of a delivered order; null before delivery. */
  deadline: string | null;
  open: boolean;
  reason: WithdrawalClosedReason | null;
  /** Goods shipped or delivered: they have to come back (the shop checks their seals then). */
  goods_sent: boolean;
  lines: WithdrawableLine[];
  withdrawals: WithdrawalRecord[];
}

export interface WithdrawalAnswer {
  created: boolean;
  withdrawal: WithdrawalRecord;
}

const REASONS: WithdrawalClosedReason[] = [
  'not_paid',
  'cancelled',
  'refunded',
  'period_ended',
  'all_withdrawn',
];
const STATUSES: WithdrawalStatus[] = ['requested', 'refunded', 'refused'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function parseWithdrawalRecord(data: unknown): WithdrawalRecord | null {
  if (!isRecord(data) || typeof data.id !== 'string') return null;
  const status = STATUSES.find((candidate) => candidate === data.status) ?? 'requested';
  return {
    id: data.id,
    status,
    requested_at: str(data.requested_at),
    refund_deadline: str(data.refund_deadline),
    statement: str(data.statement),
    refund_amount:
      data.refund_amount === null || data.refund_amount === undefined ? null : num(data.refund_amount),
    refused_reason: strOrNull(data.refused_reason),
    lines: (Array.isArray(data.lines) ? data.lines.filter(isRecord) : []).map((line) => ({
      order_item_id: str(line.order_item_id),
      product_name: str(line.product_name),
      unit_price: num(line.unit_price),
      quantity: num(line.quantity),
    })),
  };
}

/** The options of step 1, or null (not the member's order; the number and email do not match). */
export function parseWithdrawalOptions(data: unknown): WithdrawalOptions | null {
  if (!isRecord(data) || typeof data.order_id !== 'string') return null;
  return {
    order_id: data.order_id,
    number: str(data.number),
    status: isOrderStatus(data.status) ? data.status : null,
    currency: data.currency === 'eur' ? 'eur' : 'usd',
    created_at: str(data.created_at),
    delivered_at: strOrNull(data.delivered_at),
    deadline: strOrNull(data.deadline),
    open: data.open === true,
    reason: REASONS.find((reason) => reason === data.reason) ?? null,
    goods_sent: data.goods_sent === true,
    lines: (Array.isArray(data.lines) ? data.lines.filter(isRecord) : []).map((line) => ({
      id: str(line.id),
      product_name: str(line.product_name),
      product_image: strOrNull(line.product_image),
      unit_price: num(line.unit_price),
      quantity: num(line.quantity),
      withdrawn: num(line.withdrawn),
      available: num(line.available),
    })),
    withdrawals: (Array.isArray(data.withdrawals) ? data.withdrawals : [])
      .map(parseWithdrawalRecord)
      .filter((record): record is WithdrawalRecord => record !== null),
  };
}

export function parseWithdrawalAnswer(data: unknown): WithdrawalAnswer | null {
  if (!isRecord(data)) return null;
  const withdrawal = parseWithdrawalRecord(data.withdrawal);
  return withdrawal ? { created: data.created === true, withdrawal } : null;
}

/** Quantity chosen per order line id (absent or 0: not withdrawn). */
export type Selection = Record<string, number>;

/** The items a request sends: the chosen lines, each within what is left of it. */
export function selectedItems(
  options: Pick<WithdrawalOptions, 'lines'>,
  selection: Selection,
): { order_item_id: string; quantity: number }[] {
  return options.lines
    .map((line) => ({
      order_item_id: line.id,
      quantity: Math.min(Math.max(Math.trunc(selection[line.id] ?? 0), 0), line.available),
    }))
    .filter((item) => item.quantity > 0);
}

export type SelectionProblem = 'noneSelected';

/** Why step 1 cannot go on: nothing chosen. The seals are the shop's to check when the goods come back. */
export function selectionProblems(
  options: Pick<WithdrawalOptions, 'lines'>,
  selection: Selection,
): SelectionProblem[] {
  return selectedItems(options, selection).length === 0 ? ['noneSelected'] : [];
}

export type WithdrawalErrorCode = 'closed' | 'quantityExceeded' | 'notFound' | 'tooManyAttempts' | 'failed';

/** What the app says about a refused request, from the function's error (message, details). */
export function withdrawalErrorCode(error: unknown): WithdrawalErrorCode {
  return dbErrorKey<WithdrawalErrorCode>(error, {
    messages: {
      withdrawal_closed: 'closed',
      quantity_exceeded: 'quantityExceeded',
      not_found: 'notFound',
      too_many_attempts: 'tooManyAttempts',
    },
    fallback: 'failed',
  });
}

/** The value of a withdrawal's lines at the prices paid. */
export function withdrawnValue(record: Pick<WithdrawalRecord, 'lines'>): number {
  return Math.round(record.lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0) * 100) / 100;
}
