// Auth through supabase-js as the app uses it: sign-up with metadata, sign-in, refresh rotation, the user
// endpoints, sign-out scopes, recovery by mail, auth events, TOTP MFA, resend and reauthentication.
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import {
  confirmSignUp,
  DEMO_MEMBER,
  linkTokenHash,
  mailFor,
  makeClient,
  newMember,
  rawRequest,
  signedIn,
  tokenClaims,
  totpCode,
  uniqueEmail,
} from './helpers';

const claims = tokenClaims;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-up and sign-in', () => {
  it('signs a new member up with their full name; the session comes with the mailed confirmation', async () => {
    const client = makeClient();
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'a-long-password',
      options: { data: { full_name: 'Inès Dupont' }, emailRedirectTo: 'http://localhost:5173/' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe('Inès Dupont');
    expect(data.user?.email_confirmed_at).toBeUndefined();
    // As hosted with "Confirm email" on: no session until the address is proven, and no sign-in either.
    expect(data.session).toBeNull();
    const early = await makeClient().auth.signInWithPassword({ email, password: 'a-long-password' });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);

    const confirmed = await confirmSignUp(client, email);
    expect(confirmed.email_confirmed_at).toBeTruthy();
    const { data: session } = await client.auth.getSession();
    expect(claims(session.session?.access_token ?? '')).toMatchObject({
      role: 'authenticated',
      aal: 'aal1',
      sub: data.user?.id,
    });
  });

  it('a sign-up for a known address reveals nothing and changes nothing', async () => {
    // GoTrue with confirmations on (signup.go, sanitizeUser): 200, a made-up user with no identities, no
    // session, no mail; the account keeps its password.
    const member = await newMember();
    const before = (await mailFor(member.email)).length;
    const { data, error } = await makeClient().auth.signUp({
      email: member.email.toUpperCase(),
      password: 'another-password',
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(member.id);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(await mailFor(member.email)).toHaveLength(before);
    const intruder = await makeClient().auth.signInWithPassword({
      email: member.email,
      password: 'another-password',
    });
    expect(intruder.error?.code).toBe('invalid_credentials');
    await signedIn(member.email, member.password);
  });

  it('a second sign-up of an unconfirmed address mails its confirmation again', async () => {
    const email = uniqueEmail('again');
    const first = await makeClient().auth.signUp({ email, password: 'first-password-1' });
    const again = await makeClient().auth.signUp({ email, password: 'first-password-1' });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(first.data.user?.id);
    expect((await mailFor(email)).filter((mail) => mail.type === 'signup')).toHaveLength(2);
  });

  it('refuses a password shorter than the configured minimum', async () => {
    const { error } = await makeClient().auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
  });

  it('signs the demo member in and refuses a wrong password', async () => {
    const client = makeClient();
    const ok = await client.auth.signInWithPassword(DEMO_MEMBER);
    expect(ok.error).toBeNull();
    expect(ok.data.user?.user_metadata.full_name).toBe('Léa Martin');

    const wrong = await makeClient().auth.signInWithPassword({
      email: DEMO_MEMBER.email,
      password: 'not-the-password',
    });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.data.session).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token, answers a replay within the reuse window, refuses it after', async () => {
    const { client } = await newMember();
    const first = (await client.auth.getSession()).data.session;
    expect(first).not.toBeNull();
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session;
    expect(second?.refresh_token).not.toBe(first?.refresh_token);
    expect(second?.access_token).toBeTruthy();

    // Another tab presenting the used token within the window gets the session's current token.
    const replay = await makeClient().auth.refreshSession({ refresh_token: first?.refresh_token ?? '' });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(second?.refresh_token);

    await sleep(inject('refreshReuseSeconds') * 1000 + 300);
    const late = await makeClient().auth.refreshSession({ refresh_token: first?.refresh_token ?? '' });
    expect(late.error?.code).toBe('refresh_token_already_used');
    expect(late.data.session).toBeNull();
  });

  it('refuses a refresh token it never issued', async () => {
    const { error } = await makeClient().auth.refreshSession({ refresh_token: 'never-issued' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('the user', () => {
  it('reads and updates the signed-in user', async () => {
    const { client, email } = await newMember('Before Update');
    const read = await client.auth.getUser();
    expect(read.error).toBeNull();
    expect(read.data.user?.email).toBe(email);
    expect(read.data.user?.identities?.[0]?.provider).toBe('email');

    const updated = await client.auth.updateUser({ data: { full_name: 'After Update' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.full_name).toBe('After Update');

    const changed = await client.auth.updateUser({ password: 'brand-new-password' });
    expect(changed.error).toBeNull();
    const again = await makeClient().auth.signInWithPassword({ email, password: 'brand-new-password' });
    expect(again.error).toBeNull();
  });

  it('changes the password with the nonce mailed by reauthenticate', async () => {
    const { client, email } = await newMember();
    const { error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    const [mail] = await mailFor(email);
    expect(mail?.type).toBe('reauthentication');
    const changed = await client.auth.updateUser({
      password: 'nonce-checked-password',
      nonce: mail?.otp ?? '',
    });
    expect(changed.error).toBeNull();
    const wrongNonce = await client.auth.updateUser({ password: 'yet-another-password', nonce: '000000' });
    expect(wrongNonce.error?.code).toBe('reauthentication_not_valid');
  });

  it('ends sessions by scope: others, local, global', async () => {
    const member = await newMember();
    const phone = await signedIn(member.email, member.password);
    const laptop = await signedIn(member.email, member.password);

    expect((await member.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await member.client.auth.getUser()).error).toBeNull();
    expect((await phone.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await laptop.auth.getUser()).error?.name).toBe('AuthSessionMissingError');

    expect((await member.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await member.client.auth.getSession()).data.session).toBeNull();

    const a = await signedIn(member.email, member.password);
    const b = await signedIn(member.email, member.password);
    expect((await a.auth.signOut()).error).toBeNull();
    expect((await b.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('reports the auth events the app listens to', async () => {
    const member = await newMember();
    const client = makeClient();
    const events: AuthChangeEvent[] = [];
    const { data } = client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await client.auth.signInWithPassword({ email: member.email, password: member.password });
    await client.auth.refreshSession();
    await client.auth.updateUser({ data: { full_name: 'Evented' } });
    await client.auth.signOut();
    data.subscription.unsubscribe();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
  });
});

describe('password recovery', () => {
  it('mails a code and a link; the code signs in for recovery and the password can be changed', async () => {
    const member = await newMember();
    const client = makeClient();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const sent = await client.auth.resetPasswordForEmail(member.email, {
      redirectTo: 'http://localhost:5173/reset',
    });
    expect(sent.error).toBeNull();

    const [mail] = await mailFor(member.email);
    expect(mail?.type).toBe('recovery');
    expect(mail?.subject).toBe('Maison Immortela · Reset your password');
    expect(mail?.link).toContain('/auth/v1/verify?token=');
    const page = await fetch(inject('mailboxUrl'));
    expect(await page.text()).toContain('Reset your password');

    const verified = await client.auth.verifyOtp({ token_hash: linkTokenHash(mail), type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(member.email);
    expect(events).toContain('PASSWORD_RECOVERY');

    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect(
      (await makeClient().auth.signInWithPassword({ email: member.email, password: 'recovered-password' }))
        .error,
    ).toBeNull();

    // A link works once.
    const reused = await makeClient().auth.verifyOtp({ token_hash: linkTokenHash(mail), type: 'recovery' });
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('follows the mailed link back to the app with the session in the URL fragment', async () => {
    const member = await newMember();
    await makeClient().auth.resetPasswordForEmail(member.email, {
      redirectTo: 'http://localhost:5173/reset',
    });
    const [mail] = await mailFor(member.email);
    const response = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/reset');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
  });
});

describe('resend', () => {
  it('is validated by the client and by the server', async () => {
    const client = makeClient();
    // supabase-js refuses before sending when neither e-mail nor phone is given.
    const noEmail = await client.auth.resend({ type: 'signup' } as unknown as Parameters<
      typeof client.auth.resend
    >[0]);
    expect(noEmail.error?.message).toBe('You must provide either an email or phone number and a type');

    const badType = await rawRequest('/auth/v1/resend', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.test', type: 'nonsense' }),
    });
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ code: 400, error_code: 'validation_failed' });

    const ok = await client.auth.resend({ type: 'signup', email: DEMO_MEMBER.email });
    expect(ok.error).toBeNull();
  });
});

describe('TOTP multi-factor authentication', () => {
  it('enrols a factor with a QR code, verifies a challenge and raises the session to aal2', async () => {
    const { client } = await newMember();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data;
    if (!factor || factor.type !== 'totp') throw new Error('no TOTP factor');
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//);

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');

    const second = await client.auth.mfa.challenge({ factorId: factor.id });
    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: second.data?.id ?? '',
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const token = claims(verified.data?.access_token ?? '');
    expect(token.aal).toBe('aal2');
    expect((token.amr as { method: string }[]).map((entry) => entry.method)).toEqual(
      expect.arrayContaining(['totp', 'password']),
    );

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal2');
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((entry) => entry.status)).toEqual(['verified']);

    expect((await client.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
  });

  it('refuses to unenrol a verified factor from an aal1 session', async () => {
    const member = await newMember();
    const { data } = await member.client.auth.mfa.enroll({ factorType: 'totp' });
    if (!data || data.type !== 'totp') throw new Error('no TOTP factor');
    await member.client.auth.mfa.challengeAndVerify({ factorId: data.id, code: totpCode(data.totp.secret) });

    const fresh = await signedIn(member.email, member.password);
    const level = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const refused = await fresh.auth.mfa.unenroll({ factorId: data.id });
    expect(refused.error?.code).toBe('insufficient_aal');
  });
});

describe('service endpoints', () => {
  it('publishes the ES256 public key (never the legacy symmetric secret), settings and health', async () => {
    expect((await rawRequest('/auth/v1/.well-known/jwks.json')).body).toEqual({
      keys: [expect.objectContaining({ kty: 'EC', alg: 'ES256', key_ops: ['verify'] })],
    });
    expect((await rawRequest('/auth/v1/settings')).body).toMatchObject({
      external: { email: true },
      mailer_autoconfirm: false,
    });
    expect((await rawRequest('/auth/v1/health')).status).toBe(200);
  });

  it('answers SSO and identity linking with 501 and a clear message', async () => {
    const sso = await rawRequest('/auth/v1/sso', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(sso.status).toBe(501);
    expect(sso.body).toMatchObject({ error_code: 'not_implemented', msg: expect.stringContaining('SSO') });
    const { client } = await newMember();
    const link = await client.auth.linkIdentity({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    expect(link.error?.status).toBe(501);
  });
});
