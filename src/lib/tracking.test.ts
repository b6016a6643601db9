import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  EXAMPLES,
  carrierLabel,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  parseShipments,
  shipmentProblems,
  trackingUrl,
} from './tracking';
import { TRACKING_SAMPLES } from './tracking-samples';

describe('tracking numbers', () => {
  for (const carrier of CARRIERS) {
    it(`${carrier}: accepts its formats and refuses others`, () => {
      const { accepted, refused } = TRACKING_SAMPLES[carrier];
      for (const sample of accepted) {
        expect(isValidTrackingNumber(carrier, normalizeTrackingNumber(sample)), sample).toBe(true);
      }
      for (const sample of refused) {
        expect(isValidTrackingNumber(carrier, normalizeTrackingNumber(sample)), sample).toBe(false);
      }
      expect(isValidTrackingNumber(carrier, EXAMPLES[carrier])).toBe(true);
    });
  }

  it('normalizes to capitals without spaces', () => {
    expect(normalizeTrackingNumber(' 1z 999 aa1\t01 2345 6784 ')).toBe('1Z999AA10123456784');
  });

  it('builds each known carrier link from the number, and none for other without an https address', () => {
    expect(trackingUrl('colissimo', '6A12345678901')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );
    expect(trackingUrl('ups', '1Z999AA10123456784')).toMatch(
      /^https:\/\/www\.ups\.com\/track\?.*tracknum=1Z999AA10123456784$/,
    );
    expect(trackingUrl('mondial_relay', '12345678')).toContain('numeroExpedition=12345678');
    expect(trackingUrl('other', 'ABC-1', '')).toBeNull();
    expect(trackingUrl('other', 'ABC-1', ' https://gls.example/t?n=ABC-1 ')).toBe(
      'https://gls.example/t?n=ABC-1',
    );
  });

  it('labels carriers, and other by the name typed', () => {
    expect(carrierLabel('mondial_relay')).toBe('Mondial Relay');
    expect(carrierLabel('other', ' GLS ')).toBe('GLS');
    expect(carrierLabel('other', '')).toBe('Other');
  });
});

describe('shipment form', () => {
  const base = { carrier: 'colissimo' as const, carrierName: '', trackingNumber: '', trackingUrl: '' };

  it('asks for a number in the carrier format', () => {
    expect(shipmentProblems(base)).toEqual({ trackingNumber: 'required' });
    expect(shipmentProblems({ ...base, trackingNumber: '12345' })).toEqual({ trackingNumber: 'format' });
    expect(shipmentProblems({ ...base, trackingNumber: '6a12345678901' })).toEqual({});
  });

  it('for other: a name, and only an https link', () => {
    const other = { ...base, carrier: 'other' as const, trackingNumber: 'GLS-1234' };
    expect(shipmentProblems(other)).toEqual({ carrierName: 'required' });
    expect(shipmentProblems({ ...other, carrierName: 'x'.repeat(61) })).toEqual({ carrierName: 'tooLong' });
    expect(shipmentProblems({ ...other, carrierName: 'GLS', trackingUrl: 'http://gls.example/t' })).toEqual({
      trackingUrl: 'format',
    });
    expect(shipmentProblems({ ...other, carrierName: 'GLS', trackingUrl: 'javascript:alert(1)' })).toEqual({
      trackingUrl: 'format',
    });
    expect(shipmentProblems({ ...other, carrierName: 'GLS', trackingUrl: 'https://gls.example/t' })).toEqual(
      {},
    );
  });
});

describe('parseShipments', () => {
  it('reads the JSON defensively and drops a link that is not https', () => {
    const [first, second] = parseShipments([
      {
        number: 1,
        carrier: 'ups',
        carrier_label: 'UPS',
        tracking_number: '1Z999AA10123456784',
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        partial: true,
        created_at: '2026-11-23T10:00:00Z',
        lines: [{ name: 'Sérum', quantity: 2 }],
      },
      { number: 2, carrier: 'weird', carrier_name: 'GLS', tracking_url: 'javascript:alert(1)' },
    ]);
    expect(first).toMatchObject({ carrier: 'ups', partial: true, lines: [{ name: 'Sérum', quantity: 2 }] });
    expect(second).toMatchObject({ carrier: 'other', carrierLabel: 'GLS', trackingUrl: null, lines: [] });
    expect(parseShipments(null)).toEqual([]);
  });
});
