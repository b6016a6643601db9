// The two brand forms' rules (the same ones the SQL functions enforce) and the reading of their errors.

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
  key: 'required' | 'email' | 'phone' | 'country' | 'messageShort' | 'tooLong';
  max?: number;
}

export type Errors<T> = Partial<Record<keyof T, FieldError>>;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[0-9 ().-]{6,25}$/;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

function text(value: string, max: number): FieldError | undefined {
  const trimmed = value.trim();
  if (!trimmed) return { key: 'required' };
  if (trimmed.length > max) return { key: 'tooLong', max };
  return undefined;
}

function email(value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (!trimmed) return { key: 'required' };
  if (trimmed.length > 254 || !EMAIL.test(trimmed)) return { key: 'email' };
  return undefined;
}

function clean<T>(errors: Errors<T>): Errors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as Errors<T>;
}

export function validateJoin(values: JoinValues): Errors<JoinValues> {
  const phone = values.phone.trim();
  return clean<JoinValues>({
    firstName: text(values.firstName, 100),
    lastName: text(values.lastName, 100),
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
    name: text(values.name, 200),
    email: email(values.email),
    subject: text(values.subject, 200),
    message: !message
      ? { key: 'required' }
      : message.length < MESSAGE_MIN
        ? { key: 'messageShort' }
        : message.length > MESSAGE_MAX
          ? { key: 'tooLong', max: MESSAGE_MAX }
          : undefined,
  });
}

/** What a failed submission tells the visitor: a field to fix, the rate limit, or a general failure. */
export type SubmitFailure =
  | { kind: 'field'; field: string; error: FieldError }
  | { kind: 'rateLimited' }
  | { kind: 'network' }
  | { kind: 'failed' };

const SERVER_FIELDS: Record<string, { field: string; error: FieldError }> = {
  invalid_first_name: { field: 'firstName', error: { key: 'required' } },
  invalid_last_name: { field: 'lastName', error: { key: 'required' } },
  invalid_name: { field: 'name', error: { key: 'required' } },
  invalid_email: { field: 'email', error: { key: 'email' } },
  invalid_country: { field: 'country', error: { key: 'country' } },
  invalid_phone: { field: 'phone', error: { key: 'phone' } },
  invalid_subject: { field: 'subject', error: { key: 'required' } },
  invalid_message: { field: 'message', error: { key: 'messageShort' } },
};

/** Reads a PostgREST error of join_community or submit_contact_message (SQLSTATE 22023 or PT429). */
export function readSubmitError(error: unknown): SubmitFailure {
  const value = (error ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof value.code === 'string' ? value.code : '';
  const message = typeof value.message === 'string' ? value.message : '';
  if (code === 'PT429' || message === 'rate_limited') return { kind: 'rateLimited' };
  const field = SERVER_FIELDS[message];
  if (field) return { kind: 'field', ...field };
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
