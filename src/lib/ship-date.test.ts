import { describe, expect, it } from 'vitest';
import { formatShipDate, recordedDay } from './ship-date';

describe('recordedDay', () => {
  it('reads the recorded day as that calendar day, whatever the time zone', () => {
    const day = recordedDay('2027-01-15');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate()]).toEqual([2027, 0, 15]);
  });

  it('is null for no day or anything that is not one', () => {
    expect(recordedDay(null)).toBeNull();
    expect(recordedDay('')).toBeNull();
    expect(recordedDay('15/01/2027')).toBeNull();
    expect(recordedDay('2027-13-45')).toBeNull();
  });
});

describe('formatShipDate', () => {
  it('writes the date in the shopper’s language and date format', () => {
    const date = new Date(2027, 0, 15);
    expect(formatShipDate(date, 'en')).toBe('January 15, 2027');
    expect(formatShipDate(date, 'fr')).toBe('15 janvier 2027');
  });
});
