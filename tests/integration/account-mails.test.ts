// Every account mail in both languages, read from the local mailbox as the customer receives it: the subject
// and <html lang> of user_metadata.locale (set by the shop's sign-up), the brand's layout, the shop's sender,
// and a link that works. Hosted Auth sends these from config.toml's [auth.email.template.*] as one text/html
// part (GoTrue mailmeclient.go: SetBody("text/html", body)): no plain-text part can come from templates, so the
// local Auth sends none either, and the mailbox's text is what a client derives from the HTML (docs/mail.md).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  confirmSignUp,
  linkTokenHash,
  mailFor,
  makeClient,
  serviceClient,
  signedIn,
  uniqueEmail,
  waitForMail,
  type Mail,
} from './helpers';

type Locale = 'en' | 'fr';
const LOCALES: Locale[] = ['en', 'fr'];
// The From of the order mails too (supabase/local/server.ts: SMTP_FROM and [auth.email.smtp] sender).
const SHOP_SENDER = '"Maison Immortela" <shop@maison-immortela.test>';
const APP = 'http://localhost:5173/';

/** A confirmed member who signed up in this language. */
async function member(locale: Locale) {
  const client = makeClient();
  const email = uniqueEmail(`mail-${locale}`);
  const password = `pw-${randomUUID()}`;
  const { error } = await client.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Ada Lovelace', locale }, emailRedirectTo: APP },
  });
  if (error) throw error;
  const signup = await waitForMail(email, 'signup');
  await confirmSignUp(client, email);
  return { client: await signedIn(email, password), email, password, signup };
}

/** What every account mail has, whatever its kind: the language, the layout, the sender. */
function expectAccountMail(mail: Mail, locale: Locale, subject: string, words: string) {
  expect(mail.subject).toBe(`Maison Immortela · ${subject}`);
  expect(mail.from).toBe(SHOP_SENDER);
  expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}">`));
  expect(mail.html).toContain('background:#3d4a34'); // the layout's moss header, as the order mails
  expect(mail.html).not.toMatch(/<img(?![^>]*\salt="[^"]+")/);
  expect(mail.textPart).toBe(false);
  expect(mail.text).toContain(words);
  expect(mail.text).toContain(locale === 'fr' ? 'Bonjour Ada Lovelace,' : 'Hello Ada Lovelace,');
}

/** Follows a mailed link as a browser does: Auth answers with a redirect carrying the result in the fragment. */
async function follow(link: string | undefined): Promise<{ location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link ?? '', { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe.each(LOCALES)('account mails in %s', (locale) => {
  const fr = locale === 'fr';

  it('confirms the sign-up, and the link signs the shopper in on the shop', async () => {
    const email = uniqueEmail(`confirm-${locale}`);
    const { error } = await makeClient().auth.signUp({
      email,
      password: `pw-${randomUUID()}`,
      options: { data: { full_name: 'Ada Lovelace', locale }, emailRedirectTo: APP },
    });
    expect(error).toBeNull();
    const mail = await waitForMail(email, 'signup');
    expectAccountMail(
      mail,
      locale,
      fr ? 'Confirmez votre adresse e-mail' : 'Confirm your email address',
      fr ? 'Confirmer mon adresse e-mail' : 'Confirm my email address',
    );
    const { location, fragment } = await follow(mail.link);
    expect(`${location.origin}${location.pathname}`).toBe(APP);
    expect(fragment.get('type')).toBe('signup');
    const { data } = await makeClient().auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('sends the password recovery, whose link opens a recovery session', async () => {
    const { email } = await member(locale);
    expect(
      (await makeClient().auth.resetPasswordForEmail(email, { redirectTo: `${APP}auth` })).error,
    ).toBeNull();
    const mail = await waitForMail(email, 'recovery');
    expectAccountMail(
      mail,
      locale,
      fr ? 'Réinitialisez votre mot de passe' : 'Reset your password',
      fr ? 'Choisir un nouveau mot de passe' : 'Choose a new password',
    );
    const { location, fragment } = await follow(mail.link);
    expect(location.pathname).toBe('/auth');
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('sends the magic link with its code, both of which sign in', async () => {
    const { email } = await member(locale);
    expect(
      (await makeClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const mail = await waitForMail(email, 'magiclink');
    expectAccountMail(
      mail,
      locale,
      fr ? 'Votre lien de connexion' : 'Your sign-in link',
      fr ? 'Me connecter' : 'Sign in',
    );
    expect(mail.otp).toMatch(/^\d{6}$/);
    const { fragment } = await follow(mail.link);
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('sends the reauthentication code, which the password change takes as its nonce', async () => {
    const { client, email } = await member(locale);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await waitForMail(email, 'reauthentication');
    expectAccountMail(
      mail,
      locale,
      fr ? 'Votre code de vérification' : 'Your verification code',
      fr ? 'Votre code de vérification : ' : 'Your verification code: ',
    );
    expect(mail.otp).toMatch(/^\d{6}$/);
    const changed = await client.auth.updateUser({ password: `new-${randomUUID()}`, nonce: mail.otp ?? '' });
    expect(changed.error).toBeNull();
  });

  it('sends the e-mail change to both addresses (double_confirm_changes) and changes it once both links are followed', async () => {
    const { client, email } = await member(locale);
    const next = uniqueEmail(`next-${locale}`);
    const asked = await client.auth.updateUser({ email: next }, { emailRedirectTo: APP });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.email).toBe(email);
    expect(asked.data.user?.new_email).toBe(next);
    const toNew = await waitForMail(next, 'email_change');
    const toCurrent = await waitForMail(email, 'email_change');
    for (const mail of [toNew, toCurrent]) {
      expectAccountMail(
        mail,
        locale,
        fr ? 'Confirmez votre nouvelle adresse e-mail' : 'Confirm your new email address',
        fr ? 'Confirmer le changement' : 'Confirm the change',
      );
      expect(mail.text).toContain(email);
      expect(mail.text).toContain(next);
    }
    expect(linkTokenHash(toNew)).not.toBe(linkTokenHash(toCurrent));

    // GoTrue's answer to the first link: accepted, the other one awaited; the address is not changed yet.
    const first = await follow(toCurrent.link);
    expect(first.fragment.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(first.fragment.get('access_token')).toBeNull();
    expect((await client.auth.refreshSession()).data.user?.email).toBe(email);

    const second = await follow(toNew.link);
    expect(second.fragment.get('type')).toBe('email_change');
    const { data } = await makeClient().auth.getUser(second.fragment.get('access_token') ?? '');
    expect(data.user?.email).toBe(next);
    expect(data.user?.new_email).toBeUndefined();
  });

  it('sends the invitation in the language of the data the admin gave', async () => {
    const email = uniqueEmail(`invite-${locale}`);
    const invited = await serviceClient().auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Ada Lovelace', locale },
      redirectTo: APP,
    });
    expect(invited.error).toBeNull();
    const mail = await waitForMail(email, 'invite');
    expectAccountMail(
      mail,
      locale,
      fr ? 'Votre invitation' : 'Your invitation',
      fr ? 'Accepter l’invitation' : 'Accept the invitation',
    );
    const { fragment } = await follow(mail.link);
    expect(fragment.get('type')).toBe('invite');
  });
});

describe('account mails without a language', () => {
  it('are in English, greeting without a name, when the metadata has no locale', async () => {
    const email = uniqueEmail('nolocale');
    expect((await makeClient().auth.signUp({ email, password: `pw-${randomUUID()}` })).error).toBeNull();
    const mail = await waitForMail(email, 'signup');
    expect(mail.subject).toBe('Maison Immortela · Confirm your email address');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toMatch(/^Maison Immortela\s+Hello,/);
    expect((await mailFor(email)).length).toBe(1);
  });
});
