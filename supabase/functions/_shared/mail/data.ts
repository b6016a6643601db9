// Reading a mail's data (public.email_outbox.data, written by SQL): a missing or malformed field is an error
// the sender records as a permanent failure, never the word "undefined" in a customer's mail.
import { mailName } from '../typed-text.ts';

export class MailDataError extends Error {}

export type MailData = Record<string, unknown>;

export function text(data: MailData, key: string): string {
  const value = data[key];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new MailDataError(`the mail's data has no ${key}`);
}

export function optionalText(data: MailData, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function amount(data: MailData, key: string): number {
  const value = typeof data[key] === 'string' ? Number(data[key]) : data[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new MailDataError(`the mail's data has no amount ${key}`);
}

export function optionalAmount(data: MailData, key: string): number | undefined {
  const value = data[key];
  if (value === null || value === undefined || value === '') return undefined;
  return amount(data, key);
}

export interface Line {
  name: string;
  quantity: number;
  total?: number;
  /** A pre-order line's promised shipping day ('2027-01-30', order_items.expected_ship_on). */
  shipsOn?: string;
}

export function lines(data: MailData, key = 'lines'): Line[] {
  const value = data[key];
  if (!Array.isArray(value)) throw new MailDataError(`the mail's data has no ${key}`);
  return value.map((entry: unknown) => {
    const line = (entry ?? {}) as MailData;
    return {
      name: text(line, 'name'),
      quantity: amount(line, 'quantity'),
      ...(optionalAmount(line, 'total') !== undefined ? { total: amount(line, 'total') } : {}),
      ...(optionalText(line, 'ships_on') !== undefined ? { shipsOn: text(line, 'ships_on') } : {}),
    };
  });
}

/**
 * "Hello Ada," or "Hello," when the data carries no name, or one a mail client could turn into a link (a name
 * typed before the forms refused them: the mail never carries a stranger's link).
 */
export function greeting(data: MailData, fr: boolean, key = 'name'): string {
  const name = mailName(data[key]);
  if (fr) return name ? `Bonjour ${name},` : 'Bonjour,';
  return name ? `Hello ${name},` : 'Hello,';
}
