// RFC 6238 TOTP (SHA-1, 30 s, 6 digits, base32 secrets) as authenticator apps and GoTrue use it, through the
// otpauth library: the one module the auth service, the integration and e2e tests and the benches share.
import { Secret, TOTP } from 'otpauth';

const totp = (secret: string, issuer = '', account = ''): TOTP =>
  new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, base32 (what GoTrue hands out at enrolment). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The code an authenticator app shows for this secret at this time. */
export function totpCode(secret: string, time = Date.now()): string {
  return totp(secret).generate({ timestamp: time });
}

/** Accepts the current code and one step either side, for clock drift. */
export function verifyTotp(secret: string, code: string, time = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totp(secret).validate({ token: code, timestamp: time, window: 1 }) !== null;
}

/** The otpauth:// URI of the enrolment QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totp(secret, issuer, account).toString();
}
