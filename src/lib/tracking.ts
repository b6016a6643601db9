// Carriers and tracking numbers: the mirror of public.tracking_number_valid and public.tracking_url
// (20261123300000_shipments.sql, the source of truth; tests/integration/fulfilment.test.ts checks that both
// answer alike). The admin form uses it to say what is wrong before asking; the shop to label shipments.

export const CARRIERS = ['colissimo', 'chronopost', 'mondial_relay', 'dhl', 'ups', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

const LABELS: Record<Exclude<Carrier, 'other'>, string> = {
  colissimo: 'Colissimo',
  chronopost: 'Chronopost',
  mondial_relay: 'Mondial Relay',
  dhl: 'DHL',
  ups: 'UPS',
};

const FORMATS: Record<Carrier, RegExp> = {
  colissimo: /^([0-9][A-Z][0-9]{11}|[A-Z]{2}[0-9]{9}[A-Z]{2})$/,
  chronopost: /^[A-Z]{2}([0-9]{9}|[0-9]{11})[A-Z]{2}$/,
  mondial_relay: /^[0-9]{8}$/,
  dhl: /^([0-9]{10}|(JJD|JVGL)[0-9]{10,20}|3S[A-Z0-9]{8,16}|(GM|LX|RX)[A-Z0-9]{8,37})$/,
  ups: /^1Z[A-Z0-9]{16}$/,
  other: /^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$/,
};

/** One number of each carrier's format, shown as an example in the form. */
export const EXAMPLES: Record<Carrier, string> = {
  colissimo: '6A12345678901',
  chronopost: 'XR123456789FR',
  mondial_relay: '12345678',
  dhl: '1234567890',
  ups: '1Z999AA10123456784',
  other: 'ABC-123456',
};

const URLS: Record<Exclude<Carrier, 'other'>, string> = {
  colissimo: 'https://www.laposte.fr/outils/suivre-vos-envois?code=',
  chronopost: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=',
  mondial_relay: 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=',
  dhl: 'https://www.dhl.com/global-en/home/tracking.html?submit=1&tracking-id=',
  ups: 'https://www.ups.com/track?loc=en_US&tracknum=',
};

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/** A tracking number as stored: upper case, without spaces. */
export function normalizeTrackingNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isValidTrackingNumber(carrier: Carrier, number: string): boolean {
  return FORMATS[carrier].test(number);
}

/** The carrier's tracking page for a number; for other, the admin's own https address, or none. */
export function trackingUrl(carrier: Carrier, number: string, customUrl?: string | null): string | null {
  if (carrier === 'other') return customUrl?.trim() || null;
  return URLS[carrier] + number;
}

export function carrierLabel(carrier: Carrier, name?: string | null): string {
  return carrier === 'other' ? name?.trim() || 'Other' : LABELS[carrier];
}

/** Whether a tracking link is one the shop may show: an https address, as the database checks it. */
export function isHttpsUrl(text: string): boolean {
  return /^https:\/\/[^\s/]+\.[^\s]+$/.test(text) && text.length <= 500;
}

export interface ShipmentInput {
  carrier: Carrier;
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
}

export type ShipmentProblems = Partial<
  Record<'carrierName' | 'trackingNumber' | 'trackingUrl', 'required' | 'format' | 'tooLong'>
>;

/** What is wrong with the shipment form, field by field (empty when it may be sent). */
export function shipmentProblems(input: ShipmentInput): ShipmentProblems {
  const problems: ShipmentProblems = {};
  const number = normalizeTrackingNumber(input.trackingNumber);
  if (!number) problems.trackingNumber = 'required';
  else if (!isValidTrackingNumber(input.carrier, number)) problems.trackingNumber = 'format';
  if (input.carrier === 'other') {
    const name = input.carrierName.trim();
    if (!name) problems.carrierName = 'required';
    else if (name.length > 60) problems.carrierName = 'tooLong';
    const url = input.trackingUrl.trim();
    if (url && !isHttpsUrl(url)) problems.trackingUrl = 'format';
  }
  return problems;
}

/** A shipment as the customer sees it (lookup_order's JSON, or the tables read under RLS). */
export interface Shipment {
  number: number;
  carrier: Carrier;
  carrierLabel: string;
  trackingNumber: string;
  trackingUrl: string | null;
  partial: boolean;
  createdAt: string;
  lines: { name: string; quantity: number }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Shipments from a function's JSON, read defensively; a link that is not https is dropped. */
export function parseShipments(data: unknown): Shipment[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isRecord).map((row) => {
    const carrier = isCarrier(row.carrier) ? row.carrier : 'other';
    const url =
      typeof row.tracking_url === 'string' && isHttpsUrl(row.tracking_url) ? row.tracking_url : null;
    const lines = Array.isArray(row.lines) ? row.lines.filter(isRecord) : [];
    return {
      number: Number(row.number ?? 0),
      carrier,
      carrierLabel:
        typeof row.carrier_label === 'string' && row.carrier_label
          ? row.carrier_label
          : carrierLabel(carrier, typeof row.carrier_name === 'string' ? row.carrier_name : null),
      trackingNumber: typeof row.tracking_number === 'string' ? row.tracking_number : '',
      trackingUrl: url,
      partial: row.partial === true,
      createdAt: typeof row.created_at === 'string' ? row.created_at : '',
      lines: lines.map((line) => ({
        name: typeof line.name === 'string' ? line.name : '',
        quantity: Number(line.quantity ?? 0),
      })),
    };
  });
}
