// Les articles du journal en français, par slug (dates, autrice et couvertures dans ./meta.ts).
import type { ArticleText } from '@/content/types';
import type { ArticleSlug } from './meta';

export const articles: Record<ArticleSlug, ArticleText> = {
  'a-morning-at-the-immortelle-harvest': {
    title: 'Une matinée de récolte d’immortelle',
    description:
      'Avant le lever du soleil, dans une petite ferme biologique de Balagne, nous suivons la récolte à la main de l’immortelle, du champ jusqu’à l’alambic.',
    excerpt:
      'Les fleurs sont cueillies à l’aube, avant la chaleur, et distillées le jour même. Nous avons passé une matinée de juillet avec les agriculteurs qui cultivent notre immortelle.',
    coverAlt:
      'Des fleurs d’immortelle dorées sur un coteau au lever du soleil, des collines vertes à l’arrière-plan.',
    keywords: 'récolte immortelle, hélichryse, Corse, ferme biologique, distillation',
    body: [
      {
        kind: 'p',
        text: 'À cinq heures et demie, le coteau qui domine le village est encore gris. À six heures, quand la première lumière atteint les terrasses, Jean-Marc et ses deux filles sont déjà penchés sur les rangs : ils coupent les sommités fleuries à la petite faucille et les déposent dans des paniers d’osier.',
      },
      {
        kind: 'p',
        text: 'L’immortelle se récolte au début de l’été, au moment où la plupart des petits boutons dorés se sont ouverts. Une semaine trop tôt, le parfum est maigre ; une semaine trop tard, les fleurs commencent à sécher sur pied. La fenêtre est courte, et la famille observe les plantes chaque jour dès la mi-juin.',
      },
      { kind: 'h2', text: 'Pourquoi l’aube compte' },
      {
        kind: 'p',
        text: 'Les composés aromatiques de l’immortelle sont volatils : sous le soleil de l’après-midi, ils s’échappent des fleurs et emplissent l’air de cette odeur chaude de curry et de miel qui fait la réputation du maquis. Cueillies à la fraîche, les fleurs les conservent. À onze heures, les paniers sont pleins et le travail aux champs s’arrête.',
      },
      {
        kind: 'quote',
        text: '« Une bonne récolte, on la sent avant de la voir. Quand toute la vallée sent l’immortelle, c’est le moment. »',
      },
      { kind: 'h2', text: 'Du champ à l’alambic' },
      {
        kind: 'p',
        text: 'Les paniers partent directement vers l’alambic de cuivre, dans la grange en contrebas. La vapeur traverse les fleurs pendant plusieurs heures et emporte avec elle l’huile essentielle ; il faut environ une tonne de fleurs pour obtenir deux litres d’huile. Une partie de la récolte reste entière et macère un mois dans de l’huile de tournesol biologique : c’est elle qui donne à notre élixir sa couleur dorée.',
      },
      {
        kind: 'p',
        text: 'Chaque hiver, avant qu’une seule fleur ne s’ouvre, nous convenons avec la famille du prix de la récolte, et nous l’achetons en entier. Cela leur permet de prévoir l’année, de laisser reposer la terre là où il le faut et de rémunérer correctement les cueilleurs. Et nous savons ainsi d’où vient chaque goutte de votre flacon.',
      },
    ],
  },
  'two-drops-of-gold': {
    title: 'Deux gouttes d’or : bien utiliser un élixir visage',
    description:
      'Quelle quantité d’élixir, à quel moment l’appliquer et pourquoi presser plutôt que frotter : un petit guide pour tirer le meilleur d’Immortela Élixir.',
    excerpt:
      'Deux à trois gouttes suffisent pour tout le visage. Voici comment les réchauffer, les faire pénétrer par pression et les associer à votre crème.',
    coverAlt:
      'Une pipette libère deux gouttes d’élixir doré au-dessus d’une petite flaque d’huile, des fleurs d’immortelle en dessous.',
    keywords: 'élixir visage, huile visage, mode d’emploi, élixir immortelle, rituel beauté',
    body: [
      {
        kind: 'p',
        text: 'Une huile visage est concentrée par nature. Notre élixir associe l’huile essentielle d’immortelle à un macérat de fleurs entières, à la rose musquée et au camélia, et il en faut très peu : deux à trois gouttes couvrent le visage, le cou et la naissance de la gorge.',
      },
      { kind: 'h2', text: 'Réchauffer, puis presser' },
      {
        kind: 'p',
        text: 'Déposez les gouttes dans le creux d’une main et frottez vos paumes quelques secondes. Réchauffée, l’huile s’étale plus régulièrement et son parfum s’épanouit. Posez ensuite doucement vos paumes sur les joues, le front et le menton, gardez-les le temps d’une respiration, puis relâchez. Presser plutôt que frotter laisse l’huile là où elle est utile, et ménage la peau.',
      },
      { kind: 'h2', text: 'Le matin ou le soir ?' },
      {
        kind: 'p',
        text: 'Les deux. Le matin, appliquez l’élixir sur une peau propre avant Renouvela Crème : la crème le scelle et la peau reste confortable toute la journée. Le soir, il s’utilise seul, ou avec Renouvela Riche quand l’air est froid ou que votre peau tiraille.',
      },
      {
        kind: 'quote',
        text: 'Si votre peau est grasse au toucher après une minute, vous en avez trop mis : la prochaine fois, essayez deux gouttes au lieu de trois.',
      },
      { kind: 'h2', text: 'Un massage plus long une fois par semaine' },
      {
        kind: 'p',
        text: 'Dans notre rituel éclat et défense UV, l’élixir devient une huile de massage. Après le masque, faites pénétrer les gouttes du bout des doigts, du menton vers les tempes et du nez vers les oreilles, pendant deux minutes. C’est le moment le plus reposant de la semaine, et la peau en garde un air détendu.',
      },
    ],
  },
  'porcelain-since-1863': {
    title: 'La porcelaine depuis 1863 : des pots que l’on garde',
    description:
      'Pourquoi nos crèmes sont présentées dans de la porcelaine de Limoges, et ce qu’il faut pour fabriquer un pot dans une manufacture familiale fondée en 1863.',
    excerpt:
      'Cuits à plus de 1 300 °C et rehaussés à la main d’un filet d’or, nos pots sont faits pour protéger une crème et être rechargés pendant des années.',
    coverAlt: 'Deux pots de porcelaine blanche cerclés d’un fin filet d’or sur une étagère vert mousse.',
    keywords: 'pot en porcelaine, porcelaine de Limoges, emballage rechargeable, cosmétique rechargeable',
    body: [
      {
        kind: 'p',
        text: 'Quand nous avons cherché un pot pour Renouvela, nous voulions un contenant qui protège la crème, dure des années et soit agréable à tenir. Le verre laissait passer la lumière ; le plastique ne nous semblait pas à sa place autour d’une crème faite d’huiles. Nous avons trouvé la réponse à Limoges, dans une manufacture de porcelaine fondée en 1863 et toujours dirigée par la même famille.',
      },
      { kind: 'h2', text: 'Une matière qui protège' },
      {
        kind: 'p',
        text: 'La porcelaine est cuite jusqu’à se vitrifier. Elle devient dense et non poreuse : elle n’absorbe rien de la crème, ne laisse pas passer la lumière et garde son contenu stable. C’est aussi l’une des rares matières que l’on peut laver et remplir encore et encore sans qu’elle s’use.',
      },
      { kind: 'h2', text: 'Six générations de mains' },
      {
        kind: 'p',
        text: 'Chaque pot est coulé dans un moule en plâtre, ébarbé à la main, cuit une première fois, émaillé, puis cuit de nouveau à plus de 1 300 °C. Le filet d’or est posé au pinceau, à main levée, et fixé par une troisième cuisson. Un pot passe entre une douzaine de paires de mains avant d’arriver à notre laboratoire, et aucun n’est tout à fait identique à un autre.',
      },
      {
        kind: 'quote',
        text: '« Nous avons fait des services pour des mariages et pour des présidents. Un pot de crème, c’est le même travail : il doit être parfait, et il doit durer. »',
      },
      {
        kind: 'p',
        text: 'Rapportez-nous un pot vide, ou envoyez-le : nous le lavons, le stérilisons et le remplissons à prix réduit. La porcelaine que vous achetez aujourd’hui est faite pour rester très longtemps sur votre étagère.',
      },
    ],
  },
  'the-printmaker-of-arles': {
    title: 'La graveuse d’Arles',
    description:
      'Mathilde Roux dessine sur le motif les plantes de nos étiquettes, puis les grave et les imprime à la main. Visite de son atelier à Arles.',
    excerpt:
      'Chaque fleur de nos étuis est d’abord un dessin fait au champ, gravé dans le linoléum et imprimé sur une presse à bras à Arles.',
    coverAlt:
      'Une linogravure de tiges d’immortelle à l’encre sombre sur papier crème, avec un petit soleil doré.',
    keywords: 'graveuse, linogravure, Arles, illustration botanique, design d’emballage',
    body: [
      {
        kind: 'p',
        text: 'L’atelier de Mathilde Roux occupe le rez-de-chaussée d’une vieille maison près du Rhône, à Arles. Il sent l’encre et le papier. Au milieu de la pièce trône une presse en fonte plus que centenaire, qu’elle a restaurée elle-même.',
      },
      { kind: 'h2', text: 'Dessiner sur le motif' },
      {
        kind: 'p',
        text: 'Mathilde ne dessine jamais une plante d’après photo. Pour notre immortelle, elle a passé plusieurs matinées dans les champs au-dessus de Calvi, à croquer tiges, feuilles et capitules dans un carnet, jusqu’à comprendre comment la plante se tient dans le vent.',
      },
      {
        kind: 'p',
        text: 'De retour à Arles, elle simplifie le dessin, le reporte à l’envers sur un bloc de linoléum et creuse tout ce qui doit rester blanc. Les gestes sont lents et il n’y a pas de gomme : un trait creusé trop loin, c’est un nouveau bloc.',
      },
      {
        kind: 'quote',
        text: '« Une estampe garde la trace de la main. On voit où j’ai appuyé plus fort, où l’encre était plus épaisse. C’est cela que je veux que l’on ressente. »',
      },
      { kind: 'h2', text: 'De la presse à votre étui' },
      {
        kind: 'p',
        text: 'Elle encre le bloc au rouleau, pose le papier dessus et tourne la roue de la presse. Nous numérisons sa meilleure épreuve sans retouche et l’utilisons sur nos étiquettes et nos étuis, imprimés dans la vallée du Rhône avec des encres végétales. Les originaux sont accrochés dans son atelier, et quelques-uns dans le nôtre.',
      },
    ],
  },
};
