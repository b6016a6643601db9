import { describe, expect, it } from 'vitest';
import { formatShipDate, recordedDay, shopToday } from './ship-date';

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

describe('shopToday', () => {
  const parts = (date: Date) => [date.getFullYear(), date.getMonth(), date.getDate()];

  it('is the day in Paris, the day SQL records for an order placed at that instant', () => {
    // 23:30 on 31 December in New York is 05:30 on 1 January in Paris.
    expect(parts(shopToday(new Date('2027-01-01T04:30:00Z')))).toEqual([2027, 0, 1]);
    // 00:30 on 1 July in Paris (summer time) is still 30 June in UTC.
    expect(parts(shopToday(new Date('2027-06-30T22:30:00Z')))).toEqual([2027, 6, 1]);
    expect(parts(shopToday(new Date('2027-06-30T21:30:00Z')))).toEqual([2027, 5, 30]);
  });
});
