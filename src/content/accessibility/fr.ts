// La déclaration d’accessibilité en français. Les coordonnées du vendeur viennent des informations légales de la
// construction (src/content/legal.ts) ; ce qui est testé est ce que tests/e2e exécute (axe.ts, a11y*.spec.ts,
// a11y-journeys.spec.ts).
import { formatAddress, type LegalFacts } from '@/content/legal';
import type { AccessibilityCopy } from '@/content/types';

export function accessibilityCopy(facts: LegalFacts): AccessibilityCopy {
  const email = `[${facts.email}](mailto:${facts.email})`;
  return {
    updated: 'Déclaration établie le 27 novembre 2026',
    contents: 'Sommaire',
    demoNotice:
      'Démonstration : cette boutique fonctionne avec des informations d’entreprise fictives. Les coordonnées ci-dessous n’appartiennent à aucune entreprise réelle.',
    newTab: '(s’ouvre dans un nouvel onglet)',
    document: {
      intro: `${facts.companyName} veut que chacun puisse utiliser cette boutique, quelles que soient ses capacités et sa façon de naviguer. Cette déclaration porte sur l’ensemble du site, en français et en anglais : la collection, le panier, la commande, l’espace membre, le suivi de commande et la rétractation, le journal et les pages légales.`,
      sections: [
        {
          id: 'status',
          title: 'État de conformité',
          blocks: [
            {
              kind: 'p',
              text: 'Au regard des règles pour l’accessibilité des contenus web (WCAG) 2.1, niveau AA, ce site est partiellement conforme : une partie de son contenu ne respecte pas encore entièrement la norme, et tous les critères n’ont pas été vérifiés (voir les limites connues ci-dessous).',
            },
            {
              kind: 'p',
              text: 'Au regard du référentiel général d’amélioration de l’accessibilité (RGAA) 4.1, ce site est non conforme. Le RGAA donne ce statut à tout site sans audit de ses critères en cours de validité, et aucun audit RGAA de cette boutique n’a encore été réalisé. Les tests décrits ci-dessous sont les nôtres ; ils ne constituent pas un audit.',
            },
          ],
        },
        {
          id: 'testing',
          title: 'Ce que nous avons testé, et comment',
          blocks: [
            {
              kind: 'list',
              items: [
                'Vérifications automatiques : chaque page de la boutique, en largeur de téléphone (390 px) et d’ordinateur (1 280 px), ainsi que les pages d’administration telles que l’équipe les voit, sont vérifiées avec le moteur axe (axe-core de Deque) à chaque test de la boutique. Tout défaut d’impact modéré, sérieux ou critique fait échouer les tests ; seuls les défauts qu’axe classe comme mineurs sont tolérés.',
                'Clavier seul : des parcours automatisés dans le navigateur utilisent uniquement le clavier pour ouvrir la fiche d’un produit (le focus reste dans la fenêtre, Échap la ferme et rend le focus au produit), pour utiliser le panier (le focus va sur son titre à l’arrivée, sur la ligne suivante quand une ligne est retirée et sur le message du panier vide quand il est vidé, chaque fois annoncé aux lecteurs d’écran) pour atteindre et remplir le formulaire de commande, et pour se rétracter d’une commande (du lien « Renoncer au contrat ici » en bas de page jusqu’à l’accusé de réception, le focus allant au titre de chaque étape).',
                'Zoom et redistribution : les mêmes parcours sont joués à 320 pixels CSS de large (la largeur d’un écran de 1 280 px zoomé à 400 %, critère WCAG 1.4.10), et les pages d’accueil, de la collection, du panier, de la commande, de contact et d’accessibilité sont ouvertes sur un téléphone de 360 px avec un texte à 200 %. Ils vérifient que rien n’oblige à faire défiler la page de côté et que le menu, les totaux et les boutons du panier et les champs de la commande restent à l’écran.',
                'Vérifications manuelles : nos développeurs ont parcouru eux-mêmes ces parcours dans le navigateur Chromium en les construisant.',
              ],
            },
            {
              kind: 'p',
              text: 'Le site repose sur HTML, CSS, JavaScript et WAI-ARIA. Les tests sont joués dans Chromium.',
            },
          ],
        },
        {
          id: 'limits',
          title: 'Limites connues',
          blocks: [
            {
              kind: 'list',
              items: [
                'Aucun test n’a encore été fait avec des lecteurs d’écran (comme NVDA, JAWS, VoiceOver ou TalkBack), avec la commande vocale, ni par des personnes en situation de handicap. Les outils automatiques ne trouvent qu’une partie des difficultés qu’une personne peut rencontrer.',
                'Seul Chromium est testé ; Safari et Firefox ne le sont pas.',
                'Le contraste des textes posés sur des photographies et sur la vidéo de la page d’accueil n’est pas mesuré par les vérifications automatiques. Un dégradé sombre est placé sous ces textes, mais leur contraste n’a pas été mesuré.',
                'Les factures et les avoirs sont des documents PDF qui indiquent leur langue mais ne sont pas balisés : un lecteur d’écran en lit le texte sans sa structure (lignes du tableau, titres). Les lignes et les totaux de la commande figurent aussi sur la page de suivi de commande, et nous vous envoyons le contenu d’un document dans un autre format sur demande.',
                'Le paiement se fait sur les pages de notre prestataire de paiement, Stripe, en dehors de ce site. Cette déclaration ne les couvre pas.',
                'Les parcours au clavier et en zoom couvrent la fiche produit, le panier, la commande et la rétractation ; les autres pages ne sont couvertes que par les vérifications automatiques et n’ont pas été vérifiées à 320 px ni avec un texte à 200 %.',
              ],
            },
          ],
        },
        {
          id: 'contact',
          title: 'Nous signaler un problème',
          blocks: [
            {
              kind: 'p',
              text: `Si vous n’arrivez pas à accéder à un contenu ou à un service, dites-le-nous : nous vous donnerons l’information ou vous aiderons à commander autrement. Écrivez à ${email}, utilisez notre [formulaire de contact](/contact) ou écrivez à ${facts.companyName}, ${formatAddress(facts.address, 'fr')}.`,
            },
          ],
        },
        {
          id: 'enforcement',
          title: 'Si notre réponse ne vous satisfait pas',
          blocks: [
            {
              kind: 'p',
              text: 'Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’utiliser la boutique et n’avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :',
            },
            {
              kind: 'list',
              items: [
                'en ligne : [le formulaire du Défenseur des droits](https://formulaire.defenseurdesdroits.fr/) ;',
                'auprès du [délégué du Défenseur des droits de votre région](https://www.defenseurdesdroits.fr/saisir/delegues) ;',
                'par téléphone : 09 69 39 00 00 ;',
                'par courrier, gratuitement et sans timbre : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
              ],
            },
          ],
        },
      ],
    },
  };
}
