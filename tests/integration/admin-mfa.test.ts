// Admin two-factor: an admin session at aal1 (password only) reads like an admin but every admin write is
// refused by RLS; after the TOTP challenge (aal2) the same writes go through.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  adminClientAal1,
  serviceClient,
  tokenClaims,
  wrongTotpCode,
  type Client,
} from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function claims(client: Client): Promise<Record<string, unknown>> {
  return client.auth.getSession().then(({ data }) => tokenClaims(data.session?.access_token ?? ''));
}

let service: Client;
let aal1: Client;
let aal2: Client;
let orderId: string;
let productId: string;

beforeAll(async () => {
  service = serviceClient();
  aal1 = await adminClientAal1();
  aal2 = await adminClient();
  const product = await service
    .from('products')
    .insert({ product_id: `mfa-${randomUUID().slice(0, 8)}`, title: 'MFA test', price: 10 })
    .select('id')
    .single();
  if (product.error) throw product.error;
  productId = product.data.id;
  const order = await service
    .from('orders')
    .insert({
      email: 'mfa@example.test',
      name: 'MFA Test',
      currency: 'usd',
      subtotal: 10,
      amount_due_now: 10,
    })
    .select('id')
    .single();
  if (order.error) throw order.error;
  orderId = order.data.id;
});

describe('admin sessions and their assurance level', () => {
  it('the password gives aal1; the TOTP challenge gives aal2 with totp among the methods', async () => {
    expect(await claims(aal1)).toMatchObject({ aal: 'aal1' });
    const level = await aal1.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const upgraded = await claims(aal2);
    expect(upgraded.aal).toBe('aal2');
    expect((upgraded.amr as { method: string }[]).map((entry) => entry.method)).toEqual(
      expect.arrayContaining(['password', 'totp']),
    );
  });

  it('a wrong code leaves the session at aal1', async () => {
    const client = await adminClientAal1();
    const factor = (await client.auth.mfa.listFactors()).data?.totp[0];
    if (!factor) throw new Error('no factor');
    const result = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: wrongTotpCode() });
    expect(result.error?.code).toBe('mfa_verification_failed');
    expect(await claims(client)).toMatchObject({ aal: 'aal1' });
  });
});

describe('an admin at aal1', () => {
  it('still reads the catalogue (drafts) but no customer order (20261127400000_admin_reads_aal2.sql)', async () => {
    expect((await aal1.from('products').select('id').eq('id', productId)).data).toHaveLength(1);
    expect((await aal1.from('orders').select('id').eq('id', orderId)).data).toEqual([]);
    expect((await aal2.from('orders').select('id').eq('id', orderId)).data).toHaveLength(1);
  });

  it('is refused every admin write; the same writes pass at aal2', async () => {
    const slug = `mfa-new-${randomUUID().slice(0, 8)}`;
    const insert = await aal1.from('products').insert({ product_id: slug, title: 'Refused', price: 1 });
    expect(insert.error?.code).toBe('42501');

    const update = await aal1
      .from('products')
      .update({ title: 'Changed at aal1' })
      .eq('id', productId)
      .select();
    expect(update.data ?? []).toEqual([]);
    const remove = await aal1.from('products').delete().eq('id', productId).select();
    expect(remove.data ?? []).toEqual([]);
    expect((await service.from('products').select('title').eq('id', productId).single()).data?.title).toBe(
      'MFA test',
    );

    const status = await aal1.from('orders').update({ status: 'cancelled' }).eq('id', orderId).select();
    expect(status.data ?? []).toEqual([]);
    const note = await aal1.from('order_events').insert({ order_id: orderId, type: 'note', note: 'aal1' });
    expect(note.error?.code).toBe('42501');
    const contact = await aal1
      .from('contacts')
      .insert({ email: `mfa-${randomUUID().slice(0, 6)}@example.test` });
    expect(contact.error?.code).toBe('42501');
    const upload = await aal1.storage
      .from('product-images')
      .upload(`mfa/${randomUUID()}.png`, PNG, { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();

    // The same, after the challenge.
    expect(
      (await aal2.from('products').insert({ product_id: slug, title: 'Allowed', price: 1 })).error,
    ).toBeNull();
    expect(
      (await aal2.from('products').update({ title: 'Changed at aal2' }).eq('id', productId).select()).data,
    ).toHaveLength(1);
    expect(
      (await aal2.from('orders').update({ status: 'cancelled' }).eq('id', orderId).select()).data,
    ).toHaveLength(1);
    expect(
      (await aal2.from('order_events').insert({ order_id: orderId, type: 'note', note: 'aal2' })).error,
    ).toBeNull();
    const path = `mfa/${randomUUID()}.png`;
    expect(
      (await aal2.storage.from('product-images').upload(path, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    await aal2.storage.from('product-images').remove([path]);
  });
});
