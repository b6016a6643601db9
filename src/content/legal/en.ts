// The legal pages in English: legal notice, terms of sale, privacy policy, cookies. The owner's facts come from
// supabase/functions/_shared/legal-facts.ts (src/content/legal.ts picks the build's set); the text is ours.
// French legal terms keep their French name beside the English one where a reader may meet them elsewhere.
import { formatAddress, type LegalFacts, type PostalAddress } from '@/content/legal';
import { guaranteeNoticeBlocks } from '@/content/guarantee-notice';
import type { LegalCopy } from '@/content/types';

const STRIPE =
  'Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Ireland';
const CNIL =
  'Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France';

export function legalCopy(facts: LegalFacts): LegalCopy {
  const address = (value: PostalAddress) => formatAddress(value, 'en');
  const office = address(facts.address);
  const email = `[${facts.email}](mailto:${facts.email})`;
  const phone = `[${facts.phone}](tel:${facts.phone.replace(/[^+\d]/g, '')})`;
  const host = (org: LegalFacts['siteHost']) => [
    { label: 'Name', value: org.name },
    { label: 'Address', value: address(org.address) },
    {
      label: 'Contact',
      value: org.contact.startsWith('http') ? `[${org.contact}](${org.contact})` : org.contact,
    },
  ];

  return {
    updated: 'Last updated: 27 November 2026',
    contents: 'Contents',
    demoNotice:
      'Demonstration: this shop runs with fictional company details. None of the names, numbers and addresses below belongs to a real company.',
    newTab: '(opens in a new tab)',
    pages: {
      legalNotice: {
        intro:
          'Who publishes and who hosts this site, as French law requires (Law no. 2004-575 of 21 June 2004 on confidence in the digital economy, article 6).',
        sections: [
          {
            id: 'publisher',
            title: 'Publisher',
            blocks: [
              { kind: 'p', text: 'This site and the shop it holds are published by:' },
              {
                kind: 'facts',
                rows: [
                  { label: 'Company name', value: facts.companyName },
                  { label: 'Legal form', value: facts.legalForm },
                  { label: 'Share capital', value: facts.shareCapital },
                  { label: 'Trade and companies register (RCS)', value: facts.rcs },
                  { label: 'SIRET', value: facts.siret },
                  { label: 'Intra-community VAT number', value: facts.vatNumber },
                  { label: 'Registered office', value: office },
                  { label: 'Email', value: email },
                  { label: 'Telephone', value: phone },
                  {
                    label: 'Unique identifier for household packaging (IDU, environment code L541-10-13)',
                    value: facts.packagingIdu,
                  },
                ],
              },
            ],
          },
          {
            id: 'director',
            title: 'Director of publication',
            blocks: [
              {
                kind: 'p',
                text: `The director of publication (directeur de la publication) is ${facts.publicationDirector}, who can be reached at ${email}.`,
              },
            ],
          },
          {
            id: 'hosting',
            title: 'Hosting',
            blocks: [
              { kind: 'p', text: 'The site (its pages, scripts and images) is hosted by:' },
              { kind: 'facts', rows: host(facts.siteHost) },
              {
                kind: 'p',
                text: 'The shop’s data (the database, the uploaded files and the server functions) is hosted by:',
              },
              { kind: 'facts', rows: host(facts.dataHost) },
            ],
          },
          {
            id: 'intellectual-property',
            title: 'Intellectual property',
            blocks: [
              {
                kind: 'p',
                text: `The texts, photographs, illustrations, logos and design of this site belong to ${facts.companyName} or to their authors, who have allowed us to use them, and are protected by intellectual property law. Reproducing, adapting or using them in any way without prior written permission is prohibited, except for private use and for short quotations naming the source.`,
              },
            ],
          },
          {
            id: 'contact',
            title: 'Contact',
            blocks: [
              {
                kind: 'p',
                text: `For any question about the site, write to ${email}, call ${phone} or use the [contact form](/contact). To report content you believe to be unlawful, write to ${email}, saying where it is and why; we act on it promptly.`,
              },
              {
                kind: 'p',
                text: 'See also our [terms of sale](/terms), our [privacy policy](/privacy) and what the shop keeps in your browser: [cookies and browser storage](/cookies).',
              },
            ],
          },
        ],
      },

      terms: {
        intro: `These terms of sale (conditions générales de vente) govern every order a consumer places on this site. Please read them before you order: you accept them by ticking the box at checkout, and the version you accept remains the one that applies to your order. Every confirmation email links to them.`,
        sections: [
          {
            id: 'seller',
            title: '1. The seller',
            blocks: [
              {
                kind: 'p',
                text: `The shop is run by ${facts.companyName}, ${facts.legalForm}, with a share capital of ${facts.shareCapital}, registered ${facts.rcs}, SIRET ${facts.siret}, VAT number ${facts.vatNumber}, whose registered office is at ${office}. You can reach us by email at ${email}, by telephone at ${phone} or by post at that address. Our full details are in the [legal notice](/legal-notice).`,
              },
              {
                kind: 'p',
                text: `Our unique identifier (IDU) in the register of producers for household packaging, kept by ADEME under the extended producer responsibility scheme (environment code, article L541-10-13), is ${facts.packagingIdu}.`,
              },
            ],
          },
          {
            id: 'scope',
            title: '2. Scope',
            blocks: [
              {
                kind: 'p',
                text: 'These terms apply to the sale of our products through this site to consumers, that is to people buying for purposes outside their trade, business, craft or profession: purchases, pre-orders and reservations. The terms in force on the day of your order apply to it; a later change never applies to an order already placed. The contract is concluded in French or in English, in the language in which you place your order.',
              },
            ],
          },
          {
            id: 'products',
            title: '3. Our products',
            blocks: [
              {
                kind: 'p',
                text: 'Each product page states the product’s essential characteristics: what it is, its ingredients, its net quantity, how to use it, its precautions and its price. Our photographs are as faithful as we can make them; our porcelain is finished by hand, so slight differences from one piece to another are part of its character and not a defect. Products are offered while stock lasts; one that can no longer be ordered says so.',
              },
            ],
          },
          {
            id: 'prices',
            title: '4. Prices',
            blocks: [
              {
                kind: 'list',
                items: [
                  'Prices are shown all taxes included (TTC). The VAT they include depends on the country you deliver to, as set out below; the price you pay does not. They are shown in euros or in US dollars, as you choose in the header or the cart (euros by default on the French version of the shop, US dollars on the English version). You pay in the currency shown when you order.',
                  'Delivery costs depend on the country of delivery and the weight of the order, and may be free above an amount shown in the cart. They are shown in your order summary before you order: you never pay a cost you were not shown.',
                  'The price you pay is the one shown when you order. Our server confirms it from the catalogue when the payment page opens, and your order summary shows the total and the VAT it includes before you commit.',
                  'When we announce a price reduction, the former price shown struck through is the lowest price we charged for that product during the 30 days before the reduction (consumer code, article L112-1-1).',
                ],
              },
              { kind: 'h3', text: 'VAT and the delivery country' },
              {
                kind: 'p',
                text: 'Whatever the country you deliver to, you pay the price shown: only the VAT that price includes changes, by the rules of French and European tax law. Your order summary states it before you order: the rate and the amount of VAT included, or the export exemption.',
              },
              {
                kind: 'list',
                items: [
                  'Delivery to France or Monaco: French VAT.',
                  'Delivery to another country of the European Union: French VAT as long as our distance sales to consumers in the European Union stay within the threshold of 10,000 euros a year (French tax code (CGI), articles 258 A and 259 D; Directive 2006/112/EC, article 59c). Beyond it, or earlier if we opt for it, the VAT of your country at its own rate, which we declare and pay through the European Union’s one-stop shop (OSS).',
                  'Delivery outside the European Union: the sale is an export, exempt from French VAT (French tax code, article 262 I), and the price includes no VAT. Your country may charge import duties and taxes on delivery, payable by you (section 9).',
                ],
              },
            ],
          },
          {
            id: 'ordering',
            title: '5. How to order',
            blocks: [
              {
                kind: 'list',
                ordered: true,
                items: [
                  'Add products to your cart, or choose to reserve a product from its page.',
                  'At checkout, enter your contact details and delivery address, then check the summary: products, quantities, total, delivery cost and VAT included. You can correct anything until the last step.',
                  'Tick the box to accept these terms of sale and our [privacy policy](/privacy).',
                  'Press “Order with obligation to pay”: this button commits you to pay. You then pay on the secure payment page.',
                  'Your order is final once your payment is accepted. We confirm it at once by email, with its number, its contents and the amounts paid, a link to these terms and the information on your right of withdrawal.',
                ],
              },
              {
                kind: 'p',
                text: 'You can follow your order at any time on the [order status](/order) page with its number and your email address, or in your member area if you ordered while signed in. For an order of 120 euros or more, we keep the record of the contract for ten years from delivery and give you access to it on request (consumer code, articles L213-1 and D213-1).',
              },
            ],
          },
          {
            id: 'payment',
            title: '6. Payment',
            blocks: [
              {
                kind: 'p',
                text: 'You pay by bank card on the secure payment page of our payment provider, Stripe. You enter your card details on Stripe’s page: they are never sent to us. You are charged when you confirm the payment: the full price for a purchase or a pre-order; for a reservation, the 50% deposit or the full price, as you choose.',
              },
              {
                kind: 'p',
                text: 'A payment page stays open for 30 minutes. An order left unpaid is cancelled after 24 hours, and the products it held become available to others again. A payment that reaches us for an order we can no longer fulfil (cancelled in the meantime, or its last unit sold) is refunded automatically, in full.',
              },
            ],
          },
          {
            id: 'reservations',
            title: '7. Reservations',
            blocks: [
              {
                kind: 'p',
                text: 'Some products can be reserved before they are available. A reservation needs a member account, where you follow it and pay its balance. When you reserve, you pay either a deposit of 50% of the price or the full price, as you choose at checkout. The deposit is a part payment of a price fixed when you reserve (an acompte in French law).',
              },
              {
                kind: 'p',
                text: 'We tell you when your item is ready. The balance (the other 50%) is then payable from [My reservations](/my-reservations), before shipping; we ship your item once its price is paid in full. The estimated delivery date is shown before you reserve and in your confirmation.',
              },
              {
                kind: 'p',
                text: 'You may cancel a reservation free of charge until your item is prepared for shipping: everything you paid is then refunded, within 14 days. The cancellation policy shown at checkout is the one you accept; we keep it with your order, with the date and time you accepted it. Your right of withdrawal (section 10) applies in addition, from delivery.',
              },
            ],
          },
          {
            id: 'preorders',
            title: '8. Pre-orders',
            blocks: [
              {
                kind: 'p',
                text: 'Some products can be pre-ordered: you pay the full price when you order, and we ship your product as soon as the next batch is ready. The expected lead time is shown on the product page before you order. If we cannot keep to it, we tell you as soon as we know, with a new date; you may then cancel your order and be refunded in full within 14 days.',
              },
            ],
          },
          {
            id: 'delivery',
            title: '9. Delivery',
            blocks: [
              {
                kind: 'p',
                text: 'We deliver to the address you give at checkout, in the countries offered there. Unless your order shows a later date (pre-orders and reservations), we deliver within 30 days of your order at the latest (consumer code, article L216-1). If we do not deliver by the date or within the time agreed, you may ask us, by email or by letter, to deliver within a reasonable additional time; if we still do not, you may end the contract, and we refund you within 14 days (articles L216-6 and L216-7).',
              },
              {
                kind: 'p',
                text: 'The products travel at our risk until you, or someone you name other than the carrier, take physical possession of them (article L216-4). Please check your parcel on delivery and tell us if a product arrives damaged or is missing, so that we can put it right; this never limits your legal guarantees. Deliveries outside the European Union may be charged import duties and taxes by the destination country, payable by the recipient.',
              },
            ],
          },
          {
            id: 'withdrawal',
            title: '10. Right of withdrawal',
            blocks: [
              {
                kind: 'p',
                text: 'You have 14 days to withdraw from the contract without giving any reason. The period runs from the day you, or someone you name other than the carrier, take physical possession of the products; for an order delivered in several parcels, from the day you receive the last one (consumer code, article L221-18). A period that ends on a Saturday, a Sunday or a public holiday is extended to the next working day.',
              },
              { kind: 'h3', text: 'The exception for cosmetics' },
              {
                kind: 'p',
                text: 'The right of withdrawal does not apply to goods sealed at delivery that cannot be returned for reasons of health protection or hygiene and that were unsealed after delivery (consumer code, article L221-28, 9°). Our elixirs and creams are delivered sealed: once you have broken a product’s seal, you can no longer withdraw from its purchase. You keep the right for every product whose seal is intact, and the legal guarantees (sections 11 and 12) apply in every case.',
              },
              { kind: 'h3', text: 'How to withdraw' },
              { kind: 'p', text: 'Tell us before the period ends, in any of these ways:' },
              {
                kind: 'list',
                items: [
                  'fill in our [withdrawal form](/withdrawal-form) online; it is also the model withdrawal form, which you may print and send by post;',
                  'press “Withdraw from the contract here” on your order (the link of the same name at the foot of every page leads there), in [My orders](/my-orders) if you ordered as a member, or on the [order status](/order) page with your order number and email address;',
                  `send any other unambiguous statement, by email to ${email} or by post to ${office}.`,
                ],
              },
              {
                kind: 'p',
                text: 'We acknowledge your withdrawal at once by email, with the date and time we received it.',
              },
              { kind: 'h3', text: 'Returning the products and your refund' },
              {
                kind: 'p',
                text: `Send the products back to ${facts.companyName}, ${office}, without undue delay and at the latest 14 days after telling us of your decision. The direct cost of returning them is yours. You are liable only for any loss in value caused by handling them beyond what is necessary to establish their nature, characteristics and working (article L221-23).`,
              },
              {
                kind: 'p',
                text: 'We refund everything you paid for the products you withdraw from, including the cost of standard delivery, without undue delay and at the latest 14 days after we learn of your decision, with the means of payment you used and at no cost to you. We may wait to refund until we have received the products back or you have shown that you sent them, whichever comes first (article L221-24).',
              },
            ],
          },
          {
            id: 'conformity',
            title: '11. Legal guarantee of conformity',
            blocks: [
              {
                kind: 'p',
                text: 'As the seller, we are answerable for any lack of conformity of our products under articles L217-3 and following of the consumer code (garantie légale de conformité), at no cost to you. In the words the law prescribes (article D211-2):',
              },
              {
                kind: 'p',
                text: 'You have two years from delivery of the product to obtain the application of the legal guarantee of conformity if a lack of conformity appears. During this period, you need only establish the existence of the lack of conformity, not the date on which it appeared.',
              },
              {
                kind: 'p',
                text: 'The legal guarantee of conformity entitles you to have the product repaired or replaced within thirty days of your request, free of charge and without major inconvenience to you. If the product is repaired under the legal guarantee of conformity, you benefit from a six-month extension of the original guarantee. If you ask for the product to be repaired but the seller imposes its replacement, the legal guarantee of conformity is renewed for two years from the date the product is replaced.',
              },
              {
                kind: 'p',
                text: 'You may obtain a reduction of the purchase price while keeping the product, or end the contract and be refunded in full against the return of the product, if:',
              },
              {
                kind: 'list',
                ordered: true,
                items: [
                  'the seller refuses to repair or replace the product;',
                  'the repair or replacement takes place after a period of thirty days;',
                  'the repair or replacement causes you major inconvenience, in particular when you finally bear the cost of taking back or removing the non-conforming product, or the cost of installing the repaired or replacement product;',
                  'the lack of conformity persists despite the seller’s unsuccessful attempt to remedy it.',
                ],
              },
              {
                kind: 'p',
                text: 'You are also entitled to a price reduction or to end the contract when the lack of conformity is so serious that it justifies an immediate price reduction or termination; you then need not first ask for the product to be repaired or replaced. You are not entitled to end the sale if the lack of conformity is minor. Any period during which the product is out of use for repair or replacement suspends the guarantee that remained until the product is delivered back in working order.',
              },
              {
                kind: 'p',
                text: 'These rights result from articles L217-1 to L217-32 of the consumer code. A seller who in bad faith obstructs the application of the legal guarantee of conformity is liable to a civil fine of up to 300,000 euros, which can be raised to 10% of its average annual turnover (article L241-5 of the consumer code).',
              },
              {
                kind: 'p',
                text: `To use this guarantee, write to ${email} with your order number and a description or photograph of the problem. We bear the cost of returning a non-conforming product.`,
              },
              // The harmonised EU notice (Regulation (EU) 2025/1960), as the product dialog and checkout show it.
              ...guaranteeNoticeBlocks('en', facts),
            ],
          },
          {
            id: 'hidden-defects',
            title: '12. Guarantee against hidden defects',
            blocks: [
              {
                kind: 'p',
                text: 'You also benefit from the legal guarantee against hidden defects (garantie des vices cachés) of articles 1641 to 1649 of the civil code, for two years from the discovery of the defect (article 1648). It entitles you to a reduction of the price if you keep the product, or to a full refund against its return (article 1644).',
              },
            ],
          },
          {
            id: 'complaints',
            title: '13. Questions and complaints',
            blocks: [
              {
                kind: 'p',
                text: `For any question or complaint about an order, write to ${email}, call ${phone}, use the [contact form](/contact) or write to ${facts.companyName}, ${office}. Please give your order number.`,
              },
              {
                kind: 'p',
                text: 'If a part of this site is hard for you to use, our [accessibility statement](/accessibility) says how accessible it is, what we tested, its known limits and how to tell us.',
              },
            ],
          },
          {
            id: 'mediation',
            title: '14. Consumer mediation',
            blocks: [
              {
                kind: 'p',
                text: `If a dispute remains after you have tried to settle it with us by a written complaint, you may refer it, free of charge, to the consumer mediator we have joined (consumer code, articles L612-1 and following): ${facts.mediator.name}, [${facts.mediator.website}](${facts.mediator.website}), ${address(facts.mediator.address)}. You may do so within one year of your written complaint to us. Mediation is voluntary for both sides, and you may go to court at any time.`,
              },
            ],
          },
          {
            id: 'personal-data',
            title: '15. Personal data',
            blocks: [
              {
                kind: 'p',
                text: 'We use your details to take, deliver and follow your order. What we collect, why, for how long, who receives it and your rights are set out in our [privacy policy](/privacy).',
              },
            ],
          },
          {
            id: 'law',
            title: '16. Applicable law and disputes',
            blocks: [
              {
                kind: 'p',
                text: 'These terms and the contracts they govern are subject to French law. If you live in another country of the European Union, you keep the protection of the mandatory rules of the law of your country of residence (Regulation (EC) 593/2008, “Rome I”, article 6).',
              },
              {
                kind: 'p',
                text: 'A dispute goes before the court with jurisdiction under the law. As a consumer, you may bring proceedings before the court of the place where you lived when the contract was concluded or when the harmful event occurred (consumer code, article R631-3); if you live in another Member State of the European Union, you may also bring them before the courts of that State (Regulation (EU) 1215/2012, article 18).',
              },
            ],
          },
        ],
      },

      privacy: {
        intro:
          'This policy explains what personal data the shop collects, why and on what legal basis, how long it keeps it, who receives it, and how you can use your rights. It applies to this site and to the emails it sends, under the General Data Protection Regulation (EU) 2016/679 (GDPR) and the French Data Protection Act of 6 January 1978.',
        sections: [
          {
            id: 'controller',
            title: 'Who is responsible',
            blocks: [
              {
                kind: 'p',
                text: `The controller of your personal data is ${facts.companyName}, ${office}. For any question about your data, write to ${email}.`,
              },
            ],
          },
          {
            id: 'purposes',
            title: 'What we collect, why, and for how long',
            blocks: [
              { kind: 'h3', text: 'Your orders, reservations and pre-orders' },
              {
                kind: 'facts',
                rows: [
                  {
                    label: 'Data',
                    value:
                      'your name, email address, telephone number (if you give it) and delivery address; the products, amounts and payments of your orders; your acceptance of the terms of sale and of a reservation’s cancellation policy, with its date and time; any withdrawal, cancellation or refund',
                  },
                  {
                    label: 'Purpose',
                    value:
                      'taking, delivering and following your order; the confirmation emails; withdrawals, cancellations, refunds and the legal guarantees; invoices',
                  },
                  {
                    label: 'Legal basis',
                    value:
                      'the performance of the contract with you (GDPR, article 6(1)(b)); our legal obligations for accounting records and invoices (article 6(1)(c))',
                  },
                  {
                    label: 'Kept for',
                    value:
                      'the time of the contract and its guarantees, then five years as evidence (civil code, article 2224); invoices and accounting records for ten years (commercial code, article L123-22)',
                  },
                ],
              },
              { kind: 'h3', text: 'Your member account' },
              {
                kind: 'facts',
                rows: [
                  {
                    label: 'Data',
                    value:
                      'your email address, your name, your password (stored only as a one-way hash), your cart, and the orders and reservations linked to your account',
                  },
                  {
                    label: 'Purpose',
                    value:
                      'signing in, keeping your cart from one device to another, following your orders and reservations and paying a reservation’s balance',
                  },
                  {
                    label: 'Legal basis',
                    value: 'the performance of the contract with you (article 6(1)(b))',
                  },
                  {
                    label: 'Kept for',
                    value:
                      'until you delete your account. Deleting it erases everything that the law does not require us to keep; orders and invoices are kept, for the periods above, without a link to any account.',
                  },
                ],
              },
              { kind: 'h3', text: 'Our news (Join the Community)' },
              {
                kind: 'facts',
                rows: [
                  {
                    label: 'Data',
                    value:
                      'your name, email address, country, language and telephone number (if you give it), and the date of your consent',
                  },
                  { label: 'Purpose', value: 'sending you our news and invitations by email' },
                  {
                    label: 'Legal basis',
                    value:
                      'your consent (article 6(1)(a)), given when you confirm the link we email you. You can withdraw it at any time with the unsubscribe link in every such email, or by writing to us.',
                  },
                  {
                    label: 'Kept for',
                    value:
                      'until you withdraw your consent, and at most three years after your last contact with us; a sign-up never confirmed is erased about a month after its link expires',
                  },
                ],
              },
              { kind: 'h3', text: 'Your messages and our customer relationship' },
              {
                kind: 'facts',
                rows: [
                  {
                    label: 'Data',
                    value:
                      'the name, email address, subject and text of the messages you send us with the contact form; your contact record (the details above, the orders linked to it and notes about our exchanges)',
                  },
                  { label: 'Purpose', value: 'answering you, and knowing our customers to serve them well' },
                  {
                    label: 'Legal basis',
                    value:
                      'our legitimate interest in answering and following our customers (article 6(1)(f))',
                  },
                  { label: 'Kept for', value: 'three years after your last contact with us' },
                ],
              },
              { kind: 'h3', text: 'Security and the prevention of abuse' },
              {
                kind: 'facts',
                rows: [
                  {
                    label: 'Data',
                    value:
                      'a one-way hash of your network (IP) address, never the address itself, with the time of the request',
                  },
                  {
                    label: 'Purpose',
                    value:
                      'limiting repeated attempts on the contact and sign-up forms and on the order lookup, which protects you and the shop',
                  },
                  {
                    label: 'Legal basis',
                    value: 'our legitimate interest in keeping the shop secure (article 6(1)(f))',
                  },
                  {
                    label: 'Kept for',
                    value:
                      'with the message or sign-up it came with; the record of failed order lookups is erased after one day',
                  },
                ],
              },
              { kind: 'h3', text: 'Payment' },
              {
                kind: 'p',
                text: 'Your card details go straight to our payment provider, Stripe, which processes them to take the payment and to prevent fraud. We receive only the payment’s reference, amount and outcome, never your card number.',
              },
            ],
          },
          {
            id: 'recipients',
            title: 'Who receives your data',
            blocks: [
              {
                kind: 'p',
                text: 'Only the people in our team who need it, and these processors, who act on our instructions under a contract (GDPR, article 28):',
              },
              {
                kind: 'list',
                items: [
                  `hosting of the site: ${facts.siteHost.name}, ${address(facts.siteHost.address)};`,
                  `hosting of the data (database, files, server functions): ${facts.dataHost.name}, ${address(facts.dataHost.address)};`,
                  `payment: ${STRIPE};`,
                  `sending of our emails: ${facts.mailProvider.name}, ${address(facts.mailProvider.address)}.`,
                ],
              },
              {
                kind: 'p',
                text: 'The carrier receives your name, your delivery address and, if you gave it, your telephone number, to deliver your parcel. We never sell your data and never share it for advertising.',
              },
            ],
          },
          {
            id: 'transfers',
            title: 'Transfers outside the European Union',
            blocks: [
              {
                kind: 'p',
                text: 'We choose providers that keep data in the European Union where they can. When a provider processes data outside it (Stripe may do so with companies of its group in the United States, for example), the transfer is covered by an adequacy decision of the European Commission, such as the one on the EU-US Data Privacy Framework, or by the Commission’s standard contractual clauses.',
              },
            ],
          },
          {
            id: 'rights',
            title: 'Your rights',
            blocks: [
              { kind: 'p', text: 'You have the right to:' },
              {
                kind: 'list',
                items: [
                  'access the data we hold about you and receive a copy of it (GDPR, article 15);',
                  'have inaccurate data corrected and incomplete data completed (rectification, article 16);',
                  'have your data erased, unless the law requires us to keep it (article 17);',
                  'have its use restricted while a request is examined (restriction, article 18);',
                  'receive the data you gave us in a structured, machine-readable format and have it passed to someone else (portability, article 20);',
                  'object to a use based on our legitimate interest, and at any time to receiving our news (objection, article 21);',
                  'withdraw your consent at any time, without affecting what was done before;',
                  'give instructions on what becomes of your data after your death (French Data Protection Act, article 85).',
                ],
              },
            ],
          },
          {
            id: 'exercise',
            title: 'How to use your rights',
            blocks: [
              {
                kind: 'p',
                text: 'Members can do the most common requests themselves on their [account page](/account): download everything the shop holds about them (a JSON file), and delete their account after signing in again. Every news email has a link to unsubscribe at once.',
              },
              {
                kind: 'p',
                text: `For anything else, write to ${email} or to ${facts.companyName}, ${office}. We answer within one month; for a complex request this may be extended by two months, and we tell you so within the first month. If we have a reasonable doubt about who is asking, we may ask you to confirm your identity.`,
              },
            ],
          },
          {
            id: 'complaint',
            title: 'Complaint to the CNIL',
            blocks: [
              {
                kind: 'p',
                text: `If you believe we have not respected your rights, you may lodge a complaint with the French data protection authority: ${CNIL}, [www.cnil.fr](https://www.cnil.fr). You may also go to the authority of the European Union country where you live or work.`,
              },
            ],
          },
          {
            id: 'security',
            title: 'Security',
            blocks: [
              {
                kind: 'p',
                text: 'Connections to the shop are encrypted (HTTPS). Passwords are stored only as one-way hashes. Customer data is open only to our administrators, who sign in with two-factor authentication, and card details never reach our systems.',
              },
            ],
          },
          {
            id: 'cookies',
            title: 'Cookies',
            blocks: [
              {
                kind: 'p',
                text: 'The shop sets no tracker and no cookie of its own. What it keeps in your browser to work is listed on [cookies and browser storage](/cookies).',
              },
            ],
          },
          {
            id: 'changes',
            title: 'Changes to this policy',
            blocks: [
              {
                kind: 'p',
                text: 'We update this policy when what we do with your data changes; the date at the top says when it last changed.',
              },
            ],
          },
        ],
      },

      cookies: {
        intro:
          'The shop sets no advertising, audience measurement or social media tracker, and no cookie of its own. It keeps in your browser’s storage only what it needs to work, which is why it asks for no consent: storage strictly necessary to a service you ask for needs none (French Data Protection Act, article 82).',
        sections: [
          {
            id: 'storage',
            title: 'What the shop keeps in your browser',
            blocks: [
              {
                kind: 'p',
                text: 'Local storage stays in this browser until it is removed; session storage belongs to one tab and disappears when you close it. Nothing here is sent to anyone but the shop itself.',
              },
              {
                kind: 'table',
                caption: 'The shop’s entries in your browser',
                head: ['Name', 'Where', 'What for', 'How long'],
                rows: [
                  [
                    'language',
                    'local storage',
                    'The language you chose, English or French.',
                    'Until you clear this site’s data.',
                  ],
                  [
                    'currency',
                    'local storage',
                    'The currency you chose to see prices and pay in, euros or US dollars (none until you choose: the language decides).',
                    'Until you clear this site’s data.',
                  ],
                  [
                    'cart',
                    'local storage',
                    'Your cart: the products, quantities and prices shown; for a member, which account it belongs to and the version last saved on the server, so that your tabs and devices agree.',
                    'Until the cart is empty and you are signed out, or you clear this site’s data.',
                  ],
                  [
                    'sb-…-auth-token',
                    'local storage',
                    'Your member session once you sign in: the tokens that keep you signed in.',
                    'Until you sign out.',
                  ],
                  [
                    'checkout-details',
                    'session storage',
                    'The details you type at checkout (never your acceptance of the terms), so that a detour to the payment page or to sign in loses nothing.',
                    'Until you close the tab.',
                  ],
                  [
                    'checkout-attempt',
                    'session storage',
                    'A random reference of your checkout, so that a second press or a retry never places a second order.',
                    'Until you close the tab; removed once the order is paid.',
                  ],
                  [
                    'reservation-checkout',
                    'session storage',
                    'The reservation you are completing: the product and the payment option you chose.',
                    'Until you close the tab.',
                  ],
                  [
                    'pending-reservation',
                    'local storage',
                    'A reservation you started before having an account: the product, the payment option and the tab it started in, so that you find it once your account is confirmed, in this tab or another.',
                    '24 hours; removed once you continue it.',
                  ],
                  [
                    'tab-id',
                    'session storage',
                    'A random name for this tab, so that the tab where you started a reservation is the one that takes you back to it.',
                    'Until you close the tab.',
                  ],
                  [
                    'cart-cleared-for-order',
                    'session storage',
                    'The paid order that emptied your cart, so that it is emptied only once.',
                    'Until you close the tab.',
                  ],
                  [
                    'promo-code',
                    'session storage',
                    'The promotion code you applied in the cart, so that the checkout applies it too.',
                    'Until you close the tab or remove the code.',
                  ],
                ],
              },
            ],
          },
          {
            id: 'no-trackers',
            title: 'No trackers',
            blocks: [
              {
                kind: 'p',
                text: 'We use no audience measurement and no advertising, and load no fonts, scripts or buttons from other sites: our links to Instagram, Pinterest and Facebook are plain links, which tell those networks nothing until you follow them.',
              },
            ],
          },
          {
            id: 'payment-page',
            title: 'The payment page',
            blocks: [
              {
                kind: 'p',
                text: 'When you pay, you are on the page of our payment provider, Stripe, on its own address. Stripe may store there what it needs to take the payment and prevent fraud, under its own [privacy policy](https://stripe.com/privacy).',
              },
            ],
          },
          {
            id: 'remove',
            title: 'How to remove them',
            blocks: [
              {
                kind: 'p',
                text: 'Signing out removes your session, emptying your cart removes it, and closing a tab removes its session storage. You can also remove everything at once by clearing this site’s data in your browser’s settings: the shop then starts again in your browser’s language with an empty cart. The rest of our use of personal data is set out in the [privacy policy](/privacy).',
              },
            ],
          },
        ],
      },
    },
  };
}
