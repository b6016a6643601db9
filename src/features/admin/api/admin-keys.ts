// Query keys of the admin feature; mutations invalidate through these, never a literal array.
export const adminKeys = {
  all: ['admin'] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  shipping: () => [...adminKeys.all, 'shipping'] as const,
  checkoutLimits: () => [...adminKeys.all, 'checkout-limits'] as const,
  promotions: () => [...adminKeys.all, 'promotions'] as const,
  vat: () => [...adminKeys.all, 'vat'] as const,
  vatOverview: () => [...adminKeys.vat(), 'overview'] as const,
  vatRates: () => [...adminKeys.vat(), 'rates'] as const,
  orderList: (filters: object) => [...adminKeys.orders(), 'list', filters] as const,
  order: (id: string) => [...adminKeys.orders(), 'detail', id] as const,
  assuranceAll: () => [...adminKeys.all, 'assurance'] as const,
  assurance: (sessionKey: string | null) => [...adminKeys.assuranceAll(), sessionKey] as const,
  qrCode: (uri: string) => [...adminKeys.all, 'qr-code', uri] as const,
  referencePreview: (input: object) => [...adminKeys.products(), 'reference-preview', input] as const,
};
