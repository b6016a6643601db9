import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/features/crm/csv';
import { contactsCsv, EXPORT_COLUMNS } from './export-contacts';

describe('contactsCsv', () => {
  it('writes one row per contact with the export columns, tags joined, consent as yes/no, formulas neutralised', () => {
    const csv = contactsCsv([
      {
        id: 'a',
        email: 'jane@example.com',
        full_name: '@Jane',
        first_name: 'Jane',
        last_name: null,
        phone: '+33 6 12',
        country: 'FR',
        locale: 'fr',
        source: 'import',
        consent: true,
        consent_at: '2026-11-01T10:00:00Z',
        tags: ['vip', 'salon'],
        created_at: '2026-10-01T10:00:00Z',
        order_count: 2,
      },
    ]);
    const parsed = parseCsv(csv);
    expect(parsed.headers).toEqual([...EXPORT_COLUMNS]);
    const row = Object.fromEntries(parsed.headers.map((header, index) => [header, parsed.rows[0]?.[index]]));
    expect(row).toMatchObject({
      email: 'jane@example.com',
      full_name: "'@Jane",
      last_name: '',
      phone: "'+33 6 12",
      consent: 'yes',
      tags: 'vip, salon',
      order_count: '2',
    });
  });
});
