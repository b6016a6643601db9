import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import { CartDelivery } from './cart-delivery';

// Free delivery, VAT as SQL answers it per country (src/test/shipping-estimate.ts).
vi.mock('@/features/checkout/api/shipping-estimate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/checkout/api/shipping-estimate')>()),
  useShippingEstimate: (await import('@/test/shipping-estimate')).freeDeliveryEstimate,
}));

vi.mock('@/features/checkout/api/promo-code', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/checkout/api/promo-code')>()),
  useAppliedPromoCode: () => ['', () => undefined],
  usePromoCheck: () => ({ data: undefined }),
}));

const LINES = [{ product_id: 'renouvela-creme', quantity: 1 }];

beforeEach(() => {
  sessionStorage.clear();
});

describe('CartDelivery', () => {
  it('shows the VAT of the country it delivers to, and follows the country (en)', async () => {
    await renderWithApp(<CartDelivery lines={LINES} subtotal={120} currency="usd" />);
    const country = await screen.findByLabelText('Deliver to');
    // English: the select shows the United States, an export.
    expect(country).toHaveValue('US');
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent(/^VAT exempt: export$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$120');

    fireEvent.change(country, { target: { value: 'FR' } });
    expect(screen.getByText('VAT included (20%)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent('$20.00');
    fireEvent.change(country, { target: { value: 'BE' } });
    expect(screen.getByText('VAT included (20%)')).toBeInTheDocument();
    fireEvent.change(country, { target: { value: 'DE' } });
    expect(screen.getByText('VAT included (19%)')).toBeInTheDocument();
    // 120 × 19 / 119 = 19.159…
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent('$19.16');
    // The price paid does not move with the country.
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$120');
    fireEvent.change(country, { target: { value: 'CH' } });
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent(/^VAT exempt: export$/);
  });

  it('says it in French: TVA incluse for France, the export exemption for Switzerland', async () => {
    await renderWithApp(<CartDelivery lines={LINES} subtotal={120} currency="eur" />, { language: 'fr' });
    const country = await screen.findByLabelText('Pays de livraison');
    expect(country).toHaveValue('FR');
    expect(screen.getByText(/^TVA incluse \(20\s%\)$/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-vat').textContent?.replace(/\s/g, ' ')).toBe('20,00 €');

    fireEvent.change(country, { target: { value: 'CH' } });
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent(/^Exonération de TVA : exportation$/);
    expect(screen.queryByText(/TVA incluse/)).not.toBeInTheDocument();
    fireEvent.change(country, { target: { value: 'US' } });
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent(/^Exonération de TVA : exportation$/);
  });

  it('says nothing of VAT until the country’s answer is in', async () => {
    await renderWithApp(<CartDelivery lines={LINES} subtotal={120} currency="usd" />);
    fireEvent.change(await screen.findByLabelText('Deliver to'), { target: { value: 'JP' } });
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('…');
    expect(screen.queryByTestId('checkout-vat')).not.toBeInTheDocument();
    expect(screen.queryByText(/VAT/)).not.toBeInTheDocument();
  });
});
