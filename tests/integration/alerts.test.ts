// Alerts (issue 32 item 3, docs/alerts.md): each event raises its alert once, in its own transaction, even when
// many happen at once; an urgent one is queued at once to every owner and never twice, a routine one waits for
// the one digest of the day; a condition's alert clears itself when it ends, any alert is cleared by an admin;
// only owners and admins past two factors read or clear them.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../../src/lib/database.types';
import { startDigestJob } from '../../supabase/local/digest-job.ts';
import {
  CONTACT,
  deliver,
  fixtureProduct,
  orderBody,
  payOnTestPage,
  reservationBody,
  shopper,
  started,
} from './checkout-helpers';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  DEMO_ADMIN,
  mailFor,
  memberWithVerifiedFactor,
  newMember,
  ownerDb,
  ownerDbUrl,
  serviceClient,
  type Client,
  type Member,
} from './helpers';

type Alert = Tables<'alerts'>;

const service = serviceClient();
let db: pg.Client;
let owner: Client;
let ownerIds: string[];
let plainAdmin: Member;
let fulfilment: Member;

async function alertsOf(kind: string, subjectKey: string): Promise<Alert[]> {
  const { data, error } = await service
    .from('alerts')
    .select('*')
    .eq('kind', kind)
    .eq('subject_key', subjectKey)
    .order('raised_at');
  if (error) throw error;
  return data;
}

async function productId(slug: string): Promise<string> {
  const { data, error } = await service.from('products').select('id').eq('product_id', slug).single();
  if (error) throw error;
  return data.id;
}

/** The outbox rows queued for one alert (one per owner): its staff_alert mails. */
async function alertMails(alertId: string) {
  const { data, error } = await service
    .from('email_outbox')
    .select('id, to_email, locale, event_key, sent_at')
    .eq('kind', 'staff_alert')
    .like('event_key', `staff_alert:${alertId}:%`);
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  db = await ownerDb();
  owner = await adminClient();
  const { data, error } = await service.from('user_roles').select('user_id').eq('role', 'owner');
  if (error) throw error;
  ownerIds = data.map((row) => row.user_id);
  plainAdmin = await memberWithVerifiedFactor();
  fulfilment = await memberWithVerifiedFactor();
  for (const [id, role] of [
    [plainAdmin.id, 'admin'],
    [fulfilment.id, 'fulfilment'],
  ] as const) {
    const { error: roleError } = await service.from('user_roles').insert({ user_id: id, role });
    if (roleError) throw roleError;
  }
});

afterAll(async () => {
  await service.from('user_roles').delete().in('user_id', [plainAdmin.id, fulfilment.id]);
  await db.end();
});

describe('low stock', () => {
  it('is raised once when concurrent sales cross the level, and clears itself when stock is back', async () => {
    const slug = await fixtureProduct({ stock: 8, low_stock_level: 3 });
    const id = await productId(slug);
    // Eight sales at once, each in its own transaction: the stock crosses 3 once.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { error } = await service.rpc('raise_alert', {
          p_kind: 'low_stock',
          p_subject_key: id,
          p_details: { product_name: 'x', product_name_fr: 'x', stock: 0, level: 3 },
          p_product_id: id,
        });
        expect(error).toBeNull();
      }),
    );
    let raised = await alertsOf('low_stock', id);
    expect(raised).toHaveLength(1);
    await service.from('alerts').delete().eq('id', raised[0]!.id);

    const connections = await Promise.all(Array.from({ length: 6 }, () => ownerDb()));
    try {
      await Promise.all(
        connections.map((connection) =>
          connection.query('update public.products set stock = stock - 1 where id = $1', [id]),
        ),
      );
    } finally {
      await Promise.all(connections.map((connection) => connection.end()));
    }
    raised = await alertsOf('low_stock', id);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      urgency: 'routine',
      product_id: id,
      mailed_at: null,
      cleared_at: null,
      details: { product_name: `Fixture ${slug}`, stock: 3, level: 3 },
    });

    // Back above its level: cleared by the shop (no one's name), and a later fall raises a new one.
    await db.query('update public.products set stock = 10 where id = $1', [id]);
    raised = await alertsOf('low_stock', id);
    expect(raised[0]!.cleared_at).not.toBeNull();
    expect(raised[0]!.cleared_by).toBeNull();
    await db.query('update public.products set stock = 1 where id = $1', [id]);
    expect((await alertsOf('low_stock', id)).filter((alert) => alert.cleared_at === null)).toHaveLength(1);
  });

  it('is not raised again after an admin cleared it while the stock keeps falling', async () => {
    const slug = await fixtureProduct({ stock: 2, low_stock_level: 2 });
    const id = await productId(slug);
    const [alert] = await alertsOf('low_stock', id);
    expect(alert).toBeDefined();
    const { error } = await plainAdmin.client.rpc('admin_clear_alert', { p_alert_id: alert!.id });
    expect(error).toBeNull();
    await db.query('update public.products set stock = 1 where id = $1', [id]);
    const after = await alertsOf('low_stock', id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ cleared_by: plainAdmin.id });
  });
});

describe('events of a sale', () => {
  it('raises new_order in the payment, and low stock from the same sale', async () => {
    const slug = await fixtureProduct({ stock: 4, low_stock_level: 3 });
    const page = await started(shopper(), orderBody({ items: [{ product_id: slug, quantity: 1 }] }));
    expect((await payOnTestPage(page.url)).status).toBe(303);
    const [order] = await alertsOf('new_order', page.order_id);
    expect(order).toMatchObject({
      urgency: 'routine',
      order_id: page.order_id,
      details: { order_number: page.order_number, reservation: false },
    });
    expect(await alertsOf('low_stock', await productId(slug))).toHaveLength(1);

    // The buyer withdraws (twice, the same request): one alert, about the order.
    const { data: item } = await service
      .from('order_items')
      .select('id')
      .eq('order_id', page.order_id)
      .single();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await shopper().rpc('request_withdrawal_guest', {
        p_email: CONTACT.email,
        p_number: page.order_number,
        p_items: [{ order_item_id: item!.id, quantity: 1 }],
        p_idempotency_key: `alerts-${page.order_id}`,
      });
      expect(error).toBeNull();
    }
    const { data: withdrawal } = await service
      .from('withdrawals')
      .select('id')
      .eq('order_id', page.order_id)
      .single();
    expect(await alertsOf('withdrawal_requested', withdrawal!.id)).toMatchObject([
      { urgency: 'routine', order_id: page.order_id, withdrawal_id: withdrawal!.id },
    ]);

    // A refund the provider refused for good: urgent, mailed.
    const { data: refund, error: refundError } = await service
      .from('payment_refunds')
      .insert({
        order_id: page.order_id,
        provider: 'test',
        event_id: `re_${randomUUID()}`,
        amount: 12,
        currency: 'usd',
        reason: 'shop_refund',
      })
      .select('id')
      .single();
    expect(refundError).toBeNull();
    await service
      .from('payment_refunds')
      .update({ status: 'failed', error: 'card expired' })
      .eq('id', refund!.id);
    const [failed] = await alertsOf('refund_failed', refund!.id);
    expect(failed).toMatchObject({
      urgency: 'urgent',
      details: { order_number: page.order_number, error: 'card expired' },
    });
    expect(await alertMails(failed!.id)).toHaveLength(ownerIds.length);
  });

  it('raises contact_message with ids only, cleared when the message is handled', async () => {
    const { data: message, error } = await service
      .from('contact_messages')
      .insert({ name: 'Ada Lovelace', email: 'ada@example.test', message: 'Is the balm vegan?' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const [alert] = await alertsOf('contact_message', message!.id);
    expect(alert).toMatchObject({ urgency: 'routine', contact_message_id: message!.id, details: {} });
    expect(JSON.stringify(alert)).not.toContain('Ada');
    await service
      .from('contact_messages')
      .update({ handled_at: new Date().toISOString() })
      .eq('id', message!.id);
    expect((await alertsOf('contact_message', message!.id))[0]!.cleared_at).not.toBeNull();
  });

  it('raises balance_overdue once for a balance asked for 14 days ago and still unpaid', async () => {
    const member = await newMember();
    const page = await started(
      member.client,
      reservationBody({ contact: { ...CONTACT, email: member.email } }),
    );
    expect((await payOnTestPage(page.url)).status).toBe(303);
    await db.query(
      `insert into public.order_events (order_id, type, created_at)
       values ($1, 'balance_requested', now() - interval '15 days')`,
      [page.order_id],
    );
    await db.query('select public.release_expired_holds()');
    await db.query('select public.release_expired_holds()');
    expect(await alertsOf('balance_overdue', page.order_id)).toMatchObject([
      { urgency: 'routine', order_id: page.order_id, details: { order_number: page.order_number } },
    ]);
  });

  it('raises payment_failed (urgent, mailed to each owner once) for a payment no order can take', async () => {
    const eventId = `evt_${randomUUID()}`;
    const { data: outcome } = await service.rpc('record_payment', {
      p_provider: 'test',
      p_event_id: eventId,
      p_event_type: 'checkout.session.completed',
      p_payload: { id: eventId },
      p_order_id: null as unknown as string,
      p_purpose: 'order',
      p_amount_minor: 1200,
      p_currency: 'eur',
      p_reference: `cs_${randomUUID()}`,
    });
    expect(outcome).toBe('unknown_order');
    const { data: event } = await service
      .from('payment_events')
      .select('id')
      .eq('event_id', eventId)
      .single();
    const [alert] = await alertsOf('payment_failed', event!.id);
    expect(alert).toMatchObject({ urgency: 'urgent', details: { outcome: 'unknown_order' } });
    expect(alert!.mailed_at).not.toBeNull();
    expect((await alertMails(alert!.id)).map((mail) => mail.event_key).sort()).toEqual(
      ownerIds.map((ownerId) => `staff_alert:${alert!.id}:${ownerId}`).sort(),
    );
  });
});

describe('urgent alerts', () => {
  it('raises payment_failed once when a delayed payment method fails, however often the event is delivered', async () => {
    const slug = await fixtureProduct({ stock: 5 });
    const page = await started(shopper(), orderBody({ items: [{ product_id: slug, quantity: 1 }] }));
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'checkout.session.async_payment_failed',
      data: {
        object: { id: `cs_${randomUUID()}`, payment_status: 'unpaid', metadata: { order_id: page.order_id } },
      },
    };
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const alerts = await alertsOf('payment_failed', `test:${event.id}`);
    expect(alerts).toMatchObject([
      {
        urgency: 'urgent',
        order_id: page.order_id,
        details: { outcome: 'async_failed', order_number: page.order_number },
      },
    ]);
    expect(await alertMails(alerts[0]!.id)).toHaveLength(ownerIds.length);
  });

  it('raises one alert and one mail per owner when many refused webhooks arrive at once', async () => {
    const provider = `p-${randomUUID().slice(0, 8)}`;
    const ids = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { data, error } = await service.rpc('record_webhook_refusal', {
          p_provider: provider,
          p_code: 'invalid_signature',
          p_reason: 'Signature refused: no v1 signature',
        });
        expect(error).toBeNull();
        return data;
      }),
    );
    expect(ids.filter(Boolean)).toHaveLength(1);
    const [alert] = await alertsOf('webhook_refused', `${provider}:invalid_signature`);
    const mails = await alertMails(alert!.id);
    expect(mails).toHaveLength(ownerIds.length);

    // Asked again to mail it: nothing more is queued.
    const { rows } = await db.query<{ queued: number }>('select public.mail_alert($1) as queued', [
      alert!.id,
    ]);
    expect(rows[0]!.queued).toBe(0);
    expect(await alertMails(alert!.id)).toHaveLength(ownerIds.length);

    // The mail leaves (reading the mailbox runs the sender) and says what happened.
    const sent = (await mailFor(DEMO_ADMIN.email)).filter((mail) => mail.type === 'staff_alert');
    expect(sent.some((mail) => /webhook/.test(mail.text))).toBe(true);
    expect((await alertMails(alert!.id)).every((mail) => mail.sent_at !== null)).toBe(true);
  });

  it('raises webhook_refused from the payment-webhook function when a signature is refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        deliver({ id: 'evt_x', type: 'checkout.session.completed' }, 't=1,v1=00'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    const open = (await alertsOf('webhook_refused', 'test:invalid_signature')).filter((a) => !a.cleared_at);
    expect(open).toHaveLength(1);
  });

  it('raises mail_failed once for a mail given up, and lists a failed alert mail without mailing it', async () => {
    const failMail = async (kind: string) => {
      const { data: row, error } = await service
        .from('email_outbox')
        .insert({ kind, to_email: 'nobody@example.test', locale: 'en', data: {} })
        .select('id')
        .single();
      if (error) throw error;
      const { data } = await service.rpc('fail_outbox_mail', {
        p_id: row.id,
        p_attempt: 0,
        p_error: 'mailbox unavailable',
        p_permanent: true,
      });
      expect(data).toBe('failed');
      return row.id;
    };
    const shipped = await failMail('order_shipped');
    const [alert] = await alertsOf('mail_failed', shipped);
    expect(alert).toMatchObject({ urgency: 'urgent', details: { mail_kind: 'order_shipped' } });
    expect(await alertMails(alert!.id)).toHaveLength(ownerIds.length);

    const alertMail = await failMail('staff_alert');
    const [listed] = await alertsOf('mail_failed', alertMail);
    expect(listed).toMatchObject({ urgency: 'urgent', mailed_at: null });
    expect(await alertMails(listed!.id)).toHaveLength(0);
  });
});

describe('the jobs watch each other', () => {
  it('raises job_late for the sweep from the mail job after 10 minutes, once, and clears it when it runs', async () => {
    let subjectKey = '';
    await db.query('begin');
    try {
      const { rows } = await db.query<{ epoch: string }>(
        `insert into public.job_runs (job, last_run_at) values ('release-expired-holds', now() - interval '11 minutes')
         on conflict (job) do update set last_run_at = excluded.last_run_at
         returning extract(epoch from last_run_at)::text as epoch`,
      );
      subjectKey = `release-expired-holds@${rows[0]!.epoch}`;
      // The mail job's heartbeat sees the sweep late, twice: one alert.
      await db.query(`select public.record_job_run('send-emails')`);
      await db.query(`select public.record_job_run('send-emails')`);
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      throw error;
    }
    const late = await alertsOf('job_late', subjectKey);
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ urgency: 'urgent', details: { job: 'release-expired-holds' } });
    expect(late[0]!.mailed_at).not.toBeNull();

    await db.query(`select public.release_expired_holds()`);
    const { data: after } = await service.from('alerts').select('cleared_at').eq('id', late[0]!.id).single();
    expect(after!.cleared_at).not.toBeNull();
  });
});

describe('the daily digest', () => {
  it('carries the open routine alerts once a day, to each owner, however many runs race', async () => {
    const slug = await fixtureProduct({ stock: 1, low_stock_level: 1 });
    const [alert] = await alertsOf('low_stock', await productId(slug));
    expect(alert!.mailed_at).toBeNull();
    await db.query(
      `insert into public.job_runs (job, last_run_at) values ('alert-digest', now() - interval '1 day')
       on conflict (job) do update set last_run_at = excluded.last_run_at`,
    );
    const runs = await Promise.all(Array.from({ length: 3 }, () => service.rpc('queue_alert_digest')));
    const carried = runs.map((run) => run.data ?? 0);
    expect(carried.filter((count) => count > 0)).toHaveLength(1);

    const { data: mailed } = await service.from('alerts').select('mailed_at').eq('id', alert!.id).single();
    expect(mailed!.mailed_at).not.toBeNull();
    const { rows: digests } = await db.query<{
      event_key: string;
      data: { alerts: { details: { product_name?: string } }[] };
    }>(
      `select event_key, data from public.email_outbox
       where kind = 'alert_digest' and event_key like 'alert_digest:' || public.paris_day(now())::text || ':%'`,
    );
    expect(digests.map((row) => row.event_key.split(':').at(-1)).sort()).toEqual([...ownerIds].sort());
    for (const digest of digests) {
      expect(digest.data.alerts.some((item) => item.details.product_name === `Fixture ${slug}`)).toBe(true);
    }

    // A routine alert raised after today's digest waits for tomorrow's.
    const later = await fixtureProduct({ stock: 0, low_stock_level: 0 });
    const { data: again } = await service.rpc('queue_alert_digest');
    expect(again).toBe(0);
    const [waiting] = await alertsOf('low_stock', await productId(later));
    expect(waiting!.mailed_at).toBeNull();

    const sent = (await mailFor(DEMO_ADMIN.email)).filter((mail) => mail.type === 'alert_digest');
    expect(sent.some((mail) => mail.text.includes(`Fixture ${slug}`))).toBe(true);
  });
});

describe("the local backend's digest job", () => {
  it('runs queue_alert_digest as the postgres role, as pg_cron does on hosted', async () => {
    const slug = await fixtureProduct({ stock: 0, low_stock_level: 2 });
    await db.query(
      `update public.job_runs set last_run_at = now() - interval '1 day' where job = 'alert-digest'`,
    );
    const pool = new pg.Pool({ connectionString: ownerDbUrl(), max: 1 });
    const job = startDigestJob((sql) => pool.query(sql), { intervalMs: 0 });
    try {
      expect(await job.runOnce()).toBeGreaterThan(0);
      expect(await job.runOnce()).toBe(0);
    } finally {
      await job.stop();
      await pool.end();
    }
    const [alert] = await alertsOf('low_stock', await productId(slug));
    expect(alert!.mailed_at).not.toBeNull();
  });
});

describe('who reads and clears alerts', () => {
  let alertId = '';

  beforeAll(async () => {
    const { data, error } = await service.rpc('record_webhook_refusal', {
      p_provider: `rls-${randomUUID().slice(0, 8)}`,
      p_code: 'invalid_request',
      p_reason: 'The event is not JSON',
    });
    if (error || !data) throw error ?? new Error('no alert');
    alertId = data;
  });

  const sees = async (client: Client) => {
    const { data } = await client.from('alerts').select('id').eq('id', alertId);
    return (data ?? []).length;
  };

  it('lets owners and admins past two factors read it, and no one else', async () => {
    expect(await sees(owner)).toBe(1);
    expect(await sees(plainAdmin.client)).toBe(1);
    expect(await sees(fulfilment.client)).toBe(0);
    expect(await sees(await adminClientAal1())).toBe(0);
    expect(await sees((await newMember()).client)).toBe(0);
    expect(await sees(anonClient())).toBe(0);
  });

  it('refuses to clear it to fulfilment, members, anon and an admin at aal1, changing nothing', async () => {
    const clear = (client: Client) => client.rpc('admin_clear_alert', { p_alert_id: alertId });
    expect((await clear(fulfilment.client)).error).toMatchObject({ code: '42501' });
    expect((await clear((await newMember()).client)).error).toMatchObject({ code: '42501' });
    expect((await clear(anonClient())).error).not.toBeNull();
    expect((await clear(await adminClientAal1())).error).toMatchObject({ message: 'two_factor_required' });
    const { error } = await fulfilment.client
      .from('alerts')
      .update({ cleared_at: new Date().toISOString() })
      .eq('id', alertId);
    expect(error).not.toBeNull();
    const { data } = await service.from('alerts').select('cleared_at').eq('id', alertId).single();
    expect(data!.cleared_at).toBeNull();
  });

  it('lets the owner clear it once, recording who; an unknown id is a 404', async () => {
    const { data: first, error } = await owner.rpc('admin_clear_alert', { p_alert_id: alertId });
    expect(error).toBeNull();
    const { data: second } = await plainAdmin.client.rpc('admin_clear_alert', { p_alert_id: alertId });
    expect(second).toBe(first);
    const { data: ownerUser } = await owner.auth.getUser();
    const { data } = await service.from('alerts').select('cleared_by').eq('id', alertId).single();
    expect(data!.cleared_by).toBe(ownerUser.user!.id);
    const missing = await owner.rpc('admin_clear_alert', { p_alert_id: randomUUID() });
    expect(missing.error).toMatchObject({ code: 'PT404' });
  });
});
