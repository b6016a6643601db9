import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import type { DeliveryEstimate } from '@/features/checkout/api/shipping-estimate';
import type { VatTerms } from '@/features/checkout/checkout-model';
import { CheckoutView, type CheckoutLine } from './checkout-view';

// The estimate per country when given (byCountry), else the one estimate.
const shipping = vi.hoisted(() => ({
  estimate: undefined as unknown,
  byCountry: {} as Record<string, unknown>,
  countries: [] as string[],
  currencies: [] as string[],
}));
vi.mock('@/features/checkout/api/shipping-estimate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/checkout/api/shipping-estimate')>()),
  likelyCountry: (language: string) => (language === 'fr' ? 'FR' : 'US'),
  useShippingEstimate: (_language: string, country: string, _items: unknown, currency: string) => {
    shipping.countries.push(country);
    shipping.currencies.push(currency);
    return shipping.byCountry[country] ?? shipping.estimate;
  },
}));

const promo = vi.hoisted(() => ({ code: '', check: undefined as unknown }));
vi.mock('@/features/checkout/api/promo-code', () => ({
  useAppliedPromoCode: () => [promo.code, () => undefined],
  usePromoCheck: () => ({ data: promo.check }),
}));

const FRANCE: VatTerms = { regime: 'domestic', country: 'FR', rate: 20 };

const quote = (amount: number, currency: 'usd' | 'eur', vat: VatTerms = FRANCE): DeliveryEstimate => ({
  status: 'ok',
  quote: {
    zone: 'france',
    zone_name_en: 'France',
    zone_name_fr: 'France',
    amount,
    rate: amount,
    free_from: 50,
    currency,
    subtotal: 0,
    weight_grams: 0,
    vat,
  },
});

const VAT_BY_COUNTRY: Record<string, VatTerms> = {
  FR: FRANCE,
  DE: { regime: 'eu_oss', country: 'DE', rate: 19 },
  US: { regime: 'export', country: 'US', rate: 0 },
  CH: { regime: 'export', country: 'CH', rate: 0 },
};
const byCountry = (currency: 'usd' | 'eur') =>
  Object.fromEntries(Object.entries(VAT_BY_COUNTRY).map(([code, vat]) => [code, quote(0, currency, vat)]));

beforeEach(() => {
  promo.code = '';
  promo.check = undefined;
  shipping.estimate = quote(0, 'usd');
  shipping.byCountry = {};
  shipping.countries = [];
  // The details typed at checkout live in the tab's session storage: each test starts with none.
  sessionStorage.clear();
  shipping.currencies = [];
});

const line = (price: number): CheckoutLine => ({
  product_id: 'renouvela-creme',
  name: 'Renouvela Crème',
  image: '',
  quantity: 2,
  displayPrice: price,
});

describe('CheckoutView', () => {
  it('commits with "Order with obligation to pay", after the delivery cost and the VAT included', async () => {
    // A shopper who chose France (in the cart, or earlier in this tab).
    sessionStorage.setItem('checkout-details', JSON.stringify({ country: 'FR' }));
    await renderWithApp(<CheckoutView lines={[line(85)]} currency="usd" prefill={null} />);
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
    shipping.estimate = quote(0, 'eur');
    await renderWithApp(<CheckoutView lines={[line(830)]} currency="eur" prefill={null} />, {
      language: 'fr',
    });
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

  it('shows and quotes an English page in the euros the shopper chose', async () => {
    shipping.estimate = quote(6.9, 'eur');
    await renderWithApp(<CheckoutView lines={[line(10)]} currency="eur" prefill={null} />);
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('€26.90');
    expect(shipping.currencies).toEqual(expect.arrayContaining(['eur']));
    expect(shipping.currencies).not.toContain('usd');
  });

  it('adds the delivery quoted for the likely country to the total, with the free threshold', async () => {
    shipping.estimate = quote(6.9, 'usd');
    await renderWithApp(<CheckoutView lines={[line(10)]} currency="usd" prefill={null} />);
    expect(await screen.findByTestId('checkout-delivery')).toHaveTextContent('$6.90');
    expect(screen.getByText('Free delivery from $50')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$26.90');
    expect(shipping.countries).toContain('US');
  });

  it('says clearly when the country is outside every zone, in both languages', async () => {
    shipping.estimate = { status: 'error', problem: 'shipping_country_unsupported' };
    await renderWithApp(<CheckoutView lines={[line(10)]} currency="usd" prefill={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not deliver to this country yet.');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('—');
  });

  it('takes the applied code off the total, as its own line (never a struck-through price)', async () => {
    promo.code = 'SPRING';
    promo.check = { ok: true, code: 'SPRING', discount: 17 };
    await renderWithApp(<CheckoutView lines={[line(85)]} currency="usd" prefill={null} />);
    expect(await screen.findByText('Code SPRING')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('−$17');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$153');
  });

  it('charges delivery again when the code takes the goods under the free threshold', async () => {
    shipping.estimate = {
      ...(quote(0, 'usd') as object),
      quote: { ...(quote(0, 'usd') as { quote: object }).quote, rate: 7.9 },
    };
    promo.code = 'HALF';
    promo.check = { ok: true, code: 'HALF', discount: 30 };
    // 2 x 30 = 60 goods, free from 50; after the code 30: delivery 7.90.
    await renderWithApp(<CheckoutView lines={[line(30)]} currency="usd" prefill={null} />);
    expect(await screen.findByTestId('checkout-delivery')).toHaveTextContent('$7.90');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$37.90');
  });

  it('shows the VAT of the chosen country, and follows the country as it changes (en)', async () => {
    shipping.byCountry = byCountry('usd');
    await renderWithApp(<CheckoutView lines={[line(85)]} currency="usd" prefill={null} />);
    await screen.findByRole('button', { name: 'Order with obligation to pay' });
    // No country chosen yet: the United States are only a guess from the language, so no VAT line.
    expect(screen.queryByTestId('checkout-vat')).not.toBeInTheDocument();
    expect(screen.queryByText(/VAT/)).not.toBeInTheDocument();

    const country = screen.getByLabelText('Country');
    fireEvent.change(country, { target: { value: 'DE' } });
    expect(screen.getByText('VAT included (19%)')).toBeInTheDocument();
    // 170 × 19 / 119 = 27.142…
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent('$27.14');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$170');

    fireEvent.change(country, { target: { value: 'US' } });
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent(/^VAT exempt: export$/);
    expect(screen.queryByText(/VAT included/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$170');

    fireEvent.change(country, { target: { value: 'CH' } });
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent(/^VAT exempt: export$/);
    fireEvent.change(country, { target: { value: 'FR' } });
    expect(screen.getByText('VAT included (20%)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent('$28.33');
  });

  it('names the export exemption in French, with no amount, and French VAT for France by default', async () => {
    shipping.byCountry = byCountry('eur');
    await renderWithApp(<CheckoutView lines={[line(80)]} currency="eur" prefill={null} />, {
      language: 'fr',
    });
    await screen.findByRole('button', { name: 'Commander avec obligation de paiement' });
    // France is the likely country in French, and its VAT is the French one: shown before it is chosen.
    expect(screen.getByText(/^TVA incluse \(20\s%\)$/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-vat').textContent?.replace(/\s/g, ' ')).toBe('26,67 €');

    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'CH' } });
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent(/^Exonération de TVA : exportation$/);
    expect(screen.queryByText(/TVA incluse/)).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-total').textContent?.replace(/\s/g, ' ')).toBe('160 €');
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'US' } });
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent(/^Exonération de TVA : exportation$/);
  });

  it('says nothing of VAT while the estimate for the country is on its way', async () => {
    shipping.estimate = { status: 'pending' };
    await renderWithApp(<CheckoutView lines={[line(80)]} currency="eur" prefill={null} />, {
      language: 'fr',
    });
    await screen.findByRole('button', { name: 'Commander avec obligation de paiement' });
    expect(screen.queryByText(/TVA/)).not.toBeInTheDocument();
  });

  it('shows each line’s price per 100 ml in the checkout’s currency, and none for a product without a quantity', async () => {
    await renderWithApp(
      <CheckoutView
        lines={[
          { ...line(900), netQuantity: { value: 50, unit: 'ml' } },
          {
            ...line(60),
            product_id: 'powder',
            name: 'Polishing Powder',
            netQuantity: { value: 50, unit: 'g' },
          },
          { ...line(20), product_id: 'gift', name: 'Gift card' },
        ]}
        currency="usd"
        prefill={null}
      />,
    );
    const prices = await screen.findAllByTestId('unit-price');
    expect(prices.map((price) => price.textContent)).toEqual([
      'Unit price: $1,800.00 / 100 ml',
      'Unit price: $1,200.00 / kg',
    ]);
  });

  it('shows the harmonised guarantee notice before the order button, in French too', async () => {
    shipping.estimate = quote(0, 'eur');
    await renderWithApp(
      <CheckoutView
        lines={[{ ...line(830), netQuantity: { value: 50, unit: 'ml' } }]}
        currency="eur"
        prefill={null}
      />,
      { language: 'fr' },
    );
    const notice = await screen.findByRole('region', { name: 'Garantie légale' });
    const button = screen.getByRole('button', { name: 'Commander avec obligation de paiement' });
    expect(notice.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('unit-price').textContent?.replace(/\s/g, ' ')).toBe(
      'Prix unitaire : 1 660,00 € / 100 ml',
    );
  });
});
