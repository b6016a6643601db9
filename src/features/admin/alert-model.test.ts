import { describe, expect, it } from 'vitest';
import { alertErrorKey, alertView, type AlertRow } from './alert-model';

const base: AlertRow = {
  id: 'a1',
  kind: 'new_order',
  urgency: 'routine',
  raised_at: '2026-11-27T17:00:00Z',
  details: {},
  order_id: null,
  product_id: null,
};

describe('alertView', () => {
  it('links an order alert to its order, a reservation said as one', () => {
    const view = alertView({ ...base, order_id: 'o1', details: { order_number: 'MI-7', reservation: true } });
    expect(view).toMatchObject({
      textKey: 'kinds.new_reservation',
      values: { number: 'MI-7' },
      link: { href: '/admin/orders?order=o1', labelKey: 'links.order' },
      urgent: false,
    });
  });

  it('links low stock to the product editor with its figures in both languages', () => {
    const view = alertView({
      ...base,
      kind: 'low_stock',
      product_id: 'p1',
      details: { product_name: 'Balm', product_name_fr: 'Baume', stock: 2, level: 3 },
    });
    expect(view.values).toMatchObject({ product: 'Balm', productFr: 'Baume', stock: 2, level: 3 });
    expect(view.link).toEqual({ href: '/admin/products?edit=p1', labelKey: 'links.product' });
  });

  it('says codes through their own keys, an unknown one through a generic key', () => {
    const refused = alertView({
      ...base,
      kind: 'webhook_refused',
      urgency: 'urgent',
      details: { code: 'invalid_signature' },
    });
    expect(refused).toMatchObject({
      values: { reasonKey: 'reasons.invalid_signature' },
      link: null,
      urgent: true,
    });
    expect(alertView({ ...base, kind: 'payment_failed', details: { outcome: 'odd' } })).toMatchObject({
      textKey: 'kinds.payment_failed',
      values: { reasonKey: 'reasons.other' },
    });
    expect(alertView({ ...base, kind: 'job_late', details: { job: 'send-emails' } }).values.jobKey).toBe(
      'jobs.send-emails',
    );
  });

  it('links a contact message to its contact, a failed mail to the mails', () => {
    expect(alertView({ ...base, kind: 'contact_message', details: { contact_id: 'c1' } }).link?.href).toBe(
      '/crm/contacts/c1',
    );
    expect(alertView({ ...base, kind: 'contact_message' }).link?.href).toBe('/crm/contacts');
    expect(alertView({ ...base, kind: 'mail_failed' }).link?.href).toBe('/admin/mails');
  });
});

describe('alertErrorKey', () => {
  it('says why clearing failed', () => {
    expect(alertErrorKey({ code: '42501', message: 'two_factor_required' })).toBe('errors.twoFactor');
    expect(alertErrorKey({ code: '42501', message: 'only an admin clears an alert' })).toBe(
      'errors.forbidden',
    );
    expect(alertErrorKey({ code: 'PT404', message: 'alert_not_found' })).toBe('errors.notFound');
    expect(alertErrorKey(new Error('network'))).toBe('errors.failed');
  });
});
