// The static catalogue of the first version (SPEC.md 3): five items, prices in USD, subtitles that mention
// free shipping. /admin/migration imports it into products. The French twins are filled only where a
// product has none yet, so an import never overwrites a translation.

export interface StaticCatalogueItem {
  id: string;
  name: string;
  subtitle: string;
  price: number;
  currency: 'usd';
  image: string;
  description: string;
  features: string[];
  inStock: boolean;
  featured: boolean;
  /** French twins, for a product the import creates or one without them. */
  fr: { name: string; subtitle: string; description: string; features: string[] };
}

const SHARED_FEATURES = ['Free shipping', 'Certified organic', 'Made in France'];
const SHARED_FEATURES_FR = ['Livraison offerte', 'Certifié biologique', 'Fabriqué en France'];

export const STATIC_CATALOGUE: StaticCatalogueItem[] = [
  {
    id: 'immortela-elixir-30ml',
    name: 'Immortela Elixir 30 ml',
    subtitle: 'Immortelle face elixir · Free shipping',
    price: 1400,
    currency: 'usd',
    image: '/images/products/immortela-elixir-30ml.svg',
    description:
      '<p>Our signature face elixir: organic Corsican and Provençal immortelle in a light, silky oil that leaves the skin supple, even and luminous.</p>',
    features: [...SHARED_FEATURES, '30 ml hand-finished porcelain bottle'],
    inStock: true,
    featured: true,
    fr: {
      name: 'Élixir Immortela 30 ml',
      subtitle: "Élixir visage à l'immortelle · Livraison offerte",
      description:
        "<p>Notre élixir signature : l'immortelle bio de Corse et de Provence dans une huile légère et soyeuse qui laisse la peau souple, unifiée et lumineuse.</p>",
      features: [...SHARED_FEATURES_FR, 'Flacon de porcelaine de 30 ml fini à la main'],
    },
  },
  {
    id: 'immortela-elixir-10ml',
    name: 'Immortela Elixir 10 ml',
    subtitle: 'The elixir in travel size · Free shipping',
    price: 500,
    currency: 'usd',
    image: '/images/products/immortela-elixir-10ml.svg',
    description:
      '<p>The same immortelle elixir in a 10 ml travel bottle: enough for about a month of daily drops, or to discover it.</p>',
    features: [...SHARED_FEATURES, '10 ml travel size'],
    inStock: true,
    featured: true,
    fr: {
      name: 'Élixir Immortela 10 ml',
      subtitle: "L'élixir en format voyage · Livraison offerte",
      description:
        "<p>Le même élixir à l'immortelle en flacon voyage de 10 ml : environ un mois de gouttes quotidiennes, ou de quoi le découvrir.</p>",
      features: [...SHARED_FEATURES_FR, 'Format voyage de 10 ml'],
    },
  },
  {
    id: 'renouvela-creme',
    name: 'Renouvela Crème',
    subtitle: 'Light immortelle moisturiser · Free shipping',
    price: 900,
    currency: 'usd',
    image: '/images/products/renouvela-creme.svg',
    description:
      '<p>A light daily moisturiser with immortelle and organic plant oils that melts in quickly and keeps the skin comfortable all day.</p>',
    features: [...SHARED_FEATURES, '50 ml porcelain jar'],
    inStock: true,
    featured: true,
    fr: {
      name: 'Renouvela Crème',
      subtitle: "Crème hydratante légère à l'immortelle · Livraison offerte",
      description:
        "<p>Une crème hydratante légère du quotidien, à l'immortelle et aux huiles végétales bio, qui pénètre vite et garde la peau confortable toute la journée.</p>",
      features: [...SHARED_FEATURES_FR, 'Pot de porcelaine de 50 ml'],
    },
  },
  {
    id: 'renouvela-riche',
    name: 'Renouvela Riche',
    subtitle: 'Nourishing immortelle cream · Free shipping',
    price: 900,
    currency: 'usd',
    image: '/images/products/renouvela-riche.svg',
    description:
      '<p>A nourishing cream for normal to dry skin: immortelle, shea and organic oils for lasting comfort and suppleness.</p>',
    features: [...SHARED_FEATURES, '50 ml porcelain jar'],
    inStock: true,
    featured: false,
    fr: {
      name: 'Renouvela Riche',
      subtitle: "Crème nourrissante à l'immortelle · Livraison offerte",
      description:
        '<p>Une crème nourrissante pour peaux normales à sèches : immortelle, karité et huiles bio pour un confort et une souplesse durables.</p>',
      features: [...SHARED_FEATURES_FR, 'Pot de porcelaine de 50 ml'],
    },
  },
  {
    id: 'renouvela-extra-riche',
    name: 'Renouvela Extra-Riche',
    subtitle: 'Intensive immortelle balm-cream · Free shipping',
    price: 900,
    currency: 'usd',
    image: '/images/products/renouvela-extra-riche.svg',
    description:
      '<p>An intensive balm-cream for dry and very dry skin, with immortelle and rich plant butters, for cold days and tight skin.</p>',
    features: [...SHARED_FEATURES, '50 ml porcelain jar'],
    inStock: true,
    featured: false,
    fr: {
      name: 'Renouvela Extra-Riche',
      subtitle: "Baume-crème intense à l'immortelle · Livraison offerte",
      description:
        "<p>Un baume-crème intense pour peaux sèches à très sèches, à l'immortelle et aux beurres végétaux riches, pour les jours froids et les peaux qui tiraillent.</p>",
      features: [...SHARED_FEATURES_FR, 'Pot de porcelaine de 50 ml'],
    },
  },
];
