// Auth's token buckets (supabase/local/auth/rate-limit.ts, as GoTrue's) seen from a test that must not depend on
// the machine's speed: a refused client's bucket refills while the test runs.
import { expect } from 'vitest';

/**
 * The call is refused while its client's bucket is empty. A token comes back every 2 s, so a bucket emptied a
 * while ago may hold one again: empty it with a wrong attempt or two, then make the call at once; tried up to
 * five times, since a token may come back in between on a slow machine. A call that another bucket serves is
 * answered every time and fails here.
 */
export async function refusedOnEmptyBucket(
  wrong: () => Promise<number>,
  call: () => Promise<number>,
): Promise<void> {
  for (let tries = 0; tries < 5; tries += 1) {
    let emptied = false;
    for (let n = 0; n < 5 && !emptied; n += 1) emptied = (await wrong()) === 429;
    expect(emptied).toBe(true);
    if ((await call()) === 429) return;
  }
  throw new Error('the call was never refused while its bucket was empty');
}
