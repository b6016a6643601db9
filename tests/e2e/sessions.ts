// The demo member's and the demo admin's sessions, signed in once per run through the form by the setup project
// (sessions.setup.ts) and reused by every test that needs a signed-in member or admin but does not test signing
// in (those keep the form: auth, admin-mfa, a sign-in detour...). A test asks for one with
// `test.use({ signedInAs: 'admin' })`, or opens a second browser with `openBrowser(browser, role)` (fixtures.ts).
//
// One session per role is shared by every worker, and no page ever refreshes it. Access tokens live jwt_expiry
// = 3600 s (supabase/config.toml) and supabase-js refreshes a stored session only in the last 90 s before it
// expires (EXPIRY_MARGIN_MS), so a page that starts with more than RENEW_MARGIN_S left ends its test without
// presenting the refresh token. Were two pages to present one refresh token, Auth would revoke the session for
// every test once the second came more than refresh_token_reuse_interval (10 s) after the first. A run slower
// than the token's hour (a loaded machine, one core) does not refresh either: each worker then signs in anew
// through the Auth API (a new session of its own, so nothing is presented twice) and uses that.
//
// Tests that change an account (sign-out, which ends every session of the user; password, email, second factor,
// deletion) never use these: they sign up users of their own.
import type { BrowserContext } from '@playwright/test';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, API_URL, MEMBER, demoAdminTotpCode } from './accounts';

export type Role = 'member' | 'admin';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Beside the build (scripts/e2e-server.mjs), per preview port: runs on other ports keep their own sessions.
const DIR = fileURLToPath(new URL(`../../.e2e/sessions-${PORT}/`, import.meta.url));

/** The storage state (localStorage of the app's origin) the setup project saved for a role. */
export const SETUP_STATE: Record<Role, string> = {
  member: path.join(DIR, 'member.json'),
  admin: path.join(DIR, 'admin.json'),
};
/** What the setup project read from the app's own requests: its publishable key. */
export const APP_FACTS = path.join(DIR, 'app.json');

/**
 * Longer than any test's timeout (at most 120 s, twice that on one core) plus supabase-js's 90 s: a page given a session
 * with this much left never refreshes it.
 */
const RENEW_MARGIN_S = 10 * 60;

/** What `context.storageState()` answers and `browser.newContext({ storageState })` takes. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface AuthSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at?: number;
  user: { factors?: { id: string; factor_type: string; status: string }[] };
}

/** supabase-js keeps the session under sb-<project ref>-auth-token (the first label of the API's host). */
const isSessionKey = (name: string) => /^sb-.+-auth-token$/.test(name);

export function writeJson(file: string, value: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside then renamed: a worker reading it meanwhile sees the old file or the new one, never half.
  writeFileSync(`${file}.tmp`, JSON.stringify(value, null, 2));
  renameSync(`${file}.tmp`, file);
}

/** The stored state with only the app's session and language: a test starts as a browser that just signed in. */
export function keepSessionOnly(state: StorageState): StorageState {
  return {
    cookies: [],
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter(({ name }) => isSessionKey(name) || name === 'language'),
    })),
  };
}

/** The Supabase session a storage state file holds. */
export function readSession(file: string): AuthSession {
  return storedSession(readState(file));
}

function storedSession(state: StorageState): AuthSession {
  const entry = state.origins.flatMap((origin) => origin.localStorage).find(({ name }) => isSessionKey(name));
  if (!entry) throw new Error('The stored state holds no Supabase session: did the setup project sign in?');
  return JSON.parse(entry.value) as AuthSession;
}

function withSession(state: StorageState, session: AuthSession): StorageState {
  const value = JSON.stringify(session);
  return {
    cookies: state.cookies,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((entry) =>
        isSessionKey(entry.name) ? { ...entry, value } : entry,
      ),
    })),
  };
}

async function authCall(apiKey: string, url: string, body?: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${API_URL}/auth/v1/${url}`, {
    method: 'POST',
    headers: {
      apikey: apiKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`Auth ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A new session through the Auth API: the password grant, then the TOTP factor (aal2) when one is given. */
async function signInThroughApi(
  account: { email: string; password: string; totpCode?: () => string },
  apiKey: string,
): Promise<AuthSession> {
  const first = (await authCall(apiKey, 'token?grant_type=password', {
    email: account.email,
    password: account.password,
  })) as AuthSession;
  let session = first;
  if (account.totpCode) {
    const factor = first.user.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified');
    if (!factor) throw new Error(`${account.email} has no verified TOTP factor`);
    const challenge = (await authCall(apiKey, `factors/${factor.id}/challenge`, {}, first.access_token)) as {
      id: string;
    };
    session = (await authCall(
      apiKey,
      `factors/${factor.id}/verify`,
      { challenge_id: challenge.id, code: account.totpCode() },
      first.access_token,
    )) as AuthSession;
  }
  // supabase-js stores expires_at (seconds) beside what the grant answers.
  return { ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in };
}

const ROLE_ACCOUNTS = { member: MEMBER, admin: { ...ADMIN, totpCode: () => demoAdminTotpCode() } };

function readState(file: string): StorageState {
  return JSON.parse(readFileSync(file, 'utf8')) as StorageState;
}

/** The app's publishable key, as the setup project read it from the app's own requests. */
export function appApiKey(): string {
  return (JSON.parse(readFileSync(APP_FACTS, 'utf8')) as { apiKey: string }).apiKey;
}

/**
 * The storage state of a browser in which a user of the test's own (one whose account the test changes, or whose
 * orders and mails it counts) has signed in: a session through the Auth API, kept where the app keeps it.
 */
export async function accountState(account: { email: string; password: string }): Promise<StorageState> {
  return withSession(readState(SETUP_STATE.member), await signInThroughApi(account, appApiKey()));
}

const secondsLeft = (session: AuthSession) => (session.expires_at ?? 0) - Date.now() / 1000;

/** This worker's renewed sessions, once the setup's came near their end. */
const renewed = new Map<Role, { file: string; session: AuthSession }>();

/**
 * The storage state file a test of this worker opens as `role`: the setup's while it has more than
 * RENEW_MARGIN_S left, then one this worker signed in through the API (see the top of this file).
 */
export async function sessionState(role: Role, workerIndex: number): Promise<string> {
  const setup = readState(SETUP_STATE[role]);
  if (secondsLeft(storedSession(setup)) > RENEW_MARGIN_S) return SETUP_STATE[role];
  const mine = renewed.get(role);
  if (mine && secondsLeft(mine.session) > RENEW_MARGIN_S) return mine.file;
  const session = await signInThroughApi(ROLE_ACCOUNTS[role], appApiKey());
  const file = path.join(DIR, `${role}-worker-${workerIndex}.json`);
  writeJson(file, withSession(setup, session));
  renewed.set(role, { file, session });
  return file;
}
