// Brand texts in English: home, story, rituals, commitment, experiences.
import type { BrandCopy } from '@/content/types';
import { LEGAL_FACTS } from '@/lib/legal-facts';

// Claims stay provable (Directive (EU) 2024/825): one organic figure (at least 95% of plant ingredients, the
// COSMOS Organic floor), the certifier named from the owner's facts, no generic environmental claim, and no
// "not tested on animals" (a legal obligation for every cosmetic sold in the EU, Regulation (EC) 1223/2009 art. 18).
const CERTIFIER = `${LEGAL_FACTS.organicCertifier.name} (${LEGAL_FACTS.organicCertifier.code})`;

export const brand: BrandCopy = {
  home: {
    welcomeTitle: 'Welcome to Maison Immortela',
    welcome: [
      'Immortelle grows where little else will: on sun-baked Corsican hillsides and the dry stony soil of Provence. Its golden flowers keep their colour long after they are picked, which is how the plant earned its name.',
      'We work with small organic farms that harvest it by hand, a certified organic laboratory in France that turns it into elixirs and creams, and a porcelain manufacture founded in 1863 that makes the jars you keep on your shelf. Few ingredients, chosen with care, made to be used every day.',
    ],
    founderQuote:
      'I wanted skincare that smells of the maquis after rain and asks nothing of the skin but a few quiet minutes, morning and evening.',
    founderName: 'Claire Antonetti',
    founderRole: 'Founder of Maison Immortela',
    featuredTitle: 'As Featured In',
    featuredIntro: 'Beauty editors have written about our immortelle and the people who grow it.',
  },
  story: {
    intro:
      'Maison Immortela began with a flower, a grandmother’s garden in Corsica and a simple question: what would skincare look like if every step, from the field to the jar, were done with the same care?',
    sections: [
      {
        id: 'living-beauty',
        title: 'Living beauty',
        lead: 'We believe that beautiful skin is living skin: skin that breathes, renews itself and changes with the seasons. Our formulas accompany it rather than cover it.',
        more: [
          'That is why we keep our lists of ingredients short and readable. Each plant is there for a reason you can understand, in a quantity that makes a difference, and nothing is added to make a label look longer.',
          'Our textures are designed to disappear into the skin within a minute. What stays is comfort, suppleness and a light that comes from within, not from a film on the surface.',
        ],
      },
      {
        id: 'science-of-nature',
        title: 'The science of nature',
        lead: 'Helichrysum italicum, the immortelle, is one of the most studied plants of the Mediterranean. Its essential oil is rich in italidiones and neryl acetate, compounds valued for soothing the skin and supporting its renewal.',
        more: [
          'We pair the essential oil, distilled from the flowering tops, with a macerate of whole flowers in organic sunflower oil. The first brings concentration, the second a gentle golden richness that the skin drinks in.',
          'Around immortelle we choose companions with the same rigour: rosehip for radiance, camellia for lightness, olive squalane for suppleness. Each one is traced back to its producer.',
        ],
      },
      {
        id: 'french-lab',
        title: 'A French laboratory',
        lead: 'Every formula is developed and made by a certified organic contract laboratory in France, in the Drôme valley, a short drive from the fields of Provence.',
        more: [
          'The laboratory works to the COSMOS Organic standard and to cosmetic good manufacturing practice (ISO 22716). Each batch is tested for stability, safety and microbiological purity before it leaves the building.',
          'We make small batches, several times a year, rather than large runs that wait in a warehouse. Your elixir is months, not years, away from the flowers it comes from.',
        ],
      },
      {
        id: 'porcelain',
        title: 'Our porcelain partner, since 1863',
        lead: 'Our jars and cases are made in Limoges by a family porcelain manufacture founded in 1863, whose craftspeople have shaped, fired and finished porcelain for six generations.',
        more: [
          'Porcelain protects a formula better than almost any other material: it is non-porous, lets no light through and does not interact with the oils it holds. It is also meant to last, and every jar can be refilled.',
          'Each piece is fired at more than 1,300 °C, then finished by hand with a thin band of gold. No two are quite alike, and we like it that way.',
        ],
      },
      {
        id: 'founder',
        title: 'Our founder and her vision',
        lead: 'Claire Antonetti grew up between Paris and her grandmother’s village in the north of Corsica, where summers smelled of immortelle drying on the terrace.',
        more: [
          'A doctor of pharmacy, she spent twelve years formulating skincare for large French houses before deciding she wanted to make fewer products, better, and to know the name of every farmer she bought from.',
          'She founded Maison Immortela with one elixir and one cream. Her vision has not changed since: a small, complete collection made in France, honest about what it contains and what it can do, and beautiful enough to keep.',
        ],
      },
      {
        id: 'artist',
        title: 'The artist',
        lead: 'The flowers on our labels and boxes are the work of Mathilde Roux, a printmaker who lives and works in Arles.',
        more: [
          'Mathilde draws each plant from life, then cuts the design into linoleum and copper plates and prints it by hand on her press. We scan her original prints without retouching, so the grain of the paper and the pressure of the ink remain.',
          'For every new product she spends a season with the plant it is made from. The immortelle you see on our elixir was drawn in the fields above Calvi, one morning in July.',
        ],
      },
      {
        id: 'craft',
        title: 'Craft elevated to art',
        lead: 'A farmer, a formulator, a porcelain maker and a printmaker: four crafts, each practised by people who have spent their lives perfecting it.',
        more: [
          'We think of every jar as a small meeting of these crafts. The care you can feel in the texture of a cream is the same as the care in the glaze of its jar and the line of its drawing.',
          'It takes longer to work this way, and we make less. What we make, we hope you will use to the last drop and keep long after.',
        ],
      },
    ],
    farmsTitle: 'Small farms in Provence and Corsica',
    farms:
      'Our immortelle comes from a handful of small organic farms: family plots on the hillsides of Balagne and around Corte in Corsica, and in the Luberon and the Drôme in Provence. The flowers are picked by hand in early summer, at the moment they open, and distilled the same day. We agree the price before the harvest and buy the whole crop, so each farmer can plan the year ahead.',
    newProductsTitle: '8 new products',
    newProductsIntro:
      'Around our elixirs and Renouvela creams, eight new products complete the rituals, each with the same short list of ingredients.',
    newProducts: [
      {
        title: 'Immortelle Cleansing Oil',
        text: 'Melts away make-up and sunscreen, then rinses off as a light milk.',
      },
      {
        title: 'Melting Cleansing Balm',
        text: 'A rich balm for the evening that turns to oil on warm skin.',
      },
      {
        title: 'Gentle Cleansing Gel',
        text: 'A soft foam for the morning, with aloe and immortelle water.',
      },
      {
        title: 'Polishing Powder',
        text: 'Rice, oat and white clay that become a fine paste with a little water.',
      },
      {
        title: 'Rose Essence',
        text: 'A toner of Damask rose water that refreshes and prepares the skin.',
      },
      {
        title: 'Lavender Honey Mask',
        text: 'Provence lavender honey and immortelle, for skin that has seen the sun.',
      },
      {
        title: 'Eye Balm',
        text: 'A light balm for the delicate skin around the eyes.',
      },
      {
        title: 'Immortelle Mist',
        text: 'Immortelle flower water to refresh the face at any hour.',
      },
    ],
  },
  ritual: {
    intro:
      'Three rituals, each a few minutes long. Warm the products between your palms, use slow pressing movements rather than rubbing, and give the skin time to drink in each step before the next.',
    rituals: [
      {
        id: 'morning',
        title: 'Awaken & Protect',
        when: 'Morning ritual',
        intro: 'To wake the skin gently and prepare it for the day.',
        steps: [
          {
            text: 'Cleanse with the Gentle Cleansing Gel, or with the Immortelle Cleansing Oil if you prefer a softer touch. Rinse with lukewarm water and pat dry.',
          },
          {
            text: 'Warm 2 to 3 drops of Immortela Elixir between your palms and press them onto your face, neck and the base of the throat.',
            product: 'immortela-elixir-30ml',
          },
          {
            text: 'Finish with Renouvela Crème, smoothed from the centre of the face outwards, to seal in the elixir.',
            product: 'renouvela-creme',
          },
        ],
        note: 'Then, as every morning, your sunscreen.',
      },
      {
        id: 'evening',
        title: 'Cleanse & Restore',
        when: 'Evening ritual',
        intro: 'To lift away the day and let the skin repair itself overnight.',
        steps: [
          {
            text: 'Massage the Melting Cleansing Balm or the Immortelle Cleansing Oil onto dry skin to dissolve make-up and the day’s traces, then emulsify with a little water and rinse.',
          },
          {
            text: 'Apply Renouvela Riche, or Renouvela Extra-Riche if your skin is dry or the air is cold, with slow upward strokes.',
            product: 'renouvela-riche',
          },
        ],
      },
      {
        id: 'uv-defense',
        title: 'Hydrate. Brighten. Defend.',
        when: 'UV-defense glow ritual, once or twice a week in the sunny months',
        intro:
          'A longer ritual for skin that spends time outdoors, to restore its glow and strengthen its defences.',
        steps: [
          {
            text: 'Double cleanse: first the Immortelle Cleansing Oil, then the Gentle Cleansing Gel mixed with a pinch of Polishing Powder, massaged in small circles for thirty seconds.',
          },
          {
            text: 'Sweep Rose Essence over the face with your fingertips to refresh and balance the skin.',
          },
          {
            text: 'Apply a generous layer of the Lavender Honey Mask and leave it for ten minutes. In our laboratory’s measurements, skin that had the mask showed +26% protection against UV compared with the same skin without it. The mask is not a sun protection product: it has no SPF, it complements your sunscreen and never replaces it.',
          },
          {
            text: 'Rinse, then massage 2 to 3 drops of Immortela Elixir into the skin, from the chin towards the temples, for two minutes.',
            product: 'immortela-elixir-10ml',
          },
          {
            text: 'Close the ritual with Renouvela Crème.',
            product: 'renouvela-creme',
          },
        ],
      },
    ],
  },
  commitment: {
    intro:
      'We would rather make fewer products and stand behind every one of them. These are the commitments we hold ourselves to, and that you can hold us to.',
    sections: [
      {
        title: 'Certified organic',
        text: `Every product is certified to the COSMOS Organic standard by ${CERTIFIER}, an independent certification body, which checks our ingredients, our laboratory and our labels every year. At least 95% of our plant ingredients are organically grown, and we publish the exact percentage on each pack.`,
      },
      {
        title: 'Traceable sourcing',
        text: 'We buy our immortelle directly from small farms in Corsica and Provence, at a price agreed before the harvest. For every other plant ingredient we know the country, the producer and the harvest year, and we will tell you if you ask.',
      },
      {
        title: 'Made in France',
        text: 'Our formulas are developed and made by a certified organic laboratory in the Drôme, our jars are made in Limoges and our boxes are printed in the Rhône valley.',
      },
      {
        title: 'Packaging made to last',
        text: 'Porcelain jars meant to be kept and refilled, glass where porcelain cannot go, boxes of recycled board printed with plant-based inks, and no plastic film. Bring back or send us an empty jar and we will wash and refill it at a reduced price.',
      },
      {
        title: 'What we leave out',
        text: 'No silicones, no mineral oils, no synthetic fragrance. Our formulas are kind to sensitive skin, and we say clearly when a product contains essential oils.',
      },
    ],
  },
  experiences: {
    intro:
      'Skincare is easier to understand with your hands. Come and meet the plants, the people who grow them and the gestures that bring out the best in each product.',
    items: [
      {
        id: 'atelier',
        title: 'Ritual workshop',
        place: 'Paris and Lyon, in small groups of eight',
        duration: '2 hours',
        text: 'Learn the three Maison Immortela rituals step by step with one of our facialists: how much product to use, how to warm an oil, the pressing and lifting movements of a facial massage. You leave with a personal ritual and a travel-size elixir.',
      },
      {
        id: 'facial',
        title: 'Immortelle facial',
        place: 'In our partner spas in Provence and Corsica',
        duration: '75 minutes',
        text: 'A complete facial with our products: double cleanse, polishing powder, lavender honey mask and a long elixir massage. Gentle enough for sensitive skin and deeply relaxing.',
      },
      {
        id: 'harvest',
        title: 'Harvest morning',
        place: 'On a partner farm in Corsica or Provence, June and July',
        duration: 'A morning',
        text: 'Join the harvest at dawn, walk the fields with the farmer, watch the flowers distilled the same day and share lunch in the shade. Limited to twelve guests each season.',
      },
    ],
    askTitle: 'Ask about an experience',
    ask: 'Dates are set each season. Write to us with the experience you are interested in, the city or region you prefer and how many of you would come, and we will reply within two working days.',
  },
};
