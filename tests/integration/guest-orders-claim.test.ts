// A guest's orders become the account's once the same address is confirmed (claim_guest_orders, a trigger on
// auth.users): at the sign-up's confirmation, or when Auth makes a confirmed email change. An unconfirmed
// address claims nothing, another account's orders stay with it, and RLS shows each member only their own.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTACT, orderBody, orderRow, shopper, started } from './checkout-helpers';
import {
  confirmSignUp,
  makeClient,
  newMember,
  ownerDb,
  serviceClient,
  signedIn,
  uniqueEmail,
  waitForMail,
  type Client,
} from './helpers';

/** A guest's unpaid order placed with this address (as typed: the checkout stores it lower-cased). */
async function guestOrder(email: string): Promise<string> {
  const { order_id } = await started(shopper(), orderBody({ contact: { ...CONTACT, email } }));
  return order_id;
}

async function signUp(email: string, password: string): Promise<Client> {
  const client = makeClient();
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Ada' } },
  });
  if (error) throw error;
  expect(data.session).toBeNull(); // confirmations are on: no session before the mailed link
  return client;
}

const visibleOrders = async (client: Client, ids: string[]) =>
  ((await client.from('orders').select('id').in('id', ids)).data ?? []).map((row) => row.id).sort();

/** The follow-up trail an admin reads on the order. */
async function claimEvents(orderId: string) {
  const db = await ownerDb();
  try {
    const { rows } = await db.query<{ data: { reason?: string } }>(
      `select data from public.order_events where order_id = $1 and type = 'updated'`,
      [orderId],
    );
    return rows.map((row) => row.data.reason);
  } finally {
    await db.end();
  }
}

describe('guest orders claimed by a confirmed address', () => {
  it('links them at the confirmation, not at the sign-up, whatever the case typed', async () => {
    const email = uniqueEmail('guest-claim');
    const password = `pw-${randomUUID()}`;
    const mine = await guestOrder(email.toUpperCase());
    const other = await guestOrder(uniqueEmail('someone-else'));

    const client = await signUp(email, password);
    // Unconfirmed: the account exists, the order is not its.
    expect((await orderRow(mine)).user_id).toBeNull();

    const user = await confirmSignUp(client, email);
    // The local Auth confirms as GoTrue does (Confirm sets email_confirmed_at on verify).
    expect(user.email_confirmed_at).toBeTruthy();
    expect((await orderRow(mine)).user_id).toBe(user.id);
    expect((await orderRow(other)).user_id).toBeNull();
    expect(await claimEvents(mine)).toEqual(['confirmed_address']);

    // RLS: the member reads the order and its lines; another member reads neither.
    const member = await signedIn(email, password);
    expect(await visibleOrders(member, [mine, other])).toEqual([mine]);
    const lines = await member.from('order_items').select('order_id').eq('order_id', mine);
    expect(lines.data).toHaveLength(1);
    const stranger = await newMember();
    expect(await visibleOrders(stranger.client, [mine, other])).toEqual([]);
  });

  it('leaves an order another account already holds with it', async () => {
    const email = uniqueEmail('held');
    const holder = await newMember();
    // A member's order sent to an address that is not (yet) any account's.
    const held = await started(holder.client, orderBody({ contact: { ...CONTACT, email } }));
    expect((await orderRow(held.order_id)).user_id).toBe(holder.id);
    const guest = await guestOrder(email);

    const password = `pw-${randomUUID()}`;
    const user = await confirmSignUp(await signUp(email, password), email);
    expect((await orderRow(held.order_id)).user_id).toBe(holder.id);
    expect((await orderRow(guest)).user_id).toBe(user.id);
  });

  it('links them when a confirmed email change is made, not while it waits for its links', async () => {
    const member = await newMember();
    const next = uniqueEmail('next-address');
    const order = await guestOrder(next);

    const asked = await member.client.auth.updateUser({ email: next });
    expect(asked.error).toBeNull();
    const toNew = await waitForMail(next, 'email_change');
    const toCurrent = await waitForMail(member.email, 'email_change');
    // The change is asked, not made: the new address is not proven yet.
    expect((await orderRow(order)).user_id).toBeNull();

    const first = await fetch(toCurrent.link ?? '', { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect((await orderRow(order)).user_id).toBeNull();
    const second = await fetch(toNew.link ?? '', { redirect: 'manual' });
    expect(second.status).toBe(303);
    expect((await orderRow(order)).user_id).toBe(member.id);
    expect(await visibleOrders(await signedIn(next, member.password), [order])).toEqual([order]);
  });

  it('claims nothing from an address the admin creates unconfirmed, and links once it is confirmed', async () => {
    const email = uniqueEmail('admin-made');
    const order = await guestOrder(email);
    const created = await serviceClient().auth.admin.createUser({ email, password: `pw-${randomUUID()}` });
    expect(created.error).toBeNull();
    expect((await orderRow(order)).user_id).toBeNull();
    const id = created.data.user?.id ?? '';
    const confirmed = await serviceClient().auth.admin.updateUserById(id, { email_confirm: true });
    expect(confirmed.error).toBeNull();
    expect((await orderRow(order)).user_id).toBe(id);
  });
});
