// The shop's legal facts in the database (issue 32): everyone reads them (they are on the legal notice, the terms
// and the invoices), only the owner past two factors changes them, every change is checked in SQL (the SIRET's
// Luhn key, the VAT number's format and key, its SIREN against the SIRET's, emails...) and recorded (who, when,
// what). A refused save changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../../supabase/functions/_shared/legal-facts';
import type { Json } from '../../src/lib/database.types';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  memberWithVerifiedFactor,
  newMember,
  ownerDb,
  serviceClient,
  untyped,
  type Client,
} from './helpers';

type Facts = { [key: string]: Json };

const service = serviceClient();
let owner: Client;
let original: Facts;
const staff: { admin?: Client; fulfilment?: Client; ids: string[] } = { ids: [] };

async function storedFacts(): Promise<Facts> {
  const { data, error } = await service.from('shop_settings').select('legal_facts').single();
  expect(error).toBeNull();
  return data?.legal_facts as Facts;
}

function withoutHours(facts: Facts): Facts {
  const { contactHours: _hours, ...rest } = facts;
  return rest;
}

const save = (client: Client, facts: Facts) => client.rpc('admin_save_legal_facts', { p_facts: facts });

/** SIREN 732 829 320 (Luhn-valid), its head office's SIRET and its VAT number with the right key. */
const REAL_SHAPED = { siret: '73282932000074', vatNumber: 'FR44732829320' };

beforeAll(async () => {
  owner = await adminClient();
  original = await storedFacts();
  for (const role of ['admin', 'fulfilment'] as const) {
    const member = await memberWithVerifiedFactor();
    const { error } = await service.from('user_roles').insert({ user_id: member.id, role });
    expect(error).toBeNull();
    staff[role] = member.client;
    staff.ids.push(member.id);
  }
});

afterAll(async () => {
  await service.from('shop_settings').update({ legal_facts: original }).eq('id', true);
  await service.from('user_roles').delete().in('user_id', staff.ids);
});

describe('who reads and who changes the legal facts', () => {
  it('the local seed holds the demo facts the unit tests and the demo terms use', () => {
    expect(original).toEqual(DEMO_FACTS);
  });

  it('anyone reads them, with what is still missing', async () => {
    const { data, error } = await anonClient().rpc('shop_legal_facts');
    expect(error).toBeNull();
    expect(data).toEqual({ facts: original, missing: [] });
    // Only the public columns: the rest of the row (site_url, require_ready_to_sell) is not the API's.
    const hidden = await anonClient().from('shop_settings').select('site_url');
    expect(hidden.error?.code).toBe('42501');
  });

  it('refuses anon, a member, an admin, fulfilment and the owner at aal1; nothing changes', async () => {
    const changed = { ...original, companyName: 'Taken Over SAS' };
    const refusals: [string, Client, string][] = [
      ['anon', anonClient(), '42501'],
      ['member', (await newMember()).client, 'owner_only'],
      ['admin', staff.admin!, 'owner_only'],
      ['fulfilment', staff.fulfilment!, 'owner_only'],
      ['owner at aal1', await adminClientAal1(), 'two_factor_required'],
    ];
    for (const [who, client, expected] of refusals) {
      const { error } = await save(client, changed);
      expect(error, who).not.toBeNull();
      expect([error?.code, error?.message], who).toContain(expected);
      // Nor straight through the table (PostgREST PATCH): RLS and the aal2 twin.
      const patched = await untyped(client)
        .from('shop_settings')
        .update({ legal_facts: changed })
        .eq('id', true)
        .select('id');
      expect(patched.data ?? [], who).toEqual([]);
    }
    expect(await storedFacts()).toEqual(original);
  });

  it('the owner at aal2 saves; the change is recorded with who, when and what', async () => {
    const { data: ownerUser } = await owner.auth.getUser();
    const before = new Date();
    const { data, error } = await save(owner, { ...original, phone: '+33 1 23 45 67 89' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ facts: { phone: '+33 1 23 45 67 89' }, missing: [] });
    expect((await storedFacts()).phone).toBe('+33 1 23 45 67 89');

    const { data: changes, error: readError } = await owner
      .from('shop_settings_changes')
      .select('changed_by, changed_at, changes')
      .order('id', { ascending: false })
      .limit(1);
    expect(readError).toBeNull();
    expect(changes?.[0]).toMatchObject({
      changed_by: ownerUser.user?.id,
      changes: { phone: { from: original.phone, to: '+33 1 23 45 67 89' } },
    });
    expect(new Date(changes?.[0]?.changed_at ?? 0).getTime()).toBeGreaterThanOrEqual(before.getTime() - 5000);
    // The trail is the owner's: an admin reads none of it.
    const { data: adminView } = await staff.admin!.from('shop_settings_changes').select('id');
    expect(adminView).toEqual([]);
  });

  it('a blank fact is saved and named as missing, so the owner can fill the form in several goes', async () => {
    const { data, error } = await save(owner, { ...original, packagingIdu: ' ', paymentMethods: [] });
    expect(error).toBeNull();
    expect(data).toMatchObject({ missing: ['packagingIdu', 'paymentMethods'] });
    const { data: publicView } = await anonClient().rpc('shop_legal_facts');
    expect(publicView).toMatchObject({ missing: ['packagingIdu', 'paymentMethods'] });
    expect((await save(owner, original)).error).toBeNull();
  });
});

describe('validation', () => {
  /** The [{field, code}] of a refused save, after checking that nothing changed. */
  async function refused(facts: Facts) {
    const stored = await storedFacts();
    const { error } = await save(owner, facts);
    expect(error?.message).toBe('invalid_legal_facts');
    expect(error?.code).toBe('23514');
    expect(await storedFacts()).toEqual(stored);
    return JSON.parse(error?.details ?? '[]') as { field: string; code: string }[];
  }

  it('accepts a SIRET with its Luhn key and the VAT number of its SIREN, spaces and all', async () => {
    const { error } = await save(owner, {
      ...original,
      siret: '732 829 320 00074',
      vatNumber: 'FR 44 732829320',
    });
    expect(error).toBeNull();
    expect((await save(owner, { ...original, ...REAL_SHAPED })).error).toBeNull();
  });

  it('refuses a SIRET of the wrong length or with a wrong check digit', async () => {
    expect(await refused({ ...original, ...REAL_SHAPED, siret: '7328293200007' })).toEqual([
      { field: 'siret', code: 'siret_format' },
    ]);
    expect(await refused({ ...original, ...REAL_SHAPED, siret: '73282932000075' })).toEqual([
      { field: 'siret', code: 'siret_check_digit' },
    ]);
  });

  it("takes La Poste's SIRETs by INSEE's rule for them (sum of digits by 5), not Luhn", async () => {
    // 356 000 000 09075: digit sum 35, Luhn fails; 356 000 000 09076: sum 36.
    const { data } = await service.rpc('siret_problem', { p_siret: '35600000009075' });
    expect(data).toBeNull();
    const wrong = await service.rpc('siret_problem', { p_siret: '35600000009076' });
    expect(wrong.data).toBe('siret_check_digit');
  });

  it('refuses a VAT number of the wrong format, a wrong French key, and one whose SIREN is not the SIRET’s', async () => {
    expect(await refused({ ...original, ...REAL_SHAPED, vatNumber: 'FR4473282932' })).toEqual([
      { field: 'vatNumber', code: 'vat_format' },
    ]);
    expect(await refused({ ...original, ...REAL_SHAPED, vatNumber: 'FR45732829320' })).toEqual([
      { field: 'vatNumber', code: 'vat_check_digits' },
    ]);
    // FR12000000000 is the key of SIREN 000 000 000, valid on its own, but not this SIRET's company.
    expect(await refused({ ...original, ...REAL_SHAPED, vatNumber: 'FR12000000000' })).toEqual([
      { field: 'vatNumber', code: 'vat_siren_mismatch' },
    ]);
    expect(await refused({ ...original, vatNumber: 'XX123456789' })).toEqual([
      { field: 'vatNumber', code: 'vat_format' },
    ]);
    // Another member state's number is checked by its own format only.
    expect((await save(owner, { ...original, vatNumber: 'DE123456789' })).error).toBeNull();
    expect(await refused({ ...original, vatNumber: 'DE12345678' })).toEqual([
      { field: 'vatNumber', code: 'vat_format' },
    ]);
  });

  it('names every wrong field at once: emails, countries, a French postcode, the mediator site, unknown keys', async () => {
    const problems = await refused({
      ...original,
      email: 'contact at shop',
      supportEmail: 'Support <aide@shop.example>',
      address: { street: '1 rue', postalCode: '7500', city: 'Paris', country: 'FR' },
      siteHost: {
        ...(original.siteHost as Facts),
        address: { street: '2 rue', postalCode: 'X', city: 'Y', country: 'France' },
      },
      mediator: { ...(original.mediator as Facts), website: 'http://mediateur.example' },
      packagingIdu: 'FR-123',
      paymentMethods: ['cb', 'cheque'],
      invented: 'kept nowhere',
      phone: 42,
    });
    expect(problems).toEqual([
      { field: 'invented', code: 'unknown_field' },
      { field: 'address.postalCode', code: 'postal_code_format' },
      { field: 'email', code: 'email_format' },
      { field: 'supportEmail', code: 'email_format' },
      { field: 'phone', code: 'not_text' },
      { field: 'siteHost.address.country', code: 'country_format' },
      { field: 'mediator.website', code: 'url_format' },
      { field: 'packagingIdu', code: 'packaging_idu_format' },
      { field: 'paymentMethods', code: 'payment_methods' },
    ]);
  });

  it('takes opening hours in both languages or neither, one line each, and sells without them', async () => {
    const hours = original.contactHours as Facts;
    expect(hours).toEqual(DEMO_FACTS.contactHours);
    expect(await refused({ ...original, contactHours: { en: 'Monday to Friday, 9 to 5', fr: ' ' } })).toEqual(
      [{ field: 'contactHours.fr', code: 'translation_missing' }],
    );
    expect(await refused({ ...original, contactHours: { fr: 'Du lundi au vendredi' } })).toEqual([
      { field: 'contactHours.en', code: 'translation_missing' },
    ]);
    expect(
      await refused({ ...original, contactHours: { en: 'x'.repeat(121), fr: 'Du lundi au vendredi\n' } }),
    ).toEqual([
      { field: 'contactHours.en', code: 'hours_too_long' },
      { field: 'contactHours.fr', code: 'control_characters' },
    ]);
    // Optional: blank in both languages, or absent, nothing is missing and the checklist's item stays done.
    for (const facts of [{ ...original, contactHours: { en: '', fr: '' } }, withoutHours(original)]) {
      const { data, error } = await save(owner, facts);
      expect(error).toBeNull();
      expect(data).toMatchObject({ missing: [] });
    }
    const changed = { en: 'Tuesday to Saturday, 11 am to 7 pm', fr: 'Du mardi au samedi, de 11 h à 19 h' };
    expect((await save(owner, { ...original, contactHours: changed })).error).toBeNull();
    const { data: publicView } = await anonClient().rpc('shop_legal_facts');
    expect(publicView).toMatchObject({ facts: { contactHours: changed }, missing: [] });
    expect((await save(owner, original)).error).toBeNull();
  });

  it('refuses the same facts written straight to the table, even by the SQL editor', async () => {
    const stored = await storedFacts();
    const db = await ownerDb();
    try {
      await expect(
        db.query(
          `update public.shop_settings set legal_facts = legal_facts || '{"siret": "12345678901234"}'`,
        ),
      ).rejects.toThrow('invalid_legal_facts');
    } finally {
      await db.end();
    }
    expect(await storedFacts()).toEqual(stored);
  });
});
