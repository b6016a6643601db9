// The owner's staff management through the staff-admin Edge Function (issue 32): the list, the invitation
// (Supabase Auth's invite mail → the link → a password → the role works), role changes and removal, each
// recorded in staff_role_changes; and the refusals: a bad address, an address already staff, the last owner,
// anyone but an owner, an owner before the second factor. Nothing changes on a refusal.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  adminClientAal1,
  DEMO_ADMIN,
  linkTokenHash,
  mailFor,
  makeClient,
  memberWithVerifiedFactor,
  newMember,
  publishableKey,
  serviceClient,
  supabaseUrl,
  tokenOf,
  uniqueEmail,
  untyped,
  waitForMail,
  type Client,
} from './helpers';

interface Answer {
  status: number;
  body: {
    error?: { code: string; message: string; field?: string };
    staff?: {
      user_id: string;
      email: string;
      role: string;
      two_factor: boolean;
      invited_at: string | null;
      accepted: boolean;
    }[];
    change?: { from_role: string | null; to_role: string | null; changed: boolean };
    mailed?: boolean;
  };
}

const ORIGIN = 'http://localhost:4173';
const service = serviceClient();
let owner: Client;

async function staffAdmin(client: Client, body: unknown): Promise<Answer> {
  const response = await fetch(`${supabaseUrl()}/functions/v1/staff-admin`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await tokenOf(client)}`,
      apikey: publishableKey(),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function roleOf(userId: string): Promise<string | null> {
  const { data, error } = await service.rpc('staff_role_of', { p_user_id: userId });
  if (error) throw error;
  return data;
}

async function changesFor(targetId: string) {
  const { data, error } = await service
    .from('staff_role_changes')
    .select('actor_email, target_email, from_role, to_role')
    .eq('target_id', targetId)
    .order('id');
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  owner = await adminClient();
});

describe('inviting staff', () => {
  it('mails an invitation; the invitee chooses a password and has the role; the change is recorded', async () => {
    const email = uniqueEmail('fulfil-invite');
    const invited = await staffAdmin(owner, {
      action: 'invite',
      email: ` ${email.toUpperCase()} `,
      role: 'fulfilment',
      origin: ORIGIN,
      locale: 'fr',
    });
    expect(invited).toMatchObject({
      status: 200,
      body: { mailed: true, change: { from_role: null, to_role: 'fulfilment' } },
    });

    const mail = await waitForMail(email, 'invite');
    expect(new URL(mail.link ?? '').searchParams.get('redirect_to')).toBe(`${ORIGIN}/auth`);
    expect(mail.subject).toContain('invitation'); // the French template: "Votre invitation"
    const invitee = makeClient();
    const accepted = await invitee.auth.verifyOtp({ token_hash: linkTokenHash(mail), type: 'invite' });
    expect(accepted.error).toBeNull();
    const password = `pw-${randomUUID()}`;
    expect((await invitee.auth.updateUser({ password })).error).toBeNull();

    const signedIn = makeClient();
    expect((await signedIn.auth.signInWithPassword({ email, password })).error).toBeNull();
    const { data: role } = await untyped(signedIn).rpc('staff_role');
    expect(role).toBe('fulfilment');

    const listed = await staffAdmin(owner, { action: 'list' });
    expect(listed.status).toBe(200);
    expect(listed.body.staff?.find((member) => member.email === email)).toMatchObject({
      role: 'fulfilment',
      accepted: true,
      two_factor: false,
      invited_at: expect.any(String),
    });
    expect(listed.body.staff?.find((member) => member.email === DEMO_ADMIN.email)).toMatchObject({
      role: 'owner',
      two_factor: true,
    });
    const userId = listed.body.staff?.find((member) => member.email === email)?.user_id ?? '';
    expect(await changesFor(userId)).toEqual([
      { actor_email: DEMO_ADMIN.email, target_email: email, from_role: null, to_role: 'fulfilment' },
    ]);
  });

  it('gives an existing account the role without a mail (Auth refuses to invite a confirmed address)', async () => {
    const member = await newMember();
    const answer = await staffAdmin(owner, {
      action: 'invite',
      email: member.email,
      role: 'admin',
      origin: ORIGIN,
    });
    expect(answer).toMatchObject({ status: 200, body: { mailed: false, change: { to_role: 'admin' } } });
    expect(await roleOf(member.id)).toBe('admin');
    expect((await mailFor(member.email)).filter((mail) => mail.type === 'invite')).toEqual([]);
  });

  it('refuses a bad address, an unknown role, and an address already staff, sending nothing', async () => {
    const bad = await staffAdmin(owner, { action: 'invite', email: 'not an address', role: 'admin' });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'email_invalid', field: 'email' } } });
    const role = await staffAdmin(owner, { action: 'invite', email: uniqueEmail(), role: 'manager' });
    expect(role).toMatchObject({ status: 400, body: { error: { code: 'staff_role_invalid' } } });

    const email = uniqueEmail('twice');
    expect(
      (await staffAdmin(owner, { action: 'invite', email, role: 'fulfilment', origin: ORIGIN })).status,
    ).toBe(200);
    await waitForMail(email, 'invite');
    const again = await staffAdmin(owner, { action: 'invite', email, role: 'admin', origin: ORIGIN });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'staff_already' } } });
    expect((await mailFor(email)).length).toBe(1);
    const demo = await staffAdmin(owner, { action: 'invite', email: DEMO_ADMIN.email, role: 'fulfilment' });
    expect(demo).toMatchObject({ status: 409, body: { error: { code: 'staff_already' } } });
  });
});

describe('changing and removing roles', () => {
  it('changes a role and removes it, each recorded; a second owner can be removed, the last cannot', async () => {
    const person = await memberWithVerifiedFactor();
    const set = (role: string) => staffAdmin(owner, { action: 'set_role', user_id: person.id, role });
    expect(
      (await staffAdmin(owner, { action: 'invite', email: person.email, role: 'fulfilment' })).status,
    ).toBe(200);
    expect(await set('admin')).toMatchObject({
      status: 200,
      body: { change: { from_role: 'fulfilment', to_role: 'admin' } },
    });
    expect(await set('owner')).toMatchObject({ status: 200, body: { change: { to_role: 'owner' } } });
    // Two owners: the new one may manage staff, and may be removed.
    expect((await staffAdmin(person.client, { action: 'list' })).status).toBe(200);
    const removed = await staffAdmin(owner, { action: 'remove', user_id: person.id });
    expect(removed).toMatchObject({ status: 200, body: { change: { from_role: 'owner', to_role: null } } });
    expect(await roleOf(person.id)).toBeNull();
    expect((await changesFor(person.id)).map((row) => [row.from_role, row.to_role])).toEqual([
      [null, 'fulfilment'],
      ['fulfilment', 'admin'],
      ['admin', 'owner'],
      ['owner', null],
    ]);

    // The demo owner is now the only one: neither removed nor demoted, and nothing recorded.
    const { data: me } = await owner.auth.getUser();
    const before = (await changesFor(me.user?.id ?? '')).length;
    const last = await staffAdmin(owner, { action: 'remove', user_id: me.user?.id });
    expect(last).toMatchObject({ status: 409, body: { error: { code: 'last_owner' } } });
    const demoted = await staffAdmin(owner, { action: 'set_role', user_id: me.user?.id, role: 'admin' });
    expect(demoted).toMatchObject({ status: 409, body: { error: { code: 'last_owner' } } });
    expect(await roleOf(me.user?.id ?? '')).toBe('owner');
    expect((await changesFor(me.user?.id ?? '')).length).toBe(before);
  });

  it('refuses anyone but an owner, and an owner before the second factor', async () => {
    const target = await newMember();
    for (const role of ['admin', 'fulfilment'] as const) {
      const person = await memberWithVerifiedFactor();
      expect((await service.from('user_roles').insert({ user_id: person.id, role })).error).toBeNull();
      for (const body of [
        { action: 'list' },
        { action: 'invite', email: uniqueEmail(), role: 'admin' },
        { action: 'set_role', user_id: target.id, role: 'admin' },
      ]) {
        const answer = await staffAdmin(person.client, body);
        expect(answer, `${role} ${body.action}`).toMatchObject({
          status: 403,
          body: { error: { code: 'owner_only' } },
        });
      }
      await service.from('user_roles').delete().eq('user_id', person.id).neq('role', 'member');
    }
    const member = await staffAdmin(target.client, { action: 'list' });
    expect(member).toMatchObject({ status: 403, body: { error: { code: 'owner_only' } } });
    const aal1 = await staffAdmin(await adminClientAal1(), {
      action: 'set_role',
      user_id: target.id,
      role: 'admin',
    });
    expect(aal1).toMatchObject({ status: 403, body: { error: { code: 'two_factor_required' } } });
    expect(await roleOf(target.id)).toBeNull();
    expect(await changesFor(target.id)).toEqual([]);
  });

  it('keeps the staff SQL for the server, and the trail for owners', async () => {
    const admin = await memberWithVerifiedFactor();
    expect((await service.from('user_roles').insert({ user_id: admin.id, role: 'admin' })).error).toBeNull();
    const direct = await untyped(admin.client).rpc('staff_set_role', {
      p_actor: admin.id,
      p_target: admin.id,
      p_role: 'owner',
    });
    expect(direct.error?.code).toBe('42501');
    const asServer = await service.rpc('staff_set_role', {
      p_actor: admin.id,
      p_target: admin.id,
      p_role: 'owner',
    });
    expect(asServer.error).toMatchObject({ message: 'owner_only' });
    const trail = await admin.client.from('staff_role_changes').select('id');
    expect(trail).toMatchObject({ error: null, data: [] });
    const ownerTrail = await owner.from('staff_role_changes').select('id').limit(1);
    expect(ownerTrail.data?.length).toBe(1);
    await service.from('user_roles').delete().eq('user_id', admin.id).neq('role', 'member');
  });
});
