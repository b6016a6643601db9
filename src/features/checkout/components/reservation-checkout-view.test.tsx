import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import type { ReservationItem } from '@/features/checkout/reservation-state';
import { ReservationCheckoutView } from './reservation-checkout-view';

// Free delivery, VAT as SQL answers it per country (src/test/shipping-estimate.ts).
vi.mock('@/features/checkout/api/shipping-estimate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/checkout/api/shipping-estimate')>()),
  useShippingEstimate: (await import('@/test/shipping-estimate')).freeDeliveryEstimate,
}));

const ITEM: ReservationItem = {
  product_id: 'immortela-elixir',
  product_name: 'Immortela Elixir 30 ml',
  product_image: '',
  product_price: 1400,
  quantity: 1,
  is_deposit: true,
  deposit_amount: 700,
  estimated_delivery_days: 30,
};

const view = (signedIn: boolean, currency: 'usd' | 'eur') => (
  <ReservationCheckoutView
    item={ITEM}
    product={null}
    currency={currency}
    signedIn={signedIn}
    prefill={null}
  />
);

beforeEach(() => {
  sessionStorage.clear();
});

describe('ReservationCheckoutView', () => {
  it('shows the VAT of the chosen country and follows it; the amounts due stay the same (en)', async () => {
    await renderWithApp(view(true, 'usd'));
    await screen.findByRole('button', { name: 'Order with obligation to pay' });
    expect(screen.queryByTestId('checkout-vat')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    expect(screen.getByText('VAT included (19%)')).toBeInTheDocument();
    // 1400 × 19 / 119 = 223.529…
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent('$223.53');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'US' } });
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent(/^VAT exempt: export$/);
    expect(screen.getByTestId('due-now')).toHaveTextContent('$700');
    expect(screen.getByTestId('balance-due')).toHaveTextContent('$700');
  });

  it('says it in French before sign-in: TVA incluse for France, then the export exemption', async () => {
    await renderWithApp(view(false, 'eur'), { language: 'fr' });
    expect(await screen.findByText(/^TVA incluse \(20\s%\)$/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-vat').textContent?.replace(/\s/g, ' ')).toBe('233,33 €');
  });

  it('names the export exemption in French once Switzerland is chosen', async () => {
    await renderWithApp(view(true, 'eur'), { language: 'fr' });
    fireEvent.change(await screen.findByLabelText('Pays'), { target: { value: 'CH' } });
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent(/^Exonération de TVA : exportation$/);
    expect(screen.queryByText(/TVA incluse/)).not.toBeInTheDocument();
  });

  it('gives the price per 100 ml beside the price, and the guarantee notice before the order button', async () => {
    await renderWithApp(
      <ReservationCheckoutView
        item={ITEM}
        product={{ price: 1290, policy: '', netQuantity: { value: 30, unit: 'ml' } }}
        currency="eur"
        signedIn
        prefill={null}
      />,
      { language: 'fr' },
    );
    const notice = await screen.findByRole('region', { name: 'Garantie légale' });
    expect(screen.getByTestId('unit-price').textContent?.replace(/\s/g, ' ')).toBe(
      'Prix unitaire : 4 300,00 € / 100 ml',
    );
    const button = screen.getByRole('button', { name: 'Commander avec obligation de paiement' });
    expect(notice.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
