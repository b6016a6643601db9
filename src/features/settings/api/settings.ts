// The admin's Settings (the owner's alone: staff-access and SQL): saving the legal facts
// (SQL checks each one: admin_save_legal_facts), and the Ready to sell checklist (admin_ready_to_sell, plus the
// health function's word on the payment provider's keys).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { jsonObject } from '@/lib/json-answer';
import { legalFactsKeys } from '@/lib/live-legal-facts';
import {
  legalFactsAnswer,
  type LegalFacts,
  type LegalFactsAnswer,
} from '../../../../supabase/functions/_shared/legal-facts';

export const settingsKeys = {
  all: ['settings'] as const,
  ready: ['settings', 'ready-to-sell'] as const,
};

export function useSaveLegalFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (facts: LegalFacts): Promise<LegalFactsAnswer> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('admin_save_legal_facts', { p_facts: facts });
      if (error) throw error;
      return legalFactsAnswer(data);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(legalFactsKeys.all, answer);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.ready });
    },
  });
}

export type ChecklistItem =
  'legal_facts' | 'payment_provider' | 'payment_webhook' | 'mail_sender' | 'hold_sweep' | 'staff_two_factors';

export interface ReadyToSell {
  items: { item: ChecklistItem; done: boolean; missing?: string[] }[];
  /** Checkout waits for the checklist (every project but a local one). */
  enforced: boolean;
  open: boolean;
}

async function paymentProviderConfigured(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('health', { method: 'GET' });
  if (error) return false;
  return jsonObject<{ paymentProviderConfigured: boolean }>(data, ['paymentProviderConfigured'], 'health')
    .paymentProviderConfigured;
}

export function useReadyToSell() {
  return useQuery({
    queryKey: settingsKeys.ready,
    queryFn: async (): Promise<ReadyToSell> => {
      const supabase = await getSupabase();
      const [{ data, error }, provider] = await Promise.all([
        supabase.rpc('admin_ready_to_sell'),
        paymentProviderConfigured(),
      ]);
      if (error) throw error;
      const answer = jsonObject<Omit<ReadyToSell, 'items'> & { items: ReadyToSell['items'] }>(
        data,
        ['items', 'enforced', 'open'],
        'admin_ready_to_sell',
      );
      const [facts, ...rest] = answer.items;
      const items = [
        ...(facts ? [facts] : []),
        { item: 'payment_provider' as const, done: provider },
        ...rest,
      ];
      return { ...answer, items };
    },
  });
}
