// A set's components for the admin (product_set_components, which admins read in full) and their save through
// admin_save_set_components, which decides the rules (no set in a set, components published and sold from
// stock, quantities 1..10, an admin past two-factor); the shop's products are refreshed after.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { adminKeys } from './admin-keys';
import { invalidateProducts } from './save-product';

export interface SetComponentInput {
  component_id: string;
  quantity: number;
}

export async function getSetComponents(setId: string): Promise<SetComponentInput[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('product_set_components')
    .select('component_id, quantity')
    .eq('set_id', setId)
    .retry(false);
  if (error) throw error;
  return data;
}

const setKey = (setId: string) => [...adminKeys.products(), 'set', setId] as const;

export function useSetComponents(setId: string) {
  return useQuery(
    queryOptions({ queryKey: setKey(setId), queryFn: () => getSetComponents(setId), staleTime: 0 }),
  );
}

export async function saveSetComponents(input: {
  setId: string;
  components: SetComponentInput[];
}): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_save_set_components', {
    p_set_id: input.setId,
    p_components: input.components.map((c) => ({ component_id: c.component_id, quantity: c.quantity })),
  });
  if (error) throw error;
}

export function useSaveSetComponents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSetComponents,
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: setKey(input.setId) }),
        invalidateProducts(queryClient),
      ]).then(() => undefined),
  });
}
