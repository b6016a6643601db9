// The two brand forms' rules (the same ones the SQL functions enforce) and the reading of their errors.
import { nameHasLink, plainEmail } from '@/lib/typed-text';

export interface JoinValues {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phone: string;
}

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot: hidden from people, filled by robots. */
  website: string;
}

/** An error as a key of the content namespace (errors.*) and its interpolation values. */
export interface FieldError {
  key:
    | 'required'
    | 'email'
    | 'phone'
    | 'country'
    | 'messageShort'
    | 'tooLong'
    | 'invalidCharacters'
    | 'nameLink';
  max?: number;
}

export type Errors<T> = Partial<Record<keyof T, FieldError>>;

const PHONE = /^\+?[0-9 ().-]{6,25}$/;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** Control characters (U+0000-U+001F, U+007F), refused by the server; a message may keep tabs and line breaks. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const NAME_MAX = 100;
export const CONTACT_NAME_MAX = 200;
export const SUBJECT_MAX = 200;

function text(value: string, max: number): FieldError | undefined {
  const trimmed = value.trim();
  if (!trimmed) return { key: 'required' };
  if (trimmed.length > max) return { key: 'tooLong', max };
  if (CONTROL.test(trimmed)) return { key: 'invalidCharacters' };
  return undefined;
}

/** A person's name: a text that no mail client could turn into a link (public.assert_person_name). */
function personName(value: string, max: number): FieldError | undefined {
  return text(value, max) ?? (nameHasLink(value.trim()) ? { key: 'nameLink' } : undefined);
}

/** One plain address (public.plain_email): no display name, brackets or hidden characters. */
function email(value: string): FieldError | undefined {
  if (!value.trim()) return { key: 'required' };
  return plainEmail(value) === null ? { key: 'email' } : undefined;
}

function clean<T>(errors: Errors<T>): Errors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as Errors<T>;
}

export function validateJoin(values: JoinValues): Errors<JoinValues> {
  const phone = values.phone.trim();
  return clean<JoinValues>({
    firstName: personName(values.firstName, NAME_MAX),
    lastName: personName(values.lastName, NAME_MAX),
    email: email(values.email),
    country: /^[A-Z]{2}$/.test(values.country) ? undefined : { key: 'country' },
    phone: !phone
      ? { key: 'required' }
      : !PHONE.test(phone) || phone.replace(/\D/g, '').length < 6
        ? { key: 'phone' }
        : undefined,
  });
}

export function validateContact(values: ContactValues): Errors<ContactValues> {
  const message = values.message.trim();
  return clean<ContactValues>({
    name: personName(values.name, CONTACT_NAME_MAX),
    email: email(values.email),
    subject: text(values.subject, SUBJECT_MAX),
    message: !message
      ? { key: 'required' }
      : message.length < MESSAGE_MIN
        ? { key: 'messageShort' }
        : message.length > MESSAGE_MAX
          ? { key: 'tooLong', max: MESSAGE_MAX }
          : CONTROL_MULTILINE.test(message)
            ? { key: 'invalidCharacters' }
            : undefined,
  });
}

/** What a failed submission tells the visitor: a field to fix, the rate limit, or a general failure. */
export type SubmitFailure =
  | { kind: 'field'; field: string; error: FieldError }
  | { kind: 'rateLimited' }
  | { kind: 'invalidCharacters' }
  | { kind: 'network' }
  | { kind: 'failed' };

/** Each field's SQL error (message invalid_<field>): the error it means, and the field's longest length. */
const SERVER_FIELDS: Record<string, { field: string; error: FieldError; max?: number }> = {
  invalid_first_name: { field: 'firstName', error: { key: 'required' }, max: NAME_MAX },
  invalid_last_name: { field: 'lastName', error: { key: 'required' }, max: NAME_MAX },
  invalid_name: { field: 'name', error: { key: 'required' }, max: CONTACT_NAME_MAX },
  invalid_email: { field: 'email', error: { key: 'email' } },
  invalid_country: { field: 'country', error: { key: 'country' } },
  invalid_phone: { field: 'phone', error: { key: 'phone' } },
  invalid_subject: { field: 'subject', error: { key: 'required' }, max: SUBJECT_MAX },
  invalid_message: { field: 'message', error: { key: 'messageShort' }, max: MESSAGE_MAX },
};

/**
 * Reads a PostgREST error of join_community or submit_contact_message: SQLSTATE 22023 with the message
 * invalid_<field> and the detail required, too_long, control_characters or link; PT429 rate_limited; and the
 * 400 22P05 Postgres answers when a NUL reaches it.
 */
export function readSubmitError(error: unknown): SubmitFailure {
  const value = (error ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  const code = typeof value.code === 'string' ? value.code : '';
  const message = typeof value.message === 'string' ? value.message : '';
  const details = typeof value.details === 'string' ? value.details : '';
  if (code === 'PT429' || message === 'rate_limited') return { kind: 'rateLimited' };
  if (code === '22P05') return { kind: 'invalidCharacters' };
  const field = SERVER_FIELDS[message];
  if (field) {
    const error: FieldError =
      details === 'control_characters'
        ? { key: 'invalidCharacters' }
        : details === 'link'
          ? { key: 'nameLink' }
          : details === 'too_long' && field.max
            ? { key: 'tooLong', max: field.max }
            : field.error;
    return { kind: 'field', field: field.field, error };
  }
  if (error instanceof TypeError || /fetch|network/i.test(message)) return { kind: 'network' };
  return { kind: 'failed' };
}

/** Every country code the join form offers, sorted by its name in the visitor's language. */
export function countryOptions(language: string, codes: readonly string[]): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** What confirm_community answers: the sign-up applied now, or why the link does nothing. */
export type Confirmation =
  | { status: 'confirmed'; firstName: string }
  | { status: 'used' }
  | { status: 'expired' }
  | { status: 'unknown' };

export function readConfirmation(data: unknown): Confirmation {
  const value = (typeof data === 'object' && data !== null ? data : {}) as {
    status?: unknown;
    first_name?: unknown;
  };
  if (value.status === 'confirmed') {
    return { status: 'confirmed', firstName: typeof value.first_name === 'string' ? value.first_name : '' };
  }
  if (value.status === 'used' || value.status === 'expired') return { status: value.status };
  return { status: 'unknown' };
}

/** The token of a /community/confirm link (64 hex digits), or null for anything else. */
export function confirmationToken(raw: string | null): string | null {
  const token = (raw ?? '').trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(token) ? token : null;
}
