// Which provider handles a payment: the one configured for new checkouts (env.ts paymentProvider), or the one a
// webhook's path or a recorded payment names.
import { paymentProvider, type ProviderName } from '../env.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripeProvider } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

export function providerNamed(name: ProviderName): PaymentProvider {
  return name === 'stripe' ? stripeProvider : testProvider;
}

/** The provider new checkouts open pages with; undefined when none is configured (production without Stripe). */
export function configuredProvider(): PaymentProvider | undefined {
  const name = paymentProvider();
  return name ? providerNamed(name) : undefined;
}
