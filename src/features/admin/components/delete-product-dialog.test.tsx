import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { fakeSupabase } from '@/test/fake-supabase';
import type { ProductRow } from '@/features/admin/product-form-model';
import { DeleteProductDialog } from './delete-product-dialog';

// A product a set holds is not deleted: the refusal names the sets, in the admin's language, and offers no
// archive-instead (the set still needs the product); the database refuses it too (the component's foreign key
// restricts the delete).
const backend = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeSupabase> | null }));
vi.mock('@/lib/get-supabase', () => ({ getSupabase: () => Promise.resolve(backend.current?.client) }));

const CREME = { id: 'p-creme', title: 'Renouvela Crème' } as ProductRow;

describe('DeleteProductDialog', { timeout: 15_000 }, () => {
  it('names the sets that hold the product instead of deleting it, in French', async () => {
    backend.current = fakeSupabase({
      order_items: [],
      product_set_components: [{ set: { title: 'Coffret Rituel éclat anti-UV' } }],
    });
    await renderWithApp(
      <QueryClientProvider client={new QueryClient()}>
        <DeleteProductDialog product={CREME} onClose={() => undefined} />
      </QueryClientProvider>,
      { language: 'fr' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le coffret Coffret Rituel éclat anti-UV contient ce produit : il ne peut pas être supprimé.',
    );
    expect(screen.queryByRole('button', { name: "L'archiver plutôt" })).toBeNull();
  });
});
