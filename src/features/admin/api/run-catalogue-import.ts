// /admin/migration: the dry run (the plan from the products and what the last migration wrote, nothing written)
// and the apply (the ticked pairs, decided by admin_apply_catalogue_migration). Takes the client so the
// integration tests run the very same code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database-api';
import { getSupabase } from '@/lib/get-supabase';
import {
  CREATE_FIELDS,
  FILLED_FIELDS,
  OWNED_FIELDS,
  planImport,
  type ApplyChange,
  type ApplyOutcome,
  type ApplyResult,
  type CatalogueField,
  type PlannedProduct,
} from '@/features/admin/catalogue-import-model';
import { STATIC_CATALOGUE, type StaticCatalogueItem } from '@/features/admin/static-catalogue';
import { invalidateProducts } from './save-product';

type Client = SupabaseClient<Database>;

export async function planCatalogueImport(
  client: Client,
  catalogue: StaticCatalogueItem[] = STATIC_CATALOGUE,
): Promise<PlannedProduct[]> {
  const products = await client
    .from('products')
    .select('*')
    .in(
      'product_id',
      catalogue.map((item) => item.id),
    );
  if (products.error) throw products.error;
  const migrated = await client
    .from('catalogue_migration_values')
    .select('product_id, field, value')
    .in(
      'product_id',
      products.data.map((row) => row.id),
    );
  if (migrated.error) throw migrated.error;
  return planImport(catalogue, products.data, migrated.data);
}

const FIELDS: readonly string[] = [...OWNED_FIELDS, ...FILLED_FIELDS, ...CREATE_FIELDS];
const RESULTS: readonly string[] = ['applied', 'changed', 'incomplete'] satisfies ApplyResult[];

function asOutcome(row: { product: string; field: string; outcome: string }): ApplyOutcome {
  if (!FIELDS.includes(row.field) || !RESULTS.includes(row.outcome))
    throw new Error(`unexpected outcome ${row.field} ${row.outcome}`);
  return { product: row.product, field: row.field as CatalogueField, outcome: row.outcome as ApplyResult };
}

/** Sends exactly the ticked pairs; the database writes each only if the shop still holds what the dry run showed. */
export async function applyCatalogueChanges(client: Client, changes: ApplyChange[]): Promise<ApplyOutcome[]> {
  const { data, error } = await client.rpc('admin_apply_catalogue_migration', { p_changes: changes });
  if (error) throw error;
  return data.map(asOutcome);
}

export function useCatalogueDryRun() {
  return useMutation({ mutationFn: async () => planCatalogueImport(await getSupabase()) });
}

export function useCatalogueApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ApplyChange[]) => applyCatalogueChanges(await getSupabase(), changes),
    onSettled: () => invalidateProducts(queryClient),
  });
}
