// The shop's VAT standing is one row (public.vat_settings: OSS registration, threshold) and one running total
// (the year's EU distance sales) that every EU order moves. A test that changes the standing or counts on it
// holds this lock for its duration (or its file's), so that two such tests (in any file) never run at once,
// and gets the row back as it found it.
import type pg from 'pg';
import { ownerDb } from './helpers';

const VAT_STANDING_LOCK = 2028;

export interface VatStanding {
  db: pg.Client;
  /** The year's EU distance sales in euros, VAT excluded, as the database counts them now. */
  salesThisYear(): Promise<number>;
  /** Leaves `euros` (VAT excluded) under the threshold from this year's current total; not registered. */
  leaveUnderThreshold(euros: number): Promise<void>;
  register(from: string | null): Promise<void>;
  /** Puts the row back as it was and lets the next test take the lock. */
  release(): Promise<void>;
}

/** Takes the lock (waiting for the test that holds it) until release(). */
export async function holdVatStanding(): Promise<VatStanding> {
  const db = await ownerDb();
  await db.query('select pg_advisory_lock($1)', [VAT_STANDING_LOCK]);
  const saved = (
    await db.query(
      'select oss_registered_from::text as registered, oss_threshold_eur::text as threshold from public.vat_settings',
    )
  ).rows[0] as { registered: string | null; threshold: string };
  const salesThisYear = async (): Promise<number> =>
    Number(
      (
        await db.query(
          `select public.eu_distance_sales_eur(extract(year from public.paris_day(now()))::int) as total`,
        )
      ).rows[0].total,
    );
  return {
    db,
    salesThisYear,
    async leaveUnderThreshold(euros) {
      const total = await salesThisYear();
      await db.query('update public.vat_settings set oss_threshold_eur = $1, oss_registered_from = null', [
        (total + euros).toFixed(2),
      ]);
    },
    async register(from) {
      await db.query('update public.vat_settings set oss_registered_from = $1', [from]);
    },
    async release() {
      try {
        await db.query('update public.vat_settings set oss_registered_from = $1, oss_threshold_eur = $2', [
          saved.registered,
          saved.threshold,
        ]);
        await db.query('select pg_advisory_unlock($1)', [VAT_STANDING_LOCK]);
      } finally {
        await db.end();
      }
    },
  };
}

export async function withVatStanding<T>(run: (standing: VatStanding) => Promise<T>): Promise<T> {
  const standing = await holdVatStanding();
  try {
    return await run(standing);
  } finally {
    await standing.release();
  }
}
