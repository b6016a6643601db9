import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/test/render';
import { CheckoutError } from '@/features/checkout/api/create-checkout';
import type { CheckoutDetails } from '@/features/checkout/checkout-model';
import { PayForm } from './pay-form';

const details: CheckoutDetails = {
  email: 'ines@example.com',
  name: 'Inès Laurent',
  phone: '',
  line1: '4 quai de la Tournelle',
  line2: '',
  city: 'Paris',
  postalCode: '75005',
  country: 'FR',
  acceptTerms: true,
};

async function refusedWith(error: CheckoutError, language: 'en' | 'fr'): Promise<string> {
  cleanup(); // one form at a time: each test renders it in both languages
  await renderWithApp(
    <PayForm
      details={details}
      onDetailsChange={() => undefined}
      summary={null}
      onPay={() => Promise.reject(error)}
    />,
    { language },
  );
  await userEvent.click(await screen.findByRole('button', { name: /obligation/ }));
  return (await screen.findByRole('alert')).textContent ?? '';
}

// Each test renders the whole form with the app's providers twice (English, then French): 5 s is too tight for
// the first render on a loaded machine.
describe('PayForm: the checkout limits, in the shopper’s language', { timeout: 20_000 }, () => {
  it('says how long to wait when the connection opened too many unpaid payment pages', async () => {
    const slowed = new CheckoutError('checkout_slowed', 'Too many', undefined, { retry_after: 90 });
    expect(await refusedWith(slowed, 'en')).toContain('Please wait 2 min');
    expect(await refusedWith(slowed, 'fr')).toContain('Merci de patienter 2 min');
  });

  it('names the limit of units one unpaid order may hold', async () => {
    const capped = new CheckoutError('checkout_limit_per_product', 'At most 10', undefined, { limit: 10 });
    expect(await refusedWith(capped, 'en')).toContain('At most 10 units of one product');
    expect(await refusedWith(capped, 'fr')).toContain('Au plus 10 unités d’un même produit');
  });

  it('says which currencies the shop takes', async () => {
    const currency = new CheckoutError('currency_unsupported', 'No', 'currency');
    expect(await refusedWith(currency, 'fr')).toContain('en euros ou en dollars américains');
  });

  it('asks to read the terms again when they changed since the page was loaded, beside the box', async () => {
    const outdated = new CheckoutError('terms_version_outdated', 'Changed', 'accept_terms');
    expect(await refusedWith(outdated, 'en')).toContain(
      'Our terms of sale have changed since this page was opened',
    );
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(await refusedWith(outdated, 'fr')).toContain(
      'Nos conditions générales de vente ont changé depuis l’ouverture de cette page',
    );
    const unknown = new CheckoutError('terms_version_unknown', 'Unknown', 'accept_terms');
    expect(await refusedWith(unknown, 'fr')).toContain('ne sont pas celles de la boutique');
  });
});
