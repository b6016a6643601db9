// Issue 27 item 6: account deletion checks the password with a password grant against Auth, which limits
// wrong passwords per client address. The function reaches Auth from its own address, so without more every
// member's deletion shared one bucket: one client's wrong passwords refused everybody's. Now the grant names the
// caller's address in Sb-Forwarded-For with the secret key (hosted GoTrue's "IP address forwarding": sbff keys
// the limiter on that address when the request carries the secret key), and the local Auth does the same.
import { describe, expect, it } from 'vitest';
import { fetchFrom, freshAddress } from './client-address';
import { newMember, publishableKey, secretKey, supabaseUrl, tokenOf } from './helpers';
import { refusedOnEmptyBucket } from './rate-buckets';

const BURST = 30;

/** delete-account as the account page calls it, from the given client address. */
async function deleteAccount(token: string, password: string, from: string) {
  const response = await fetchFrom(from)(`${supabaseUrl()}/functions/v1/delete-account`, {
    method: 'POST',
    headers: {
      apikey: publishableKey(),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ password }),
  });
  return { status: response.status, body: (await response.json()) as { error?: { code?: string } } };
}

/** A password grant from `from`, with the given key and Sb-Forwarded-For when asked. */
async function passwordGrant(email: string, password: string, from: string, key: string, forwarded?: string) {
  const response = await fetchFrom(from)(`${supabaseUrl()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: key,
      'Content-Type': 'application/json',
      ...(forwarded ? { 'Sb-Forwarded-For': forwarded } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * Calls `attempt` until it answers 429 and returns how many went before: the burst, plus what refilled
 * meanwhile (one attempt every 2 s, config.toml's token_refresh), so a slow machine still sees a bound.
 */
async function attemptsUntilRefused(attempt: () => Promise<number>): Promise<number> {
  const started = Date.now();
  for (let n = 0; n < BURST * 4; n += 1) {
    if ((await attempt()) === 429) {
      expect(n).toBeGreaterThanOrEqual(BURST);
      expect(n).toBeLessThanOrEqual(BURST + Math.ceil((Date.now() - started) / 2_000) + 1);
      return n;
    }
  }
  throw new Error('the attempts were never refused');
}

describe('wrong passwords at account deletion', () => {
  it('slow the guessing client only: another member deletes their account at once, from their own address', async () => {
    const guesser = await newMember('Guessing Member');
    const guesserToken = await tokenOf(guesser.client);
    const guesserAddress = freshAddress();
    await attemptsUntilRefused(async () => {
      const answer = await deleteAccount(guesserToken, 'not-my-password', guesserAddress);
      if (answer.status !== 429) expect(answer.body.error?.code).toBe('invalid_password');
      else expect(answer.body.error?.code).toBe('rate_limited');
      return answer.status;
    });

    const other = await newMember('Leaving Member');
    const left = await deleteAccount(await tokenOf(other.client), other.password, freshAddress());
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ erased: true, account_deleted: true });
    // The guesser's own client is the one slowed: even its right password waits.
    await refusedOnEmptyBucket(
      async () => (await deleteAccount(guesserToken, 'not-my-password', guesserAddress)).status,
      async () => (await deleteAccount(guesserToken, guesser.password, guesserAddress)).status,
    );
  });
});

describe('Sb-Forwarded-For on the password grant (conformance with hosted GoTrue sbff)', () => {
  it('counts the forwarded address when the secret key sends it, and ignores it with the publishable key', async () => {
    const member = await newMember('Forwarded Member');
    const server = freshAddress();
    // One server, two forwarded clients: each has a bucket of its own.
    const first = '198.51.100.21';
    const wrongFromFirst = () => passwordGrant(member.email, 'wrong', server, secretKey(), first);
    await attemptsUntilRefused(wrongFromFirst);
    await refusedOnEmptyBucket(wrongFromFirst, () =>
      passwordGrant(member.email, member.password, server, secretKey(), first),
    );
    expect(await passwordGrant(member.email, member.password, server, secretKey(), '198.51.100.22')).toBe(
      200,
    );
    // Only the leftmost value counts, and the server's own address was never spent.
    await refusedOnEmptyBucket(wrongFromFirst, () =>
      passwordGrant(member.email, member.password, server, secretKey(), `${first}, 203.0.113.9`),
    );
    expect(await passwordGrant(member.email, member.password, server, publishableKey())).toBe(200);

    // A caller with the publishable key cannot choose its bucket: the header is ignored, its address counts.
    const caller = freshAddress();
    let forged = 0;
    await attemptsUntilRefused(() => {
      forged += 1;
      return passwordGrant(member.email, 'wrong', caller, publishableKey(), `203.0.113.${forged % 250}`);
    });
    const wrongFromCaller = () => passwordGrant(member.email, 'wrong', caller, publishableKey());
    await refusedOnEmptyBucket(wrongFromCaller, () =>
      passwordGrant(member.email, member.password, caller, publishableKey(), '192.0.2.1'),
    );
    // A value that is not an address falls back to the peer, as GoTrue does.
    await refusedOnEmptyBucket(wrongFromCaller, () =>
      passwordGrant(member.email, member.password, caller, secretKey(), 'not-an-ip'),
    );
  });
});
