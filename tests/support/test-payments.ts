// The test payment provider's pay step, with plain fetch (no test framework), for the integration tests, the e2e
// specs and the checkout bench alike: create-checkout called as supabase-js calls it, then the test provider's
// page submitted as a browser submits it (the form posts back, the page signs and sends the webhook
// checkout.session.completed, 303 to the shop's success page). A step that fails throws an Error naming the
// step, the response's status and its body.

/** Who calls create-checkout: a guest with the publishable key, or a member with their access token. */
export interface Caller {
  /** The backend's URL (SUPABASE_URL). */
  apiUrl: string;
  /** The publishable key, sent as apikey (and as the bearer when there is no token). */
  apiKey: string;
  /** A member's access token. */
  token?: string;
}

/** The payment page create-checkout opened. */
export interface CheckoutPage {
  url: string;
  order_id: string;
  order_number: string;
  /** A retried checkout of a paid order: url is its receipt page. */
  receipt?: boolean;
}

/** create-checkout's answer: the page, or { error: { code, message, field? } }. */
export type CheckoutReply = Partial<CheckoutPage> & {
  error?: { code: string; message?: string; field?: string };
};

export type TestPageAction = 'pay' | 'expire' | 'cancel';

function failed(step: string, status: number, body: string): Error {
  return new Error(`${step}: ${status} ${body}`);
}

/**
 * create-checkout as supabase-js calls it (functions.invoke), answered whatever its status; `send` is the
 * fetch to use (fetchFrom(address) in fetch-from.ts for a shopper of their own address).
 */
export async function postCheckout(
  { apiUrl, apiKey, token }: Caller,
  body: object,
  send: typeof fetch = fetch,
): Promise<{ status: number; body: CheckoutReply }> {
  const response = await send(`${apiUrl}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: {
      apikey: apiKey,
      Authorization: `Bearer ${token ?? apiKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as CheckoutReply };
  } catch {
    throw failed('create-checkout answered no JSON', response.status, text);
  }
}

/** create-checkout that must open a payment page: the page, else an Error with the status and body. */
export async function createCheckout(caller: Caller, body: object): Promise<CheckoutPage> {
  const answer = await postCheckout(caller, body);
  const { url, order_id, order_number } = answer.body;
  if (answer.status !== 200 || !url || !order_id || !order_number)
    throw failed('create-checkout refused', answer.status, JSON.stringify(answer.body));
  return answer.body as CheckoutPage;
}

/**
 * Clicks a button of the test provider's page as a browser does: reads the page (200, with its session), posts
 * its form back with the action, and answers the post's response without following its 303.
 */
export async function submitTestPage(url: string, action: TestPageAction): Promise<Response> {
  const page = await fetch(url);
  const html = await page.text();
  if (page.status !== 200) throw failed(`the test payment page ${url}`, page.status, html);
  const session = /name="session" value="([^"]+)"/.exec(html)?.[1];
  if (!session) throw failed(`the test payment page ${url} has no session`, page.status, html);
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, action }).toString(),
    redirect: 'manual',
  });
}

/** Pays on the test provider's page: the success URL its 303 leads to, else an Error with the status and body. */
export async function payAtTestProvider(url: string): Promise<string> {
  const response = await submitTestPage(url, 'pay');
  const body = await response.text();
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw failed('the test payment', response.status, body);
  return location;
}

/** An order placed through create-checkout and paid on the test provider's page. */
export async function paidCheckout(
  caller: Caller,
  body: object,
): Promise<CheckoutPage & { successUrl: string }> {
  const page = await createCheckout(caller, body);
  return { ...page, successUrl: await payAtTestProvider(page.url) };
}
