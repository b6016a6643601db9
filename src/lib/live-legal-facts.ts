// The shop's legal facts as they are now (`rpc('shop_legal_facts')`, public): the owner may have changed one in
// the admin's Settings since the build. Read only once the page is React's, so the pre-rendered HTML (the
// build's facts) always matches the first render.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { LEGAL_FACTS, type LegalFacts } from '@/lib/legal-facts';
import { useHydrated } from '@/lib/use-hydrated';
import { legalFactsAnswer, type LegalFactsAnswer } from '../../supabase/functions/_shared/legal-facts';

export const legalFactsKeys = { all: ['legal-facts'] as const };

export async function fetchLegalFacts(): Promise<LegalFactsAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('shop_legal_facts');
  if (error) throw error;
  return legalFactsAnswer(data);
}

export const legalFactsQuery = () =>
  queryOptions({ queryKey: legalFactsKeys.all, queryFn: fetchLegalFacts, staleTime: 60_000 });

/** The live facts once hydrated and answered; the build's until then (and if the database cannot be reached). */
export function useLegalFacts(): LegalFacts {
  const hydrated = useHydrated();
  const live = useQuery({ ...legalFactsQuery(), enabled: hydrated });
  return (hydrated && live.data?.facts) || LEGAL_FACTS;
}
