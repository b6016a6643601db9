// Rules hosted GoTrue enforces on sign-in and two-factor: a second factor needs aal2 (mfa.go validateFactors),
// and failed passwords and TOTP codes meet GoTrue's token buckets (burst 30; 429 over_request_rate_limit),
// counted per client address only (the TCP peer, not X-Forwarded-For; GoTrue's performRateLimiting keys on
// one address), never per account: wrong guesses slow the guesser, not the owner signing in from elsewhere.
// Each test speaks from its own loopback addresses (127.0.x.y) so the other files' clients on 127.0.0.1 keep
// their budget.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { refusedOnEmptyBucket } from './rate-buckets';
import { describe, expect, it } from 'vitest';
import { startLocalBackend } from '../../supabase/local/server.ts';
import {
  DEMO_MEMBER,
  memberWithVerifiedFactor,
  newMember,
  publishableKey,
  signedIn,
  supabaseUrl,
  totpCode,
  uniqueEmail,
  wrongTotpCode as wrongCode,
} from './helpers';

const BURST = 30;
const RATE_LIMITED = { code: 'over_request_rate_limit', message: 'Request rate limit reached' };

let nextPeer = 0;
/** A loopback address no other test has used: a new client as far as the server can tell. */
function freshPeer(): string {
  nextPeer += 1;
  return `127.0.${100 + Math.floor(nextPeer / 250)}.${1 + (nextPeer % 250)}`;
}

interface Answer {
  status: number;
  body: { code?: string; message?: string; access_token?: string; id?: string };
}

/** POST to the auth API from a chosen local address, as supabase-js sends it (API version header included). */
function authPost(
  path: string,
  body: unknown,
  from: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(`${supabaseUrl()}/auth/v1${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        localAddress: from,
        headers: {
          apikey: publishableKey(),
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Answer['body']) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const signIn = (email: string, password: string, from: string, headers?: Record<string, string>) =>
  authPost('/token?grant_type=password', { email, password }, from, headers);

/** A member with a verified TOTP factor, and an aal1 access token of a fresh password session. */
async function memberWithFactor(): Promise<{ token: string; factorId: string; secret: string }> {
  const member = await memberWithVerifiedFactor();
  const fresh = await signedIn(member.email, member.password);
  const token = (await fresh.auth.getSession()).data.session?.access_token ?? '';
  return { token, factorId: member.factorId, secret: member.secret };
}

async function verifyTotp(
  user: { token: string; factorId: string },
  code: string,
  from: string,
): Promise<Answer> {
  const auth = { authorization: `Bearer ${user.token}` };
  const challenge = await authPost(`/factors/${user.factorId}/challenge`, {}, from, auth);
  return authPost(`/factors/${user.factorId}/verify`, { challenge_id: challenge.body.id, code }, from, auth);
}

describe('enrolling a factor', () => {
  it('is allowed at aal1 while the account has no verified factor (first set-up)', async () => {
    const member = await newMember();
    const first = await member.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'first' });
    expect(first.error).toBeNull();
    const second = await member.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(second.error).toBeNull();
  });

  it('is refused at aal1 once a factor is verified (403 insufficient_aal), allowed at aal2', async () => {
    const member = await newMember();
    const { data } = await member.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    if (!data || data.type !== 'totp') throw new Error('no TOTP factor');
    await member.client.auth.mfa.challengeAndVerify({ factorId: data.id, code: totpCode(data.totp.secret) });

    const aal1 = await signedIn(member.email, member.password);
    const refused = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'attacker' });
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('insufficient_aal');
    expect(refused.error?.message).toBe('AAL2 required to enroll a new factor');
    const unenrol = await aal1.auth.mfa.unenroll({ factorId: data.id });
    expect(unenrol.error?.status).toBe(422);
    expect(unenrol.error?.code).toBe('insufficient_aal');
    expect((await aal1.auth.mfa.listFactors()).data?.all.map((factor) => factor.friendly_name)).toEqual([
      'phone',
    ]);

    const aal2 = await member.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'backup' });
    expect(aal2.error).toBeNull();
  });
});

describe('failed password sign-ins', () => {
  /**
   * Fails sign-ins until the limiter refuses one. It lets the burst through, plus what refilled meanwhile (one
   * attempt every 2 s, config.toml's token_refresh), so a slow machine still sees a bound, never no limit.
   */
  async function failUntilRefused(
    attempt: (n: number) => Promise<{ status: number; body: Record<string, unknown> }>,
  ): Promise<void> {
    const started = Date.now();
    for (let n = 0; n < BURST * 4; n += 1) {
      const answer = await attempt(n);
      if (answer.status === 429) {
        expect(answer.body).toEqual(RATE_LIMITED);
        expect(n).toBeGreaterThanOrEqual(BURST);
        expect(n).toBeLessThanOrEqual(BURST + Math.ceil((Date.now() - started) / 2_000));
        return;
      }
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_credentials');
    }
    throw new Error('failed sign-ins were never refused');
  }

  it('are limited per client: the peer address counts, X-Forwarded-For does not', async () => {
    const client = freshPeer();
    await failUntilRefused((attempt) =>
      signIn(uniqueEmail('nobody'), 'not-a-password', client, {
        'x-forwarded-for': `203.0.113.${(attempt % 250) + 1}`,
      }),
    );
    // Even the right password of another account is refused from this client, whatever it claims to be.
    const wrongFromClient = async () =>
      (await signIn(uniqueEmail('nobody'), 'not-a-password', client)).status;
    await refusedOnEmptyBucket(wrongFromClient, async () => {
      const refused = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password, client, {
        'x-forwarded-for': '198.51.100.77',
      });
      if (refused.status === 429) expect(refused.body).toEqual(RATE_LIMITED);
      return refused.status;
    });
    const elsewhere = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password, freshPeer());
    expect(elsewhere.status).toBe(200);

    // The bucket refills at config.toml's token_refresh (150 per 5 minutes): one attempt back every 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password, client)).status).toBe(200);
  });

  it('never lock the account: the owner signs in from their own address while a guesser is refused', async () => {
    const member = await newMember();
    const guesser = freshPeer();
    await failUntilRefused(() => signIn(member.email.toUpperCase(), 'wrong-password', guesser));
    await refusedOnEmptyBucket(
      async () => (await signIn(member.email, 'wrong-password', guesser)).status,
      async () => (await signIn(member.email, member.password, guesser)).status,
    );
    // Guesses spread over many addresses spend none of the owner's attempts either (hosted has no account bucket).
    for (let attempt = 0; attempt < BURST; attempt += 1) {
      expect((await signIn(member.email, 'wrong-password', freshPeer())).status).toBe(400);
    }
    const owner = await signIn(member.email, member.password, freshPeer());
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toBeTruthy();
  });

  it('are the only ones counted: successful sign-ins never run the budget down', async () => {
    const client = freshPeer();
    for (let attempt = 0; attempt < BURST + 5; attempt += 1) {
      expect((await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password, client)).status).toBe(200);
    }
  });
});

describe('failed TOTP codes', () => {
  it('never lock the account: wrong codes from other addresses leave the owner their right code', async () => {
    const user = await memberWithFactor();
    for (let attempt = 0; attempt < BURST; attempt += 1) {
      const failed = await verifyTotp(user, wrongCode(user.secret), freshPeer());
      expect(failed.status).toBe(422);
      expect(failed.body.code).toBe('mfa_verification_failed');
    }
    const owner = await verifyTotp(user, totpCode(user.secret), freshPeer());
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toBeTruthy();
  });

  it('are limited per client across accounts, whatever X-Forwarded-For says', async () => {
    const client = freshPeer();
    const users = [await memberWithFactor(), await memberWithFactor()];
    for (let attempt = 0; attempt < BURST; attempt += 1) {
      const user = users[attempt % 2] ?? users[0];
      if (!user) throw new Error('no user');
      const failed = await verifyTotp(user, wrongCode(user.secret), client);
      expect(failed.body.code).toBe('mfa_verification_failed');
    }
    const third = await memberWithFactor();
    // The bucket refills one attempt every 4 s (15 a minute) while the 30 wrong codes go: empty it again first.
    const firstUser = users[0];
    if (!firstUser) throw new Error('no user');
    await refusedOnEmptyBucket(
      async () => (await verifyTotp(firstUser, wrongCode(firstUser.secret), client)).status,
      async () => {
        const refused = await verifyTotp(third, totpCode(third.secret), client);
        if (refused.status === 429) expect(refused.body).toEqual(RATE_LIMITED);
        return refused.status;
      },
    );
    const spoofed = await authPost(
      `/factors/${third.factorId}/verify`,
      { challenge_id: '00000000-0000-0000-0000-000000000000', code: totpCode(third.secret) },
      client,
      { authorization: `Bearer ${third.token}`, 'x-forwarded-for': '198.51.100.8' },
    );
    expect(spoofed.status).toBe(429);
    const elsewhere = await verifyTotp(third, totpCode(third.secret), freshPeer());
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.access_token).toBeTruthy();
  });
});

describe('a backend started with lower limits (startLocalBackend attemptLimits)', () => {
  it('refuses the attempt past its own burst', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-limits-'));
    const backend = await startLocalBackend({
      port: 0,
      dataDir,
      quiet: true,
      ephemeral: true,
      attemptLimits: { password: { burst: 2, perSecond: 0 } },
    });
    try {
      const signInThere = async (password: string) => {
        const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_MEMBER.email, password }),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      expect((await signInThere('wrong-1')).status).toBe(400);
      expect((await signInThere('wrong-2')).status).toBe(400);
      const refused = await signInThere(DEMO_MEMBER.password);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        code: 429,
        error_code: 'over_request_rate_limit',
        msg: 'Request rate limit reached',
      });
    } finally {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
