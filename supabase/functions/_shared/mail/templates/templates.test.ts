// Every template in both languages: a subject, a text part and an HTML part in the brand's layout, no raw
// key, no "undefined", "null" or "NaN", the data's facts present; missing data is an error, never a blank.
import { describe, expect, it } from 'vitest';
import { MailDataError } from '../data.ts';
import { renderMail, type OutboxRow } from '../render.ts';
import { TEMPLATES } from './index.ts';

const LINES = [
  { name: 'Immortela Elixir 30 ml', quantity: 2 },
  { name: 'Helichrysum Balm', quantity: 1 },
];

const SAMPLES: Record<string, { data: Record<string, unknown>; facts: string[] }> = {
  order_shipped: {
    data: {
      order_number: 'MI-1001',
      carrier: 'colissimo',
      carrier_label: 'Colissimo',
      tracking_number: '6A12345678901',
      tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
      partial: true,
      lines: LINES,
    },
    facts: [
      'MI-1001',
      'Colissimo',
      '6A12345678901',
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    ],
  },
  balance_due: {
    data: {
      order_number: 'MI-1002',
      amount: 640,
      currency: 'eur',
      pay_url: 'https://shop.example/my-reservations?pay=MI-1002',
      lines: [{ name: 'Immortela Elixir 30 ml', quantity: 1 }],
    },
    facts: ['MI-1002', '640', '€', 'https://shop.example/my-reservations?pay=MI-1002'],
  },
  order_cancelled: {
    data: {
      order_number: 'MI-1003',
      name: 'Ada Lovelace',
      order_kind: 'order',
      currency: 'usd',
      amount_paid: 120,
      lines: LINES,
    },
    facts: ['MI-1003', 'Ada Lovelace', '120', 'Helichrysum Balm × 1'],
  },
};

const row = (kind: string, locale: string, data: Record<string, unknown>): OutboxRow => ({
  id: '00000000-0000-0000-0000-000000000001',
  kind,
  to_email: 'ada@example.test',
  locale,
  subject: null,
  body_text: null,
  data,
  attempts: 1,
});

describe('mail templates', () => {
  it('has a sample for every template', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(TEMPLATES).sort());
  });

  for (const [kind, sample] of Object.entries(SAMPLES)) {
    for (const locale of ['en', 'fr'] as const) {
      it(`writes ${kind} in ${locale}`, () => {
        const mail = renderMail(row(kind, locale, sample.data));
        expect(mail.subject).toMatch(/^Maison Immortela · \S/);
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/undefined|\bnull\b|NaN|\[object|\{\{|\b[a-z]+_[a-z_]+\b(?!@)/);
        }
        for (const fact of sample.facts) {
          const inText = mail.text.replace(/\u202f|\u00a0/g, ' ');
          expect(inText).toContain(fact.replace(/\u202f|\u00a0/g, ' '));
        }
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.html).not.toMatch(/<img|<link|url\(/);
        expect(mail.text.startsWith(locale === 'fr' ? 'Bonjour' : 'Hello')).toBe(true);
      });
    }
    it(`refuses ${kind} without its data`, () => {
      expect(() => renderMail(row(kind, 'en', {}))).toThrow(MailDataError);
    });
  }

  it('differs between the two languages', () => {
    for (const [kind, sample] of Object.entries(SAMPLES)) {
      expect(renderMail(row(kind, 'fr', sample.data)).subject).not.toBe(
        renderMail(row(kind, 'en', sample.data)).subject,
      );
    }
  });

  it('keeps the words SQL wrote, in the layout', () => {
    const mail = renderMail({
      ...row('order_confirmation', 'en', {}),
      subject: 'Maison Immortela · Hi',
      body_text: 'Hello Ada,\n\nSee https://shop.example/terms.',
    });
    expect(mail.subject).toBe('Maison Immortela · Hi');
    expect(mail.text).toBe('Hello Ada,\n\nSee https://shop.example/terms.');
    expect(mail.html).toContain('<a href="https://shop.example/terms"');
  });
});
