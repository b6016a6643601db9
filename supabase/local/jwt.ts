// JSON Web Tokens with node:crypto: user access tokens are ES256 with a `kid` (an asymmetric signing key, as
// hosted projects now use); the legacy anon/service_role keys are HS256 with the shared secret. Every token a
// request carries is verified here before its role is trusted.
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign,
  timingSafeEqual,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { isRecord, parseJson } from './json.ts';

export type JwtClaims = Record<string, unknown>;

export type JwtResult =
  | { ok: true; claims: JwtClaims; header: JwtClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'algorithm' | 'kid' };

/** The public half as GoTrue publishes it in its JWKS (`use` sig, `key_ops` verify). */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: PublicJwk;
}

/** Which keys a verifier trusts: the ES256 signing key, and the HS256 secret while legacy tokens are allowed. */
export interface VerificationKeys {
  es256?: SigningKey;
  hs256?: string;
}

export function signingKeyFromJwk(jwk: JsonWebKey & { kid: string }): SigningKey {
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const exported = publicKey.export({ format: 'jwk' });
  if (exported.kty !== 'EC' || exported.crv !== 'P-256' || !exported.x || !exported.y) {
    throw new Error('The signing key in secrets.json is not a P-256 key: delete the data directory.');
  }
  return {
    kid: jwk.kid,
    privateKey,
    publicKey,
    publicJwk: {
      kty: 'EC',
      crv: 'P-256',
      x: exported.x,
      y: exported.y,
      kid: jwk.kid,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    },
  };
}

const encodeJson = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** ES256 (JWS signature r||s, as WebCrypto verifies it) with the key's `kid`, or HS256 with a shared secret. */
export function signJwt(claims: JwtClaims, key: SigningKey | string): string {
  if (typeof key === 'string') {
    const head = encodeJson({ alg: 'HS256', typ: 'JWT' });
    const body = encodeJson(claims);
    const signature = createHmac('sha256', key).update(`${head}.${body}`).digest('base64url');
    return `${head}.${body}.${signature}`;
  }
  const head = encodeJson({ alg: 'ES256', kid: key.kid, typ: 'JWT' });
  const body = encodeJson(claims);
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${head}.${body}.${signature.toString('base64url')}`;
}

/** A JWT segment's JSON, undefined when it is not JSON. */
const segmentJson = (segment: string): unknown =>
  parseJson(Buffer.from(segment, 'base64url').toString('utf8'), () => undefined);

/** A token's claims, unverified (undefined when it is not a JWT): for tests that read what was issued. */
export function unverifiedClaims(token: string): JwtClaims | undefined {
  const claims = segmentJson(token.split('.')[1] ?? '');
  return isRecord(claims) ? claims : undefined;
}

function signatureMatches(header: JwtClaims, signed: string, signature: Buffer, keys: VerificationKeys) {
  if (header.alg === 'ES256') {
    if (!keys.es256) return 'algorithm' as const;
    if (header.kid !== keys.es256.kid) return 'kid' as const;
    const valid = verify(
      'sha256',
      Buffer.from(signed),
      { key: keys.es256.publicKey, dsaEncoding: 'ieee-p1363' },
      signature,
    );
    return valid ? true : ('signature' as const);
  }
  if (header.alg === 'HS256') {
    // Refused outright once legacy tokens are off, as after revoking the legacy secret on a hosted project.
    if (keys.hs256 === undefined) return 'signature' as const;
    const expected = createHmac('sha256', keys.hs256).update(signed).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected)
      ? true
      : ('signature' as const);
  }
  return 'algorithm' as const;
}

export function verifyJwt(token: string, keys: VerificationKeys, now = Date.now()): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [head, body, signature] = parts as [string, string, string];
  const header = segmentJson(head);
  const claims = segmentJson(body);
  if (!isRecord(header) || !isRecord(claims)) return { ok: false, reason: 'malformed' };
  const outcome = signatureMatches(header, `${head}.${body}`, Buffer.from(signature, 'base64url'), keys);
  if (outcome !== true) return { ok: false, reason: outcome };
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims, header };
}

/** The legacy anon and service_role keys: long-lived HS256 JWTs as `supabase start` printed them. */
export function legacyApiKeys(secret: string): { legacyAnonKey: string; legacyServiceRoleKey: string } {
  const iat = 1_767_225_600; // 2026-01-01: fixed so the keys stay the same for a given secret
  const exp = iat + 10 * 365 * 24 * 3600;
  return {
    legacyAnonKey: signJwt({ iss: 'supabase-local', role: 'anon', iat, exp }, secret),
    legacyServiceRoleKey: signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp }, secret),
  };
}
