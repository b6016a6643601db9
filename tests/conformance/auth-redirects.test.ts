// Where Supabase Auth's mailed links send the browser back (GoTrue internal/utilities/request.go: GetReferrer,
// IsRedirectURLValid; admin generate_link's getRedirectURLOrReferrer; verify's GET takes GetReferrer too): a
// redirect_to outside the site URL's host, loopback addresses and `additional_redirect_urls` is not refused but
// replaced, by the Referer header when that is allowed, else by the site URL.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProjectConfig } from '../../supabase/local/config.ts';
import {
  mailFor,
  makeClient,
  publishableKey,
  rawRequest,
  serviceClient,
  supabaseUrl,
} from '../integration/helpers';
import { confirmedUser } from './auth-helpers';

const SITE_URL =
  readProjectConfig(path.join(path.dirname(new URL(import.meta.url).pathname), '../../supabase/config.toml'))
    .siteUrl ?? '';
const FOREIGN = 'https://attacker.example/steal';

async function mailedRedirect(email: string): Promise<string | null> {
  const [mail] = await mailFor(email);
  return new URL(mail?.link ?? '').searchParams.get('redirect_to');
}

async function recover(email: string, query: string, headers: Record<string, string> = {}): Promise<number> {
  const answer = await rawRequest(`/auth/v1/recover${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });
  return answer.status;
}

describe('redirect_to of the mailed links', () => {
  it('keeps a redirect on the site URL host (any port) or a loopback address', async () => {
    expect(SITE_URL).toMatch(/^https?:\/\//);
    const sameHost = await confirmedUser('redir-host');
    const onHost = `${new URL(SITE_URL).protocol}//${new URL(SITE_URL).hostname}:4999/auth`;
    expect(
      (await makeClient().auth.resetPasswordForEmail(sameHost.email, { redirectTo: onHost })).error,
    ).toBeNull();
    expect(await mailedRedirect(sameHost.email)).toBe(onHost);

    const loopback = await confirmedUser('redir-loop');
    await makeClient().auth.resetPasswordForEmail(loopback.email, {
      redirectTo: 'http://127.0.0.1:4173/auth',
    });
    expect(await mailedRedirect(loopback.email)).toBe('http://127.0.0.1:4173/auth');
  });

  it('replaces a foreign redirect by the site URL, without an error', async () => {
    const user = await confirmedUser('redir-foreign');
    const answer = await makeClient().auth.resetPasswordForEmail(user.email, { redirectTo: FOREIGN });
    expect(answer.error).toBeNull();
    expect(await mailedRedirect(user.email)).toBe(SITE_URL);

    const otp = await confirmedUser('redir-otp');
    await makeClient().auth.signInWithOtp({ email: otp.email, options: { emailRedirectTo: FOREIGN } });
    expect(await mailedRedirect(otp.email)).toBe(SITE_URL);
  });

  it('falls back on an allowed Referer header, and refuses a decimal IP address', async () => {
    const user = await confirmedUser('redir-referer');
    const status = await recover(user.email, `?redirect_to=${encodeURIComponent(FOREIGN)}`, {
      Referer: 'http://127.0.0.1:4173/from-the-page',
    });
    expect(status).toBe(200);
    expect(await mailedRedirect(user.email)).toBe('http://127.0.0.1:4173/from-the-page');

    const decimal = await confirmedUser('redir-decimal');
    await recover(decimal.email, `?redirect_to=${encodeURIComponent('http://2130706433/x')}`);
    expect(await mailedRedirect(decimal.email)).toBe(SITE_URL);
  });

  it('generate_link answers the site URL for a foreign redirect, and GET /verify sends nowhere else', async () => {
    const user = await confirmedUser('redir-link');
    const { data, error } = await serviceClient().auth.admin.generateLink({
      type: 'recovery',
      email: user.email,
      options: { redirectTo: FOREIGN },
    });
    expect(error).toBeNull();
    expect(data.properties?.redirect_to).toBe(SITE_URL);

    const verify = await fetch(
      `${supabaseUrl()}/auth/v1/verify?token=${data.properties?.hashed_token ?? ''}&type=recovery` +
        `&redirect_to=${encodeURIComponent(FOREIGN)}`,
      { headers: { apikey: publishableKey() }, redirect: 'manual' },
    );
    expect(verify.status).toBe(303);
    const location = verify.headers.get('location') ?? '';
    expect(location.startsWith(`${SITE_URL}#`)).toBe(true);
    expect(new URLSearchParams(location.split('#')[1]).get('type')).toBe('recovery');
  });
});
