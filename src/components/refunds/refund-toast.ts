// The toast after a refund was asked for (a cancellation, "Record a refund", a withdrawal refund): a warning when
// the payment provider refused it, so nobody reads "done" over money that did not move; else a success.
import { toast } from 'sonner';
import type { RefundOutcome } from '@/lib/issue-refunds';

export function refundToast(outcome: RefundOutcome | 'none', text: string): void {
  if (outcome === 'refused') toast.warning(text);
  else toast.success(text);
}
