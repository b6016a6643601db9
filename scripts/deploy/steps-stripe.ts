// Stripe's webhook endpoint for the payment-webhook function, through Stripe's REST API (form-encoded, the key
// as a bearer token). Stripe shows an endpoint's signing secret once, when it creates it: so an endpoint that
// exists while the project has no STRIPE_WEBHOOK_SECRET (a deploy stopped between the two) is replaced by a new
// one whose secret is stored at once.
import { mask } from './mask.ts';
import { secretNames, setSecrets } from './steps-supabase.ts';
import { DeployError, type DeployConfig, type DeployContext, type Step } from './types.ts';

const STRIPE = 'https://api.stripe.com/v1/webhook_endpoints';
/** What payment-webhook handles (docs/payments.md). */
export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
];

export const webhookUrl = (config: DeployConfig) => `${config.apiUrl}/functions/v1/payment-webhook`;

interface Endpoint {
  id: string;
  url: string;
  enabled_events: string[];
  secret?: string;
}

async function stripe(
  context: DeployContext,
  method: string,
  url: string,
  form?: URLSearchParams,
): Promise<unknown> {
  const response = await context.fetch(url, {
    method,
    headers: {
      Authorization: `Bearer ${context.config.stripeKey ?? ''}`,
      ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form?.toString(),
  });
  const body = (await response.json()) as { error?: { message?: string } };
  if (!response.ok) {
    throw new DeployError(
      `Stripe refused ${method} ${url} (${response.status}): ${body.error?.message ?? ''}`,
    );
  }
  return body;
}

async function ourEndpoint(context: DeployContext): Promise<Endpoint | undefined> {
  const list = (await stripe(context, 'GET', `${STRIPE}?limit=100`)) as { data: Endpoint[] };
  return list.data.find((endpoint) => endpoint.url === webhookUrl(context.config));
}

const hasEvents = (endpoint: Endpoint) =>
  WEBHOOK_EVENTS.every((event) => endpoint.enabled_events.includes(event));

function endpointForm(config: DeployConfig): URLSearchParams {
  const form = new URLSearchParams({
    url: webhookUrl(config),
    description: 'Maison Immortela payment-webhook',
  });
  for (const event of WEBHOOK_EVENTS) form.append('enabled_events[]', event);
  return form;
}

export const stripeWebhookStep: Step = {
  name: 'stripe-webhook',
  applies: (config) => Boolean(config.stripeKey),
  isDone: async (context) => {
    const endpoint = await ourEndpoint(context);
    return Boolean(
      endpoint && hasEvents(endpoint) && (await secretNames(context)).includes('STRIPE_WEBHOOK_SECRET'),
    );
  },
  plan: (config) => [
    `GET ${STRIPE}?limit=100 (key ${mask(config.stripeKey ?? '')}): the endpoint whose url is ${webhookUrl(config)}`,
    'npx supabase secrets list -o json: is STRIPE_WEBHOOK_SECRET set?',
    `if it exists and the secret is set: POST ${STRIPE}/<id> with its events if they differ; else DELETE ${STRIPE}/<id> if it exists`,
    `POST ${STRIPE} url=${webhookUrl(config)} enabled_events[]=${WEBHOOK_EVENTS.join(',')}`,
    'npx supabase secrets set --env-file <temporary file: STRIPE_WEBHOOK_SECRET=whsec_***> --yes',
  ],
  run: async (context) => {
    const endpoint = await ourEndpoint(context);
    if (endpoint && (await secretNames(context)).includes('STRIPE_WEBHOOK_SECRET')) {
      if (!hasEvents(endpoint)) {
        const form = new URLSearchParams();
        for (const event of WEBHOOK_EVENTS) form.append('enabled_events[]', event);
        await stripe(context, 'POST', `${STRIPE}/${endpoint.id}`, form);
      }
      return;
    }
    if (endpoint) await stripe(context, 'DELETE', `${STRIPE}/${endpoint.id}`);
    const created = (await stripe(context, 'POST', STRIPE, endpointForm(context.config))) as Endpoint;
    if (!created.secret)
      throw new DeployError('Stripe created the webhook endpoint without its signing secret.');
    await setSecrets(context, { STRIPE_WEBHOOK_SECRET: created.secret });
  },
};
