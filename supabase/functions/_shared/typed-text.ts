// What a person types that ends up in mail, checked as SQL checks it: one plain address (public.plain_email,
// 20261127000000) and names that no mail client can turn into a link (public.name_has_link, 20261127500000).
// The forms use them to say what is wrong before sending; the mail sender to refuse what slipped through.

const PLAIN_EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The one plain address (`local@domain`, ASCII, trimmed, lower-cased) the text is, or null. */
export function plainEmail(text: string): string | null {
  const trimmed = text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
  // ASCII first: toLowerCase maps a few non-ASCII letters (the Kelvin sign) to ASCII ones.
  if (!/^[\x21-\x7e]+$/.test(trimmed)) return null;
  const email = trimmed.toLowerCase();
  if (email.length > 254 || !PLAIN_EMAIL.test(email)) return null;
  return (email.split('@')[0] ?? '').length <= 64 ? email : null;
}

/** @ : / \ < > (and the full-width @): addresses, schemes, paths. */
const LINK_CHARACTERS = /[@＠:/\\<>]/;
/** A dot (or a dot IDNA reads as one) between a character and a letter or digit: `evil.example`. */
const DOMAIN_DOT = /\S[.。．｡][^\s.,'’()-]/u;
/** Invisible formatting characters that could hide either from the reader. */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0001-\u001f\u007f]/;

/** Whether a typed name holds what a mail client could make a link or an address (public.name_has_link). */
export function nameHasLink(name: string): boolean {
  return LINK_CHARACTERS.test(name) || DOMAIN_DOT.test(name) || INVISIBLE.test(name);
}

/** The name a mail may greet with (public.mail_name): trimmed, or undefined when empty or link-shaped. */
export function mailName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const trimmed = name.trim();
  return trimmed && !nameHasLink(trimmed) && !CONTROL.test(trimmed) ? trimmed : undefined;
}
