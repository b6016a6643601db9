// Les pages légales en français : mentions légales, conditions générales de vente, politique de confidentialité,
// cookies. Les informations du vendeur viennent de supabase/functions/_shared/legal-facts.ts (src/content/legal.ts
// choisit le jeu de la compilation) ; le texte est le nôtre.
import { formatAddress, type LegalFacts, type PostalAddress } from '@/content/legal';
import { guaranteeNoticeBlocks } from '@/content/guarantee-notice';
import type { LegalCopy } from '@/content/types';

const STRIPE =
  'Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irlande';
const CNIL =
  'Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07';

export function legalCopy(facts: LegalFacts): LegalCopy {
  const address = (value: PostalAddress) => formatAddress(value, 'fr');
  const office = address(facts.address);
  const email = `[${facts.email}](mailto:${facts.email})`;
  const phone = `[${facts.phone}](tel:${facts.phone.replace(/[^+\d]/g, '')})`;
  const host = (org: LegalFacts['siteHost']) => [
    { label: 'Nom', value: org.name },
    { label: 'Adresse', value: address(org.address) },
    {
      label: 'Contact',
      value: org.contact.startsWith('http') ? `[${org.contact}](${org.contact})` : org.contact,
    },
  ];

  return {
    updated: 'Dernière mise à jour : 27 novembre 2026',
    contents: 'Sommaire',
    demoNotice:
      'Démonstration : cette boutique fonctionne avec des informations d’entreprise fictives. Aucun des noms, numéros et adresses ci-dessous n’appartient à une entreprise réelle.',
    newTab: '(s’ouvre dans un nouvel onglet)',
    pages: {
      legalNotice: {
        intro:
          'Qui édite et qui héberge ce site, comme l’exige la loi (loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, article 6).',
        sections: [
          {
            id: 'publisher',
            title: 'Éditeur du site',
            blocks: [
              { kind: 'p', text: 'Ce site et la boutique qu’il contient sont édités par :' },
              {
                kind: 'facts',
                rows: [
                  { label: 'Raison sociale', value: facts.companyName },
                  { label: 'Forme juridique', value: facts.legalForm },
                  { label: 'Capital social', value: facts.shareCapital },
                  { label: 'Registre du commerce et des sociétés', value: facts.rcs },
                  { label: 'SIRET', value: facts.siret },
                  { label: 'Numéro de TVA intracommunautaire', value: facts.vatNumber },
                  { label: 'Siège social', value: office },
                  { label: 'E-mail', value: email },
                  { label: 'Téléphone', value: phone },
                  {
                    label: 'Identifiant unique emballages ménagers (IDU, code de l’environnement L541-10-13)',
                    value: facts.packagingIdu,
                  },
                ],
              },
            ],
          },
          {
            id: 'director',
            title: 'Directeur de la publication',
            blocks: [
              {
                kind: 'p',
                text: `Le directeur de la publication est ${facts.publicationDirector}, joignable à l’adresse ${email}.`,
              },
            ],
          },
          {
            id: 'hosting',
            title: 'Hébergement',
            blocks: [
              { kind: 'p', text: 'Le site (ses pages, ses scripts et ses images) est hébergé par :' },
              { kind: 'facts', rows: host(facts.siteHost) },
              {
                kind: 'p',
                text: 'Les données de la boutique (la base de données, les fichiers déposés et les fonctions serveur) sont hébergées par :',
              },
              { kind: 'facts', rows: host(facts.dataHost) },
            ],
          },
          {
            id: 'intellectual-property',
            title: 'Propriété intellectuelle',
            blocks: [
              {
                kind: 'p',
                text: `Les textes, photographies, illustrations, logos et la mise en page de ce site appartiennent à ${facts.companyName} ou à leurs auteurs, qui nous ont autorisés à les utiliser, et sont protégés par le code de la propriété intellectuelle. Toute reproduction, adaptation ou utilisation sans autorisation écrite préalable est interdite, hors usage privé et courtes citations mentionnant la source.`,
              },
            ],
          },
          {
            id: 'contact',
            title: 'Contact',
            blocks: [
              {
                kind: 'p',
                text: `Pour toute question sur le site, écrivez à ${email}, appelez le ${phone} ou utilisez le [formulaire de contact](/contact). Pour signaler un contenu que vous estimez illicite, écrivez à ${email} en indiquant où il se trouve et pourquoi ; nous agissons promptement.`,
              },
              {
                kind: 'p',
                text: 'Voir aussi nos [conditions générales de vente](/terms), notre [politique de confidentialité](/privacy) et ce que la boutique garde dans votre navigateur : [cookies et stockage du navigateur](/cookies).',
              },
            ],
          },
        ],
      },

      terms: {
        intro: `Les présentes conditions générales de vente (CGV) régissent toute commande passée sur ce site par un consommateur. Lisez-les avant de commander : vous les acceptez en cochant la case prévue lors de la commande, et la version acceptée reste celle qui s’applique à votre commande. Chaque e-mail de confirmation y renvoie.`,
        sections: [
          {
            id: 'seller',
            title: '1. Le vendeur',
            blocks: [
              {
                kind: 'p',
                text: `La boutique est exploitée par ${facts.companyName}, ${facts.legalForm}, au capital de ${facts.shareCapital}, immatriculée au ${facts.rcs}, SIRET ${facts.siret}, TVA intracommunautaire ${facts.vatNumber}, dont le siège social est situé ${office}. Vous pouvez nous joindre par e-mail à ${email}, par téléphone au ${phone} ou par courrier à cette adresse. Nos informations complètes figurent dans les [mentions légales](/legal-notice).`,
              },
              {
                kind: 'p',
                text: `Notre identifiant unique (IDU) au registre des producteurs de la filière REP des emballages ménagers, tenu par l’ADEME (code de l’environnement, article L541-10-13), est ${facts.packagingIdu}.`,
              },
            ],
          },
          {
            id: 'scope',
            title: '2. Champ d’application',
            blocks: [
              {
                kind: 'p',
                text: 'Ces conditions s’appliquent à la vente de nos produits sur ce site aux consommateurs, c’est-à-dire aux personnes qui achètent à des fins n’entrant pas dans le cadre de leur activité commerciale, industrielle, artisanale ou libérale : achats, précommandes et réservations. Les conditions en vigueur au jour de votre commande s’y appliquent ; une modification ultérieure ne s’applique jamais à une commande déjà passée. Le contrat est conclu en français ou en anglais, dans la langue dans laquelle vous passez commande.',
              },
            ],
          },
          {
            id: 'products',
            title: '3. Nos produits',
            blocks: [
              {
                kind: 'p',
                text: 'Chaque fiche produit présente les caractéristiques essentielles du produit : sa nature, ses ingrédients, sa contenance, son mode d’emploi, ses précautions d’emploi et son prix. Nos photographies sont aussi fidèles que possible ; nos porcelaines sont finies à la main, de légères différences d’une pièce à l’autre font partie de leur caractère et ne constituent pas un défaut. Les produits sont proposés dans la limite des stocks disponibles ; un produit qui ne peut plus être commandé l’indique.',
              },
            ],
          },
          {
            id: 'prices',
            title: '4. Prix',
            blocks: [
              {
                kind: 'list',
                items: [
                  'Les prix sont indiqués toutes taxes comprises (TTC). La TVA qu’ils comprennent dépend du pays de livraison, comme indiqué ci-dessous ; le prix que vous payez, non. Ils sont affichés en euros ou en dollars américains, au choix dans l’en-tête ou le panier (en euros par défaut sur la version française de la boutique, en dollars américains sur la version anglaise). Vous payez dans la devise affichée au moment de la commande.',
                  'Les frais de livraison dépendent du pays de livraison et du poids de la commande, et peuvent être offerts au-delà d’un montant indiqué dans le panier. Ils figurent dans le récapitulatif de votre commande avant que vous ne commandiez : vous ne payez jamais de frais qui ne vous ont pas été indiqués.',
                  'Le prix payé est celui affiché au moment de la commande. Notre serveur le confirme à partir du catalogue à l’ouverture de la page de paiement, et le récapitulatif indique le total et la TVA qu’il comprend avant que vous ne vous engagiez.',
                  'Lorsque nous annonçons une réduction de prix, le prix barré est le prix le plus bas que nous avons pratiqué pour ce produit au cours des 30 jours précédant la réduction (code de la consommation, article L112-1-1).',
                ],
              },
              { kind: 'h3', text: 'La TVA selon le pays de livraison' },
              {
                kind: 'p',
                text: 'Quel que soit le pays de livraison, vous payez le prix affiché : seule la TVA que ce prix comprend change, selon les règles du droit fiscal français et européen. Le récapitulatif de votre commande l’indique avant que vous ne commandiez : le taux et le montant de la TVA incluse, ou l’exonération à l’exportation.',
              },
              {
                kind: 'list',
                items: [
                  'Livraison en France ou à Monaco : TVA française.',
                  'Livraison dans un autre pays de l’Union européenne : TVA française tant que nos ventes à distance aux consommateurs de l’Union européenne ne dépassent pas le seuil de 10\u00a0000 euros par an (code général des impôts (CGI), articles 258 A et 259 D ; directive 2006/112/CE, article 59 quater). Au-delà, ou plus tôt si nous optons pour ce régime, TVA de votre pays à son propre taux, que nous déclarons et acquittons par le guichet unique (OSS) de l’Union européenne.',
                  'Livraison hors de l’Union européenne : la vente est une exportation, exonérée de TVA française (code général des impôts, article 262 I), et le prix ne comprend aucune TVA. Votre pays peut percevoir des droits et taxes à l’importation à la livraison, à votre charge (article 9).',
                ],
              },
            ],
          },
          {
            id: 'ordering',
            title: '5. Passer commande',
            blocks: [
              {
                kind: 'list',
                ordered: true,
                items: [
                  'Ajoutez des produits à votre panier, ou choisissez de réserver un produit depuis sa fiche.',
                  'Lors de la commande, indiquez vos coordonnées et votre adresse de livraison, puis vérifiez le récapitulatif : produits, quantités, total, frais de livraison et TVA incluse. Vous pouvez tout corriger jusqu’à la dernière étape.',
                  'Cochez la case d’acceptation des présentes conditions générales de vente et de notre [politique de confidentialité](/privacy).',
                  'Appuyez sur « Commander avec obligation de paiement » : ce bouton vous engage à payer. Vous réglez ensuite sur la page de paiement sécurisée.',
                  'Votre commande est ferme dès l’acceptation de votre paiement. Nous la confirmons aussitôt par e-mail, avec son numéro, son contenu et les montants réglés, un lien vers les présentes conditions et les informations sur votre droit de rétractation.',
                ],
              },
              {
                kind: 'p',
                text: 'Vous pouvez suivre votre commande à tout moment sur la page [suivi de commande](/order) avec son numéro et votre adresse e-mail, ou dans votre espace membre si vous avez commandé connecté. Pour une commande d’un montant égal ou supérieur à 120 euros, nous conservons l’écrit constatant le contrat pendant dix ans à compter de la livraison et vous y donnons accès sur demande (code de la consommation, articles L213-1 et D213-1).',
              },
            ],
          },
          {
            id: 'payment',
            title: '6. Paiement',
            blocks: [
              {
                kind: 'p',
                text: 'Vous payez par carte bancaire sur la page de paiement sécurisée de notre prestataire de paiement, Stripe. Vous saisissez vos coordonnées bancaires sur la page de Stripe : elles ne nous sont jamais transmises. Le débit a lieu lorsque vous validez le paiement : le prix total pour un achat ou une précommande ; pour une réservation, l’acompte de 50 % ou le prix total, selon votre choix.',
              },
              {
                kind: 'p',
                text: 'Une page de paiement reste ouverte 30 minutes. Une commande non réglée est annulée au bout de 24 heures, et les produits qu’elle retenait redeviennent disponibles. Un paiement qui nous parvient pour une commande que nous ne pouvons plus honorer (annulée entre-temps, ou dont la dernière unité a été vendue) est remboursé automatiquement et intégralement.',
              },
            ],
          },
          {
            id: 'reservations',
            title: '7. Réservations',
            blocks: [
              {
                kind: 'p',
                text: 'Certains produits peuvent être réservés avant d’être disponibles. Une réservation nécessite un compte membre, où vous la suivez et réglez son solde. En réservant, vous versez soit un acompte de 50 % du prix, soit le prix total, selon votre choix lors de la commande. L’acompte est un paiement partiel d’un prix fixé au jour de la réservation.',
              },
              {
                kind: 'p',
                text: 'Nous vous prévenons lorsque votre article est prêt. Le solde (les 50 % restants) se règle alors depuis [Mes réservations](/my-reservations), avant l’expédition ; nous expédions votre article une fois son prix intégralement payé. La date de livraison estimée est indiquée avant la réservation et dans votre confirmation.',
              },
              {
                kind: 'p',
                text: 'Vous pouvez annuler une réservation sans frais tant que votre article n’est pas préparé pour l’expédition : tout ce que vous avez versé vous est alors remboursé, sous 14 jours. Les conditions d’annulation affichées lors de la commande sont celles que vous acceptez ; nous les conservons avec votre commande, avec la date et l’heure de votre acceptation. Votre droit de rétractation (article 10) s’applique en outre, à compter de la livraison.',
              },
            ],
          },
          {
            id: 'preorders',
            title: '8. Précommandes',
            blocks: [
              {
                kind: 'p',
                text: 'Certains produits peuvent être précommandés : vous payez le prix total à la commande et nous expédions votre produit dès que le prochain lot est prêt. Le délai prévu est indiqué sur la fiche produit avant la commande. Si nous ne pouvons pas le tenir, nous vous prévenons dès que nous le savons, avec une nouvelle date ; vous pouvez alors annuler votre commande et être intégralement remboursé sous 14 jours.',
              },
            ],
          },
          {
            id: 'delivery',
            title: '9. Livraison',
            blocks: [
              {
                kind: 'p',
                text: 'Nous livrons à l’adresse indiquée lors de la commande, dans les pays proposés. Sauf date plus tardive indiquée dans votre commande (précommandes et réservations), nous livrons au plus tard 30 jours après la commande (code de la consommation, article L216-1). Si nous ne livrons pas à la date ou dans le délai convenus, vous pouvez nous enjoindre, par e-mail ou par courrier, de livrer dans un délai supplémentaire raisonnable ; à défaut, vous pouvez résoudre le contrat, et nous vous remboursons sous 14 jours (articles L216-6 et L216-7).',
              },
              {
                kind: 'p',
                text: 'Les produits voyagent à nos risques jusqu’à ce que vous, ou un tiers désigné par vous autre que le transporteur, en preniez physiquement possession (article L216-4). Vérifiez votre colis à la livraison et signalez-nous tout produit abîmé ou manquant, afin que nous y remédiions ; cela ne limite jamais vos garanties légales. Les livraisons hors de l’Union européenne peuvent être soumises à des droits et taxes d’importation du pays de destination, à la charge du destinataire.',
              },
            ],
          },
          {
            id: 'withdrawal',
            title: '10. Droit de rétractation',
            blocks: [
              {
                kind: 'p',
                text: 'Vous disposez d’un délai de 14 jours pour vous rétracter du contrat, sans avoir à motiver votre décision. Ce délai court à compter du jour où vous, ou un tiers désigné par vous autre que le transporteur, prenez physiquement possession des produits ; pour une commande livrée en plusieurs colis, à compter de la réception du dernier (code de la consommation, article L221-18). Un délai qui expire un samedi, un dimanche ou un jour férié est prolongé jusqu’au premier jour ouvrable suivant.',
              },
              { kind: 'h3', text: 'L’exception des cosmétiques' },
              {
                kind: 'p',
                text: 'Le droit de rétractation ne peut être exercé pour les biens qui ont été descellés par le consommateur après la livraison et qui ne peuvent être renvoyés pour des raisons d’hygiène ou de protection de la santé (code de la consommation, article L221-28, 9°). Nos élixirs et nos crèmes sont livrés scellés : une fois l’opercule ou le scellé d’un produit rompu, vous ne pouvez plus vous rétracter de son achat. Vous conservez ce droit pour tout produit dont le scellé est intact, et les garanties légales (articles 11 et 12) s’appliquent dans tous les cas.',
              },
              { kind: 'h3', text: 'Comment vous rétracter' },
              { kind: 'p', text: 'Informez-nous avant la fin du délai, par l’un de ces moyens :' },
              {
                kind: 'list',
                items: [
                  'remplissez en ligne notre [formulaire de rétractation](/withdrawal-form) ; c’est aussi le modèle de formulaire de rétractation, que vous pouvez imprimer et nous envoyer par courrier ;',
                  'appuyez sur « Renoncer au contrat ici » sur votre commande (le lien du même nom, en bas de chaque page, y mène), dans [Mes commandes](/my-orders) si vous avez commandé en tant que membre, ou sur la page [suivi de commande](/order) avec votre numéro de commande et votre adresse e-mail ;',
                  `adressez-nous toute autre déclaration dénuée d’ambiguïté, par e-mail à ${email} ou par courrier à ${office}.`,
                ],
              },
              {
                kind: 'p',
                text: 'Nous accusons réception de votre rétractation sans délai par e-mail, avec la date et l’heure auxquelles nous l’avons reçue.',
              },
              { kind: 'h3', text: 'Retour des produits et remboursement' },
              {
                kind: 'p',
                text: `Renvoyez les produits à ${facts.companyName}, ${office}, sans retard excessif et au plus tard 14 jours après nous avoir informés de votre décision. Les frais directs de renvoi sont à votre charge. Votre responsabilité n’est engagée qu’en cas de dépréciation des produits résultant de manipulations autres que celles nécessaires pour établir leur nature, leurs caractéristiques et leur bon fonctionnement (article L221-23).`,
              },
              {
                kind: 'p',
                text: 'Nous vous remboursons la totalité des sommes versées pour les produits concernés, frais de livraison standard compris, sans retard excessif et au plus tard 14 jours après avoir été informés de votre décision, par le moyen de paiement que vous avez utilisé et sans frais pour vous. Nous pouvons différer le remboursement jusqu’à la récupération des produits ou jusqu’à ce que vous ayez fourni une preuve de leur expédition, la date retenue étant celle du premier de ces faits (article L221-24).',
              },
            ],
          },
          {
            id: 'conformity',
            title: '11. Garantie légale de conformité',
            blocks: [
              {
                kind: 'p',
                text: 'En tant que vendeur, nous répondons des défauts de conformité de nos produits dans les conditions des articles L217-3 et suivants du code de la consommation, sans frais pour vous. Dans les termes prévus par la loi (article D211-2) :',
              },
              {
                kind: 'p',
                text: 'Le consommateur dispose d’un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d’apparition d’un défaut de conformité. Durant ce délai, le consommateur n’est tenu d’établir que l’existence du défaut de conformité et non la date d’apparition de celui-ci.',
              },
              {
                kind: 'p',
                text: 'La garantie légale de conformité donne au consommateur droit à la réparation ou au remplacement du bien dans un délai de trente jours suivant sa demande, sans frais et sans inconvénient majeur pour lui. Si le bien est réparé dans le cadre de la garantie légale de conformité, le consommateur bénéficie d’une extension de six mois de la garantie initiale. Si le consommateur demande la réparation du bien, mais que le vendeur impose le remplacement, la garantie légale de conformité est renouvelée pour une période de deux ans à compter de la date de remplacement du bien.',
              },
              {
                kind: 'p',
                text: 'Le consommateur peut obtenir une réduction du prix d’achat en conservant le bien ou mettre fin au contrat en se faisant rembourser intégralement contre restitution du bien, si :',
              },
              {
                kind: 'list',
                ordered: true,
                items: [
                  'le professionnel refuse de réparer ou de remplacer le bien ;',
                  'la réparation ou le remplacement du bien intervient après un délai de trente jours ;',
                  'la réparation ou le remplacement du bien occasionne un inconvénient majeur pour le consommateur, notamment lorsque le consommateur supporte définitivement les frais de reprise ou d’enlèvement du bien non conforme, ou s’il supporte les frais d’installation du bien réparé ou de remplacement ;',
                  'la non-conformité du bien persiste en dépit de la tentative de mise en conformité du vendeur restée infructueuse.',
                ],
              },
              {
                kind: 'p',
                text: 'Le consommateur a également droit à une réduction du prix du bien ou à la résolution du contrat lorsque le défaut de conformité est si grave qu’il justifie que la réduction du prix ou la résolution du contrat soit immédiate. Le consommateur n’est alors pas tenu de demander la réparation ou le remplacement du bien au préalable. Le consommateur n’a pas droit à la résolution de la vente si le défaut de conformité est mineur. Toute période d’immobilisation du bien en vue de sa réparation ou de son remplacement suspend la garantie qui restait à courir jusqu’à la délivrance du bien remis en état.',
              },
              {
                kind: 'p',
                text: 'Les droits mentionnés ci-dessus résultent de l’application des articles L217-1 à L217-32 du code de la consommation. Le vendeur qui fait obstacle de mauvaise foi à la mise en œuvre de la garantie légale de conformité encourt une amende civile d’un montant maximal de 300 000 euros, qui peut être porté jusqu’à 10 % du chiffre d’affaires moyen annuel (article L241-5 du code de la consommation).',
              },
              {
                kind: 'p',
                text: `Pour faire jouer cette garantie, écrivez à ${email} en indiquant votre numéro de commande et en décrivant ou photographiant le problème. Les frais de retour d’un produit non conforme sont à notre charge.`,
              },
              // The harmonised EU notice (Regulation (EU) 2025/1960), as the product dialog and checkout show it.
              ...guaranteeNoticeBlocks('fr', facts),
            ],
          },
          {
            id: 'hidden-defects',
            title: '12. Garantie des vices cachés',
            blocks: [
              {
                kind: 'p',
                text: 'Vous bénéficiez également de la garantie légale des vices cachés des articles 1641 à 1649 du code civil, pendant deux ans à compter de la découverte du défaut (article 1648). Elle donne droit à une réduction du prix si vous conservez le produit, ou à un remboursement intégral contre sa restitution (article 1644).',
              },
            ],
          },
          {
            id: 'complaints',
            title: '13. Questions et réclamations',
            blocks: [
              {
                kind: 'p',
                text: `Pour toute question ou réclamation sur une commande, écrivez à ${email}, appelez le ${phone}, utilisez le [formulaire de contact](/contact) ou écrivez à ${facts.companyName}, ${office}. Merci d’indiquer votre numéro de commande.`,
              },
              {
                kind: 'p',
                text: 'Si une partie de ce site vous est difficile à utiliser, notre [déclaration d’accessibilité](/accessibility) indique son niveau d’accessibilité, ce que nous avons testé, ses limites connues et comment nous le signaler.',
              },
            ],
          },
          {
            id: 'mediation',
            title: '14. Médiation de la consommation',
            blocks: [
              {
                kind: 'p',
                text: `Si un litige subsiste après une réclamation écrite adressée à nos services, vous pouvez recourir gratuitement au médiateur de la consommation auquel nous avons adhéré (code de la consommation, articles L612-1 et suivants) : ${facts.mediator.name}, [${facts.mediator.website}](${facts.mediator.website}), ${address(facts.mediator.address)}. Vous pouvez le saisir dans un délai d’un an à compter de votre réclamation écrite. La médiation est facultative pour chacune des parties, et vous pouvez saisir le juge à tout moment.`,
              },
            ],
          },
          {
            id: 'personal-data',
            title: '15. Données personnelles',
            blocks: [
              {
                kind: 'p',
                text: 'Nous utilisons vos coordonnées pour prendre, livrer et suivre votre commande. Ce que nous collectons, pourquoi, pour combien de temps, qui les reçoit et vos droits sont présentés dans notre [politique de confidentialité](/privacy).',
              },
            ],
          },
          {
            id: 'law',
            title: '16. Droit applicable et litiges',
            blocks: [
              {
                kind: 'p',
                text: 'Les présentes conditions et les contrats qu’elles régissent sont soumis au droit français. Si vous résidez dans un autre pays de l’Union européenne, vous conservez la protection des dispositions impératives de la loi de votre pays de résidence (règlement (CE) n° 593/2008, dit « Rome I », article 6).',
              },
              {
                kind: 'p',
                text: 'Un litige est porté devant la juridiction compétente selon la loi. En tant que consommateur, vous pouvez saisir la juridiction du lieu où vous demeuriez au moment de la conclusion du contrat ou de la survenance du fait dommageable (code de la consommation, article R631-3) ; si vous résidez dans un autre État membre de l’Union européenne, vous pouvez aussi saisir les juridictions de cet État (règlement (UE) n° 1215/2012, article 18).',
              },
            ],
          },
        ],
      },

      privacy: {
        intro:
          'Cette politique explique quelles données personnelles la boutique collecte, pourquoi et sur quelle base légale, combien de temps elle les conserve, qui les reçoit et comment exercer vos droits. Elle s’applique à ce site et aux e-mails qu’il envoie, en application du règlement général sur la protection des données (UE) 2016/679 (RGPD) et de la loi Informatique et Libertés du 6 janvier 1978.',
        sections: [
          {
            id: 'controller',
            title: 'Responsable du traitement',
            blocks: [
              {
                kind: 'p',
                text: `Le responsable du traitement de vos données personnelles est ${facts.companyName}, ${office}. Pour toute question sur vos données, écrivez à ${email}.`,
              },
            ],
          },
          {
            id: 'purposes',
            title: 'Ce que nous collectons, pourquoi et pour combien de temps',
            blocks: [
              { kind: 'h3', text: 'Vos commandes, réservations et précommandes' },
              {
                kind: 'facts',
                rows: [
                  {
                    label: 'Données',
                    value:
                      'vos nom, adresse e-mail, numéro de téléphone (si vous l’indiquez) et adresse de livraison ; les produits, montants et paiements de vos commandes ; votre acceptation des conditions générales de vente et des conditions d’annulation d’une réservation, avec leur date et heure ; toute rétractation, annulation ou tout remboursement',
                  },
                  {
                    label: 'Finalité',
                    value:
                      'prendre, livrer et suivre votre commande ; les e-mails de confirmation ; les rétractations, annulations, remboursements et garanties légales ; les factures',
                  },
                  {
                    label: 'Base légale',
                    value:
                      'l’exécution du contrat conclu avec vous (RGPD, article 6.1.b) ; nos obligations légales pour les pièces comptables et les factures (article 6.1.c)',
                  },
                  {
                    label: 'Durée de conservation',
                    value:
                      'la durée du contrat et de ses garanties, puis cinq ans à titre de preuve (code civil, article 2224) ; les factures et pièces comptables pendant dix ans (code de commerce, article L123-22)',
                  },
                ],
              },
              { kind: 'h3', text: 'Votre compte membre' },
              {
                kind: 'facts',
                rows: [
                  {
                    label: 'Données',
                    value:
                      'votre adresse e-mail, votre nom, votre mot de passe (conservé uniquement sous forme d’empreinte irréversible), votre panier, ainsi que les commandes et réservations liées à votre compte',
                  },
                  {
                    label: 'Finalité',
                    value:
                      'vous connecter, retrouver votre panier d’un appareil à l’autre, suivre vos commandes et réservations et régler le solde d’une réservation',
                  },
                  { label: 'Base légale', value: 'l’exécution du contrat conclu avec vous (article 6.1.b)' },
                  {
                    label: 'Durée de conservation',
                    value:
                      'jusqu’à la suppression de votre compte. La suppression efface tout ce que la loi ne nous oblige pas à conserver ; les commandes et factures sont conservées, pour les durées ci-dessus, sans lien avec un compte.',
                  },
                ],
              },
              { kind: 'h3', text: 'Nos actualités (Rejoindre la communauté)' },
              {
                kind: 'facts',
                rows: [
                  {
                    label: 'Données',
                    value:
                      'vos nom, adresse e-mail, pays, langue et numéro de téléphone (si vous l’indiquez), et la date de votre consentement',
                  },
                  { label: 'Finalité', value: 'vous envoyer nos actualités et invitations par e-mail' },
                  {
                    label: 'Base légale',
                    value:
                      'votre consentement (article 6.1.a), donné en confirmant le lien que nous vous envoyons par e-mail. Vous pouvez le retirer à tout moment grâce au lien de désinscription présent dans chacun de ces e-mails, ou en nous écrivant.',
                  },
                  {
                    label: 'Durée de conservation',
                    value:
                      'jusqu’au retrait de votre consentement, et au plus trois ans après votre dernier contact avec nous ; une inscription jamais confirmée est effacée environ un mois après l’expiration de son lien',
                  },
                ],
              },
              { kind: 'h3', text: 'Vos messages et notre relation client' },
              {
                kind: 'facts',
                rows: [
                  {
                    label: 'Données',
                    value:
                      'les nom, adresse e-mail, objet et texte des messages envoyés par le formulaire de contact ; votre fiche client (les coordonnées ci-dessus, les commandes qui y sont liées et les notes sur nos échanges)',
                  },
                  {
                    label: 'Finalité',
                    value: 'vous répondre, et connaître nos clients pour bien les servir',
                  },
                  {
                    label: 'Base légale',
                    value: 'notre intérêt légitime à répondre à nos clients et à les suivre (article 6.1.f)',
                  },
                  {
                    label: 'Durée de conservation',
                    value: 'trois ans après votre dernier contact avec nous',
                  },
                ],
              },
              { kind: 'h3', text: 'Sécurité et prévention des abus' },
              {
                kind: 'facts',
                rows: [
                  {
                    label: 'Données',
                    value:
                      'une empreinte irréversible de votre adresse réseau (IP), jamais l’adresse elle-même, avec l’heure de la demande',
                  },
                  {
                    label: 'Finalité',
                    value:
                      'limiter les tentatives répétées sur les formulaires de contact et d’inscription et sur la recherche de commande, ce qui vous protège, vous et la boutique',
                  },
                  {
                    label: 'Base légale',
                    value: 'notre intérêt légitime à assurer la sécurité de la boutique (article 6.1.f)',
                  },
                  {
                    label: 'Durée de conservation',
                    value:
                      'avec le message ou l’inscription qu’elle accompagne ; la trace des recherches de commande infructueuses est effacée au bout d’un jour',
                  },
                ],
              },
              { kind: 'h3', text: 'Paiement' },
              {
                kind: 'p',
                text: 'Vos coordonnées bancaires vont directement à notre prestataire de paiement, Stripe, qui les traite pour encaisser le paiement et prévenir la fraude. Nous ne recevons que la référence, le montant et le résultat du paiement, jamais votre numéro de carte.',
              },
            ],
          },
          {
            id: 'recipients',
            title: 'Destinataires de vos données',
            blocks: [
              {
                kind: 'p',
                text: 'Seules les personnes de notre équipe qui en ont besoin, et les sous-traitants suivants, qui agissent sur nos instructions dans le cadre d’un contrat (RGPD, article 28) :',
              },
              {
                kind: 'list',
                items: [
                  `hébergement du site : ${facts.siteHost.name}, ${address(facts.siteHost.address)} ;`,
                  `hébergement des données (base de données, fichiers, fonctions serveur) : ${facts.dataHost.name}, ${address(facts.dataHost.address)} ;`,
                  `paiement : ${STRIPE} ;`,
                  `envoi de nos e-mails : ${facts.mailProvider.name}, ${address(facts.mailProvider.address)}.`,
                ],
              },
              {
                kind: 'p',
                text: 'Le transporteur reçoit votre nom, votre adresse de livraison et, si vous l’avez indiqué, votre numéro de téléphone, pour livrer votre colis. Nous ne vendons jamais vos données et ne les partageons jamais à des fins publicitaires.',
              },
            ],
          },
          {
            id: 'transfers',
            title: 'Transferts hors de l’Union européenne',
            blocks: [
              {
                kind: 'p',
                text: 'Nous choisissons, autant que possible, des prestataires qui conservent les données dans l’Union européenne. Lorsqu’un prestataire les traite en dehors (Stripe peut le faire avec des sociétés de son groupe aux États-Unis, par exemple), le transfert est encadré par une décision d’adéquation de la Commission européenne, comme celle relative au cadre de protection des données UE-États-Unis (Data Privacy Framework), ou par les clauses contractuelles types de la Commission.',
              },
            ],
          },
          {
            id: 'rights',
            title: 'Vos droits',
            blocks: [
              { kind: 'p', text: 'Vous disposez des droits suivants :' },
              {
                kind: 'list',
                items: [
                  'accéder aux données que nous détenons sur vous et en obtenir une copie (droit d’accès, RGPD, article 15) ;',
                  'faire corriger des données inexactes et compléter des données incomplètes (droit de rectification, article 16) ;',
                  'faire effacer vos données, sauf si la loi nous oblige à les conserver (droit à l’effacement, article 17) ;',
                  'faire limiter leur utilisation pendant l’examen d’une demande (droit à la limitation, article 18) ;',
                  'recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine, et les faire transmettre à un tiers (droit à la portabilité, article 20) ;',
                  'vous opposer à une utilisation fondée sur notre intérêt légitime, et à tout moment à l’envoi de nos actualités (droit d’opposition, article 21) ;',
                  'retirer votre consentement à tout moment, sans remettre en cause ce qui a été fait auparavant ;',
                  'définir des directives relatives au sort de vos données après votre décès (loi Informatique et Libertés, article 85).',
                ],
              },
            ],
          },
          {
            id: 'exercise',
            title: 'Comment exercer vos droits',
            blocks: [
              {
                kind: 'p',
                text: 'Les membres effectuent eux-mêmes les demandes les plus courantes depuis leur [page compte](/account) : télécharger tout ce que la boutique détient sur eux (un fichier JSON) et supprimer leur compte après s’être reconnectés. Chaque e-mail d’actualités contient un lien de désinscription immédiate.',
              },
              {
                kind: 'p',
                text: `Pour toute autre demande, écrivez à ${email} ou à ${facts.companyName}, ${office}. Nous répondons dans un délai d’un mois ; pour une demande complexe, ce délai peut être prolongé de deux mois, et nous vous en informons dans le premier mois. En cas de doute raisonnable sur l’identité du demandeur, nous pouvons vous demander de la confirmer.`,
              },
            ],
          },
          {
            id: 'complaint',
            title: 'Réclamation auprès de la CNIL',
            blocks: [
              {
                kind: 'p',
                text: `Si vous estimez que nous n’avons pas respecté vos droits, vous pouvez adresser une réclamation à la ${CNIL}, [www.cnil.fr](https://www.cnil.fr). Vous pouvez aussi vous adresser à l’autorité du pays de l’Union européenne où vous résidez ou travaillez.`,
              },
            ],
          },
          {
            id: 'security',
            title: 'Sécurité',
            blocks: [
              {
                kind: 'p',
                text: 'Les échanges avec la boutique sont chiffrés (HTTPS). Les mots de passe ne sont conservés que sous forme d’empreintes irréversibles. Les données des clients ne sont accessibles qu’à nos administrateurs, qui se connectent avec une authentification à deux facteurs, et les coordonnées bancaires n’atteignent jamais nos systèmes.',
              },
            ],
          },
          {
            id: 'cookies',
            title: 'Cookies',
            blocks: [
              {
                kind: 'p',
                text: 'La boutique ne dépose aucun traceur ni aucun cookie qui lui soit propre. Ce qu’elle garde dans votre navigateur pour fonctionner est détaillé sur la page [cookies et stockage du navigateur](/cookies).',
              },
            ],
          },
          {
            id: 'changes',
            title: 'Modifications de cette politique',
            blocks: [
              {
                kind: 'p',
                text: 'Nous mettons à jour cette politique lorsque l’usage que nous faisons de vos données change ; la date indiquée en haut de page est celle de la dernière modification.',
              },
            ],
          },
        ],
      },

      cookies: {
        intro:
          'La boutique ne dépose aucun traceur publicitaire, de mesure d’audience ou de réseau social, ni aucun cookie qui lui soit propre. Elle ne garde dans le stockage de votre navigateur que ce dont elle a besoin pour fonctionner ; c’est pourquoi elle ne vous demande aucun consentement : un stockage strictement nécessaire au service que vous demandez n’en requiert pas (loi Informatique et Libertés, article 82).',
        sections: [
          {
            id: 'storage',
            title: 'Ce que la boutique garde dans votre navigateur',
            blocks: [
              {
                kind: 'p',
                text: 'Le stockage local reste dans ce navigateur jusqu’à ce qu’il soit effacé ; le stockage de session appartient à un onglet et disparaît à sa fermeture. Rien de tout cela n’est transmis à qui que ce soit d’autre que la boutique elle-même.',
              },
              {
                kind: 'table',
                caption: 'Les éléments que la boutique garde dans votre navigateur',
                head: ['Nom', 'Emplacement', 'Utilité', 'Durée'],
                rows: [
                  [
                    'language',
                    'stockage local',
                    'La langue choisie, français ou anglais.',
                    'Jusqu’à ce que vous effaciez les données de ce site.',
                  ],
                  [
                    'currency',
                    'stockage local',
                    'La devise choisie pour voir les prix et payer, euros ou dollars américains (aucune tant que vous n’en choisissez pas : la langue décide).',
                    'Jusqu’à ce que vous effaciez les données de ce site.',
                  ],
                  [
                    'cart',
                    'stockage local',
                    'Votre panier : les produits, quantités et prix affichés ; pour un membre, le compte auquel il appartient et la dernière version enregistrée sur le serveur, pour que vos onglets et appareils restent d’accord.',
                    'Jusqu’à ce que le panier soit vide et que vous soyez déconnecté, ou que vous effaciez les données de ce site.',
                  ],
                  [
                    'sb-…-auth-token',
                    'stockage local',
                    'Votre session de membre une fois connecté : les jetons qui vous gardent connecté.',
                    'Jusqu’à votre déconnexion.',
                  ],
                  [
                    'checkout-details',
                    'stockage de session',
                    'Les informations saisies lors de la commande (jamais votre acceptation des conditions), pour qu’un détour par la page de paiement ou par la connexion ne fasse rien perdre.',
                    'Jusqu’à la fermeture de l’onglet.',
                  ],
                  [
                    'checkout-attempt',
                    'stockage de session',
                    'Une référence aléatoire de votre commande en cours, pour qu’un second clic ou une nouvelle tentative ne crée jamais une seconde commande.',
                    'Jusqu’à la fermeture de l’onglet ; effacée une fois la commande payée.',
                  ],
                  [
                    'reservation-checkout',
                    'stockage de session',
                    'La réservation en cours : le produit et l’option de paiement choisie.',
                    'Jusqu’à la fermeture de l’onglet.',
                  ],
                  [
                    'pending-reservation',
                    'stockage local',
                    'Une réservation commencée avant d’avoir un compte : le produit, l’option de paiement et l’onglet où elle a commencé, pour la retrouver une fois votre compte confirmé, dans cet onglet ou un autre.',
                    '24 heures ; effacée dès que vous la reprenez.',
                  ],
                  [
                    'tab-id',
                    'stockage de session',
                    'Un nom aléatoire pour cet onglet, pour que l’onglet où vous avez commencé une réservation soit celui qui vous y ramène.',
                    'Jusqu’à la fermeture de l’onglet.',
                  ],
                  [
                    'cart-cleared-for-order',
                    'stockage de session',
                    'La commande payée qui a vidé votre panier, pour qu’il ne soit vidé qu’une fois.',
                    'Jusqu’à la fermeture de l’onglet.',
                  ],
                  [
                    'promo-code',
                    'stockage de session',
                    'Le code promotionnel appliqué dans le panier, pour que la commande l’applique aussi.',
                    'Jusqu’à la fermeture de l’onglet ou au retrait du code.',
                  ],
                ],
              },
            ],
          },
          {
            id: 'no-trackers',
            title: 'Aucun traceur',
            blocks: [
              {
                kind: 'p',
                text: 'Nous n’utilisons ni mesure d’audience ni publicité, et ne chargeons aucune police, aucun script ni aucun bouton d’autres sites : nos liens vers Instagram, Pinterest et Facebook sont de simples liens, qui n’apprennent rien à ces réseaux tant que vous ne les suivez pas.',
              },
            ],
          },
          {
            id: 'payment-page',
            title: 'La page de paiement',
            blocks: [
              {
                kind: 'p',
                text: 'Lorsque vous payez, vous êtes sur la page de notre prestataire de paiement, Stripe, à sa propre adresse. Stripe peut y conserver ce dont il a besoin pour encaisser le paiement et prévenir la fraude, selon sa propre [politique de confidentialité](https://stripe.com/fr/privacy).',
              },
            ],
          },
          {
            id: 'remove',
            title: 'Comment les effacer',
            blocks: [
              {
                kind: 'p',
                text: 'Vous déconnecter efface votre session, vider votre panier l’efface, et fermer un onglet efface son stockage de session. Vous pouvez aussi tout effacer d’un coup en supprimant les données de ce site dans les réglages de votre navigateur : la boutique repart alors dans la langue de votre navigateur, avec un panier vide. Le reste de notre usage des données personnelles est décrit dans la [politique de confidentialité](/privacy).',
              },
            ],
          },
        ],
      },
    },
  };
}
