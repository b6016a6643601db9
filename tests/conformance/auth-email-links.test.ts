// E-mail sign-in without a password as Supabase Auth does it (GoTrue otp.go, magic_link.go, verify.go,
// invite.go, admin generate_link): signInWithOtp + verifyOtp through the local mailbox, invitations,
// admin.generateLink, and anonymous sign-in refused while config.toml disables it.
import { describe, expect, it } from 'vitest';
import {
  mailFor,
  makeClient,
  serviceClient,
  supabaseUrl,
  tokenClaims,
  uniqueEmail,
} from '../integration/helpers';
import { adminFetch, authFetch, confirmationsOn, confirmedUser } from './auth-helpers';

const claims = tokenClaims;

const methods = (token: string): string[] =>
  (claims(token).amr as { method: string }[]).map((entry) => entry.method);

describe('signInWithOtp + verifyOtp (e-mail)', () => {
  it('mails an existing user a magic link whose code signs in (type email), once', async () => {
    const user = await confirmedUser('otp');
    const client = makeClient();
    const sent = await client.auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null, messageId: undefined });
    const [mail] = await mailFor(user.email);
    expect(mail?.type).toBe('magiclink');
    expect(mail?.otp).toMatch(/^\d{6}$/);
    expect(mail?.link).toContain('type=magiclink');

    const verified = await client.auth.verifyOtp({
      email: user.email,
      token: mail?.otp ?? '',
      type: 'email',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    expect(methods(verified.data.session?.access_token ?? '')).toEqual(['otp']);
    expect((await client.auth.getUser()).data.user?.email).toBe(user.email);

    const replay = await makeClient().auth.verifyOtp({
      email: user.email,
      token: mail?.otp ?? '',
      type: 'email',
    });
    expect(replay.error?.status).toBe(403);
    expect(replay.error?.code).toBe('otp_expired');
    expect(replay.error?.message).toBe('Token has expired or is invalid');
  });

  it('verifies the mailed link by token_hash (type magiclink) and by GET /verify with a redirect', async () => {
    const user = await confirmedUser('hash');
    await makeClient().auth.signInWithOtp({ email: user.email });
    const first = (await mailFor(user.email))[0];
    const hash = new URL(first?.link ?? '').searchParams.get('token') ?? '';
    const byHash = await makeClient().auth.verifyOtp({ token_hash: hash, type: 'magiclink' });
    expect(byHash.error).toBeNull();
    expect(methods(byHash.data.session?.access_token ?? '')).toEqual(['magiclink']);

    await makeClient().auth.signInWithOtp({
      email: user.email,
      options: { emailRedirectTo: 'http://localhost:5173/account' },
    });
    const second = (await mailFor(user.email))[0];
    const response = await fetch(second?.link ?? '', { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/account');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(claims(fragment.get('access_token') ?? '').sub).toBe(user.id);
  });

  it('refuses an unknown address with 422 otp_disabled when shouldCreateUser is false', async () => {
    const email = uniqueEmail('nobody');
    const { error } = await makeClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    expect(error?.message).toBe('Signups not allowed for otp');
    expect(await mailFor(email)).toEqual([]);
  });

  it("signs a new address up (user_metadata from options.data) and the mailed link's token signs in", async () => {
    const email = uniqueEmail('newotp');
    const client = makeClient();
    const sent = await client.auth.signInWithOtp({ email, options: { data: { full_name: 'Otp Person' } } });
    expect(sent.error).toBeNull();
    const [mail] = await mailFor(email);
    // With confirmations on, GoTrue's sign-up confirmation mail is the sign-in mail; off, a magic link follows.
    expect(mail?.type).toBe(confirmationsOn() ? 'signup' : 'magiclink');
    // The shop's confirmation template (supabase/templates/confirmation.html) carries the link, not the code.
    const tokenHash = new URL(mail?.link ?? 'http://invalid/').searchParams.get('token') ?? '';
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(verified.data.user?.user_metadata).toMatchObject({
      full_name: 'Otp Person',
      email_verified: true,
    });
  });

  it('validates the address as GoTrue does and refuses a phone with 501', async () => {
    const bad = await makeClient().auth.signInWithOtp({ email: 'not an email' });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
    const raw = await authFetch('/otp', { method: 'POST', body: {} });
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual({ code: 'validation_failed', message: 'One of email or phone must be set' });
  });
});

describe('inviteUserByEmail', () => {
  it('creates an unconfirmed invited user, mails the invite, and the code confirms (type invite)', async () => {
    const email = uniqueEmail('invited');
    const service = serviceClient();
    const { data, error } = await service.auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Invited One' },
      redirectTo: 'http://localhost:5173/welcome',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toEqual(expect.any(String));
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Invited One' });
    const [mail] = await mailFor(email);
    expect(mail?.type).toBe('invite');
    expect(new URL(mail?.link ?? '').searchParams.get('redirect_to')).toBe('http://localhost:5173/welcome');

    const client = makeClient();
    const verified = await client.auth.verifyOtp({ email, token: mail?.otp ?? '', type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const again = await service.auth.admin.inviteUserByEmail(email);
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('email_exists');
  });

  it('is for the service role only (403 not_admin)', async () => {
    const answer = await authFetch('/invite', { method: 'POST', body: { email: uniqueEmail() } });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('not_admin');
  });
});

describe('admin.generateLink', () => {
  it('recovery: link, code and hash for an existing user, no mail sent; the hash signs in', async () => {
    const user = await confirmedUser('link');
    const service = serviceClient();
    const { data, error } = await service.auth.admin.generateLink({
      type: 'recovery',
      email: user.email,
      options: { redirectTo: 'http://localhost:5173/reset' },
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.properties?.verification_type).toBe('recovery');
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(data.properties?.redirect_to).toBe('http://localhost:5173/reset');
    const link = new URL(data.properties?.action_link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${supabaseUrl()}/auth/v1/verify`);
    expect(link.searchParams.get('token')).toBe(data.properties?.hashed_token);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(await mailFor(user.email)).toEqual([]);
    const verified = await makeClient().auth.verifyOtp({
      token_hash: data.properties?.hashed_token ?? '',
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(methods(verified.data.session?.access_token ?? '')).toEqual(['recovery']);
  });

  it('magiclink for an unknown address signs it up and answers type signup', async () => {
    const email = uniqueEmail('magicnew');
    const { data, error } = await serviceClient().auth.admin.generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('signup');
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const verified = await makeClient().auth.verifyOtp({
      email,
      token: data.properties?.email_otp ?? '',
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(methods(verified.data.session?.access_token ?? '')).toEqual(['email/signup']);
  });

  it('signup needs a password, invite creates the user; confirmed addresses are 422 email_exists', async () => {
    const service = serviceClient();
    const noPassword = await adminFetch('/admin/generate_link', {
      method: 'POST',
      body: { type: 'signup', email: uniqueEmail('nopw') },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
    const signup = await service.auth.admin.generateLink({
      type: 'signup',
      email: uniqueEmail('gensign'),
      password: 'a-password-1',
    });
    expect(signup.error).toBeNull();
    expect(signup.data.properties?.verification_type).toBe('signup');
    const invited = await service.auth.admin.generateLink({ type: 'invite', email: uniqueEmail('geninv') });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toEqual(expect.any(String));
    const user = await confirmedUser('genexists');
    const exists = await service.auth.admin.generateLink({ type: 'invite', email: user.email });
    expect(exists.error?.status).toBe(422);
    expect(exists.error?.code).toBe('email_exists');
  });

  it('refuses an unknown user for recovery (404), a bad type (400) and answers email_change with 501', async () => {
    const service = serviceClient();
    const unknown = await service.auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('ghost') });
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('user_not_found');
    expect(unknown.error?.message).toBe('User with this email not found');
    const user = await confirmedUser('badtype');
    const badType = await adminFetch('/admin/generate_link', {
      method: 'POST',
      body: { type: 'teleport', email: user.email },
    });
    expect(badType.status).toBe(400);
    expect(badType.body).toEqual({
      code: 'validation_failed',
      message: 'Invalid email action link type requested: teleport',
    });
    const change = await adminFetch('/admin/generate_link', {
      method: 'POST',
      body: { type: 'email_change_new', email: user.email, new_email: uniqueEmail('next') },
    });
    expect(change.status).toBe(501);
    expect(change.body.code).toBe('not_implemented');
  });
});

describe('signInAnonymously', () => {
  it('is refused with 422 anonymous_provider_disabled while config.toml disables it', async () => {
    const settings = await authFetch('/settings');
    expect((settings.body.external as Record<string, unknown>).anonymous_users).toBe(false);
    const { data, error } = await makeClient().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('anonymous_provider_disabled');
    expect(error?.message).toBe('Anonymous sign-ins are disabled');
    const raw = await authFetch('/signup', { method: 'POST', body: {}, versioned: false });
    expect(raw.status).toBe(422);
    expect(raw.body).toEqual({
      code: 422,
      error_code: 'anonymous_provider_disabled',
      msg: 'Anonymous sign-ins are disabled',
    });
  });
});

describe('signUp validation (GoTrue validateSignupParams, then the address)', () => {
  it('asks for a password first, then checks its strength, then the address', async () => {
    const noPassword = await makeClient().auth.signUp({ email: 'not an email', password: '' });
    expect(noPassword.error?.status).toBe(400);
    expect(noPassword.error?.code).toBe('validation_failed');
    expect(noPassword.error?.message).toBe('Signup requires a valid password');
    const weak = await makeClient().auth.signUp({ email: 'not an email', password: 'short' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', reasons: ['length'] });
    const badEmail = await makeClient().auth.signUp({ email: 'not an email', password: 'a-password-1' });
    expect(badEmail.error?.status).toBe(400);
    expect(badEmail.error?.message).toBe('Unable to validate email address: invalid format');
    const both = await authFetch('/signup', {
      method: 'POST',
      body: { email: uniqueEmail(), phone: '+33600000000', password: 'a-password-1' },
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      code: 'validation_failed',
      message: 'Only an email address or phone number should be provided on signup.',
    });
  });
});

describe('signUp with an address already registered', () => {
  it('answers as GoTrue for the configured confirmations: 422, or a made-up user and no mail', async () => {
    const user = await confirmedUser('again');
    const { data, error } = await makeClient().auth.signUp({ email: user.email, password: 'a-password-1' });
    if (!confirmationsOn()) {
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('user_already_exists');
      return;
    }
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(user.id);
    expect(data.user?.identities).toEqual([]);
    expect(await mailFor(user.email)).toEqual([]);
  });
});
