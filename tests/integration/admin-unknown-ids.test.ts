// Issue 27 item 8: an unknown id given to an admin function answers 404 with its message, never a 500 (P0002
// is a 500 on PostgREST) nor a success that changed nothing. Migrations 20261127300100 (shipments),
// 20261127300110 (withdrawals, mails, price preview) and 20261127300120 (CRM).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, serviceClient, type Client, untyped } from './helpers';

let admin: Client;
const unknown = randomUUID();

beforeAll(async () => {
  admin = await adminClient();
});

type Call = [string, Record<string, unknown>, string];

describe('an admin calls a function with an id that names nothing', () => {
  const CALLS: Call[] = [
    [
      'admin_create_shipment',
      {
        p_order_id: unknown,
        p_carrier: 'colissimo',
        p_carrier_name: null,
        p_tracking_number: '6A12345678901',
        p_tracking_url: null,
        p_lines: null,
      },
      'order_not_found',
    ],
    ['admin_request_balance', { p_order_id: unknown }, 'order_not_found'],
    ['admin_refuse_withdrawal', { p_withdrawal_id: unknown, p_reason: 'Opened jar' }, 'withdrawal_not_found'],
    ['admin_retry_mail', { p_id: unknown }, 'mail_not_found'],
    ['admin_outbox_mails', { p_order_id: unknown, p_limit: 10 }, 'order_not_found'],
    [
      'admin_reference_price_preview',
      { p_product: unknown, p_price: 10, p_on_sale: true, p_price_euros: 10 },
      'product_not_found',
    ],
    ['crm_import_contacts', { p_import_id: unknown, p_rows: [] }, 'import_not_found'],
    ['crm_tag_contacts', { p_ids: [unknown], p_tag: 'vip', p_remove: false }, 'contact_not_found'],
    ['erase_person', { p_contact_id: unknown }, 'person_not_found'],
  ];

  it.each(CALLS)('%s answers 404 %s with a sentence', async (fn, args, message) => {
    const { data, error, status } = await untyped(admin).rpc(fn, args);
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PT404', message });
    expect(error?.hint).toMatch(/^[A-Z].+\.$/);
  });

  it('still answers what is there: the failed mails without an order, a known contact tagged', async () => {
    expect((await admin.rpc('admin_outbox_mails', { p_order_id: undefined })).status).toBe(200);
    const email = `unknown-ids-${randomUUID().slice(0, 8)}@example.test`;
    const { data: contact, error } = await serviceClient()
      .from('contacts')
      .insert({ email, source: 'admin' })
      .select('id')
      .single();
    if (error) throw error;
    const tag = `t-${randomUUID().slice(0, 6)}`;
    // One stale id among the chosen contacts refuses the whole batch: nothing is tagged.
    const mixed = await admin.rpc('crm_tag_contacts', { p_ids: [contact.id, unknown], p_tag: tag });
    expect(mixed.status).toBe(404);
    expect(mixed.error?.message).toBe('contact_not_found');
    const read = async () =>
      (await serviceClient().from('contacts').select('tags').eq('id', contact.id).single()).data?.tags;
    expect(await read()).toEqual([]);
    expect((await admin.rpc('crm_tag_contacts', { p_ids: [contact.id], p_tag: tag })).data).toBe(1);
    expect(await read()).toEqual([tag]);
  });
});
