// A liveness probe for the functions runtime: answers who it is and whether the project URL and the payment
// provider's keys are configured (booleans only, never a key: the admin's Ready to sell checklist reads them),
// so a deploy (or the local runtime) can be checked without touching payments.
export default async function handler(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const body = {
    status: 'ok',
    function: 'health',
    method: req.method,
    path: url.pathname,
    supabaseUrlConfigured: Boolean(Deno.env.get('SUPABASE_URL')),
    // Stripe needs both: the key creates the payment pages, the secret proves its webhooks.
    paymentProviderConfigured: Boolean(
      Deno.env.get('STRIPE_SECRET_KEY') && Deno.env.get('STRIPE_WEBHOOK_SECRET'),
    ),
    // The runtime serving it: the Edge Runtime's Deno in production, the pinned Deno locally.
    deno: Deno.version.deno,
  };
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

Deno.serve(handler);
