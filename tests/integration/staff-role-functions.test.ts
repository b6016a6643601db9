// The staff roles' SQL foundation (issue 32): owner, admin and fulfilment are three staff roles, one per user;
// is_admin means owner or admin, is_staff any of the three, is_owner the owner; every staff role needs its second
// factor before admin_write_allowed (and admin_read_allowed) let it through. What each role may do with orders,
// contacts, prices and staff is tests/integration/staff-roles.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  memberWithVerifiedFactor,
  newMember,
  serviceClient,
  untyped,
  type Client,
  type Member,
} from './helpers';

const service = serviceClient();
let fulfilment: Member & { factorId: string; secret: string };
let plainAdmin: Member;

/** What the role functions answer for this caller. */
async function roleAnswers(client: Client) {
  const call = async (name: string) => {
    const { data, error } = await untyped(client).rpc(name);
    expect(error, name).toBeNull();
    return data as unknown;
  };
  return {
    staffRole: await call('staff_role'),
    isOwner: await call('is_owner'),
    isAdmin: await call('is_admin'),
    isStaff: await call('is_staff'),
    mayWrite: await call('admin_write_allowed'),
  };
}

beforeAll(async () => {
  fulfilment = await memberWithVerifiedFactor();
  plainAdmin = await newMember();
  for (const [id, role] of [
    [fulfilment.id, 'fulfilment'],
    [plainAdmin.id, 'admin'],
  ] as const) {
    const { error } = await service.from('user_roles').insert({ user_id: id, role });
    expect(error).toBeNull();
  }
});

afterAll(async () => {
  await service.from('user_roles').delete().in('user_id', [fulfilment.id, plainAdmin.id]);
});

describe('staff roles in SQL', () => {
  it('answers each role what it is', async () => {
    expect(await roleAnswers(await adminClient())).toEqual({
      staffRole: 'owner',
      isOwner: true,
      isAdmin: true,
      isStaff: true,
      mayWrite: true,
    });
    expect(await roleAnswers(fulfilment.client)).toEqual({
      staffRole: 'fulfilment',
      isOwner: false,
      isAdmin: false,
      isStaff: true,
      mayWrite: true,
    });
    expect(await roleAnswers((await newMember()).client)).toEqual({
      staffRole: null,
      isOwner: false,
      isAdmin: false,
      isStaff: false,
      mayWrite: true,
    });
    expect(await roleAnswers(anonClient())).toMatchObject({ staffRole: null, isStaff: false });
  });

  it('lets no staff role write or read past RLS before its second factor', async () => {
    expect(await roleAnswers(await adminClientAal1())).toMatchObject({ isOwner: true, mayWrite: false });
    // An admin who never set up an authenticator is at aal1: refused too.
    expect(await roleAnswers(plainAdmin.client)).toMatchObject({ staffRole: 'admin', mayWrite: false });
    const fulfilmentAal1 = (await newMember()).client;
    const signedIn = await fulfilmentAal1.auth.signInWithPassword({
      email: fulfilment.email,
      password: fulfilment.password,
    });
    expect(signedIn.error).toBeNull();
    expect(await roleAnswers(fulfilmentAal1)).toMatchObject({ staffRole: 'fulfilment', mayWrite: false });
  });

  it('gives a person one staff role at most, and member beside it', async () => {
    const second = await service.from('user_roles').insert({ user_id: fulfilment.id, role: 'admin' });
    expect(second.error?.code).toBe('23505');
    const member = await service.from('user_roles').insert({ user_id: fulfilment.id, role: 'member' });
    expect(member.error).toBeNull();
    const unknown = await service.from('user_roles').insert({ user_id: plainAdmin.id, role: 'manager' });
    expect(unknown.error?.code).toBe('23514');
  });

  it('keeps staff_role_of for the server only', async () => {
    const asMember = await untyped(fulfilment.client).rpc('staff_role_of', { p_user_id: fulfilment.id });
    expect(asMember.error?.code).toBe('42501');
    const asServer = await service.rpc('staff_role_of', { p_user_id: fulfilment.id });
    expect(asServer).toMatchObject({ data: 'fulfilment', error: null });
  });
});
