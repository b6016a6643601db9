import { describe, expect, it } from 'vitest';
import { parseStaffRequest } from './request.ts';

const ID = '0b6f3c1e-8d2a-4c55-9a61-2f7e0c9d4b13';

describe('parseStaffRequest', () => {
  it('reads each action, the address trimmed and lower-cased, French only when asked', () => {
    expect(parseStaffRequest({ action: 'list' })).toEqual({ ok: true, action: { action: 'list' } });
    expect(
      parseStaffRequest({
        action: 'invite',
        email: ' Lou@Example.FR ',
        role: 'fulfilment',
        origin: 'http://localhost:5173',
        locale: 'fr',
      }),
    ).toEqual({
      ok: true,
      action: {
        action: 'invite',
        email: 'lou@example.fr',
        role: 'fulfilment',
        origin: 'http://localhost:5173',
        locale: 'fr',
      },
    });
    expect(
      parseStaffRequest({ action: 'invite', email: 'a@b.fr', role: 'admin', locale: 'de' }),
    ).toMatchObject({
      action: { origin: null, locale: 'en' },
    });
    expect(parseStaffRequest({ action: 'set_role', user_id: ID, role: 'owner' })).toEqual({
      ok: true,
      action: { action: 'set_role', userId: ID, role: 'owner' },
    });
    expect(parseStaffRequest({ action: 'remove', user_id: ID })).toEqual({
      ok: true,
      action: { action: 'remove', userId: ID },
    });
  });

  it('refuses a bad address, an unknown role or id, and an unknown action, with the field', () => {
    const code = (body: unknown) => {
      const parsed = parseStaffRequest(body);
      return parsed.ok ? null : [parsed.refusal.code, parsed.refusal.field];
    };
    expect(code({ action: 'invite', email: 'Lou <lou@example.fr>', role: 'admin' })).toEqual([
      'email_invalid',
      'email',
    ]);
    expect(code({ action: 'invite', email: 42, role: 'admin' })).toEqual(['email_invalid', 'email']);
    expect(code({ action: 'invite', email: 'lou@example.fr', role: 'member' })).toEqual([
      'staff_role_invalid',
      'role',
    ]);
    expect(code({ action: 'set_role', user_id: 'me', role: 'admin' })).toEqual([
      'staff_not_found',
      'user_id',
    ]);
    expect(code({ action: 'set_role', user_id: ID })).toEqual(['staff_role_invalid', 'role']);
    expect(code({ action: 'promote' })).toEqual(['invalid_request', 'action']);
    expect(code([])).toEqual(['invalid_request', undefined]);
  });
});
