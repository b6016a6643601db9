import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import { CartPurchaseInfo, deliveryCountryNames } from './cart-purchase-info';

describe('CartPurchaseInfo', () => {
  it('lists the payment methods and the delivery countries by name, in English', async () => {
    await renderWithApp(
      <CartPurchaseInfo
        paymentMethods={['cb', 'visa', 'mastercard']}
        countries={{ status: 'ok', codes: ['FR', 'US', 'DE'] }}
      />,
    );
    expect(await screen.findByTestId('cart-payment-methods')).toHaveTextContent(
      'Payment methods acceptedCB (Cartes Bancaires), Visa, and Mastercard',
    );
    expect(screen.getByTestId('cart-delivery-countries')).toHaveTextContent(
      'Countries we deliver toFrance, Germany, and United States',
    );
  });

  it('says it in French, and says so while the countries load or when they fail', async () => {
    await renderWithApp(
      <CartPurchaseInfo paymentMethods={['amex', 'apple_pay']} countries={{ status: 'pending' }} />,
      { language: 'fr' },
    );
    expect(await screen.findByTestId('cart-payment-methods')).toHaveTextContent(
      'Moyens de paiement acceptésAmerican Express et Apple Pay',
    );
    expect(screen.getByTestId('cart-delivery-countries')).toHaveTextContent(
      'Chargement des pays de livraison…',
    );
  });

  it('tells the shopper the list failed, in their language', async () => {
    await renderWithApp(<CartPurchaseInfo paymentMethods={['visa']} countries={{ status: 'error' }} />, {
      language: 'fr',
    });
    expect(await screen.findByTestId('cart-delivery-countries')).toHaveTextContent(
      'Les pays de livraison n’ont pas pu être chargés. Votre adresse est vérifiée au moment de la commande.',
    );
  });
});

describe('deliveryCountryNames', () => {
  it('names the countries in the language, in its alphabetical order', () => {
    expect(deliveryCountryNames(['US', 'DE', 'FR', 'AT'], 'fr')).toEqual([
      'Allemagne',
      'Autriche',
      'États-Unis',
      'France',
    ]);
    expect(deliveryCountryNames(['US', 'DE', 'FR', 'AT'], 'en')).toEqual([
      'Austria',
      'France',
      'Germany',
      'United States',
    ]);
  });
});
