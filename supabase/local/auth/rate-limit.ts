// Failed password sign-ins and TOTP codes are counted in GoTrue's token buckets, per client address and per
// client only, as hosted (performRateLimiting in GoTrue's middleware.go keys every limiter on one IP address):
// an account has no bucket of its own, so wrong passwords typed elsewhere never lock its owner out. The client
// is the TCP peer, which a caller cannot forge, or the address a server names in Sb-Forwarded-For with the
// project's secret key (GoTrue's sbff, "IP address forwarding"). State lives in memory per backend instance.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { BackendContext } from '../context.ts';
import { header } from '../http.ts';
import { AuthError } from './errors.ts';

/** A token bucket: `burst` attempts at once, refilled at `perSecond` (GoTrue's tollbooth limiters). */
export interface BucketLimit {
  burst: number;
  perSecond: number;
}

export interface AttemptLimits {
  /** `POST /token?grant_type=password`: GoTrue's `Token` limiter, `[auth.rate_limit] token_refresh` per 5 min. */
  password: BucketLimit;
  /** `POST /factors/:id/verify`: GoTrue's `FactorVerify` limiter, `MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY` per min. */
  totp: BucketLimit;
}

/** GoTrue's defaults: burst 30 everywhere, token_refresh = 150 per 5 minutes, MFA = 15 per minute. */
const GOTRUE_BURST = 30;

/** The `Token` limiter for config.toml's `[auth.rate_limit] token_refresh` (requests per 5 minutes). */
export const tokenLimit = (perFiveMinutes: number): BucketLimit => ({
  burst: GOTRUE_BURST,
  perSecond: perFiveMinutes / 300,
});

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  password: tokenLimit(150),
  totp: { burst: GOTRUE_BURST, perSecond: 15 / 60 },
};

export type AttemptKind = keyof AttemptLimits;

/** GoTrue's answer when a limiter refuses (apierrors.ErrorCodeOverRequestRateLimit). */
export const rateLimited = (): AuthError =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** The TCP peer, never X-Forwarded-For: the local server is reached directly, so any header is the caller's. */
export function peerAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * The address the buckets count: the leftmost value of Sb-Forwarded-For when it is an IP address and the
 * request carries the secret key (a server such as the delete-account function, checking a password for its
 * own caller), as hosted with IP address forwarding on (GoTrue's sbff.Middleware; publishable and legacy keys
 * are not trusted with it); else the TCP peer. An invalid value falls back to the peer, as GoTrue does.
 */
export function clientAddress(ctx: BackendContext, req: IncomingMessage): string {
  const forwarded = header(req, 'sb-forwarded-for');
  if (forwarded !== undefined && header(req, 'apikey') === ctx.keys.secretKey) {
    const leftmost = forwarded.split(',')[0]?.trim() ?? '';
    if (isIP(leftmost) !== 0) return leftmost;
  }
  return peerAddress(req);
}

/** Entries left full again are dropped past this size, so a flood of addresses cannot grow memory unbounded. */
const PRUNE_ABOVE = 10_000;

class Buckets {
  private readonly entries = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: BucketLimit,
    private readonly now: () => number,
  ) {}

  private level(key: string, now: number): number {
    const entry = this.entries.get(key);
    if (!entry) return this.limit.burst;
    return Math.min(this.limit.burst, entry.tokens + ((now - entry.at) / 1000) * this.limit.perSecond);
  }

  exhausted(key: string): boolean {
    return this.level(key, this.now()) < 1;
  }

  spend(key: string): void {
    const now = this.now();
    this.entries.set(key, { tokens: Math.max(0, this.level(key, now) - 1), at: now });
    if (this.entries.size > PRUNE_ABOVE) {
      for (const [other] of this.entries) {
        if (this.level(other, now) >= this.limit.burst) this.entries.delete(other);
      }
    }
  }
}

export class AttemptLimiter {
  private readonly buckets: Record<AttemptKind, Buckets>;

  constructor(limits: AttemptLimits = DEFAULT_ATTEMPT_LIMITS, now: () => number = Date.now) {
    this.buckets = { password: new Buckets(limits.password, now), totp: new Buckets(limits.totp, now) };
  }

  /** Refuses (429) before the credential is even checked once the client has no attempt left. */
  check(kind: AttemptKind, client: string): void {
    if (this.buckets[kind].exhausted(client)) throw rateLimited();
  }

  /** Only failures spend: hosted counts every request, which would lock out the test suites' many sign-ins. */
  fail(kind: AttemptKind, client: string): void {
    this.buckets[kind].spend(client);
  }
}
