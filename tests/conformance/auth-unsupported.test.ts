// Supabase Auth features the local backend does not implement answer 501 with GoTrue's error shape and a
// message naming the feature (never a 400/404 that reads like the caller's mistake). auth-js treats 501 as
// a transient server error: it surfaces AuthRetryableFetchError with status 501 and does not read the body,
// so the code and message are for raw callers; the tests check both.
import { describe, expect, it } from 'vitest';
import { makeClient, secretKey, serviceClient } from '../integration/helpers';
import { adminFetch, authFetch, confirmedUser } from './auth-helpers';

const NOT_SUPPORTED = /^.+ is not supported by the local backend$/;

describe('501 for unimplemented Auth features, raw', () => {
  it.each([
    ['POST', '/sso', { domain: 'example.test' }, /SSO/],
    ['GET', '/saml/metadata', undefined, /SSO/],
    ['GET', '/authorize?provider=github', undefined, /OAuth providers/],
    ['GET', '/callback', undefined, /OAuth providers/],
    ['GET', '/oauth/authorize?client_id=x', undefined, /OAuth 2\.1 server/],
    ['POST', '/oauth/token', {}, /OAuth 2\.1 server/],
    ['GET', '/.well-known/oauth-authorization-server', undefined, /OAuth server/],
    ['POST', '/passkeys/authentication/options', {}, /Passkeys/],
    ['GET', '/user/identities/authorize?provider=github', undefined, /Identity linking/],
    ['POST', '/otp', { phone: '+33600000000' }, /Phone/],
    ['POST', '/verify', { phone: '+33600000000', token: '123456', type: 'sms' }, /Phone/],
    ['POST', '/token?grant_type=id_token', { provider: 'google', id_token: 'x' }, /grant_type=id_token/],
    ['POST', '/token?grant_type=pkce', { auth_code: 'x', code_verifier: 'y' }, /grant_type=pkce/],
    ['POST', '/token?grant_type=web3', {}, /grant_type=web3/],
    ['POST', '/resend', { type: 'email_change', email: 'a@example.test' }, /email_change/],
  ])('%s %s -> 501 not_implemented', async (method, path, body, feature) => {
    const answer = await authFetch(path, { method, body });
    expect(answer.status).toBe(501);
    expect(answer.body.code).toBe('not_implemented');
    expect(answer.body.message).toMatch(NOT_SUPPORTED);
    expect(answer.body.message).toMatch(feature);
  });

  it('answers the unversioned GoTrue shape {code, error_code, msg} to clients without the API version', async () => {
    const answer = await authFetch('/sso', { method: 'POST', body: {}, versioned: false });
    expect(answer.status).toBe(501);
    expect(answer.body).toEqual({
      code: 501,
      error_code: 'not_implemented',
      msg: 'Single sign-on (SSO/SAML) is not supported by the local backend',
    });
  });

  it.each([
    ['GET', '/admin/oauth/clients', /OAuth server client/],
    ['GET', '/admin/sso/providers', /SSO provider/],
    ['GET', '/admin/users/00000000-0000-0000-0000-000000000001/passkeys', /Passkey/],
    ['GET', '/admin/audit', /audit log/],
  ])(
    'admin %s %s -> 501 for the service role, 403 not_admin for anyone else',
    async (method, path, feature) => {
      const admin = await adminFetch(path, { method });
      expect(admin.status).toBe(501);
      expect(admin.body.message).toMatch(feature);
      const anon = await authFetch(path, { method });
      expect(anon.status).toBe(403);
      expect(anon.body.code).toBe('not_admin');
    },
  );

  it('keeps 404 for paths that are no Supabase Auth endpoint at all', async () => {
    const answer = await authFetch('/no-such-endpoint');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('not_found');
  });
});

describe('501 through supabase-js: AuthRetryableFetchError with status 501', () => {
  const retryable = (error: unknown): void => {
    expect(error).toMatchObject({ name: 'AuthRetryableFetchError', status: 501 });
  };

  it('signInWithSSO, signInWithOtp (phone), verifyOtp (sms), signInWithIdToken', async () => {
    const client = makeClient();
    retryable((await client.auth.signInWithSSO({ domain: 'example.test' })).error);
    retryable((await client.auth.signInWithOtp({ phone: '+33600000000' })).error);
    retryable((await client.auth.verifyOtp({ phone: '+33600000000', token: '123456', type: 'sms' })).error);
    retryable((await client.auth.signInWithIdToken({ provider: 'google', token: 'not-a-token' })).error);
  });

  it('linkIdentity and unlinkIdentity for a signed-in user (an e-mail change is supported: account-mails.test.ts)', async () => {
    const user = await confirmedUser('unsup');
    const client = makeClient();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    retryable(
      (await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } })).error,
    );
    const identity = (await client.auth.getUserIdentities()).data?.identities[0];
    expect(identity).toBeDefined();
    if (identity) retryable((await client.auth.unlinkIdentity(identity)).error);
    // The session survives: a 501 is no reason to sign the user out.
    expect((await client.auth.getUser()).data.user?.id).toBe(user.id);
  });

  it('admin: createUser with a phone, oauth.listClients', async () => {
    const service = serviceClient();
    retryable((await service.auth.admin.createUser({ phone: '+33600000000' })).error);
    retryable((await service.auth.admin.oauth.listClients()).error);
    expect(secretKey()).toMatch(/^sb_secret_/);
  });
});
