// Terms on a durable medium (issue 29, item 2): every order records the version of the terms of sale the customer
// accepted (20261129000000_terms_versions.sql, 20261129000020_checkout_terms_version.sql); checkout refuses any
// version but the current one; a past version stays producible; the confirmation mail carries the accepted
// version's terms and model withdrawal form as PDFs, in the order's language, kept by the local mailbox.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsTexts, termsVersionId } from '@/content/terms-record';
import { TERMS_VERSIONS } from '@/content/terms-version';
import type { TermsTexts } from '../../supabase/functions/_shared/terms-text.ts';
import {
  CONTACT,
  checkout,
  expectRefused,
  orderBody,
  orderRow,
  payOnTestPage,
  reservationBody,
  shopper,
  started,
} from './checkout-helpers';
import {
  adminClient,
  anonClient,
  mailboxUrl,
  newMember,
  ownerDb,
  uniqueEmail,
  waitForMail,
  type Mail,
} from './helpers';
import { pdfText } from './pdf-text';

const CURRENT = TERMS_VERSIONS.demo;
let db: pg.Client;

beforeAll(async () => {
  db = await ownerDb();
});

afterAll(async () => {
  await db.end();
});

/** Records a newer version, as a later migration would, for the duration of `run`. */
async function withNewerVersion(run: (id: string, texts: TermsTexts) => Promise<void>): Promise<void> {
  const current = termsTexts('demo');
  const texts: TermsTexts = {
    ...current,
    en: { ...current.en, updated: 'Last updated: the newer version of this test' },
    fr: { ...current.fr, updated: 'Dernière mise à jour : la version plus récente de ce test' },
  };
  const id = termsVersionId(texts);
  await db.query(`insert into public.terms_versions (id, facts_set, texts) values ($1, 'demo', $2)`, [
    id,
    JSON.stringify(texts),
  ]);
  try {
    await run(id, texts);
  } finally {
    await db.query('delete from public.terms_versions where id = $1', [id]);
  }
}

/** The text of each PDF a mail carried, read back from the mailbox as a mail client would open it. */
async function attachedPdfs(mail: Mail): Promise<{ filename: string; text: string }[]> {
  const origin = new URL(mailboxUrl()).origin;
  return Promise.all(
    (mail.attachments ?? []).map(async (file) => {
      expect(file.contentType).toBe('application/pdf');
      const response = await fetch(`${origin}${file.url}`);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.length).toBe(file.size);
      // One line of the PDF may hold a sentence's end and the next's start: compare words, spaces folded.
      return { filename: file.filename, text: (await pdfText(bytes)).replace(/\s+/g, ' ') };
    }),
  );
}

const folded = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/\s+/g, ' ');

describe('the terms version of an order', () => {
  it('is the one the current build offers, recorded with its text in both languages', async () => {
    expect(CURRENT).toMatch(/^[0-9a-f]{64}$/);
    const { data, error } = await anonClient()
      .from('terms_versions')
      .select('id, facts_set, texts')
      .eq('id', CURRENT ?? '')
      .single();
    expect(error).toBeNull();
    expect(data?.facts_set).toBe('demo');
    // The id proves the text: the stored texts hash to it, whatever order jsonb keeps their keys in.
    expect(termsVersionId(data?.texts)).toBe(CURRENT);
    expect(data?.texts).toEqual(termsTexts('demo'));
    const { data: current } = await anonClient().rpc('current_terms_version', { p_facts_set: 'demo' });
    expect(current).toBe(CURRENT);
  });

  it('is recorded on a purchase and on a reservation', async () => {
    const purchase = await started(shopper(), orderBody());
    expect((await orderRow(purchase.order_id)).terms_version).toBe(CURRENT);
    const member = await newMember('Terms Reserver');
    const reservation = await started(
      member.client,
      reservationBody({ contact: { ...CONTACT, email: member.email } }),
    );
    expect((await orderRow(reservation.order_id)).terms_version).toBe(CURRENT);
  });

  it('cannot be changed through the API, even by an admin', async () => {
    const { order_id } = await started(shopper(), orderBody());
    const admin = await adminClient();
    const { error } = await admin.from('orders').update({ terms_version: null }).eq('id', order_id);
    expect(error?.message).toBe('order_columns_protected');
    expect(error?.hint).toContain('terms_version');
    expect((await orderRow(order_id)).terms_version).toBe(CURRENT);
  });

  it('refuses a version never recorded, or none, beside the acceptance box, and writes no order', async () => {
    const key = crypto.randomUUID();
    await expectRefused(
      shopper(),
      orderBody({ idempotency_key: key, terms_version: 'f'.repeat(64) }),
      'terms_version_unknown',
      'accept_terms',
    );
    await expectRefused(
      shopper(),
      orderBody({ terms_version: undefined }),
      'terms_version_unknown',
      'accept_terms',
    );
    const { rowCount } = await db.query('select 1 from public.orders where idempotency_key = $1', [key]);
    expect(rowCount).toBe(0);
  });

  it('refuses the previous version once a newer one is recorded, which stays producible', async () => {
    await withNewerVersion(async (newer) => {
      const answer = await checkout(shopper(), orderBody());
      expect(answer).toMatchObject({
        ok: false,
        status: 409,
        error: { code: 'terms_version_outdated', field: 'accept_terms' },
      });
      const placed = await started(shopper(), orderBody({ terms_version: newer }));
      expect((await orderRow(placed.order_id)).terms_version).toBe(newer);
      // (The test's version goes when it ends: its order is moved back to the migration's, as the owner may.)
      await db.query('update public.orders set terms_version = $1 where id = $2', [CURRENT, placed.order_id]);
      // The past version is still there, text and all, for anyone who must produce it.
      const { data } = await anonClient()
        .from('terms_versions')
        .select('texts')
        .eq('id', CURRENT ?? '')
        .single();
      expect(termsVersionId(data?.texts)).toBe(CURRENT);
    });
  });
});

describe('the confirmation mail', () => {
  it('attaches the accepted terms and withdrawal form in English, not a newer version', async () => {
    const email = uniqueEmail('terms-en');
    const { url } = await started(shopper(), orderBody({ contact: { ...CONTACT, email } }));
    const accepted = termsTexts('demo').en;
    // The terms change between the order and its payment: the mail still carries what was accepted.
    await withNewerVersion(async (_id, newer) => {
      expect((await payOnTestPage(url)).status).toBe(303);
      const mail = await waitForMail(email, 'order_confirmation');
      const files = await attachedPdfs(mail);
      expect(files.map((file) => file.filename)).toEqual([
        expect.stringMatching(/^terms-of-sale-MI-\d+\.pdf$/),
        expect.stringMatching(/^withdrawal-form-MI-\d+\.pdf$/),
      ]);
      const [terms, form] = files.map((file) => file.text);
      expect(terms).toContain(accepted.title);
      expect(terms).toContain(accepted.updated);
      expect(terms).not.toContain(newer.en.updated);
      expect(terms).toContain(`Version ${(CURRENT ?? '').slice(0, 12)}`);
      for (const section of accepted.document.sections) expect(terms).toContain(folded(section.title));
      expect(terms).toContain(folded(accepted.document.intro));
      expect(form).toContain(accepted.withdrawalForm.title);
      expect(form).toContain(accepted.withdrawalForm.notice);
      for (const line of [...accepted.withdrawalForm.seller, ...accepted.withdrawalForm.fields]) {
        expect(form).toContain(line);
      }
    });
  });

  it('attaches them in French, accents kept, to a reservation’s confirmation too', async () => {
    const member = await newMember('Réservation Conditions');
    const { url } = await started(
      member.client,
      reservationBody({ locale: 'fr', contact: { ...CONTACT, email: member.email } }),
    );
    expect((await payOnTestPage(url)).status).toBe(303);
    const mail = await waitForMail(member.email, 'reservation_confirmation');
    const files = await attachedPdfs(mail);
    expect(files.map((file) => file.filename)).toEqual([
      expect.stringMatching(/^conditions-generales-de-vente-MI-\d+\.pdf$/),
      expect.stringMatching(/^formulaire-de-retractation-MI-\d+\.pdf$/),
    ]);
    const accepted = termsTexts('demo').fr;
    const [terms, form] = files.map((file) => file.text);
    expect(terms).toContain('Conditions générales de vente');
    expect(terms).toContain(accepted.updated);
    for (const section of accepted.document.sections) expect(terms).toContain(folded(section.title));
    expect(form).toContain('Modèle de formulaire de rétractation');
    expect(form).toContain(accepted.withdrawalForm.to);
    expect(form).toContain(accepted.withdrawalForm.notice);
    expect(form).toContain('Maison Immortela Démo SAS');
  });
});
