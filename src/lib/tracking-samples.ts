// Tracking numbers each carrier accepts and refuses: the unit tests check src/lib/tracking.ts against them, the
// integration tests public.tracking_number_valid, so the form and the database cannot drift apart.
import type { Carrier } from './tracking';

export const TRACKING_SAMPLES: Record<Carrier, { accepted: string[]; refused: string[] }> = {
  colissimo: {
    accepted: ['8D00432154798', '6A12345678901', 'CB123456789FR', '6a 1234 5678 901'],
    refused: ['8D0043215479', 'D800432154798', '1234567890', 'CB12345678FR', '1Z999AA10123456784'],
  },
  chronopost: {
    accepted: ['XR123456789FR', 'EE123456789FR', 'XX12345678901FR'],
    refused: ['XR12345678FR', '123456789FR', '8D00432154798', 'XR1234567890FR'],
  },
  mondial_relay: {
    accepted: ['12345678', '0123 4567'],
    refused: ['1234567', '123456789', 'AB345678', ''],
  },
  dhl: {
    accepted: ['1234567890', 'JJD0099999999', 'JVGL9999999999', '3SBCC000123456', 'GM99999999999'],
    refused: ['123456789', '12345678901', 'JJD12', 'XX99999999999', '1Z999AA10123456784'],
  },
  ups: {
    accepted: ['1Z999AA10123456784', '1z 999 aa1 01 2345 6784'],
    refused: ['1Z999AA1012345678', '2Z999AA10123456784', '1Z999AA10123456784X', '1234567890'],
  },
  other: {
    accepted: ['ABC-123456', 'TRACK1', '1234', 'GLS 4567 8901'],
    refused: ['AB', '-ABC123', 'ABC123-', 'ABC_123', "x'; drop table orders; --", 'A'.repeat(41)],
  },
};
