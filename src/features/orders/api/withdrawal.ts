// The right of withdrawal for the customer: step 1 (the order's withdrawable lines and period) and step 2 (the
// request), for a member's own order or a guest's by number and email.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { retryAfterSeconds } from '@/features/orders/order-model';
import {
  parseWithdrawalAnswer,
  parseWithdrawalOptions,
  withdrawalErrorCode,
  type WithdrawalAnswer,
  type WithdrawalErrorCode,
  type WithdrawalOptions,
} from '@/features/orders/withdrawal-model';
import { orderKeys } from './order-keys';

/** Whose order: the signed-in member's (by id), or a guest's (by its number and email). */
export type WithdrawalIdentity =
  { kind: 'member'; orderId: string } | { kind: 'guest'; number: string; email: string };

export class WithdrawalError extends Error {
  constructor(
    readonly code: WithdrawalErrorCode,
    /** The function's detail: the reason a withdrawal is closed, or <line>:<left> for quantity_exceeded. */
    readonly detail?: string,
    /** Seconds to wait (too_many_attempts). */
    readonly retryAfter?: number,
  ) {
    super(code);
    this.name = 'WithdrawalError';
  }
}

function refusal(error: { message: string; details?: string | null }): WithdrawalError {
  const code = withdrawalErrorCode(error);
  return new WithdrawalError(
    code,
    error.details ?? undefined,
    code === 'tooManyAttempts' ? retryAfterSeconds(error.details) : undefined,
  );
}

const identityKey = (identity: WithdrawalIdentity) =>
  identity.kind === 'member'
    ? identity.orderId
    : `${identity.number.toUpperCase()}|${identity.email.toLowerCase()}`;

export async function getWithdrawalOptions(identity: WithdrawalIdentity): Promise<WithdrawalOptions | null> {
  const supabase = await getSupabase();
  const { data, error } =
    identity.kind === 'member'
      ? await supabase.rpc('my_withdrawal_options', { p_order_id: identity.orderId })
      : await supabase.rpc('guest_withdrawal_options', {
          p_number: identity.number,
          p_email: identity.email,
        });
  if (error) throw refusal(error);
  return parseWithdrawalOptions(data);
}

export function withdrawalOptionsQuery(identity: WithdrawalIdentity) {
  return queryOptions({
    queryKey: orderKeys.withdrawal(identityKey(identity)),
    queryFn: () => getWithdrawalOptions(identity),
    staleTime: 0,
    retry: false,
  });
}

export function useWithdrawalOptions(identity: WithdrawalIdentity, enabled: boolean) {
  return useQuery({ ...withdrawalOptionsQuery(identity), enabled });
}

export interface WithdrawalRequest {
  items: { order_item_id: string; quantity: number }[];
  /** One per confirmation: a retried request answers the same withdrawal. */
  idempotencyKey: string;
}

export async function requestWithdrawal(
  identity: WithdrawalIdentity,
  request: WithdrawalRequest,
): Promise<WithdrawalAnswer> {
  const supabase = await getSupabase();
  const common = {
    p_items: request.items,
    p_idempotency_key: request.idempotencyKey,
  };
  const { data, error } =
    identity.kind === 'member'
      ? await supabase.rpc('request_withdrawal', { p_order_id: identity.orderId, ...common })
      : await supabase.rpc('request_withdrawal_guest', {
          p_number: identity.number,
          p_email: identity.email,
          ...common,
        });
  if (error) throw refusal(error);
  const answer = parseWithdrawalAnswer(data);
  // A guest's number and email no longer match (null): as not found.
  if (!answer) throw new WithdrawalError('notFound');
  return answer;
}

export function useRequestWithdrawal(identity: WithdrawalIdentity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: WithdrawalRequest) => requestWithdrawal(identity, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
