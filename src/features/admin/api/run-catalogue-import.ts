// /admin/migration: the dry run (the plan, nothing written) and the run (the plan applied, item by item,
// with what happened to each). Takes the client so the integration tests run the very same code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database-api';
import { getSupabase } from '@/lib/get-supabase';
import { planImport, type ImportOutcome, type PlannedItem } from '@/features/admin/catalogue-import-model';
import { STATIC_CATALOGUE, type StaticCatalogueItem } from '@/features/admin/static-catalogue';
import { invalidateProducts } from './save-product';

type Client = SupabaseClient<Database>;

export async function planCatalogueImport(
  client: Client,
  catalogue: StaticCatalogueItem[] = STATIC_CATALOGUE,
): Promise<PlannedItem[]> {
  const { data, error } = await client
    .from('products')
    .select('*')
    .in(
      'product_id',
      catalogue.map((item) => item.id),
    );
  if (error) throw error;
  return planImport(catalogue, data);
}

const reasonOf = (error: unknown): string =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);

/** Plans again from the database (never trusts an old dry run) and applies it. */
export async function runCatalogueImport(
  client: Client,
  catalogue: StaticCatalogueItem[] = STATIC_CATALOGUE,
): Promise<ImportOutcome[]> {
  const plan = await planCatalogueImport(client, catalogue);
  const outcomes: ImportOutcome[] = [];
  for (const item of plan) {
    if (item.action === 'skip') {
      outcomes.push({ id: item.id, name: item.name, result: 'skipped', fields: [] });
      continue;
    }
    const fields = item.action === 'update' ? item.changes.map((change) => change.field) : [];
    const written =
      item.action === 'create'
        ? // ignore-duplicates: a product created meanwhile (another admin's run) is left alone.
          await client
            .from('products')
            .upsert(item.insert, { onConflict: 'product_id', ignoreDuplicates: true })
            .select('id')
        : await client.from('products').update(item.update).eq('id', item.productId).select('id');
    if (written.error) {
      outcomes.push({
        id: item.id,
        name: item.name,
        result: 'failed',
        fields,
        reason: reasonOf(written.error),
      });
    } else if (written.data.length === 0 && item.action === 'create') {
      outcomes.push({ id: item.id, name: item.name, result: 'skipped', fields: [] }); // created meanwhile
    } else if (written.data.length === 0) {
      // RLS hides the rows it refuses to update.
      outcomes.push({ id: item.id, name: item.name, result: 'failed', fields, reason: 'not permitted' });
    } else {
      outcomes.push({
        id: item.id,
        name: item.name,
        result: item.action === 'create' ? 'created' : 'updated',
        fields,
      });
    }
  }
  return outcomes;
}

export function useCatalogueDryRun() {
  return useMutation({ mutationFn: async () => planCatalogueImport(await getSupabase()) });
}

export function useCatalogueImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => runCatalogueImport(await getSupabase()),
    onSettled: () => invalidateProducts(queryClient),
  });
}
