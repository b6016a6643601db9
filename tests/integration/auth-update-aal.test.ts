// Conformance with hosted GoTrue's UserUpdate (supabase/auth internal/api/user.go): a user with a verified
// factor (User.HasMFAEnabled) changes the password or the e-mail only from a session whose aal is aal2
// (Session.IsAAL2, read from the session row, not the token); otherwise 401 insufficient_aal, "AAL2 session is
// required to update email or password when MFA is enabled." A recovery link's session is aal1, so whoever
// reads the mailbox cannot replace the password of an account that has an authenticator.
import { describe, expect, it } from 'vitest';
import {
  linkTokenHash,
  mailFor,
  makeClient,
  memberWithVerifiedFactor,
  newMember,
  signedIn,
  totpCode,
  type Client,
} from './helpers';

const INSUFFICIENT_AAL = {
  status: 401,
  code: 'insufficient_aal',
  message: 'AAL2 session is required to update email or password when MFA is enabled.',
};

function expectInsufficientAal(error: { status?: number; code?: string; message: string } | null) {
  expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual(INSUFFICIENT_AAL);
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  return !(await makeClient().auth.signInWithPassword({ email, password })).error;
}

/** A recovery session for the address, opened with the token of the mailed link, as the reset link does. */
async function recoverySession(email: string): Promise<Client> {
  const client = makeClient();
  expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
  const mail = (await mailFor(email)).find((each) => each.type === 'recovery');
  const verified = await client.auth.verifyOtp({ token_hash: linkTokenHash(mail), type: 'recovery' });
  expect(verified.error).toBeNull();
  return client;
}

describe('changing the password or e-mail of an account with a verified factor', () => {
  it('is refused from an aal1 password session, and the password stays', async () => {
    const member = await memberWithVerifiedFactor();
    const aal1 = await signedIn(member.email, member.password);
    expectInsufficientAal((await aal1.auth.updateUser({ password: 'taken-over-password' })).error);
    expectInsufficientAal((await aal1.auth.updateUser({ email: 'attacker@example.test' })).error);
    expect(await passwordWorks(member.email, 'taken-over-password')).toBe(false);
    expect(await passwordWorks(member.email, member.password)).toBe(true);
    // What is not a secret may still change at aal1, as on hosted.
    const renamed = await aal1.auth.updateUser({ data: { full_name: 'Still Me' } });
    expect(renamed.error).toBeNull();
    expect(renamed.data.user?.user_metadata.full_name).toBe('Still Me');
  });

  it('is refused from a recovery link: the mailbox alone does not replace the password', async () => {
    const member = await memberWithVerifiedFactor();
    const recovery = await recoverySession(member.email);
    expect((await recovery.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
    expectInsufficientAal((await recovery.auth.updateUser({ password: 'from-the-mailbox' })).error);
    expect(await passwordWorks(member.email, 'from-the-mailbox')).toBe(false);

    // The same recovery session, once its authenticator code is given, may set the new password.
    const stepped = await recovery.auth.mfa.challengeAndVerify({
      factorId: member.factorId,
      code: totpCode(member.secret),
    });
    expect(stepped.error).toBeNull();
    expect((await recovery.auth.updateUser({ password: 'recovered-with-code' })).error).toBeNull();
    expect(await passwordWorks(member.email, 'recovered-with-code')).toBe(true);
  });

  it('is allowed at aal2, and to anyone without a verified factor', async () => {
    const member = await memberWithVerifiedFactor();
    expect((await member.client.auth.updateUser({ password: 'changed-at-aal2' })).error).toBeNull();
    expect(await passwordWorks(member.email, 'changed-at-aal2')).toBe(true);

    const plain = await newMember();
    const recovery = await recoverySession(plain.email);
    expect((await recovery.auth.updateUser({ password: 'plain-recovered' })).error).toBeNull();
    expect(await passwordWorks(plain.email, 'plain-recovered')).toBe(true);
  });
});
