// What every mail of the shop carries whatever its kind (issue 29 item 6): <html lang> in the mail's language, a
// real text part (the same words, the action's address written out, no markup), and no image without its alt
// (the layout has none: the house name is text, so blocked images hide nothing).
import { describe, expect, it } from 'vitest';
import { renderLayout, renderWorded, type MailContent } from './layout';

const content: MailContent = {
  subject: 'Your order',
  greeting: 'Hello Ada,',
  paragraphs: ['Thank you for your order.', 'It ships on Monday.'],
  rows: [{ label: 'Candle × 2', value: '€120' }],
  amounts: [{ label: 'Total', value: '€120' }],
  action: { label: 'Follow your order', url: 'https://shop.example/order?n=1&e=a' },
  after: ['Our terms: https://shop.example/terms'],
};

describe('the mail layout', () => {
  it.each(['en', 'fr'] as const)('writes <html lang="%s"> and a text part of the same words', (locale) => {
    const mail = renderLayout(content, locale);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.text).not.toMatch(/<[a-z/!][^>]*>|&amp;|&#\d+;/i);
    for (const words of ['Hello Ada,', 'Thank you for your order.', 'It ships on Monday.', 'Candle × 2']) {
      expect(mail.text).toContain(words);
      expect(mail.html).toContain(words);
    }
    expect(mail.text).toContain('Follow your order: https://shop.example/order?n=1&e=a');
    expect(mail.html).toContain('href="https://shop.example/order?n=1&#38;e=a"');
    expect(mail.text.trim().endsWith('Maison Immortela')).toBe(true);
  });

  it('has no image, so none without an alt text', () => {
    const { html } = renderLayout(content, 'en');
    expect(html.match(/<img\b/g) ?? []).toHaveLength(0);
    expect(html).toContain('>Maison Immortela</td>');
  });

  it('keeps the words SQL wrote as the text part, in the layout with its language', () => {
    const mail = renderWorded('Votre commande', 'Bonjour Ada,\n\nMerci pour votre commande.', 'fr');
    expect(mail.text).toBe('Bonjour Ada,\n\nMerci pour votre commande.');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Merci pour votre commande.');
  });
});
