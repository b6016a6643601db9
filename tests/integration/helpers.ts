// supabase-js clients for the integration tests, made the way the app makes them (plus no persisted
// session): anon, a freshly signed-up member, the demo admin, and the service role.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/lib/database-api';
import { DEMO_ADMIN, demoAdminTotpCode, totpCode } from '../../supabase/local/demo-accounts.ts';
import { unverifiedClaims } from '../../supabase/local/jwt.ts';

/** The app's schema, typed (function arguments may be null, as the servers send them). */
export type Client = SupabaseClient<Database>;
/** A client that knows no schema: the REST conformance suite's own schema, and requests the API must refuse. */
export type UntypedClient = SupabaseClient;

/** The demo accounts the backend creates (supabase/local/demo-accounts.ts). */
export { DEMO_ADMIN, DEMO_MEMBER } from '../../supabase/local/demo-accounts.ts';

/** Node 20 has no WebSocket and the tests never use Realtime: a transport that refuses to connect. */
class NoRealtimeTransport {
  constructor() {
    throw new Error('Realtime is not part of the local backend');
  }
}

export const supabaseUrl = (): string => inject('supabaseUrl');
/** The app's key (`sb_publishable_...`, role anon). */
export const publishableKey = (): string => inject('publishableKey');
/** The servers' key (`sb_secret_...`, role service_role). */
export const secretKey = (): string => inject('secretKey');
/** The legacy JWT keys, kept working for projects that still use them. */
export const legacyAnonKey = (): string => inject('legacyAnonKey');
export const legacyServiceRoleKey = (): string => inject('legacyServiceRoleKey');
export const mailboxUrl = (): string => inject('mailboxUrl');
/** The `postgres` role's connection string (as migrations run on hosted): fixtures and the database lint. */
export const ownerDbUrl = (): string => inject('dbUrl');

/** A connection to the database as its owner (what only an operator could do or read), open. */
export async function ownerDb(): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: ownerDbUrl() });
  await db.connect();
  return db;
}
/** The superuser's (`supabase_admin`): only for checks a hosted project's postgres cannot make. */
export const adminDbUrl = (): string => inject('adminDbUrl');

interface ClientOptions {
  autoRefreshToken?: boolean;
  fetch?: typeof fetch;
}

const clientOptions = (options: ClientOptions) => ({
  auth: {
    persistSession: false,
    autoRefreshToken: options.autoRefreshToken ?? false,
    detectSessionInUrl: false,
  },
  global: options.fetch ? { fetch: options.fetch } : undefined,
  realtime: { transport: NoRealtimeTransport as never },
});

export function makeClient(key: string = publishableKey(), options: ClientOptions = {}): Client {
  return createClient<Database>(supabaseUrl(), key, clientOptions(options));
}

/** The same client for a test that names tables or functions only at run time (a matrix, a probe it made). */
export const untyped = (client: Client): UntypedClient => client;

export function makeUntypedClient(
  key: string = publishableKey(),
  options: ClientOptions = {},
): UntypedClient {
  return createClient(supabaseUrl(), key, clientOptions(options));
}

export const anonClient = (): Client => makeClient();
export const serviceClient = (): Client => makeClient(secretKey());

export async function signedIn(email: string, password: string, key = publishableKey()): Promise<Client> {
  const client = makeClient(key);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

/** The demo admin after the password only (aal1): reads like an admin, every admin write is refused. */
export const adminClientAal1 = (key = publishableKey()): Promise<Client> =>
  signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password, key);

/** The demo admin after the TOTP challenge (aal2), as the admin tools run: admin writes need it. */
export async function adminClient(key = publishableKey()): Promise<Client> {
  const client = await adminClientAal1(key);
  const { data: factors, error } = await client.auth.mfa.listFactors();
  const factor = factors?.totp.find((candidate) => candidate.status === 'verified');
  if (error || !factor)
    throw new Error(`the demo admin has no verified TOTP factor: ${error?.message ?? ''}`);
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: demoAdminTotpCode(),
  });
  if (verified.error) throw new Error(`the demo admin's TOTP challenge failed: ${verified.error.message}`);
  return client;
}

export function uniqueEmail(label = 'member'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface Member {
  client: Client;
  user: User;
  id: string;
  email: string;
  password: string;
}

/**
 * Signs up a new member as a person does: the sign-up (no session while the address is unconfirmed, as
 * config.toml's `enable_confirmations` and hosted's default want), then the code of the mailed confirmation.
 */
export async function newMember(fullName = 'Test Member', key = publishableKey()): Promise<Member> {
  const client = makeClient(key);
  const email = uniqueEmail();
  const password = `pw-${randomUUID()}`;
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  if (data.session) throw new Error('sign-up gave a session before the address was confirmed');
  await confirmSignUp(client, email);
  // Then signed in with the password, as the member does from the sign-in form (amr: password).
  const signedInAgain = await client.auth.signInWithPassword({ email, password });
  if (signedInAgain.error)
    throw new Error(`sign-in after confirmation failed: ${signedInAgain.error.message}`);
  const user = signedInAgain.data.user;
  return { client, user, id: user.id, email, password };
}

/** A new member who set up an authenticator: `client` is the session that verified it, now at aal2. */
export async function memberWithVerifiedFactor(): Promise<Member & { factorId: string; secret: string }> {
  const member = await newMember();
  const { data } = await member.client.auth.mfa.enroll({ factorType: 'totp' });
  if (!data || data.type !== 'totp') throw new Error('no TOTP factor');
  const verified = await member.client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totpCode(data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return { ...member, factorId: data.id, secret: data.totp.secret };
}

/** The token hash a mailed /verify link carries (what verifyOtp's token_hash takes). */
export const linkTokenHash = (mail: Pick<Mail, 'link'> | undefined): string =>
  new URL(mail?.link ?? 'http://invalid/').searchParams.get('token') ?? '';

/**
 * Confirms a sign-up with the token of its mail's link (the mail carries no code: the shop has nowhere to type
 * one); the client then holds the member's session.
 */
export async function confirmSignUp(client: Client, email: string): Promise<User> {
  const mail = await waitForMail(email, 'signup');
  const { data, error } = await client.auth.verifyOtp({ token_hash: linkTokenHash(mail), type: 'signup' });
  if (error || !data.user || !data.session)
    throw new Error(`confirming ${email} failed: ${error?.message ?? 'no session'}`);
  return data.user;
}

/** The newest mail of a type to an address, waiting for it a few seconds (mail leaves through a queue). */
export async function waitForMail(email: string, type: string, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailFor(email)).find((candidate) => candidate.type === type);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${type} mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Mail {
  to: string;
  from: string;
  subject: string;
  textPart: boolean;
  type: string;
  otp?: string;
  link?: string;
  listUnsubscribe?: string;
  text: string;
  html: string;
  /** The files it carried; each one's bytes at the backend's address + url. */
  attachments?: { filename: string; contentType: string; size: number; url: string }[];
}

export async function mailFor(email: string): Promise<Mail[]> {
  const response = await fetch(`${mailboxUrl()}?format=json&to=${encodeURIComponent(email)}`);
  return (await response.json()) as Mail[];
}

/** An access token's claims as issued (not verified), to check what the auth service put in it. */
export const tokenClaims = (token: string): Record<string, unknown> => unverifiedClaims(token) ?? {};

/** Authenticator codes (the otpauth library, as the auth service checks them): one module for all. */
export { demoAdminTotpCode, totpCode, wrongTotpCode } from '../../supabase/local/demo-accounts.ts';

/** A request straight to the API, for what supabase-js cannot send (bad keys, oversized or broken bodies). */
export async function rawRequest(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Blob } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${supabaseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { apikey: publishableKey(), ...init.headers },
    body: init.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}

/** The access token of a signed-in client's session; throws when it has none (the test set it up wrong). */
export async function tokenOf(client: Client): Promise<string> {
  const token = (await client.auth.getSession()).data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

/** A request to /rest/v1 with a client's own session, as anyone holding that session can send it. */
export async function restAs(
  client: Client,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const token = (await client.auth.getSession()).data.session?.access_token ?? '';
  return rawRequest(`/rest/v1/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
