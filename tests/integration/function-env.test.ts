// The functions read the project's keys under the names hosted injects (SUPABASE_SECRET_KEYS and
// SUPABASE_PUBLISHABLE_KEYS as JSON dictionaries), fall back to a single key and then to the legacy names, and
// say clearly what is wrong when none is set or a dictionary is not JSON. Evaluated on Deno with only the
// environment each case sets.
import { describe, expect, it } from 'vitest';
import { evalWithEnv } from './edge-runtime';
import {
  legacyAnonKey,
  legacyServiceRoleKey,
  publishableKey,
  secretKey as projectSecretKey,
} from './helpers';

describe('function secrets', () => {
  it("take the dictionaries' default keys first, then other named keys", () => {
    const outcome = evalWithEnv('[secretKey(), secretKeys(), publishableKeys()]', {
      SUPABASE_SECRET_KEYS: JSON.stringify({ automations: 'sb_secret_other', default: projectSecretKey() }),
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: publishableKey() }),
      SUPABASE_SERVICE_ROLE_KEY: legacyServiceRoleKey(),
      SUPABASE_ANON_KEY: legacyAnonKey(),
    });
    expect(outcome).toEqual({
      value: [
        projectSecretKey(),
        [projectSecretKey(), 'sb_secret_other', legacyServiceRoleKey()],
        [publishableKey(), legacyAnonKey()],
      ],
    });
  });

  it('fall back to a single secret key, then to the legacy service_role key', () => {
    const single = evalWithEnv<[string, string]>('Promise.all([secretKey(), testWebhookSecret()])', {
      SUPABASE_SECRET_KEY: projectSecretKey(),
    });
    expect(single).toMatchObject({ value: [projectSecretKey(), expect.any(String)] });
    const legacy = evalWithEnv<[string, string]>('Promise.all([secretKey(), testWebhookSecret()])', {
      SUPABASE_SERVICE_ROLE_KEY: legacyServiceRoleKey(),
    });
    expect(legacy).toMatchObject({
      value: [legacyServiceRoleKey(), expect.stringMatching(/^whsec_test_[0-9a-f]{64}$/)],
    });
    // The test provider's webhook secret follows the server key, the same on both sides of one backend.
    if (!('value' in single) || !('value' in legacy)) throw new Error('no value');
    expect(legacy.value[1]).not.toBe(single.value[1]);
  });

  it('name what is missing or malformed', () => {
    expect(evalWithEnv('secretKey()', {})).toEqual({
      error: 'None of SUPABASE_SECRET_KEYS, SUPABASE_SECRET_KEY or SUPABASE_SERVICE_ROLE_KEY is set',
    });
    expect(evalWithEnv('secretKey()', { SUPABASE_SECRET_KEYS: 'sb_secret_not_json' })).toEqual({
      error: expect.stringMatching(/SUPABASE_SECRET_KEYS must be a JSON object of named keys/),
    });
    expect(
      evalWithEnv('publishableKeys()', { SUPABASE_PUBLISHABLE_KEYS: '["sb_publishable_in_an_array"]' }),
    ).toEqual({ error: expect.stringMatching(/SUPABASE_PUBLISHABLE_KEYS must be a JSON object/) });
  });
});
