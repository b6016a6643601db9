import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import { aProduct } from '@/test/product';
import { productKeys } from '@/lib/product-keys';
import { RitualSetButton } from './ritual-set-button';
import { SetContents } from './set-contents';

const components = [
  {
    product_id: 'immortela-elixir-10ml',
    title: 'Immortela Elixir 10 ml',
    title_fr: 'Élixir Immortela 10 ml',
    quantity: 1,
  },
  { product_id: 'renouvela-creme', title: 'Renouvela Crème', title_fr: null, quantity: 2 },
];

describe('SetContents', () => {
  it('lists a set’s components in French, each linking to its product', async () => {
    await renderWithApp(<SetContents product={{ set_components: components }} />, { language: 'fr' });
    const list = await screen.findByTestId('set-contents');
    expect(list).toHaveTextContent('Dans ce coffretÉlixir Immortela 10 mlRenouvela Crème × 2');
    expect(screen.getByRole('link', { name: 'Élixir Immortela 10 ml' })).toHaveAttribute(
      'href',
      expect.stringContaining('immortela-elixir-10ml'),
    );
  });

  it('shows nothing for a single product', async () => {
    await renderWithApp(<SetContents product={{ set_components: null }} />);
    expect(screen.queryByTestId('set-contents')).toBeNull();
  });
});

function withProducts(products: ReturnType<typeof aProduct>[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(productKeys.list(), products);
  return (ui: React.ReactElement) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}

describe('RitualSetButton', () => {
  const set = aProduct({
    product_id: 'ritual-uv-defense',
    title: 'UV set',
    price: 1260,
    set_components: components,
  });

  it('adds the ritual’s set to the cart', async () => {
    const onAdd = vi.fn();
    const wrap = withProducts([set]);
    await renderWithApp(
      wrap(<RitualSetButton ritualId="uv-defense" ritualTitle="Glow" onAddToCart={onAdd} />),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add the whole ritual Glow to the cart' }));
    expect(onAdd).toHaveBeenCalledWith(set);
  });

  it('is absent for a ritual without a set, and says Out of Stock in French when its components are gone', async () => {
    const wrap = withProducts([{ ...set, stock_available: 0, in_stock: false }]);
    await renderWithApp(
      wrap(
        <>
          <RitualSetButton ritualId="evening" ritualTitle="Soir" onAddToCart={vi.fn()} />
          <RitualSetButton ritualId="uv-defense" ritualTitle="Éclat" onAddToCart={vi.fn()} />
        </>,
      ),
      { language: 'fr' },
    );
    const button = await screen.findByTestId('add-ritual-uv-defense');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Rupture de stock');
    expect(screen.queryByTestId('add-ritual-evening')).toBeNull();
  });
});
