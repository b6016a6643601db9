import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { CheckoutView, type CheckoutLine } from './checkout-view';

const line = (currency: 'usd' | 'eur', price: number): CheckoutLine => ({
  product_id: 'renouvela-creme',
  name: 'Renouvela Crème',
  image: '',
  quantity: 2,
  displayPrice: price,
  displayCurrency: currency,
});

describe('CheckoutView', () => {
  it('commits with "Order with obligation to pay", after the delivery cost and the VAT included', async () => {
    await renderWithApp(<CheckoutView lines={[line('usd', 85)]} prefill={null} />);
    expect(await screen.findByRole('button', { name: 'Order with obligation to pay' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$170');
    expect(screen.getByText('Delivery')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('Free');
    expect(screen.getByText('VAT included (20%)')).toBeInTheDocument();
    // 170 × 20 / 120 = 28.333…
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent('$28.33');
    for (const [name, href] of [
      [/^terms of sale/, '/terms'],
      [/^privacy policy/, '/privacy'],
    ] as const) {
      const link = screen.getAllByRole('link', { name })[0];
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText(/You may withdraw within 14 days of delivery/)).toBeInTheDocument();
  });

  it('says it in French: "Commander avec obligation de paiement", livraison offerte, TVA incluse', async () => {
    await renderWithApp(<CheckoutView lines={[line('eur', 830)]} prefill={null} />, { language: 'fr' });
    expect(
      await screen.findByRole('button', { name: 'Commander avec obligation de paiement' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Livraison')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('Offerte');
    expect(screen.getByText(/^TVA incluse \(20\s%\)$/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-vat').textContent?.replace(/\s/g, ' ')).toBe('276,67 €');
    expect(screen.getAllByRole('link', { name: /^conditions générales de vente/ })[0]).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
