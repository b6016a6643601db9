// The test provider's checkout session travels in its page URL, signed so that nobody can change the amount
// or send the customer elsewhere afterwards: base64url(JSON) "." hex HMAC with the test webhook secret.
import { testWebhookSecret, toHex } from './env.ts';
import { constantTimeEqual } from './signature.ts';

export interface TestSession {
  id: string;
  order_id: string;
  order_number: string;
  purpose: 'order' | 'balance';
  amount_minor: number;
  currency: 'usd' | 'eur';
  email: string;
  locale: 'en' | 'fr';
  description: string;
  /** The lines of the amount (goods, delivery); absent in sessions signed before delivery was charged. */
  lines?: { name: string; amount_minor: number }[];
  success_url: string;
  cancel_url: string;
  expires_at: number;
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(encoded: string): string {
  const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

async function mac(data: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`session:${await testWebhookSecret()}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(data))));
}

export async function signTestSession(session: TestSession): Promise<string> {
  const data = base64url(JSON.stringify(session));
  return `${data}.${await mac(data)}`;
}

/** The session when the token is intact and not expired, else undefined. */
export async function readTestSession(token: string | null): Promise<TestSession | undefined> {
  if (!token || token.length > 8000) return undefined;
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined || !constantTimeEqual(signature, await mac(data)))
    return undefined;
  try {
    const session = JSON.parse(fromBase64url(data)) as TestSession;
    return session.expires_at > Date.now() / 1000 ? session : undefined;
  } catch {
    return undefined;
  }
}
