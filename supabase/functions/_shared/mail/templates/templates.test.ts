// Every template in both languages: a subject, a text part and an HTML part in the brand's layout, no raw
// key, no "undefined", "null" or "NaN", the data's facts present; missing data is an error, never a blank.
import { describe, expect, it } from 'vitest';
import { MailDataError } from '../data.ts';
import { mailHeaders, renderMail, type OutboxRow } from '../render.ts';
import { TEMPLATES } from './index.ts';

const LINES = [
  { name: 'Immortela Elixir 30 ml', quantity: 2 },
  { name: 'Helichrysum Balm', quantity: 1 },
];

const ORDER = {
  order_number: 'MI-2001',
  name: 'Ada Lovelace',
  order_kind: 'order',
  currency: 'eur',
  total: 230,
  amount_paid: 230,
  balance_due: 0,
  shipping_amount: 0,
  discount_amount: 10,
  promo_code: 'SPRING',
  site_url: 'https://shop.example',
  member: true,
  lines: [
    { name: 'Immortela Elixir 30 ml', quantity: 2, total: 200 },
    { name: 'Helichrysum Balm', quantity: 1, total: 40 },
  ],
};

const RESERVATION = {
  ...ORDER,
  order_number: 'MI-2002',
  order_kind: 'reservation',
  total: 1280,
  amount_paid: 640,
  balance_due: 640,
  discount_amount: undefined,
  promo_code: undefined,
  shipping_amount: undefined,
  member: false,
  reservation_option: 'deposit',
  estimated_delivery_date: '2027-01-05',
  lines: [{ name: 'Immortela Elixir 30 ml', quantity: 1, total: 1280 }],
};

const SAMPLES: Record<string, { data: Record<string, unknown>; facts: string[] }> = {
  order_confirmation: {
    data: ORDER,
    facts: [
      'MI-2001',
      'Ada Lovelace',
      'Immortela Elixir 30 ml × 2',
      '200',
      '230',
      'SPRING',
      '10',
      'https://shop.example/terms',
      'https://shop.example/withdrawal-form',
      'https://shop.example/my-orders',
      'L221-28 9°',
    ],
  },
  reservation_confirmation: {
    data: RESERVATION,
    facts: ['MI-2002', '640', '1', 'https://shop.example/terms', 'https://shop.example/order', '2027'],
  },
  balance_paid: {
    data: { ...RESERVATION, balance_due: 0, amount_paid: 1280 },
    facts: ['MI-2002', '1', '280', '2027'],
  },
  community_confirmation: {
    data: {
      first_name: 'Élise',
      last_name: 'Marchetti',
      country: 'FR',
      phone: '+33 6 12 34 56 78',
      confirm_url: 'https://shop.example/community/confirm?token=abc',
      unsubscribe_url: 'https://shop.example/unsubscribe?token=def',
    },
    facts: [
      'Élise Marchetti',
      '+33 6 12 34 56 78',
      'https://shop.example/community/confirm?token=abc',
      'https://shop.example/unsubscribe?token=def',
    ],
  },
  back_in_stock_confirmation: {
    data: {
      product_name: 'Immortela Elixir 30 ml',
      product_url: 'https://shop.example/products/immortela-elixir-30ml',
      confirm_url: 'https://shop.example/back-in-stock/confirm?token=abc',
      unsubscribe_url: 'https://shop.example/back-in-stock/unsubscribe?token=def',
    },
    facts: [
      'Immortela Elixir 30 ml',
      'https://shop.example/products/immortela-elixir-30ml',
      'https://shop.example/back-in-stock/confirm?token=abc',
      'https://shop.example/back-in-stock/unsubscribe?token=def',
    ],
  },
  back_in_stock: {
    data: {
      product_name: 'Immortela Elixir 30 ml',
      product_url: 'https://shop.example/products/immortela-elixir-30ml',
      unsubscribe_url: 'https://shop.example/back-in-stock/unsubscribe?token=def',
    },
    facts: [
      'Immortela Elixir 30 ml',
      'https://shop.example/products/immortela-elixir-30ml',
      'https://shop.example/back-in-stock/unsubscribe?token=def',
    ],
  },
  withdrawal_acknowledged: {
    data: {
      order_number: 'MI-3001',
      name: 'Ada',
      currency: 'eur',
      requested_at: '2027-01-05T13:05:00+00:00',
      refund_deadline: '2027-01-19T13:05:00+00:00',
      not_shipped: false,
      site_url: 'https://shop.example',
      reference: 'AB12CD34',
      lines: [{ name: 'Helichrysum Balm', quantity: 1, total: 40.5 }],
    },
    facts: [
      'MI-3001',
      '2027',
      '14',
      'https://shop.example/withdrawal-form',
      'AB12CD34',
      'Helichrysum Balm × 1',
      '40',
    ],
  },
  withdrawal_refunded: {
    data: {
      order_number: 'MI-3002',
      name: 'Ada',
      currency: 'usd',
      requested_at: '2027-01-05T13:05:00+00:00',
      refund_amount: 40,
      lines: [{ name: 'Helichrysum Balm', quantity: 1, total: 40 }],
    },
    facts: ['MI-3002', '40', 'Helichrysum Balm × 1'],
  },
  withdrawal_refused: {
    data: {
      order_number: 'MI-3003',
      name: 'Ada',
      currency: 'eur',
      requested_at: '2027-01-05T13:05:00+00:00',
      site_url: 'https://shop.example',
      reference: 'EF56GH78',
      refused_reason: 'The jar came back opened.',
      lines: [{ name: 'Helichrysum Balm', quantity: 1, total: 40 }],
    },
    facts: [
      'MI-3003',
      'The jar came back opened.',
      'https://shop.example/contact',
      'https://shop.example/terms',
      'EF56GH78',
      'Helichrysum Balm × 1',
    ],
  },
  account_erased: {
    data: { had_account: true, orders_kept: ['MI-4001', 'MI-4002'] },
    facts: ['MI-4001, MI-4002', 'L123-22'],
  },
  payment_refunded: {
    data: { order_number: 'MI-2003', name: 'Ada', currency: 'usd', amount: 240, reason: 'stock_gone' },
    facts: ['MI-2003', '240'],
  },
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
  staff_alert: {
    data: {
      alert: {
        kind: 'refund_failed',
        details: { order_number: 'MI-3001', amount: 42.5, currency: 'eur', error: 'card expired' },
        url: 'https://shop.example/admin/orders?order=3001',
      },
      admin_url: 'https://shop.example/admin',
    },
    facts: ['MI-3001', '42', 'card expired', 'https://shop.example/admin/orders?order=3001'],
  },
  alert_digest: {
    data: {
      day: '2026-11-27',
      alerts: [
        { kind: 'new_order', details: { order_number: 'MI-3002' }, url: 'https://shop.example/admin/orders' },
        {
          kind: 'low_stock',
          details: {
            product_name: 'Helichrysum Balm',
            product_name_fr: 'Helichrysum Balm',
            stock: 2,
            level: 3,
          },
          url: 'https://shop.example/admin/products',
        },
      ],
      admin_url: 'https://shop.example/admin',
    },
    facts: ['MI-3002', 'Helichrysum Balm', 'https://shop.example/admin'],
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
        expect(mail.subject).toMatch(/^Maison Immortela · \S|Maison Immortela/);
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

  it('keeps every legal sentence of the confirmations', () => {
    const en = renderMail(row('order_confirmation', 'en', ORDER)).text;
    expect(en).toContain('Our terms of sale, which you accepted: https://shop.example/terms');
    expect(en).toContain(
      'Your right of withdrawal: you may withdraw within 14 days of the day you receive your order',
    );
    expect(en).toContain(
      'you can no longer withdraw from a cosmetic product you have unsealed after delivery',
    );
    expect(en).toContain('"Withdraw from the contract here"');
    expect(en).toContain(
      'in "My orders" (https://shop.example/my-orders), or on the order status page (https://shop.example/order) with its number MI-2001 and this email address',
    );
    const fr = renderMail(row('reservation_confirmation', 'fr', RESERVATION)).text;
    expect(fr).toContain(
      'vous pouvez vous rétracter dans les 14 jours suivant la réception de votre article',
    );
    expect(fr).toContain('« Renoncer au contrat ici »');
    expect(fr).not.toContain('/my-orders');
    expect(fr).toContain('Payé (acompte de 50 %) : 640');
    expect(fr).toContain('5 janvier 2027');
    expect(renderMail(row('order_confirmation', 'en', { ...ORDER, discount_amount: 0 })).text).not.toContain(
      'SPRING',
    );
  });

  it("names a pre-order line's promised shipping day, in the customer's language", () => {
    const preorder = {
      ...ORDER,
      order_kind: 'preorder',
      lines: [
        { name: 'Renouvela Extra-Riche', quantity: 1, total: 90, ships_on: '2027-01-30' },
        { name: 'Helichrysum Balm', quantity: 1, total: 40 },
      ],
    };
    const en = renderMail(row('order_confirmation', 'en', preorder));
    expect(en.text).toContain('Renouvela Extra-Riche × 1 (pre-order: expected to ship on January 30, 2027)');
    expect(en.text).not.toMatch(/Helichrysum Balm × 1 \(/);
    expect(en.html).toContain('expected to ship on January 30, 2027');
    expect(renderMail(row('order_confirmation', 'fr', preorder)).text).toContain(
      'Renouvela Extra-Riche × 1 (précommande : expédition prévue le 30 janvier 2027)',
    );
  });

  it('gives the marketing mail, and only it, the plain unsubscribe link', () => {
    for (const [kind, sample] of Object.entries(SAMPLES)) {
      const mail = renderMail(row(kind, 'en', sample.data));
      const marketing = kind === 'community_confirmation';
      expect(mail.text.includes('--\nStop receiving our letters')).toBe(marketing);
      expect(mail.html.includes('href="https://shop.example/unsubscribe?token=def"')).toBe(marketing);
    }
  });

  it('ends every back-in-stock mail with its one-click way out, and names the product in the subject when it is back', () => {
    for (const kind of ['back_in_stock_confirmation', 'back_in_stock']) {
      const sample = SAMPLES[kind]?.data ?? {};
      const en = renderMail(row(kind, 'en', sample));
      expect(en.text).toContain(
        '--\nStop every back-in-stock alert to this address: open this link and confirm with one click.\nhttps://shop.example/back-in-stock/unsubscribe?token=def',
      );
      expect(en.html).toContain('href="https://shop.example/back-in-stock/unsubscribe?token=def"');
      expect(renderMail(row(kind, 'fr', sample)).text).toContain(
        "Ne plus recevoir d'alerte de retour en stock",
      );
    }
    const sample = SAMPLES.back_in_stock?.data ?? {};
    expect(renderMail(row('back_in_stock', 'en', sample)).subject).toBe(
      'Maison Immortela · Immortela Elixir 30 ml is back',
    );
    expect(renderMail(row('back_in_stock', 'fr', sample)).subject).toBe(
      'Maison Immortela · Immortela Elixir 30 ml est de retour',
    );
  });

  it('gives a mail with a way out the List-Unsubscribe header, and no other mail', () => {
    const sample = SAMPLES.back_in_stock?.data ?? {};
    expect(mailHeaders(row('back_in_stock', 'en', sample))).toMatchObject({
      'X-Mail-Kind': 'back_in_stock',
      'List-Unsubscribe': '<https://shop.example/back-in-stock/unsubscribe?token=def>',
    });
    expect(mailHeaders(row('order_confirmation', 'en', ORDER))).not.toHaveProperty('List-Unsubscribe');
    expect(
      mailHeaders(
        row('back_in_stock', 'en', { ...sample, unsubscribe_url: 'https://x.example/a>, <mailto:y' }),
      ),
    ).not.toHaveProperty('List-Unsubscribe');
  });

  it('dates a withdrawal in Paris time with its exact amount', () => {
    const sample = SAMPLES.withdrawal_acknowledged?.data ?? {};
    const en = renderMail(row('withdrawal_acknowledged', 'en', sample)).text;
    expect(en).toContain('received on January 5, 2027 at 14:05 (Paris time)');
    expect(en).toContain('that is by January 19, 2027 at the latest');
    expect(en).toContain('- Helichrysum Balm × 1: €40.50');
    const fr = renderMail(row('withdrawal_acknowledged', 'fr', { ...sample, not_shipped: true })).text;
    expect(fr).toContain('reçue le 5 janvier 2027 à 14 h 05 (heure de Paris)');
    expect(fr).toContain('- Helichrysum Balm × 1 : 40,50\u00a0€');
    expect(fr).toContain('Ces articles ne sont pas encore partis : nous ne vous les enverrons pas.');
    expect(fr).not.toContain('/withdrawal-form');
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

// Issue 27 item 3: a name typed as a link before the forms refused it never reaches a mail as one.
describe("a stranger's link typed as a name", () => {
  const LINKS = ['https://evil.example/x', 'evil.example', 'Ada <ada@evil.example>', 'www.evil.example'];

  for (const [kind, sample] of Object.entries(SAMPLES)) {
    for (const link of LINKS) {
      it(`is in neither part of ${kind} (${link})`, () => {
        const data = { ...sample.data, name: link, first_name: link, last_name: link };
        for (const locale of ['en', 'fr'] as const) {
          const mail = renderMail(row(kind, locale, data));
          for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('evil');
        }
      });
    }
  }

  it('leaves the greeting without the name, and a plain name greets as before', () => {
    const linked = renderMail(row('order_confirmation', 'en', { ...ORDER, name: 'evil.example' }));
    expect(linked.text.startsWith('Hello,\n\n')).toBe(true);
    const community = renderMail(
      row('community_confirmation', 'fr', { ...SAMPLES.community_confirmation?.data, first_name: 'x.io' }),
    );
    expect(community.text.startsWith('Bonjour,\n\n')).toBe(true);
    expect(community.text).toContain('Nom : Marchetti');
    expect(renderMail(row('order_confirmation', 'fr', ORDER)).text.startsWith('Bonjour Ada Lovelace,')).toBe(
      true,
    );
  });

  it('is never linked in the HTML greeting of the words SQL wrote', () => {
    const mail = renderMail({
      ...row('order_confirmation', 'en', {}),
      subject: 'Maison Immortela · Hi',
      body_text: 'Hello https://evil.example,\n\nSee https://shop.example/terms.',
    });
    expect(mail.html).not.toContain('href="https://evil.example');
    expect(mail.html).toContain('<a href="https://shop.example/terms"');
  });
});

describe('the recipient', () => {
  it.each([
    'n1<victim@example.com>',
    'Victim <victim@example.com>',
    'a@b@example.com',
    'victim@example.com\u200b',
  ])('is refused when it is not one plain address: %s', (to) => {
    expect(() =>
      renderMail({ ...row('account_erased', 'en', SAMPLES.account_erased?.data ?? {}), to_email: to }),
    ).toThrow(MailDataError);
  });
});

describe('refund mails (issue 27, item 1)', () => {
  it('never says a cancelled order is refunded: the refund has its own mail once the provider made it', () => {
    const cancelled = SAMPLES.order_cancelled?.data ?? {};
    expect(renderMail(row('order_cancelled', 'en', cancelled)).text).not.toMatch(
      /is refunded|has been refunded/,
    );
    expect(renderMail(row('order_cancelled', 'en', cancelled)).text).toContain(
      'an email will confirm the refund',
    );
    expect(renderMail(row('order_cancelled', 'fr', cancelled)).text).not.toMatch(/vous est remboursé/);
  });

  it('says what a member’s or an admin’s refund gave back, not "in full"', () => {
    for (const reason of ['reservation_cancelled', 'cancelled_by_shop', 'shop_refund']) {
      const data = { order_number: 'MI-2004', name: 'Ada', currency: 'usd', amount: 64.5, reason };
      const en = renderMail(row('payment_refunded', 'en', data)).text;
      expect(en).toContain('We have refunded $64.50 to the payment method you used.');
      expect(en).not.toContain('in full');
      expect(renderMail(row('payment_refunded', 'fr', data)).text).toContain(
        'Nous vous avons remboursé 64,50',
      );
    }
  });
});
