// The local demo accounts (never in a migration) and the demo admin's authenticator: the one module the
// backend's seed (migrate.ts), the CLI that `npm run dev` starts, the integration and e2e tests and the benches
// read. Codes come from auth/totp.ts (otpauth), as the auth service checks them.
import { totpCode } from './auth/totp.ts';

/**
 * The demo admin's authenticator: admin writes need aal2, so the demo admin has a verified TOTP factor with
 * this known base32 secret. Add it to an authenticator app, or compute codes with `demoAdminTotpCode()`.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'JVQWS43PNYQES3LNN5ZHIZLMMEQDERSB';

export const DEMO_ADMIN = {
  email: 'admin@maison-immortela.test',
  password: 'immortela-admin-2026',
  fullName: 'Camille Admin',
  admin: true,
  totpSecret: DEMO_ADMIN_TOTP_SECRET,
} as const;

export const DEMO_MEMBER = {
  email: 'member@maison-immortela.test',
  password: 'immortela-member-2026',
  fullName: 'Léa Martin',
  admin: false,
  totpSecret: null,
} as const;

export const DEMO_ACCOUNTS = [DEMO_ADMIN, DEMO_MEMBER] as const;

/** The code the demo admin's authenticator shows at this time. */
export const demoAdminTotpCode = (time = Date.now()): string => totpCode(DEMO_ADMIN_TOTP_SECRET, time);

/** The authenticator code for any TOTP secret (a member who enrolled one in a test). */
export { totpCode };

/** A six-digit code the authenticator does not show now (half the code space away), for refusal tests. */
export const wrongTotpCode = (secret = DEMO_ADMIN_TOTP_SECRET, time = Date.now()): string =>
  String((Number(totpCode(secret, time)) + 500_000) % 1_000_000).padStart(6, '0');
