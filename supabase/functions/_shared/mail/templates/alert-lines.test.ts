// Every alert kind the alerts table allows has its sentence in both languages, with its facts and without a
// raw code; an unknown kind or code is an error (the sender gives the mail up), never a blank line.
import { describe, expect, it } from 'vitest';
import { MailDataError } from '../data.ts';
import { alertSentence } from './alert-lines.ts';

const SAMPLES: Record<string, { details: Record<string, unknown>; facts: string[]; kind?: string }> = {
  new_order: { details: { order_number: 'MI-1', reservation: false }, facts: ['MI-1'] },
  withdrawal_requested: { details: { order_number: 'MI-2' }, facts: ['MI-2'] },
  contact_message: { details: { contact_id: 'c1' }, facts: [] },
  payment_failed: { details: { outcome: 'amount_mismatch', order_number: 'MI-3' }, facts: ['MI-3'] },
  async_payment_failed: {
    details: { outcome: 'async_failed', order_number: 'MI-6' },
    facts: ['MI-6'],
    kind: 'payment_failed',
  },
  refund_failed: {
    details: { order_number: 'MI-4', amount: 12, currency: 'eur', error: 'card expired' },
    facts: ['MI-4', '12', 'card expired'],
  },
  webhook_refused: { details: { provider: 'stripe', code: 'invalid_signature', reason: 'x' }, facts: [] },
  mail_failed: { details: { mail_kind: 'order_shipped', error: 'mailbox full' }, facts: [] },
  low_stock: {
    details: { product_name: 'Balm', product_name_fr: 'Baume', stock: 2, level: 3 },
    facts: ['2', '3'],
  },
  job_late: {
    details: { job: 'send-emails', last_run_at: '2026-11-27T17:05:00Z' },
    facts: ['27/11/2026 18:05'],
  },
  balance_overdue: {
    details: { order_number: 'MI-5', due_at: '2026-11-20T10:00:00Z' },
    facts: ['MI-5', '20/11/2026'],
  },
};

describe('alert sentences', () => {
  for (const [name, sample] of Object.entries(SAMPLES)) {
    const kind = sample.kind ?? name;
    it(`says ${name} in English and French, with its facts`, () => {
      const en = alertSentence({ kind, details: sample.details, url: 'https://shop.example/admin' }, false);
      const fr = alertSentence({ kind, details: sample.details, url: 'https://shop.example/admin' }, true);
      expect(en).not.toBe(fr);
      for (const sentence of [en, fr]) {
        expect(sentence).not.toMatch(/undefined|\bnull\b|NaN|\b[a-z]+_[a-z_]+\b/);
        for (const fact of sample.facts) expect(sentence.replace(/\u202f|\u00a0/g, ' ')).toContain(fact);
      }
    });
  }

  it('names the product in the language of the mail', () => {
    const item = { kind: 'low_stock', details: SAMPLES.low_stock!.details, url: '' };
    expect(alertSentence(item, false)).toContain('Balm');
    expect(alertSentence(item, true)).toContain('Baume');
  });

  it('refuses an unknown kind or code', () => {
    expect(() => alertSentence({ kind: 'meteor', details: {}, url: '' }, false)).toThrow(MailDataError);
    expect(() =>
      alertSentence(
        { kind: 'job_late', details: { job: 'cron-x', last_run_at: '2026-11-27T17:05:00Z' }, url: '' },
        true,
      ),
    ).toThrow(MailDataError);
  });
});
