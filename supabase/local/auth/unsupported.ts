// Supabase Auth features the local backend does not implement: each answers 501 with GoTrue's error shape
// (code not_implemented) and a message naming the feature, never a 404 that reads like the caller's mistake.
// supabase-js surfaces a 501 as AuthRetryableFetchError (status 501) without reading the body; the body is
// for raw callers and logs.
import { AuthError } from './errors.ts';

interface Unsupported {
  /** Matches the path under /auth/v1 (and the method when given). */
  path: RegExp;
  method?: string;
  feature: string;
}

const UNSUPPORTED: Unsupported[] = [
  { path: /^\/(sso|saml)(\/.*)?$/, feature: 'Single sign-on (SSO/SAML)' },
  { path: /^\/admin\/sso(\/.*)?$/, feature: 'SSO provider administration (admin/sso/providers)' },
  {
    path: /^\/(authorize|callback)$/,
    feature: 'Sign-in with third-party OAuth providers (authorize/callback)',
  },
  {
    path: /^\/oauth(\/.*)?$/,
    feature: 'The OAuth 2.1 server (oauth/authorize, oauth/token, client registration)',
  },
  { path: /^\/admin\/oauth(\/.*)?$/, feature: 'OAuth server client administration (admin/oauth/clients)' },
  {
    path: /^\/\.well-known\/(oauth-authorization-server|openid-configuration)$/,
    feature: 'OAuth server / OpenID discovery',
  },
  { path: /^\/(passkeys|webauthn)(\/.*)?$/, feature: 'Passkeys (WebAuthn)' },
  { path: /^\/admin\/users\/[^/]+\/passkeys(\/.*)?$/, feature: 'Passkey administration (admin passkeys)' },
  { path: /^\/user\/identities(\/.*)?$/, feature: 'Identity linking and unlinking (user/identities)' },
  { path: /^\/(sms|phone)(\/.*)?$/, feature: 'Phone auth (SMS)' },
  { path: /^\/admin\/audit$/, feature: 'The audit log (admin/audit)' },
  { path: /^\/admin\/custom-providers(\/.*)?$/, feature: 'Custom OAuth providers (admin/custom-providers)' },
  { path: /^\/admin\/users\/[^/]+\/factors\/[^/]+$/, method: 'PUT', feature: 'Updating MFA factors (admin)' },
  { path: /^\/user\/oauth(\/.*)?$/, feature: 'OAuth grants of the user (user/oauth)' },
];

export const notImplemented = (feature: string): AuthError =>
  new AuthError(501, 'not_implemented', `${feature} is not supported by the local backend`);

/** The 501 for an unimplemented feature's endpoint, or undefined when the path is not one. */
export function unsupportedEndpoint(method: string, rest: string): AuthError | undefined {
  const entry = UNSUPPORTED.find((item) => item.path.test(rest) && (!item.method || item.method === method));
  return entry ? notImplemented(entry.feature) : undefined;
}
