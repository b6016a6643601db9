// Issue 27 item 4: a paid, invoiced order's money, lines and identity change only inside the SQL functions,
// for admins too. Each test performs the attack through REST (PostgREST, an admin's aal2 token or a member's)
// and reads back that nothing moved; the migration is 20261127300000_order_writes_through_functions.sql.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct, orderBody, orderRow, payOnTestPage, started } from './checkout-helpers';
import { adminClient, newMember, ownerDb, restAs, serviceClient, type Client, type Member } from './helpers';

let admin: Client;
let member: Member;
let product: string;

/** An order the member placed through checkout and paid on the test provider's page: it has its invoice. */
async function paidOrder(): Promise<string> {
  const start = await started(member.client, orderBody({ items: [{ product_id: product, quantity: 2 }] }));
  const paid = await payOnTestPage(start.url);
  expect(paid.status).toBe(303);
  const order = await orderRow(start.order_id);
  expect(order.status).toBe('paid');
  return order.id;
}

/** Everything the order's money is kept in: the order, its lines, invoices, holds, redemptions and trail. */
async function moneyState(orderId: string) {
  const service = serviceClient();
  const [lines, reservations, invoices, trail] = await Promise.all([
    service.from('order_items').select('*').eq('order_id', orderId).throwOnError(),
    service.from('reservations').select('*').eq('order_id', orderId).throwOnError(),
    service.from('invoices').select('*').eq('order_id', orderId).throwOnError(),
    service.from('order_events').select('*').eq('order_id', orderId).order('id').throwOnError(),
  ]);
  return {
    order: await orderRow(orderId),
    lines: lines.data,
    reservations: reservations.data,
    invoices: invoices.data,
    trail: trail.data,
  };
}

beforeAll(async () => {
  admin = await adminClient();
  member = await newMember('Money Guard Member');
  product = await fixtureProduct({ stock: 50 });
});

afterAll(async () => {
  await admin?.auth.signOut();
});

describe('an admin at aal2 cannot rewrite a paid order through REST', () => {
  it('refuses the discount, the refund owed, the email, the owner and every reference, and nothing moves', async () => {
    const orderId = await paidOrder();
    const before = await moneyState(orderId);
    expect(before.invoices).toHaveLength(1);
    const { data: adminUser } = await admin.auth.getUser();
    const attacks: [Record<string, unknown>, string][] = [
      [{ discount_amount: before.order.subtotal }, 'money_columns_protected'],
      [{ refund_due: before.order.amount_paid }, 'money_columns_protected'],
      [{ email: 'attacker@example.test' }, 'order_columns_protected'],
      [{ user_id: adminUser.user?.id }, 'order_columns_protected'],
      [{ contact_id: null }, 'order_columns_protected'],
      [{ promo_code: 'FREE' }, 'order_columns_protected'],
      [{ currency: before.order.currency === 'usd' ? 'eur' : 'usd' }, 'order_columns_protected'],
      [{ kind: 'reservation' }, 'order_columns_protected'],
      [{ payment_reference: 'cs_forged' }, 'order_columns_protected'],
      [{ paid_at: '2020-01-01T00:00:00Z' }, 'order_columns_protected'],
      [{ number: 'MI-1' }, 'order_columns_protected'],
      [{ locale: before.order.locale === 'en' ? 'fr' : 'en' }, 'order_columns_protected'],
    ];
    for (const [change, message] of attacks) {
      const response = await restAs(admin, 'PATCH', `orders?id=eq.${orderId}`, change);
      const column = Object.keys(change)[0] ?? '';
      expect(response.status, column).toBe(403);
      expect(response.body, column).toMatchObject({ code: '42501', message });
      expect((response.body as { hint: string }).hint, column).toContain(
        `${column} of orders cannot be changed`,
      );
    }
    expect(await moneyState(orderId)).toEqual(before);
  });

  it('cannot add, re-price or move order lines, nor write reservations or whole orders', async () => {
    const orderId = await paidOrder();
    const other = await paidOrder();
    const before = await moneyState(orderId);
    const line = before.lines[0];
    if (!line) throw new Error('the paid order has no line');
    const { id: _id, line_total: _total, created_at: _created, ...lineFields } = line;
    const refused = [
      await restAs(admin, 'POST', 'order_items', { ...lineFields, quantity: 1, unit_price: 0 }),
      await restAs(admin, 'PATCH', `order_items?id=eq.${line.id}`, { product_name: 'Something else' }),
      await restAs(admin, 'PATCH', `order_items?id=eq.${line.id}`, { order_id: other }),
      await restAs(admin, 'PATCH', `order_items?id=eq.${line.id}`, { quantity: 1 }),
      await restAs(admin, 'POST', 'reservations', {
        order_id: orderId,
        product_id: line.product_id,
        option: 'full',
        currency: before.order.currency,
        price: 1,
        balance_due: 0,
        cancellation_policy_accepted: 'forged',
        cancellation_policy_accepted_at: new Date().toISOString(),
      }),
      await restAs(admin, 'POST', 'orders', {
        email: 'forged@example.test',
        name: 'Forged',
        currency: 'usd',
        subtotal: 0,
        amount_due_now: 0,
        status: 'delivered',
        user_id: member.id,
      }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: '42501' });
    }
    expect((refused[0]?.body as { message: string }).message).toBe('permission denied for table order_items');
    expect((refused[5]?.body as { message: string }).message).toBe('permission denied for table orders');
    expect(await moneyState(orderId)).toEqual(before);
    const { count } = await serviceClient()
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('email', 'forged@example.test');
    expect(count).toBe(0);
  });

  it('still moves the status along the state machine and corrects the delivery address', async () => {
    const orderId = await paidOrder();
    const response = await restAs(admin, 'PATCH', `orders?id=eq.${orderId}`, {
      status: 'fulfilled',
      name: 'Camille Martin-Roux',
      shipping_city: 'Marseille',
      shipping_postal_code: '13001',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject([
      { status: 'fulfilled', name: 'Camille Martin-Roux', shipping_city: 'Marseille' },
    ]);
  });

  it('writes a note now and as a note: no backdated note, no statuses or data in it', async () => {
    const orderId = await paidOrder();
    const since = Date.now();
    const backdated = await restAs(admin, 'POST', 'order_events', {
      order_id: orderId,
      type: 'note',
      note: 'Backdated',
      created_at: '2020-01-01T00:00:00Z',
    });
    expect(backdated.status).toBe(201);
    const [note] = backdated.body as { created_at: string }[];
    // The database's clock, not the test's: a second of slack either way.
    expect(new Date(note?.created_at ?? 0).getTime()).toBeGreaterThan(since - 1000);
    for (const forged of [{ data: { amount: 5 } }, { from_status: 'paid', to_status: 'refunded' }]) {
      const response = await restAs(admin, 'POST', 'order_events', {
        order_id: orderId,
        type: 'note',
        note: 'Looks like a refund',
        ...forged,
      });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: '42501', message: 'order_note_fields_protected' });
    }
  });
});

describe('a member cannot rewrite their own paid order either', () => {
  it('changes nothing on the order, its lines or its reservations', async () => {
    const orderId = await paidOrder();
    const before = await moneyState(orderId);
    const line = before.lines[0];
    const answers = [
      await restAs(member.client, 'PATCH', `orders?id=eq.${orderId}`, { refund_due: 1 }),
      await restAs(member.client, 'PATCH', `orders?id=eq.${orderId}`, { email: 'other@example.test' }),
      await restAs(member.client, 'PATCH', `order_items?id=eq.${line?.id}`, { unit_price: 0 }),
      await restAs(member.client, 'POST', 'order_items', { order_id: orderId }),
      await restAs(member.client, 'POST', 'order_events', { order_id: orderId, type: 'note', note: 'x' }),
    ];
    for (const answer of answers) {
      // RLS gives a member no row to update (200 and nothing), or the privilege is not there (403).
      expect([200, 403]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body).toEqual([]);
    }
    expect(await moneyState(orderId)).toEqual(before);
  });
});

describe('every table that holds money or order data', () => {
  const MONEY_TABLES = [
    'orders',
    'order_items',
    'reservations',
    'order_events',
    'payment_events',
    'payment_sessions',
    'payment_refunds',
    'stock_holds',
    'invoices',
    'invoice_series',
    'invoice_exchange_rates',
    'shipments',
    'shipment_items',
    'withdrawals',
    'withdrawal_items',
    'promo_redemptions',
    'email_outbox',
    'order_receipt_tokens',
  ];

  it('grants the API roles only the order status/address update and notes, nothing else', async () => {
    const db = await ownerDb();
    try {
      const { rows } = await db.query<{ grant: string }>(
        `select t || ' ' || r || ' ' || p as grant
         from unnest($1::text[]) t, unnest(array['anon', 'authenticated']) r,
              unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) p
         where has_table_privilege(r, 'public.' || t, p)
            or (p in ('INSERT', 'UPDATE') and has_any_column_privilege(r, 'public.' || t, p))
         order by 1`,
        [MONEY_TABLES],
      );
      expect(rows.map((row) => row.grant)).toEqual([
        'order_events authenticated INSERT',
        'orders authenticated UPDATE',
      ]);
    } finally {
      await db.end();
    }
  });

  it('refuses an admin and a member every direct insert, update and delete of the rest', async () => {
    const orderId = await paidOrder();
    const db = await ownerDb();
    let columns: Record<string, string>;
    try {
      const { rows } = await db.query<{ table_name: string; column_name: string }>(
        `select distinct on (table_name) table_name, column_name from information_schema.columns
         where table_schema = 'public' and table_name = any($1) and is_generated = 'NEVER'
           and identity_generation is null
         order by table_name, ordinal_position`,
        [MONEY_TABLES],
      );
      columns = Object.fromEntries(rows.map((row) => [row.table_name, row.column_name]));
    } finally {
      await db.end();
    }
    const stateBefore = await moneyState(orderId);
    for (const caller of [admin, member.client]) {
      for (const table of MONEY_TABLES) {
        const column = columns[table] ?? 'id';
        const probes: [string, string, unknown][] = [
          ['PATCH', `${table}?${column}=not.is.null`, { [column]: null }],
          ['DELETE', `${table}?${column}=not.is.null`, undefined],
        ];
        // orders' update and the notes' insert are the two writes left: their guards are tested above.
        if (table !== 'order_events') probes.push(['POST', table, { [column]: null }]);
        for (const [method, path, body] of probes) {
          if (table === 'orders' && method === 'PATCH') continue;
          // A refused statement is rolled back whole: the 403 says nothing was written.
          const response = await restAs(caller, method, path, body);
          expect(response.status, `${method} ${table}`).toBe(403);
          expect(response.body, `${method} ${table}`).toMatchObject({ code: '42501' });
        }
      }
    }
    expect(await moneyState(orderId)).toEqual(stateBefore);
  });
});
