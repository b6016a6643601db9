// The wording of a document in English and French, and how its amounts, rates, dates and countries are written
// in each (Intl, dates in Paris time). The euro conversion note cites Directive 2006/112/EC, art. 91 and 230; an
// export's exemption CGI art. 262 I and the directive's art. 146; a sale taxed in the member state of arrival
// (one-stop shop) the directive's art. 33.

export type Locale = 'en' | 'fr';

/** The BCP 47 tag the Intl formatters and the PDF's /Lang use. */
export const localeTag = (locale: Locale) => (locale === 'fr' ? 'fr-FR' : 'en-US');

export const LABELS = {
  en: {
    title: {
      full: 'Invoice',
      deposit: 'Deposit invoice',
      balance: 'Balance invoice',
      refund: 'Credit note',
    },
    /** Between a label and its value. */
    colon: ': ',
    number: 'Number',
    issued: 'Date of issue',
    order: (number: string, date: string) => `Order ${number} of ${date}`,
    credits: 'Credit note for invoice',
    seller: 'Seller',
    customer: 'Customer (billing and delivery address)',
    capital: (form: string, capital: string) => `${form}, share capital ${capital}`,
    siret: 'SIRET',
    vatNumber: 'VAT number',
    columns: [
      'Description',
      'Qty',
      'Unit excl. VAT',
      'Unit incl. VAT',
      'VAT',
      'Total excl. VAT',
      'Total incl. VAT',
    ],
    delivery: 'Delivery',
    discount: 'Promotion code',
    refundLine: (order: string) => `Refund on order ${order}`,
    refundOf: (invoice: string, order: string) => `Refund of invoice ${invoice} (order ${order})`,
    /** The rate column of a line that bears no VAT (an export). */
    exempt: 'exempt',
    orderTotals: 'Order',
    orderExcl: 'Order total excl. VAT',
    orderVat: 'Order VAT',
    orderIncl: 'Order total incl. VAT',
    depositOf: (share: string) => `Deposit of ${share} on the order`,
    lessDeposit: (number: string) => `Less deposit invoice ${number}`,
    totalExcl: 'Total excl. VAT',
    vat: (rate: string) => `VAT ${rate}`,
    totalIncl: 'Total incl. VAT',
    credited: 'Total credited incl. VAT',
    vatTable: ['VAT rate', 'Base excl. VAT', 'VAT', 'Total incl. VAT'],
    vatTotal: 'Total VAT',
    orderTotal: 'Order total',
    vatExempt: 'VAT exempt: export',
    totalExempt: 'Total',
    creditedExempt: 'Total credited',
    paidOn: (date: string) => `Paid in full on ${date}: nothing remains due.`,
    depositPaidOn: (date: string, balance: string) =>
      `Deposit paid on ${date}. Balance of ${balance} due, invoiced when it is paid.`,
    refundedOn: (date: string) =>
      `Amount credited on ${date}, refunded to the payment method used for the order.`,
    provider: { stripe: 'Payment by card (Stripe).', test: 'Test payment: no money moved.' },
    operation: 'Operation: sale of goods to a consumer. Prices include VAT.',
    nature: 'Nature of the operation: supply of goods (sale to a consumer).',
    deliveryCountry: (country: string) => `Delivery country: ${country}.`,
    pricesInclVat: 'Prices include VAT.',
    oss: (country: string, rates: string) =>
      `VAT of the country of delivery (${country}, ${rates}), the member state of arrival of the goods: distance sale of goods within the EU (Directive 2006/112/EC, art. 33), declared through the one-stop shop (OSS). Prices include VAT.`,
    exportExemption:
      'VAT exemption: export of goods, article 262 I of the French General Tax Code (CGI); Directive 2006/112/EC art. 146.',
    currency: { usd: 'Amounts in US dollars.', eur: 'Amounts in euros.' },
    vatEur: 'VAT in euros',
    exchange: (rate: string, currency: string, date: string) =>
      `VAT converted into euros at the European Central Bank's reference rate of ${date}: 1 EUR = ${rate} ${currency} (Directive 2006/112/EC, art. 91 and 230).`,
    noExchange:
      'VAT in euros: no exchange rate could be read by this test build. A production invoice always states it.',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  fr: {
    title: {
      full: 'Facture',
      deposit: 'Facture d’acompte',
      balance: 'Facture de solde',
      refund: 'Avoir',
    },
    colon: '\u00a0: ',
    number: 'Numéro',
    issued: 'Date d’émission',
    order: (number: string, date: string) => `Commande ${number} du ${date}`,
    credits: 'Avoir sur la facture',
    seller: 'Vendeur',
    customer: 'Client (adresse de facturation et de livraison)',
    capital: (form: string, capital: string) => `${form} au capital de ${capital}`,
    siret: 'SIRET',
    vatNumber: 'N° de TVA intracommunautaire',
    columns: ['Désignation', 'Qté', 'PU HT', 'PU TTC', 'TVA', 'Total HT', 'Total TTC'],
    delivery: 'Livraison',
    discount: 'Code promotionnel',
    refundLine: (order: string) => `Remboursement sur la commande ${order}`,
    refundOf: (invoice: string, order: string) =>
      `Remboursement de la facture ${invoice} (commande ${order})`,
    exempt: 'exonéré',
    orderTotals: 'Commande',
    orderExcl: 'Total HT de la commande',
    orderVat: 'TVA de la commande',
    orderIncl: 'Total TTC de la commande',
    depositOf: (share: string) => `Acompte de ${share} sur la commande`,
    lessDeposit: (number: string) => `Déduction de la facture d’acompte ${number}`,
    totalExcl: 'Total HT',
    vat: (rate: string) => `TVA ${rate}`,
    totalIncl: 'Total TTC',
    credited: 'Total TTC de l’avoir',
    vatTable: ['Taux de TVA', 'Base HT', 'TVA', 'Total TTC'],
    vatTotal: 'Total TVA',
    orderTotal: 'Total de la commande',
    vatExempt: 'Exonération de TVA : exportation',
    totalExempt: 'Total',
    creditedExempt: 'Total de l’avoir',
    paidOn: (date: string) => `Facture acquittée le ${date} : aucun montant ne reste dû.`,
    depositPaidOn: (date: string, balance: string) =>
      `Acompte versé le ${date}. Solde de ${balance} restant dû, facturé à son paiement.`,
    refundedOn: (date: string) =>
      `Montant crédité le ${date}, remboursé sur le moyen de paiement utilisé pour la commande.`,
    provider: {
      stripe: 'Paiement par carte bancaire (Stripe).',
      test: 'Paiement de test : aucun argent n’a circulé.',
    },
    operation: 'Opération : livraison de biens à un consommateur. Prix toutes taxes comprises.',
    nature: 'Nature de l’opération : livraison de biens (vente à un consommateur).',
    deliveryCountry: (country: string) => `Pays de livraison : ${country}.`,
    pricesInclVat: 'Prix toutes taxes comprises.',
    oss: (country: string, rates: string) =>
      `TVA du pays de livraison (${country}, ${rates}), État membre d’arrivée des biens : vente à distance intracommunautaire de biens (directive 2006/112/CE, art. 33), déclarée au guichet unique (OSS). Prix toutes taxes comprises.`,
    exportExemption: 'Exonération de TVA, article 262 I du Code général des impôts (exportation de biens).',
    currency: { usd: 'Montants en dollars des États-Unis.', eur: 'Montants en euros.' },
    vatEur: 'TVA en euros',
    exchange: (rate: string, currency: string, date: string) =>
      `TVA convertie en euros au taux de référence de la Banque centrale européenne du ${date} : 1 EUR = ${rate} ${currency} (directive 2006/112/CE, art. 91 et 230).`,
    noExchange:
      'TVA en euros : aucun taux de change n’a pu être lu par cette version de test. Une facture de production l’indique toujours.',
    page: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  },
} as const;

export type Labels = (typeof LABELS)[Locale];

export function formatters(locale: Locale, currency: 'usd' | 'eur') {
  const tag = localeTag(locale);
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: currency.toUpperCase() });
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const exchangeRate = new Intl.NumberFormat(tag, { maximumFractionDigits: 6 });
  const list = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' });
  return {
    money: (amount: number) => money.format(Number(amount)),
    /** A rate as printed: "20%" / "20 %" (no-break space in French). */
    rate: (percent: number) =>
      locale === 'fr' ? `${number.format(Number(percent))}\u00a0%` : `${number.format(Number(percent))}%`,
    date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : ''),
    /** Units of a currency to the euro, as the ECB publishes them (up to six decimals). */
    exchangeRate: (unitsPerEuro: number) => exchangeRate.format(unitsPerEuro),
    /** "19% and 7%" / "19 % et 7 %". */
    list: (items: string[]) => list.format(items),
  };
}

export type Formatters = ReturnType<typeof formatters>;

export function countryName(code: string | null, locale: Locale): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([localeTag(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
