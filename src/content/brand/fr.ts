// Textes de la marque en français : accueil, histoire, rituels, engagement, expériences.
import type { BrandCopy } from '@/content/types';
import { LEGAL_FACTS } from '@/lib/legal-facts';

// Des allégations vérifiables (directive (UE) 2024/825) : un seul chiffre bio (au moins 95 % des ingrédients
// végétaux, le plancher COSMOS Organic), le certificateur nommé d'après les informations du propriétaire, aucune
// allégation environnementale générique, et pas de « non testé sur les animaux » (une obligation légale pour tout
// cosmétique vendu dans l'UE, règlement (CE) 1223/2009 art. 18).
const CERTIFIER = `${LEGAL_FACTS.organicCertifier.name} (${LEGAL_FACTS.organicCertifier.code})`;

export const brand: BrandCopy = {
  home: {
    welcomeTitle: 'Bienvenue chez Maison Immortela',
    welcome: [
      'L’immortelle pousse là où presque rien ne pousse : sur les coteaux brûlés de soleil de la Corse et la terre sèche et caillouteuse de Provence. Ses fleurs dorées gardent leur couleur longtemps après la cueillette : c’est de là que la plante tient son nom.',
      'Nous travaillons avec de petites fermes biologiques qui la récoltent à la main, un laboratoire français certifié bio qui en fait des élixirs et des crèmes, et une manufacture de porcelaine fondée en 1863 qui façonne les pots que vous garderez sur votre étagère. Peu d’ingrédients, choisis avec soin, pensés pour chaque jour.',
    ],
    founderQuote:
      'Je voulais des soins qui sentent le maquis après la pluie et ne demandent à la peau que quelques minutes de calme, matin et soir.',
    founderName: 'Claire Antonetti',
    founderRole: 'Fondatrice de Maison Immortela',
    featuredTitle: 'Ils parlent de nous',
    featuredIntro:
      'Des journalistes beauté ont écrit sur notre immortelle et sur celles et ceux qui la cultivent.',
  },
  story: {
    intro:
      'Maison Immortela est née d’une fleur, du jardin d’une grand-mère en Corse et d’une question simple : à quoi ressembleraient des soins dont chaque étape, du champ au pot, serait faite avec le même soin ?',
    sections: [
      {
        id: 'living-beauty',
        title: 'Une beauté vivante',
        lead: 'Nous croyons qu’une belle peau est une peau vivante : une peau qui respire, se renouvelle et change avec les saisons. Nos formules l’accompagnent au lieu de la recouvrir.',
        more: [
          'C’est pourquoi nos listes d’ingrédients restent courtes et lisibles. Chaque plante est là pour une raison que vous pouvez comprendre, à une dose qui compte, et rien n’est ajouté pour allonger une étiquette.',
          'Nos textures sont conçues pour disparaître dans la peau en moins d’une minute. Il reste le confort, la souplesse et une lumière qui vient de l’intérieur, pas d’un film en surface.',
        ],
      },
      {
        id: 'science-of-nature',
        title: 'La science de la nature',
        lead: 'Helichrysum italicum, l’immortelle, est l’une des plantes les plus étudiées de la Méditerranée. Son huile essentielle est riche en italidiones et en acétate de néryle, des composés appréciés pour apaiser la peau et soutenir son renouvellement.',
        more: [
          'Nous associons l’huile essentielle, distillée à partir des sommités fleuries, à un macérât de fleurs entières dans une huile de tournesol bio. La première apporte la concentration, le second une douce richesse dorée que la peau boit.',
          'Autour de l’immortelle, nous choisissons ses compagnes avec la même rigueur : la rose musquée pour l’éclat, le camélia pour la légèreté, le squalane d’olive pour la souplesse. Chacune est tracée jusqu’à son producteur.',
        ],
      },
      {
        id: 'french-lab',
        title: 'Un laboratoire français',
        lead: 'Chaque formule est développée et fabriquée par un laboratoire sous contrat certifié bio, en France, dans la vallée de la Drôme, à quelques kilomètres des champs de Provence.',
        more: [
          'Le laboratoire travaille selon le référentiel COSMOS Organic et les bonnes pratiques de fabrication cosmétique (ISO 22716). Chaque lot est contrôlé pour sa stabilité, sa sécurité et sa pureté microbiologique avant de quitter l’atelier.',
          'Nous fabriquons de petits lots plusieurs fois par an plutôt que de grandes séries qui attendent en entrepôt. Votre élixir n’est qu’à quelques mois des fleurs dont il est issu.',
        ],
      },
      {
        id: 'porcelain',
        title: 'Notre porcelainier, depuis 1863',
        lead: 'Nos pots et nos écrins sont façonnés à Limoges par une manufacture familiale de porcelaine fondée en 1863, dont les artisans tournent, cuisent et finissent la porcelaine depuis six générations.',
        more: [
          'La porcelaine protège une formule mieux que presque toute autre matière : elle n’est pas poreuse, ne laisse pas passer la lumière et n’interagit pas avec les huiles qu’elle contient. Elle est aussi faite pour durer, et chaque pot peut être rempli à nouveau.',
          'Chaque pièce est cuite à plus de 1 300 °C, puis finie à la main d’un mince filet d’or. Aucune n’est tout à fait identique, et c’est ce que nous aimons.',
        ],
      },
      {
        id: 'founder',
        title: 'Notre fondatrice et sa vision',
        lead: 'Claire Antonetti a grandi entre Paris et le village de sa grand-mère, dans le nord de la Corse, où les étés sentaient l’immortelle qui séchait sur la terrasse.',
        more: [
          'Docteure en pharmacie, elle a formulé pendant douze ans des soins pour de grandes maisons françaises avant de décider de faire moins de produits, mais mieux, et de connaître le nom de chaque agriculteur auprès de qui elle achète.',
          'Elle a fondé Maison Immortela avec un élixir et une crème. Sa vision n’a pas changé depuis : une petite collection complète, fabriquée en France, honnête sur ce qu’elle contient et sur ce qu’elle peut faire, et assez belle pour être gardée.',
        ],
      },
      {
        id: 'artist',
        title: 'L’artiste',
        lead: 'Les fleurs de nos étiquettes et de nos boîtes sont l’œuvre de Mathilde Roux, graveuse qui vit et travaille à Arles.',
        more: [
          'Mathilde dessine chaque plante sur le vif, puis grave le motif dans le linoléum et le cuivre et l’imprime à la main sur sa presse. Nous numérisons ses tirages originaux sans retouche : le grain du papier et la pression de l’encre demeurent.',
          'Pour chaque nouveau produit, elle passe une saison avec la plante dont il est issu. L’immortelle de notre élixir a été dessinée dans les champs au-dessus de Calvi, un matin de juillet.',
        ],
      },
      {
        id: 'craft',
        title: 'Quand l’artisanat devient art',
        lead: 'Une agricultrice, une formulatrice, un porcelainier et une graveuse : quatre métiers, chacun exercé par des personnes qui ont passé leur vie à le parfaire.',
        more: [
          'Nous voyons chaque pot comme une petite rencontre de ces savoir-faire. Le soin que l’on sent dans la texture d’une crème est le même que celui de l’émail de son pot et du trait de son dessin.',
          'Travailler ainsi prend plus de temps, et nous fabriquons moins. Ce que nous fabriquons, nous espérons que vous l’utiliserez jusqu’à la dernière goutte et le garderez longtemps après.',
        ],
      },
    ],
    farmsTitle: 'De petites fermes en Provence et en Corse',
    farms:
      'Notre immortelle vient d’une poignée de petites fermes biologiques : des parcelles familiales sur les coteaux de Balagne et autour de Corte en Corse, dans le Luberon et la Drôme en Provence. Les fleurs sont cueillies à la main au début de l’été, au moment où elles s’ouvrent, et distillées le jour même. Nous fixons le prix avant la récolte et achetons toute la production, pour que chaque agriculteur puisse prévoir son année.',
    newProductsTitle: '8 nouveaux produits',
    newProductsIntro:
      'Autour de nos élixirs et des crèmes Renouvela, huit nouveaux produits complètent les rituels, chacun avec la même courte liste d’ingrédients.',
    newProducts: [
      {
        title: 'Huile démaquillante à l’immortelle',
        text: 'Dissout le maquillage et la crème solaire, puis se rince en un lait léger.',
      },
      {
        title: 'Baume fondant démaquillant',
        text: 'Un baume riche pour le soir, qui devient huile au contact de la peau.',
      },
      {
        title: 'Gel nettoyant douceur',
        text: 'Une mousse légère pour le matin, à l’aloe vera et à l’eau d’immortelle.',
      },
      {
        title: 'Poudre polissante',
        text: 'Riz, avoine et argile blanche, qui deviennent une pâte fine avec un peu d’eau.',
      },
      {
        title: 'Essence de rose',
        text: 'Une lotion à l’eau de rose de Damas qui rafraîchit et prépare la peau.',
      },
      {
        title: 'Masque miel de lavande',
        text: 'Miel de lavande de Provence et immortelle, pour les peaux qui ont vu le soleil.',
      },
      {
        title: 'Baume regard',
        text: 'Un baume léger pour la peau délicate du contour des yeux.',
      },
      {
        title: 'Brume d’immortelle',
        text: 'Eau florale d’immortelle pour rafraîchir le visage à toute heure.',
      },
    ],
  },
  ritual: {
    intro:
      'Trois rituels de quelques minutes chacun. Réchauffez les produits entre vos paumes, préférez des pressions lentes aux frottements, et laissez la peau boire chaque étape avant la suivante.',
    rituals: [
      {
        id: 'morning',
        title: 'Éveiller & Protéger',
        when: 'Rituel du matin',
        intro: 'Pour réveiller la peau en douceur et la préparer à la journée.',
        steps: [
          {
            text: 'Nettoyez avec le gel nettoyant douceur, ou avec l’huile démaquillante à l’immortelle si vous préférez un toucher plus doux. Rincez à l’eau tiède et séchez en tamponnant.',
          },
          {
            text: 'Réchauffez 2 à 3 gouttes d’Élixir Immortela entre vos paumes et pressez-les sur le visage, le cou et la naissance de la gorge.',
            product: 'immortela-elixir-30ml',
          },
          {
            text: 'Terminez par Renouvela Crème, lissée du centre du visage vers l’extérieur, pour sceller l’élixir.',
            product: 'renouvela-creme',
          },
        ],
        note: 'Puis, comme chaque matin, votre protection solaire.',
      },
      {
        id: 'evening',
        title: 'Nettoyer & Restaurer',
        when: 'Rituel du soir',
        intro: 'Pour effacer la journée et laisser la peau se réparer pendant la nuit.',
        steps: [
          {
            text: 'Massez le baume fondant démaquillant ou l’huile démaquillante à l’immortelle sur peau sèche pour dissoudre le maquillage et les traces de la journée, émulsionnez avec un peu d’eau et rincez.',
          },
          {
            text: 'Appliquez Renouvela Riche, ou Renouvela Extra-Riche si votre peau est sèche ou l’air froid, par lents mouvements remontants.',
            product: 'renouvela-riche',
          },
        ],
      },
      {
        id: 'uv-defense',
        title: 'Hydrater. Éclaircir. Défendre.',
        when: 'Rituel éclat anti-UV, une à deux fois par semaine pendant les mois ensoleillés',
        intro:
          'Un rituel plus long pour les peaux qui vivent dehors, afin de raviver leur éclat et de renforcer leurs défenses.',
        steps: [
          {
            text: 'Double nettoyage : d’abord l’huile démaquillante à l’immortelle, puis le gel nettoyant douceur mêlé d’une pincée de poudre polissante, massé en petits cercles pendant trente secondes.',
          },
          {
            text: 'Passez l’essence de rose sur le visage du bout des doigts pour rafraîchir et équilibrer la peau.',
          },
          {
            text: 'Appliquez une couche généreuse de masque miel de lavande et laissez poser dix minutes. Selon les mesures de notre laboratoire, la peau qui a reçu le masque a montré une protection contre les UV supérieure de +26 % à celle de la même peau sans masque. Le masque n’est pas un produit de protection solaire : il n’a pas de FPS, il complète votre protection solaire sans jamais la remplacer.',
          },
          {
            text: 'Rincez, puis massez 2 à 3 gouttes d’Élixir Immortela sur la peau, du menton vers les tempes, pendant deux minutes.',
            product: 'immortela-elixir-10ml',
          },
          {
            text: 'Refermez le rituel avec Renouvela Crème.',
            product: 'renouvela-creme',
          },
        ],
      },
    ],
  },
  commitment: {
    intro:
      'Nous préférons faire moins de produits et répondre de chacun d’eux. Voici les engagements que nous tenons, et que vous pouvez nous demander de tenir.',
    sections: [
      {
        title: 'Certifié biologique',
        text: `Chaque produit est certifié selon le référentiel COSMOS Organic par ${CERTIFIER}, organisme certificateur indépendant, qui contrôle chaque année nos ingrédients, notre laboratoire et nos étiquettes. Au moins 95 % de nos ingrédients végétaux sont issus de l’agriculture biologique, et nous indiquons le pourcentage exact sur chaque emballage.`,
      },
      {
        title: 'Un approvisionnement tracé',
        text: 'Nous achetons notre immortelle directement à de petites fermes de Corse et de Provence, à un prix fixé avant la récolte. Pour chaque autre ingrédient végétal, nous connaissons le pays, le producteur et l’année de récolte, et nous vous les dirons si vous le demandez.',
      },
      {
        title: 'Fabriqué en France',
        text: 'Nos formules sont développées et fabriquées par un laboratoire certifié bio dans la Drôme, nos pots sont façonnés à Limoges et nos boîtes imprimées dans la vallée du Rhône.',
      },
      {
        title: 'Des emballages faits pour durer',
        text: 'Des pots de porcelaine à garder et à remplir, du verre là où la porcelaine ne peut aller, des boîtes en carton recyclé imprimées d’encres végétales, et aucun film plastique. Rapportez-nous ou envoyez-nous un pot vide : nous le laverons et le remplirons à prix réduit.',
      },
      {
        title: 'Ce que nous laissons de côté',
        text: 'Ni silicones, ni huiles minérales, ni parfum de synthèse. Nos formules respectent les peaux sensibles, et nous indiquons clairement quand un produit contient des huiles essentielles.',
      },
    ],
  },
  experiences: {
    intro:
      'Les soins se comprennent mieux avec les mains. Venez rencontrer les plantes, celles et ceux qui les cultivent, et les gestes qui révèlent le meilleur de chaque produit.',
    items: [
      {
        id: 'atelier',
        title: 'Atelier rituel',
        place: 'À Paris et à Lyon, en petits groupes de huit',
        duration: '2 heures',
        text: 'Apprenez pas à pas les trois rituels Maison Immortela avec l’une de nos facialistes : la juste quantité de produit, comment réchauffer une huile, les pressions et les lissages d’un massage du visage. Vous repartez avec un rituel personnel et un élixir format voyage.',
      },
      {
        id: 'facial',
        title: 'Soin du visage à l’immortelle',
        place: 'Dans nos spas partenaires en Provence et en Corse',
        duration: '75 minutes',
        text: 'Un soin complet avec nos produits : double nettoyage, poudre polissante, masque miel de lavande et long massage à l’élixir. Assez doux pour les peaux sensibles, et profondément relaxant.',
      },
      {
        id: 'harvest',
        title: 'Matinée de récolte',
        place: 'Dans une ferme partenaire en Corse ou en Provence, en juin et juillet',
        duration: 'Une matinée',
        text: 'Participez à la récolte à l’aube, parcourez les champs avec l’agriculteur, assistez à la distillation des fleurs du jour et partagez un déjeuner à l’ombre. Douze invités au plus chaque saison.',
      },
    ],
    askTitle: 'Se renseigner sur une expérience',
    ask: 'Les dates sont fixées à chaque saison. Écrivez-nous en précisant l’expérience qui vous intéresse, la ville ou la région que vous préférez et le nombre de participants : nous vous répondrons sous deux jours ouvrés.',
  },
};
