// The local test provider's hosted payment page ("Test payment: no money moves"). Pay sends the webhook a
// signed checkout.session.completed event exactly as Stripe would, then returns to the success URL; Cancel
// goes back to the shop; "Let this session expire" sends checkout.session.expired, as Stripe does when a session
// reaches its expires_at (the units it held go back at once), then goes back to the shop. The session expires
// at the expires_at create-checkout gave it (30 minutes), after which the page refuses it. Refused when
// APP_ENV=production.
import { isProduction, requireEnv, testWebhookSecret } from '../_shared/env.ts';
import { signatureHeader } from '../_shared/signature.ts';
import { readTestSession, type TestSession } from '../_shared/test-session.ts';

const TEXT = {
  en: {
    title: 'Test payment: no money moves',
    intro:
      'This page stands in for the payment provider while the shop runs locally. No card is asked for and nothing is charged.',
    amount: 'Amount',
    email: 'Email',
    pay: 'Pay',
    cancel: 'Cancel',
    expire: 'Let this session expire (test)',
    invalid:
      'This test payment link is invalid or has expired. Go back to the shop and start the checkout again.',
    failed: 'The test payment could not be recorded. Nothing was charged; go back and try again.',
  },
  fr: {
    title: 'Paiement de test : aucun argent ne circule',
    intro:
      'Cette page remplace le prestataire de paiement pendant que la boutique tourne en local. Aucune carte n’est demandée et rien n’est débité.',
    amount: 'Montant',
    email: 'E-mail',
    pay: 'Payer',
    cancel: 'Annuler',
    expire: 'Faire expirer cette session (test)',
    invalid:
      'Ce lien de paiement de test est invalide ou a expiré. Revenez à la boutique et recommencez la commande.',
    failed:
      'Le paiement de test n’a pas pu être enregistré. Rien n’a été débité ; revenez en arrière et réessayez.',
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function formatAmount(session: TestSession, minor = session.amount_minor): string {
  return new Intl.NumberFormat(session.locale === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: session.currency.toUpperCase(),
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100);
}

/** Each line of the amount (goods, delivery) when the session lists more than one. */
function lineRows(session: TestSession): string {
  if (!session.lines || session.lines.length < 2) return '';
  return session.lines
    .map(
      (line) =>
        `  <dt>${escapeHtml(line.name)}</dt><dd>${escapeHtml(formatAmount(session, line.amount_minor))}</dd>\n`,
    )
    .join('');
}

function page(status: number, locale: 'en' | 'fr', body: string, formTarget = ''): Response {
  const t = TEXT[locale];
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f1e9; color: #2c2a26; margin: 0; padding: 2rem 1rem; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 2rem; }
  h1 { font-size: 1.35rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { color: #5b574f; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: 1rem; align-items: center; margin-top: 1.5rem; }
  button { background: #3f4a2e; color: #fff; border: 0; border-radius: 999px; padding: .8rem 1.6rem; font-size: 1rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #b4862f; outline-offset: 2px; }
  button.secondary { background: none; color: #3f4a2e; padding: 0; text-decoration: underline; font-size: .9rem; }
  a { color: #3f4a2e; }
</style>
</head>
<body><main><h1>${escapeHtml(t.title)}</h1>${body}</main></body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${formTarget}`.trim(),
    },
  });
}

function checkoutPage(session: TestSession, token: string): Response {
  const t = TEXT[session.locale];
  const body = `<p>${escapeHtml(t.intro)}</p>
<dl>
  <dt>${escapeHtml(session.locale === 'fr' ? 'Objet' : 'For')}</dt><dd>${escapeHtml(session.description)}</dd>
${lineRows(session)}  <dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatAmount(session))}</dd>
  <dt>${escapeHtml(t.email)}</dt><dd>${escapeHtml(session.email)}</dd>
</dl>
<form method="post">
  <input type="hidden" name="session" value="${escapeHtml(token)}">
  <div class="actions">
    <button type="submit" name="action" value="pay">${escapeHtml(`${t.pay} ${formatAmount(session)}`)}</button>
    <a href="${escapeHtml(session.cancel_url)}">${escapeHtml(t.cancel)}</a>
  </div>
  <div class="actions">
    <button type="submit" name="action" value="expire" class="secondary">${escapeHtml(t.expire)}</button>
  </div>
</form>`;
  // Chromium applies form-action to the redirect after the form too: allow the shop's success page.
  return page(200, session.locale, body, new URL(session.success_url).origin);
}

/** Signs and sends an event about the session to the webhook, as Stripe would. */
async function send(session: TestSession, type: string, object: Record<string, unknown>): Promise<boolean> {
  const event = {
    id: `evt_test_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amount_minor,
        currency: session.currency,
        customer_email: session.email,
        client_reference_id: session.order_id,
        expires_at: session.expires_at,
        metadata: {
          order_id: session.order_id,
          order_number: session.order_number,
          purpose: session.purpose,
        },
        ...object,
      },
    },
  };
  const raw = JSON.stringify(event);
  const response = await fetch(`${requireEnv('SUPABASE_URL')}/functions/v1/payment-webhook/test`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': await signatureHeader(await testWebhookSecret(), raw),
    },
    body: raw,
  });
  await response.body?.cancel();
  return response.ok;
}

const pay = (session: TestSession) =>
  send(session, 'checkout.session.completed', {
    // What a refund of this payment names (Stripe: the PaymentIntent of the session).
    payment_intent: `pi_test_${session.id.replace(/^cs_test_/, '')}`,
    payment_status: 'paid',
    status: 'complete',
  });

const expire = (session: TestSession) =>
  send(session, 'checkout.session.expired', {
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'expired',
  });

export default async function handler(req: Request): Promise<Response> {
  if (isProduction()) return new Response('Not found', { status: 404 });
  const url = new URL(req.url);
  if (req.method === 'GET') {
    const token = url.searchParams.get('session');
    const session = await readTestSession(token);
    if (!session || !token) return page(400, 'en', `<p>${escapeHtml(TEXT.en.invalid)}</p>`);
    return checkoutPage(session, token);
  }
  if (req.method !== 'POST') return new Response('Method not allowed', { status: 405 });

  const form = new URLSearchParams(await req.text());
  const session = await readTestSession(form.get('session'));
  if (!session) return page(400, 'en', `<p>${escapeHtml(TEXT.en.invalid)}</p>`);
  if (form.get('action') === 'expire') {
    await expire(session);
    return Response.redirect(session.cancel_url, 303);
  }
  if (form.get('action') !== 'pay') return Response.redirect(session.cancel_url, 303);
  if (!(await pay(session))) {
    const back = `<p>${escapeHtml(TEXT[session.locale].failed)}</p><p><a href="${escapeHtml(session.cancel_url)}">${escapeHtml(TEXT[session.locale].cancel)}</a></p>`;
    return page(502, session.locale, back);
  }
  return Response.redirect(session.success_url, 303);
}

Deno.serve(handler);
