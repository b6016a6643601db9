-- A version of the terms of sale and the model withdrawal form, recorded by `npm run terms:record`: the texts
-- of src/content/legal/{en,fr}.ts and src/locales/*/orders.json (modelForm) with the owner's facts, as the
-- demo build offers them. The id is the SHA-256 of the texts as canonical JSON
-- (20261129000000_terms_versions.sql); from now on checkout accepts this version and no earlier one.

insert into public.terms_versions (id, facts_set, texts) values (
  '951fe9f6e19b0b18278bf7251829818e880f5d0e5991a03d6286ece0eff4fd8a',
  'demo',
  $terms${
  "en": {
    "title": "Terms of sale",
    "updated": "Last updated: 27 November 2026",
    "demoNotice": "Demonstration: this shop runs with fictional company details. None of the names, numbers and addresses below belongs to a real company.",
    "document": {
      "intro": "These terms of sale (conditions générales de vente) govern every order a consumer places on this site. Please read them before you order: you accept them by ticking the box at checkout, and the version you accept remains the one that applies to your order. Every confirmation email links to them.",
      "sections": [
        {
          "id": "seller",
          "title": "1. The seller",
          "blocks": [
            {
              "kind": "p",
              "text": "The shop is run by Maison Immortela Démo SAS, SAS (société par actions simplifiée), demonstration company, with a share capital of 1 000 €, registered RCS Démoville 000 000 000, SIRET 000 000 000 00000, VAT number FR12000000000, whose registered office is at 1 rue de l’Exemple, 00000 Démoville, France. You can reach us by email at [contact@maison-immortela.example](mailto:contact@maison-immortela.example), by telephone at [+33 0 00 00 00 00](tel:+33000000000) or by post at that address. Our full details are in the [legal notice](/legal-notice)."
            },
            {
              "kind": "p",
              "text": "Our unique identifier (IDU) in the register of producers for household packaging, kept by ADEME under the extended producer responsibility scheme (environment code, article L541-10-13), is FR000000_01DEMO."
            }
          ]
        },
        {
          "id": "scope",
          "title": "2. Scope",
          "blocks": [
            {
              "kind": "p",
              "text": "These terms apply to the sale of our products through this site to consumers, that is to people buying for purposes outside their trade, business, craft or profession: purchases, pre-orders and reservations. The terms in force on the day of your order apply to it; a later change never applies to an order already placed. The contract is concluded in French or in English, in the language in which you place your order."
            }
          ]
        },
        {
          "id": "products",
          "title": "3. Our products",
          "blocks": [
            {
              "kind": "p",
              "text": "Each product page states the product’s essential characteristics: what it is, its ingredients, its net quantity, how to use it, its precautions and its price. Our photographs are as faithful as we can make them; our porcelain is finished by hand, so slight differences from one piece to another are part of its character and not a defect. Products are offered while stock lasts; one that can no longer be ordered says so."
            }
          ]
        },
        {
          "id": "prices",
          "title": "4. Prices",
          "blocks": [
            {
              "kind": "list",
              "items": [
                "Prices are shown all taxes included (TTC). The VAT they include depends on the country you deliver to, as set out below; the price you pay does not. They are shown in euros or in US dollars, as you choose in the header or the cart (euros by default on the French version of the shop, US dollars on the English version). You pay in the currency shown when you order.",
                "Delivery costs depend on the country of delivery and the weight of the order, and may be free above an amount shown in the cart. They are shown in your order summary before you order: you never pay a cost you were not shown.",
                "The price you pay is the one shown when you order. Our server confirms it from the catalogue when the payment page opens, and your order summary shows the total and the VAT it includes before you commit.",
                "When we announce a price reduction, the former price shown struck through is the lowest price we charged for that product during the 30 days before the reduction (consumer code, article L112-1-1)."
              ]
            },
            {
              "kind": "h3",
              "text": "VAT and the delivery country"
            },
            {
              "kind": "p",
              "text": "Whatever the country you deliver to, you pay the price shown: only the VAT that price includes changes, by the rules of French and European tax law. Your order summary states it before you order: the rate and the amount of VAT included, or the export exemption."
            },
            {
              "kind": "list",
              "items": [
                "Delivery to France or Monaco: French VAT.",
                "Delivery to another country of the European Union: French VAT as long as our distance sales to consumers in the European Union stay within the threshold of 10,000 euros a year (French tax code (CGI), articles 258 A and 259 D; Directive 2006/112/EC, article 59c). Beyond it, or earlier if we opt for it, the VAT of your country at its own rate, which we declare and pay through the European Union’s one-stop shop (OSS).",
                "Delivery outside the European Union: the sale is an export, exempt from French VAT (French tax code, article 262 I), and the price includes no VAT. Your country may charge import duties and taxes on delivery, payable by you (section 9)."
              ]
            }
          ]
        },
        {
          "id": "ordering",
          "title": "5. How to order",
          "blocks": [
            {
              "kind": "list",
              "ordered": true,
              "items": [
                "Add products to your cart, or choose to reserve a product from its page.",
                "At checkout, enter your contact details and delivery address, then check the summary: products, quantities, total, delivery cost and VAT included. You can correct anything until the last step.",
                "Tick the box to accept these terms of sale and our [privacy policy](/privacy).",
                "Press “Order with obligation to pay”: this button commits you to pay. You then pay on the secure payment page.",
                "Your order is final once your payment is accepted. We confirm it at once by email, with its number, its contents and the amounts paid, a link to these terms and the information on your right of withdrawal."
              ]
            },
            {
              "kind": "p",
              "text": "You can follow your order at any time on the [order status](/order) page with its number and your email address, or in your member area if you ordered while signed in. For an order of 120 euros or more, we keep the record of the contract for ten years from delivery and give you access to it on request (consumer code, articles L213-1 and D213-1)."
            }
          ]
        },
        {
          "id": "payment",
          "title": "6. Payment",
          "blocks": [
            {
              "kind": "p",
              "text": "You pay by bank card on the secure payment page of our payment provider, Stripe. You enter your card details on Stripe’s page: they are never sent to us. You are charged when you confirm the payment: the full price for a purchase or a pre-order; for a reservation, the 50% deposit or the full price, as you choose."
            },
            {
              "kind": "p",
              "text": "A payment page stays open for 30 minutes. An order left unpaid is cancelled after 24 hours, and the products it held become available to others again. A payment that reaches us for an order we can no longer fulfil (cancelled in the meantime, or its last unit sold) is refunded automatically, in full."
            }
          ]
        },
        {
          "id": "reservations",
          "title": "7. Reservations",
          "blocks": [
            {
              "kind": "p",
              "text": "Some products can be reserved before they are available. A reservation needs a member account, where you follow it and pay its balance. When you reserve, you pay either a deposit of 50% of the price or the full price, as you choose at checkout. The deposit is a part payment of a price fixed when you reserve (an acompte in French law)."
            },
            {
              "kind": "p",
              "text": "We tell you when your item is ready. The balance (the other 50%) is then payable from [My reservations](/my-reservations), before shipping; we ship your item once its price is paid in full. The estimated delivery date is shown before you reserve and in your confirmation."
            },
            {
              "kind": "p",
              "text": "You may cancel a reservation free of charge until your item is prepared for shipping: everything you paid is then refunded, within 14 days. The cancellation policy shown at checkout is the one you accept; we keep it with your order, with the date and time you accepted it. Your right of withdrawal (section 10) applies in addition, from delivery."
            }
          ]
        },
        {
          "id": "preorders",
          "title": "8. Pre-orders",
          "blocks": [
            {
              "kind": "p",
              "text": "Some products can be pre-ordered: you pay the full price when you order, and we ship your product as soon as the next batch is ready. The expected lead time is shown on the product page before you order. If we cannot keep to it, we tell you as soon as we know, with a new date; you may then cancel your order and be refunded in full within 14 days."
            }
          ]
        },
        {
          "id": "delivery",
          "title": "9. Delivery",
          "blocks": [
            {
              "kind": "p",
              "text": "We deliver to the address you give at checkout, in the countries offered there. Unless your order shows a later date (pre-orders and reservations), we deliver within 30 days of your order at the latest (consumer code, article L216-1). If we do not deliver by the date or within the time agreed, you may ask us, by email or by letter, to deliver within a reasonable additional time; if we still do not, you may end the contract, and we refund you within 14 days (articles L216-6 and L216-7)."
            },
            {
              "kind": "p",
              "text": "The products travel at our risk until you, or someone you name other than the carrier, take physical possession of them (article L216-4). Please check your parcel on delivery and tell us if a product arrives damaged or is missing, so that we can put it right; this never limits your legal guarantees. Deliveries outside the European Union may be charged import duties and taxes by the destination country, payable by the recipient."
            }
          ]
        },
        {
          "id": "withdrawal",
          "title": "10. Right of withdrawal",
          "blocks": [
            {
              "kind": "p",
              "text": "You have 14 days to withdraw from the contract without giving any reason. The period runs from the day you, or someone you name other than the carrier, take physical possession of the products; for an order delivered in several parcels, from the day you receive the last one (consumer code, article L221-18). A period that ends on a Saturday, a Sunday or a public holiday is extended to the next working day."
            },
            {
              "kind": "h3",
              "text": "The exception for cosmetics"
            },
            {
              "kind": "p",
              "text": "The right of withdrawal does not apply to goods sealed at delivery that cannot be returned for reasons of health protection or hygiene and that were unsealed after delivery (consumer code, article L221-28, 9°). Our elixirs and creams are delivered sealed: once you have broken a product’s seal, you can no longer withdraw from its purchase. You keep the right for every product whose seal is intact, and the legal guarantees (sections 11 and 12) apply in every case."
            },
            {
              "kind": "h3",
              "text": "How to withdraw"
            },
            {
              "kind": "p",
              "text": "Tell us before the period ends, in any of these ways:"
            },
            {
              "kind": "list",
              "items": [
                "fill in our [withdrawal form](/withdrawal-form) online; it is also the model withdrawal form, which you may print and send by post;",
                "press “Withdraw from the contract here” on your order (the link of the same name at the foot of every page leads there), in [My orders](/my-orders) if you ordered as a member, or on the [order status](/order) page with your order number and email address;",
                "send any other unambiguous statement, by email to [contact@maison-immortela.example](mailto:contact@maison-immortela.example) or by post to 1 rue de l’Exemple, 00000 Démoville, France."
              ]
            },
            {
              "kind": "p",
              "text": "We acknowledge your withdrawal at once by email, with the date and time we received it."
            },
            {
              "kind": "h3",
              "text": "Returning the products and your refund"
            },
            {
              "kind": "p",
              "text": "Send the products back to Maison Immortela Démo SAS, 1 rue de l’Exemple, 00000 Démoville, France, without undue delay and at the latest 14 days after telling us of your decision. The direct cost of returning them is yours. You are liable only for any loss in value caused by handling them beyond what is necessary to establish their nature, characteristics and working (article L221-23)."
            },
            {
              "kind": "p",
              "text": "We refund everything you paid for the products you withdraw from, including the cost of standard delivery, without undue delay and at the latest 14 days after we learn of your decision, with the means of payment you used and at no cost to you. We may wait to refund until we have received the products back or you have shown that you sent them, whichever comes first (article L221-24)."
            }
          ]
        },
        {
          "id": "conformity",
          "title": "11. Legal guarantee of conformity",
          "blocks": [
            {
              "kind": "p",
              "text": "As the seller, we are answerable for any lack of conformity of our products under articles L217-3 and following of the consumer code (garantie légale de conformité), at no cost to you. In the words the law prescribes (article D211-2):"
            },
            {
              "kind": "p",
              "text": "You have two years from delivery of the product to obtain the application of the legal guarantee of conformity if a lack of conformity appears. During this period, you need only establish the existence of the lack of conformity, not the date on which it appeared."
            },
            {
              "kind": "p",
              "text": "The legal guarantee of conformity entitles you to have the product repaired or replaced within thirty days of your request, free of charge and without major inconvenience to you. If the product is repaired under the legal guarantee of conformity, you benefit from a six-month extension of the original guarantee. If you ask for the product to be repaired but the seller imposes its replacement, the legal guarantee of conformity is renewed for two years from the date the product is replaced."
            },
            {
              "kind": "p",
              "text": "You may obtain a reduction of the purchase price while keeping the product, or end the contract and be refunded in full against the return of the product, if:"
            },
            {
              "kind": "list",
              "ordered": true,
              "items": [
                "the seller refuses to repair or replace the product;",
                "the repair or replacement takes place after a period of thirty days;",
                "the repair or replacement causes you major inconvenience, in particular when you finally bear the cost of taking back or removing the non-conforming product, or the cost of installing the repaired or replacement product;",
                "the lack of conformity persists despite the seller’s unsuccessful attempt to remedy it."
              ]
            },
            {
              "kind": "p",
              "text": "You are also entitled to a price reduction or to end the contract when the lack of conformity is so serious that it justifies an immediate price reduction or termination; you then need not first ask for the product to be repaired or replaced. You are not entitled to end the sale if the lack of conformity is minor. Any period during which the product is out of use for repair or replacement suspends the guarantee that remained until the product is delivered back in working order."
            },
            {
              "kind": "p",
              "text": "These rights result from articles L217-1 to L217-32 of the consumer code. A seller who in bad faith obstructs the application of the legal guarantee of conformity is liable to a civil fine of up to 300,000 euros, which can be raised to 10% of its average annual turnover (article L241-5 of the consumer code)."
            },
            {
              "kind": "p",
              "text": "To use this guarantee, write to [contact@maison-immortela.example](mailto:contact@maison-immortela.example) with your order number and a description or photograph of the problem. We bear the cost of returning a non-conforming product."
            },
            {
              "kind": "h3",
              "text": "Legal guarantee"
            },
            {
              "kind": "p",
              "text": "Minimum two-year legal guarantee protection for goods sold in the European Union."
            },
            {
              "kind": "p",
              "text": "Consumers can claim their rights under the legal guarantee of conformity, for example if goods:"
            },
            {
              "kind": "list",
              "items": [
                "do not match the description;",
                "do not function as intended."
              ]
            },
            {
              "kind": "p",
              "text": "Sellers are liable for any lack of conformity which existed when the goods were delivered, and which becomes apparent within the legal guarantee period. Sellers in such a situation are required to offer:"
            },
            {
              "kind": "list",
              "items": [
                "free repair or free replacement;",
                "in some cases, a price reduction or full reimbursement."
              ]
            },
            {
              "kind": "p",
              "text": "Some countries have a longer legal guarantee period. For second-hand goods, a shorter period may apply, but not less than one year."
            },
            {
              "kind": "p",
              "text": "For more information on your rights in a specific country, scan the QR code below or ask the seller: [europa.eu/youreurope/guarantees](https://europa.eu/youreurope/guarantees)"
            },
            {
              "kind": "p",
              "text": "What to do if you receive non-conforming goods:"
            },
            {
              "kind": "list",
              "ordered": true,
              "items": [
                "Contact the seller as soon as possible to report the issue;",
                "Provide proof of purchase, such as a receipt, invoice, or bank statement."
              ]
            },
            {
              "kind": "p",
              "text": "Sellers and producers may also offer commercial guarantees, which apply independently from the legal guarantee. For example, you may see this GARAN label representing a commercial guarantee of durability offered by the producer at no additional cost and covering the entire good."
            },
            {
              "kind": "p",
              "text": "The seller, Maison Immortela Démo SAS, answers for the legal guarantee of conformity for 2 years from delivery (French consumer code, articles L217-3 and L217-7). To use it, write to contact@maison-immortela.example."
            }
          ]
        },
        {
          "id": "hidden-defects",
          "title": "12. Guarantee against hidden defects",
          "blocks": [
            {
              "kind": "p",
              "text": "You also benefit from the legal guarantee against hidden defects (garantie des vices cachés) of articles 1641 to 1649 of the civil code, for two years from the discovery of the defect (article 1648). It entitles you to a reduction of the price if you keep the product, or to a full refund against its return (article 1644)."
            }
          ]
        },
        {
          "id": "complaints",
          "title": "13. Questions and complaints",
          "blocks": [
            {
              "kind": "p",
              "text": "For any question or complaint about an order, write to [contact@maison-immortela.example](mailto:contact@maison-immortela.example), call [+33 0 00 00 00 00](tel:+33000000000), use the [contact form](/contact) or write to Maison Immortela Démo SAS, 1 rue de l’Exemple, 00000 Démoville, France. Please give your order number."
            },
            {
              "kind": "p",
              "text": "If a part of this site is hard for you to use, our [accessibility statement](/accessibility) says how accessible it is, what we tested, its known limits and how to tell us."
            }
          ]
        },
        {
          "id": "mediation",
          "title": "14. Consumer mediation",
          "blocks": [
            {
              "kind": "p",
              "text": "If a dispute remains after you have tried to settle it with us by a written complaint, you may refer it, free of charge, to the consumer mediator we have joined (consumer code, articles L612-1 and following): Médiateur Démo de la consommation, [https://mediateur.example](https://mediateur.example), 3 place de l’Exemple, 00000 Démoville, France. You may do so within one year of your written complaint to us. Mediation is voluntary for both sides, and you may go to court at any time."
            }
          ]
        },
        {
          "id": "personal-data",
          "title": "15. Personal data",
          "blocks": [
            {
              "kind": "p",
              "text": "We use your details to take, deliver and follow your order. What we collect, why, for how long, who receives it and your rights are set out in our [privacy policy](/privacy)."
            }
          ]
        },
        {
          "id": "law",
          "title": "16. Applicable law and disputes",
          "blocks": [
            {
              "kind": "p",
              "text": "These terms and the contracts they govern are subject to French law. If you live in another country of the European Union, you keep the protection of the mandatory rules of the law of your country of residence (Regulation (EC) 593/2008, “Rome I”, article 6)."
            },
            {
              "kind": "p",
              "text": "A dispute goes before the court with jurisdiction under the law. As a consumer, you may bring proceedings before the court of the place where you lived when the contract was concluded or when the harmful event occurred (consumer code, article R631-3); if you live in another Member State of the European Union, you may also bring them before the courts of that State (Regulation (EU) 1215/2012, article 18)."
            }
          ]
        }
      ]
    },
    "withdrawalForm": {
      "title": "Model withdrawal form",
      "only": "(Complete and return this form only if you wish to withdraw from the contract.)",
      "to": "To:",
      "seller": [
        "Maison Immortela Démo SAS",
        "1 rue de l’Exemple",
        "00000 Démoville",
        "France",
        "contact@maison-immortela.example"
      ],
      "notice": "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):",
      "fields": [
        "Ordered on (*)/received on (*):",
        "Name of consumer(s):",
        "Address of consumer(s):",
        "Signature of consumer(s) (only if this form is notified on paper):",
        "Date:"
      ],
      "delete": "(*) Delete as appropriate."
    }
  },
  "fr": {
    "title": "Conditions générales de vente",
    "updated": "Dernière mise à jour : 27 novembre 2026",
    "demoNotice": "Démonstration : cette boutique fonctionne avec des informations d’entreprise fictives. Aucun des noms, numéros et adresses ci-dessous n’appartient à une entreprise réelle.",
    "document": {
      "intro": "Les présentes conditions générales de vente (CGV) régissent toute commande passée sur ce site par un consommateur. Lisez-les avant de commander : vous les acceptez en cochant la case prévue lors de la commande, et la version acceptée reste celle qui s’applique à votre commande. Chaque e-mail de confirmation y renvoie.",
      "sections": [
        {
          "id": "seller",
          "title": "1. Le vendeur",
          "blocks": [
            {
              "kind": "p",
              "text": "La boutique est exploitée par Maison Immortela Démo SAS, SAS (société par actions simplifiée), demonstration company, au capital de 1 000 €, immatriculée au RCS Démoville 000 000 000, SIRET 000 000 000 00000, TVA intracommunautaire FR12000000000, dont le siège social est situé 1 rue de l’Exemple, 00000 Démoville, France. Vous pouvez nous joindre par e-mail à [contact@maison-immortela.example](mailto:contact@maison-immortela.example), par téléphone au [+33 0 00 00 00 00](tel:+33000000000) ou par courrier à cette adresse. Nos informations complètes figurent dans les [mentions légales](/legal-notice)."
            },
            {
              "kind": "p",
              "text": "Notre identifiant unique (IDU) au registre des producteurs de la filière REP des emballages ménagers, tenu par l’ADEME (code de l’environnement, article L541-10-13), est FR000000_01DEMO."
            }
          ]
        },
        {
          "id": "scope",
          "title": "2. Champ d’application",
          "blocks": [
            {
              "kind": "p",
              "text": "Ces conditions s’appliquent à la vente de nos produits sur ce site aux consommateurs, c’est-à-dire aux personnes qui achètent à des fins n’entrant pas dans le cadre de leur activité commerciale, industrielle, artisanale ou libérale : achats, précommandes et réservations. Les conditions en vigueur au jour de votre commande s’y appliquent ; une modification ultérieure ne s’applique jamais à une commande déjà passée. Le contrat est conclu en français ou en anglais, dans la langue dans laquelle vous passez commande."
            }
          ]
        },
        {
          "id": "products",
          "title": "3. Nos produits",
          "blocks": [
            {
              "kind": "p",
              "text": "Chaque fiche produit présente les caractéristiques essentielles du produit : sa nature, ses ingrédients, sa contenance, son mode d’emploi, ses précautions d’emploi et son prix. Nos photographies sont aussi fidèles que possible ; nos porcelaines sont finies à la main, de légères différences d’une pièce à l’autre font partie de leur caractère et ne constituent pas un défaut. Les produits sont proposés dans la limite des stocks disponibles ; un produit qui ne peut plus être commandé l’indique."
            }
          ]
        },
        {
          "id": "prices",
          "title": "4. Prix",
          "blocks": [
            {
              "kind": "list",
              "items": [
                "Les prix sont indiqués toutes taxes comprises (TTC). La TVA qu’ils comprennent dépend du pays de livraison, comme indiqué ci-dessous ; le prix que vous payez, non. Ils sont affichés en euros ou en dollars américains, au choix dans l’en-tête ou le panier (en euros par défaut sur la version française de la boutique, en dollars américains sur la version anglaise). Vous payez dans la devise affichée au moment de la commande.",
                "Les frais de livraison dépendent du pays de livraison et du poids de la commande, et peuvent être offerts au-delà d’un montant indiqué dans le panier. Ils figurent dans le récapitulatif de votre commande avant que vous ne commandiez : vous ne payez jamais de frais qui ne vous ont pas été indiqués.",
                "Le prix payé est celui affiché au moment de la commande. Notre serveur le confirme à partir du catalogue à l’ouverture de la page de paiement, et le récapitulatif indique le total et la TVA qu’il comprend avant que vous ne vous engagiez.",
                "Lorsque nous annonçons une réduction de prix, le prix barré est le prix le plus bas que nous avons pratiqué pour ce produit au cours des 30 jours précédant la réduction (code de la consommation, article L112-1-1)."
              ]
            },
            {
              "kind": "h3",
              "text": "La TVA selon le pays de livraison"
            },
            {
              "kind": "p",
              "text": "Quel que soit le pays de livraison, vous payez le prix affiché : seule la TVA que ce prix comprend change, selon les règles du droit fiscal français et européen. Le récapitulatif de votre commande l’indique avant que vous ne commandiez : le taux et le montant de la TVA incluse, ou l’exonération à l’exportation."
            },
            {
              "kind": "list",
              "items": [
                "Livraison en France ou à Monaco : TVA française.",
                "Livraison dans un autre pays de l’Union européenne : TVA française tant que nos ventes à distance aux consommateurs de l’Union européenne ne dépassent pas le seuil de 10 000 euros par an (code général des impôts (CGI), articles 258 A et 259 D ; directive 2006/112/CE, article 59 quater). Au-delà, ou plus tôt si nous optons pour ce régime, TVA de votre pays à son propre taux, que nous déclarons et acquittons par le guichet unique (OSS) de l’Union européenne.",
                "Livraison hors de l’Union européenne : la vente est une exportation, exonérée de TVA française (code général des impôts, article 262 I), et le prix ne comprend aucune TVA. Votre pays peut percevoir des droits et taxes à l’importation à la livraison, à votre charge (article 9)."
              ]
            }
          ]
        },
        {
          "id": "ordering",
          "title": "5. Passer commande",
          "blocks": [
            {
              "kind": "list",
              "ordered": true,
              "items": [
                "Ajoutez des produits à votre panier, ou choisissez de réserver un produit depuis sa fiche.",
                "Lors de la commande, indiquez vos coordonnées et votre adresse de livraison, puis vérifiez le récapitulatif : produits, quantités, total, frais de livraison et TVA incluse. Vous pouvez tout corriger jusqu’à la dernière étape.",
                "Cochez la case d’acceptation des présentes conditions générales de vente et de notre [politique de confidentialité](/privacy).",
                "Appuyez sur « Commander avec obligation de paiement » : ce bouton vous engage à payer. Vous réglez ensuite sur la page de paiement sécurisée.",
                "Votre commande est ferme dès l’acceptation de votre paiement. Nous la confirmons aussitôt par e-mail, avec son numéro, son contenu et les montants réglés, un lien vers les présentes conditions et les informations sur votre droit de rétractation."
              ]
            },
            {
              "kind": "p",
              "text": "Vous pouvez suivre votre commande à tout moment sur la page [suivi de commande](/order) avec son numéro et votre adresse e-mail, ou dans votre espace membre si vous avez commandé connecté. Pour une commande d’un montant égal ou supérieur à 120 euros, nous conservons l’écrit constatant le contrat pendant dix ans à compter de la livraison et vous y donnons accès sur demande (code de la consommation, articles L213-1 et D213-1)."
            }
          ]
        },
        {
          "id": "payment",
          "title": "6. Paiement",
          "blocks": [
            {
              "kind": "p",
              "text": "Vous payez par carte bancaire sur la page de paiement sécurisée de notre prestataire de paiement, Stripe. Vous saisissez vos coordonnées bancaires sur la page de Stripe : elles ne nous sont jamais transmises. Le débit a lieu lorsque vous validez le paiement : le prix total pour un achat ou une précommande ; pour une réservation, l’acompte de 50 % ou le prix total, selon votre choix."
            },
            {
              "kind": "p",
              "text": "Une page de paiement reste ouverte 30 minutes. Une commande non réglée est annulée au bout de 24 heures, et les produits qu’elle retenait redeviennent disponibles. Un paiement qui nous parvient pour une commande que nous ne pouvons plus honorer (annulée entre-temps, ou dont la dernière unité a été vendue) est remboursé automatiquement et intégralement."
            }
          ]
        },
        {
          "id": "reservations",
          "title": "7. Réservations",
          "blocks": [
            {
              "kind": "p",
              "text": "Certains produits peuvent être réservés avant d’être disponibles. Une réservation nécessite un compte membre, où vous la suivez et réglez son solde. En réservant, vous versez soit un acompte de 50 % du prix, soit le prix total, selon votre choix lors de la commande. L’acompte est un paiement partiel d’un prix fixé au jour de la réservation."
            },
            {
              "kind": "p",
              "text": "Nous vous prévenons lorsque votre article est prêt. Le solde (les 50 % restants) se règle alors depuis [Mes réservations](/my-reservations), avant l’expédition ; nous expédions votre article une fois son prix intégralement payé. La date de livraison estimée est indiquée avant la réservation et dans votre confirmation."
            },
            {
              "kind": "p",
              "text": "Vous pouvez annuler une réservation sans frais tant que votre article n’est pas préparé pour l’expédition : tout ce que vous avez versé vous est alors remboursé, sous 14 jours. Les conditions d’annulation affichées lors de la commande sont celles que vous acceptez ; nous les conservons avec votre commande, avec la date et l’heure de votre acceptation. Votre droit de rétractation (article 10) s’applique en outre, à compter de la livraison."
            }
          ]
        },
        {
          "id": "preorders",
          "title": "8. Précommandes",
          "blocks": [
            {
              "kind": "p",
              "text": "Certains produits peuvent être précommandés : vous payez le prix total à la commande et nous expédions votre produit dès que le prochain lot est prêt. Le délai prévu est indiqué sur la fiche produit avant la commande. Si nous ne pouvons pas le tenir, nous vous prévenons dès que nous le savons, avec une nouvelle date ; vous pouvez alors annuler votre commande et être intégralement remboursé sous 14 jours."
            }
          ]
        },
        {
          "id": "delivery",
          "title": "9. Livraison",
          "blocks": [
            {
              "kind": "p",
              "text": "Nous livrons à l’adresse indiquée lors de la commande, dans les pays proposés. Sauf date plus tardive indiquée dans votre commande (précommandes et réservations), nous livrons au plus tard 30 jours après la commande (code de la consommation, article L216-1). Si nous ne livrons pas à la date ou dans le délai convenus, vous pouvez nous enjoindre, par e-mail ou par courrier, de livrer dans un délai supplémentaire raisonnable ; à défaut, vous pouvez résoudre le contrat, et nous vous remboursons sous 14 jours (articles L216-6 et L216-7)."
            },
            {
              "kind": "p",
              "text": "Les produits voyagent à nos risques jusqu’à ce que vous, ou un tiers désigné par vous autre que le transporteur, en preniez physiquement possession (article L216-4). Vérifiez votre colis à la livraison et signalez-nous tout produit abîmé ou manquant, afin que nous y remédiions ; cela ne limite jamais vos garanties légales. Les livraisons hors de l’Union européenne peuvent être soumises à des droits et taxes d’importation du pays de destination, à la charge du destinataire."
            }
          ]
        },
        {
          "id": "withdrawal",
          "title": "10. Droit de rétractation",
          "blocks": [
            {
              "kind": "p",
              "text": "Vous disposez d’un délai de 14 jours pour vous rétracter du contrat, sans avoir à motiver votre décision. Ce délai court à compter du jour où vous, ou un tiers désigné par vous autre que le transporteur, prenez physiquement possession des produits ; pour une commande livrée en plusieurs colis, à compter de la réception du dernier (code de la consommation, article L221-18). Un délai qui expire un samedi, un dimanche ou un jour férié est prolongé jusqu’au premier jour ouvrable suivant."
            },
            {
              "kind": "h3",
              "text": "L’exception des cosmétiques"
            },
            {
              "kind": "p",
              "text": "Le droit de rétractation ne peut être exercé pour les biens qui ont été descellés par le consommateur après la livraison et qui ne peuvent être renvoyés pour des raisons d’hygiène ou de protection de la santé (code de la consommation, article L221-28, 9°). Nos élixirs et nos crèmes sont livrés scellés : une fois l’opercule ou le scellé d’un produit rompu, vous ne pouvez plus vous rétracter de son achat. Vous conservez ce droit pour tout produit dont le scellé est intact, et les garanties légales (articles 11 et 12) s’appliquent dans tous les cas."
            },
            {
              "kind": "h3",
              "text": "Comment vous rétracter"
            },
            {
              "kind": "p",
              "text": "Informez-nous avant la fin du délai, par l’un de ces moyens :"
            },
            {
              "kind": "list",
              "items": [
                "remplissez en ligne notre [formulaire de rétractation](/withdrawal-form) ; c’est aussi le modèle de formulaire de rétractation, que vous pouvez imprimer et nous envoyer par courrier ;",
                "appuyez sur « Renoncer au contrat ici » sur votre commande (le lien du même nom, en bas de chaque page, y mène), dans [Mes commandes](/my-orders) si vous avez commandé en tant que membre, ou sur la page [suivi de commande](/order) avec votre numéro de commande et votre adresse e-mail ;",
                "adressez-nous toute autre déclaration dénuée d’ambiguïté, par e-mail à [contact@maison-immortela.example](mailto:contact@maison-immortela.example) ou par courrier à 1 rue de l’Exemple, 00000 Démoville, France."
              ]
            },
            {
              "kind": "p",
              "text": "Nous accusons réception de votre rétractation sans délai par e-mail, avec la date et l’heure auxquelles nous l’avons reçue."
            },
            {
              "kind": "h3",
              "text": "Retour des produits et remboursement"
            },
            {
              "kind": "p",
              "text": "Renvoyez les produits à Maison Immortela Démo SAS, 1 rue de l’Exemple, 00000 Démoville, France, sans retard excessif et au plus tard 14 jours après nous avoir informés de votre décision. Les frais directs de renvoi sont à votre charge. Votre responsabilité n’est engagée qu’en cas de dépréciation des produits résultant de manipulations autres que celles nécessaires pour établir leur nature, leurs caractéristiques et leur bon fonctionnement (article L221-23)."
            },
            {
              "kind": "p",
              "text": "Nous vous remboursons la totalité des sommes versées pour les produits concernés, frais de livraison standard compris, sans retard excessif et au plus tard 14 jours après avoir été informés de votre décision, par le moyen de paiement que vous avez utilisé et sans frais pour vous. Nous pouvons différer le remboursement jusqu’à la récupération des produits ou jusqu’à ce que vous ayez fourni une preuve de leur expédition, la date retenue étant celle du premier de ces faits (article L221-24)."
            }
          ]
        },
        {
          "id": "conformity",
          "title": "11. Garantie légale de conformité",
          "blocks": [
            {
              "kind": "p",
              "text": "En tant que vendeur, nous répondons des défauts de conformité de nos produits dans les conditions des articles L217-3 et suivants du code de la consommation, sans frais pour vous. Dans les termes prévus par la loi (article D211-2) :"
            },
            {
              "kind": "p",
              "text": "Le consommateur dispose d’un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d’apparition d’un défaut de conformité. Durant ce délai, le consommateur n’est tenu d’établir que l’existence du défaut de conformité et non la date d’apparition de celui-ci."
            },
            {
              "kind": "p",
              "text": "La garantie légale de conformité donne au consommateur droit à la réparation ou au remplacement du bien dans un délai de trente jours suivant sa demande, sans frais et sans inconvénient majeur pour lui. Si le bien est réparé dans le cadre de la garantie légale de conformité, le consommateur bénéficie d’une extension de six mois de la garantie initiale. Si le consommateur demande la réparation du bien, mais que le vendeur impose le remplacement, la garantie légale de conformité est renouvelée pour une période de deux ans à compter de la date de remplacement du bien."
            },
            {
              "kind": "p",
              "text": "Le consommateur peut obtenir une réduction du prix d’achat en conservant le bien ou mettre fin au contrat en se faisant rembourser intégralement contre restitution du bien, si :"
            },
            {
              "kind": "list",
              "ordered": true,
              "items": [
                "le professionnel refuse de réparer ou de remplacer le bien ;",
                "la réparation ou le remplacement du bien intervient après un délai de trente jours ;",
                "la réparation ou le remplacement du bien occasionne un inconvénient majeur pour le consommateur, notamment lorsque le consommateur supporte définitivement les frais de reprise ou d’enlèvement du bien non conforme, ou s’il supporte les frais d’installation du bien réparé ou de remplacement ;",
                "la non-conformité du bien persiste en dépit de la tentative de mise en conformité du vendeur restée infructueuse."
              ]
            },
            {
              "kind": "p",
              "text": "Le consommateur a également droit à une réduction du prix du bien ou à la résolution du contrat lorsque le défaut de conformité est si grave qu’il justifie que la réduction du prix ou la résolution du contrat soit immédiate. Le consommateur n’est alors pas tenu de demander la réparation ou le remplacement du bien au préalable. Le consommateur n’a pas droit à la résolution de la vente si le défaut de conformité est mineur. Toute période d’immobilisation du bien en vue de sa réparation ou de son remplacement suspend la garantie qui restait à courir jusqu’à la délivrance du bien remis en état."
            },
            {
              "kind": "p",
              "text": "Les droits mentionnés ci-dessus résultent de l’application des articles L217-1 à L217-32 du code de la consommation. Le vendeur qui fait obstacle de mauvaise foi à la mise en œuvre de la garantie légale de conformité encourt une amende civile d’un montant maximal de 300 000 euros, qui peut être porté jusqu’à 10 % du chiffre d’affaires moyen annuel (article L241-5 du code de la consommation)."
            },
            {
              "kind": "p",
              "text": "Pour faire jouer cette garantie, écrivez à [contact@maison-immortela.example](mailto:contact@maison-immortela.example) en indiquant votre numéro de commande et en décrivant ou photographiant le problème. Les frais de retour d’un produit non conforme sont à notre charge."
            },
            {
              "kind": "h3",
              "text": "Garantie légale"
            },
            {
              "kind": "p",
              "text": "Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne."
            },
            {
              "kind": "p",
              "text": "Les consommateurs peuvent faire valoir leurs droits au titre de la garantie légale de conformité, par exemple si les biens :"
            },
            {
              "kind": "list",
              "items": [
                "ne correspondent pas à la description ;",
                "ne fonctionnent pas comme prévu."
              ]
            },
            {
              "kind": "p",
              "text": "Les vendeurs sont responsables de tout défaut de conformité qui existait au moment de la livraison des biens et qui apparaît pendant la période de garantie légale. Les vendeurs se trouvant dans une telle situation sont tenus de proposer :"
            },
            {
              "kind": "list",
              "items": [
                "une réparation gratuite ou un remplacement gratuit ;",
                "dans certains cas, une réduction de prix ou un remboursement intégral."
              ]
            },
            {
              "kind": "p",
              "text": "Dans certains pays, la période de garantie légale est plus longue. Pour les biens d’occasion, une période plus courte peut s’appliquer, mais elle ne peut être inférieure à un an."
            },
            {
              "kind": "p",
              "text": "Pour en savoir plus sur vos droits dans un pays donné, scannez le code QR ci-dessous ou consultez le vendeur : [europa.eu/youreurope (garanties et retours)](https://europa.eu/youreurope/citizens/consumers/shopping/guarantees-returns/index_fr.htm)"
            },
            {
              "kind": "p",
              "text": "Que faire si vous recevez des biens non conformes :"
            },
            {
              "kind": "list",
              "ordered": true,
              "items": [
                "Contactez le vendeur dès que possible pour signaler le problème ;",
                "Fournissez une preuve d’achat, telle qu’un reçu, une facture ou un relevé bancaire."
              ]
            },
            {
              "kind": "p",
              "text": "Les vendeurs et les producteurs peuvent également offrir des garanties commerciales, qui s’appliquent indépendamment de la garantie légale. Par exemple, il se peut que votre bien affiche ce label GARAN, représentant une garantie commerciale de durabilité offerte par le producteur sans frais supplémentaires et s’appliquant à l’ensemble du bien."
            },
            {
              "kind": "p",
              "text": "Le vendeur, Maison Immortela Démo SAS, répond de la garantie légale de conformité pendant 2 ans à compter de la livraison (code de la consommation, articles L217-3 et L217-7). Pour la mettre en œuvre, écrivez à contact@maison-immortela.example."
            }
          ]
        },
        {
          "id": "hidden-defects",
          "title": "12. Garantie des vices cachés",
          "blocks": [
            {
              "kind": "p",
              "text": "Vous bénéficiez également de la garantie légale des vices cachés des articles 1641 à 1649 du code civil, pendant deux ans à compter de la découverte du défaut (article 1648). Elle donne droit à une réduction du prix si vous conservez le produit, ou à un remboursement intégral contre sa restitution (article 1644)."
            }
          ]
        },
        {
          "id": "complaints",
          "title": "13. Questions et réclamations",
          "blocks": [
            {
              "kind": "p",
              "text": "Pour toute question ou réclamation sur une commande, écrivez à [contact@maison-immortela.example](mailto:contact@maison-immortela.example), appelez le [+33 0 00 00 00 00](tel:+33000000000), utilisez le [formulaire de contact](/contact) ou écrivez à Maison Immortela Démo SAS, 1 rue de l’Exemple, 00000 Démoville, France. Merci d’indiquer votre numéro de commande."
            },
            {
              "kind": "p",
              "text": "Si une partie de ce site vous est difficile à utiliser, notre [déclaration d’accessibilité](/accessibility) indique son niveau d’accessibilité, ce que nous avons testé, ses limites connues et comment nous le signaler."
            }
          ]
        },
        {
          "id": "mediation",
          "title": "14. Médiation de la consommation",
          "blocks": [
            {
              "kind": "p",
              "text": "Si un litige subsiste après une réclamation écrite adressée à nos services, vous pouvez recourir gratuitement au médiateur de la consommation auquel nous avons adhéré (code de la consommation, articles L612-1 et suivants) : Médiateur Démo de la consommation, [https://mediateur.example](https://mediateur.example), 3 place de l’Exemple, 00000 Démoville, France. Vous pouvez le saisir dans un délai d’un an à compter de votre réclamation écrite. La médiation est facultative pour chacune des parties, et vous pouvez saisir le juge à tout moment."
            }
          ]
        },
        {
          "id": "personal-data",
          "title": "15. Données personnelles",
          "blocks": [
            {
              "kind": "p",
              "text": "Nous utilisons vos coordonnées pour prendre, livrer et suivre votre commande. Ce que nous collectons, pourquoi, pour combien de temps, qui les reçoit et vos droits sont présentés dans notre [politique de confidentialité](/privacy)."
            }
          ]
        },
        {
          "id": "law",
          "title": "16. Droit applicable et litiges",
          "blocks": [
            {
              "kind": "p",
              "text": "Les présentes conditions et les contrats qu’elles régissent sont soumis au droit français. Si vous résidez dans un autre pays de l’Union européenne, vous conservez la protection des dispositions impératives de la loi de votre pays de résidence (règlement (CE) n° 593/2008, dit « Rome I », article 6)."
            },
            {
              "kind": "p",
              "text": "Un litige est porté devant la juridiction compétente selon la loi. En tant que consommateur, vous pouvez saisir la juridiction du lieu où vous demeuriez au moment de la conclusion du contrat ou de la survenance du fait dommageable (code de la consommation, article R631-3) ; si vous résidez dans un autre État membre de l’Union européenne, vous pouvez aussi saisir les juridictions de cet État (règlement (UE) n° 1215/2012, article 18)."
            }
          ]
        }
      ]
    },
    "withdrawalForm": {
      "title": "Modèle de formulaire de rétractation",
      "only": "(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)",
      "to": "À l’attention de :",
      "seller": [
        "Maison Immortela Démo SAS",
        "1 rue de l’Exemple",
        "00000 Démoville",
        "France",
        "contact@maison-immortela.example"
      ],
      "notice": "Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :",
      "fields": [
        "Commandé le (*)/reçu le (*) :",
        "Nom du (des) consommateur(s) :",
        "Adresse du (des) consommateur(s) :",
        "Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :",
        "Date :"
      ],
      "delete": "(*) Rayez la mention inutile."
    }
  }
}$terms$::jsonb
);
