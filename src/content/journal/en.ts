// The journal's articles in English, by slug (the dates, author and covers are in ./meta.ts).
import type { ArticleText } from '@/content/types';
import type { ArticleSlug } from './meta';

export const articles: Record<ArticleSlug, ArticleText> = {
  'a-morning-at-the-immortelle-harvest': {
    title: 'A morning at the immortelle harvest',
    description:
      'Before sunrise on a small organic farm in Balagne, we follow the hand harvest of immortelle from the field to the still.',
    excerpt:
      'The flowers are picked at dawn, before the heat, and distilled the same day. We spent a July morning with the farmers who grow our immortelle.',
    coverAlt: 'Golden immortelle flowers on a hillside at sunrise, rolling green hills behind them.',
    keywords: 'immortelle harvest, helichrysum, Corsica, organic farm, distillation',
    body: [
      {
        kind: 'p',
        text: 'At half past five the hillside above the village is still grey. By six, when the first light reaches the terraces, Jean-Marc and his two daughters are already bent over the rows, cutting the flowering tops with small curved sickles and laying them in wicker baskets.',
      },
      {
        kind: 'p',
        text: 'Immortelle is harvested in early summer, at the moment most of the little golden buttons have opened. A week too early and the scent is thin; a week too late and the flowers start to dry on the stem. The window is short, and the family watches the plants every day from the middle of June.',
      },
      { kind: 'h2', text: 'Why dawn matters' },
      {
        kind: 'p',
        text: 'The aromatic compounds of immortelle are volatile: in the afternoon sun they evaporate from the flowers and fill the air with that warm smell of curry and honey the maquis is famous for. Picked in the cool of the morning, the flowers keep them. By eleven o’clock the baskets are full and the work in the field stops.',
      },
      {
        kind: 'quote',
        text: '“You can smell a good harvest before you see it. When the whole valley smells of immortelle, it is time.”',
      },
      { kind: 'h2', text: 'From the field to the still' },
      {
        kind: 'p',
        text: 'The baskets go straight to the copper still in the barn below. Steam passes through the flowers for several hours and carries the essential oil with it; it takes around a tonne of flowers to make two litres of oil. Part of the harvest is kept whole and left to macerate in organic sunflower oil for a month, which gives our elixir its golden colour.',
      },
      {
        kind: 'p',
        text: 'We agree the price of the crop with the family every winter, before a single flower opens, and we buy all of it. It lets them plan the year, replant where the soil needs rest, and pay the pickers fairly. It also means we know exactly where every drop in your bottle comes from.',
      },
    ],
  },
  'two-drops-of-gold': {
    title: 'Two drops of gold: how to use a face elixir',
    description:
      'How much elixir to use, when to apply it and why pressing beats rubbing: a short guide to getting the most out of Immortela Elixir.',
    excerpt:
      'Two to three drops are enough for the whole face. Here is how to warm them, press them in and pair them with your cream.',
    coverAlt:
      'A dropper releasing two golden drops of elixir above a small pool of oil, immortelle flowers below.',
    keywords: 'face elixir, facial oil, how to use, immortelle elixir, skincare ritual',
    body: [
      {
        kind: 'p',
        text: 'A face oil is concentrated by design. Our elixir combines immortelle essential oil with a macerate of the whole flowers, rosehip and camellia, and a little goes a long way: two to three drops cover the face, neck and the base of the throat.',
      },
      { kind: 'h2', text: 'Warm, then press' },
      {
        kind: 'p',
        text: 'Place the drops in the palm of one hand and rub your palms together for a few seconds. Warmed oil spreads more evenly and its scent opens up. Then press your palms gently onto your cheeks, forehead and chin, hold for a breath, and release. Pressing rather than rubbing leaves the oil where it is needed and is kinder to the skin.',
      },
      { kind: 'h2', text: 'Morning or evening?' },
      {
        kind: 'p',
        text: 'Both. In the morning, apply the elixir on clean skin before Renouvela Crème: the cream seals it in and the skin stays comfortable all day. In the evening it can be used on its own, or with Renouvela Riche when the air is cold or your skin feels tight.',
      },
      {
        kind: 'quote',
        text: 'If your skin feels greasy after a minute, you have used too much: next time, try two drops instead of three.',
      },
      { kind: 'h2', text: 'A longer massage once a week' },
      {
        kind: 'p',
        text: 'In our UV-defense glow ritual the elixir becomes a massage oil. After the mask, work the drops into the skin with your fingertips, from the chin towards the temples and from the nose towards the ears, for two minutes. It is the most relaxing part of the week, and the skin looks rested afterwards.',
      },
    ],
  },
  'porcelain-since-1863': {
    title: 'Porcelain since 1863: the jars we keep',
    description:
      'Why our creams come in Limoges porcelain, and what it takes to make a jar at a family manufacture founded in 1863.',
    excerpt:
      'Fired at more than 1,300 °C and finished by hand with a band of gold, our jars are made to protect a cream and to be refilled for years.',
    coverAlt: 'Two white porcelain jars with a thin gold band on a moss-green shelf.',
    keywords: 'porcelain jar, Limoges porcelain, refillable packaging, refillable cosmetics',
    body: [
      {
        kind: 'p',
        text: 'When we looked for a jar for Renouvela, we wanted something that would protect the cream, last for years and be a pleasure to hold. Glass let light through; plastic did not feel right for a cream made of oils. We found our answer in Limoges, at a porcelain manufacture founded in 1863 and still run by the same family.',
      },
      { kind: 'h2', text: 'A material that protects' },
      {
        kind: 'p',
        text: 'Porcelain is fired until it vitrifies. The result is dense and non-porous: it does not absorb anything from the cream, lets no light through and keeps its contents stable. It is also one of the few materials that can be washed and refilled again and again without wearing out.',
      },
      { kind: 'h2', text: 'Six generations of hands' },
      {
        kind: 'p',
        text: 'Each jar is cast in a plaster mould, smoothed by hand, fired once, glazed, and fired again at more than 1,300 °C. The gold band is painted by hand with a fine brush and fixed in a third firing. A jar passes through a dozen pairs of hands before it reaches our laboratory, and no two are quite identical.',
      },
      {
        kind: 'quote',
        text: '“We have made tableware for weddings and for presidents. A jar for a cream is the same work: it has to be perfect, and it has to last.”',
      },
      {
        kind: 'p',
        text: 'Bring an empty jar back to us, or send it, and we wash it, sterilise it and refill it at a reduced price. The porcelain you buy today is meant to stay on your shelf for a very long time.',
      },
    ],
  },
  'the-printmaker-of-arles': {
    title: 'The printmaker of Arles',
    description:
      'Mathilde Roux draws the plants on our labels from life, then cuts and prints them by hand. A visit to her studio in Arles.',
    excerpt:
      'Every flower on our boxes began as a drawing made in the field, cut into linoleum and printed on a hand press in Arles.',
    coverAlt: 'A linocut print of immortelle stems in dark ink on cream paper, with a small golden sun.',
    keywords: 'printmaker, linocut, Arles, botanical illustration, packaging design',
    body: [
      {
        kind: 'p',
        text: 'Mathilde Roux’s studio is on the ground floor of an old house near the Rhône, in Arles. It smells of ink and paper. In the middle of the room stands a cast-iron press, more than a century old, that she restored herself.',
      },
      { kind: 'h2', text: 'Drawing from life' },
      {
        kind: 'p',
        text: 'Mathilde never draws a plant from a photograph. For our immortelle she spent several mornings in the fields above Calvi, sketching stems, leaves and flower heads in a notebook, until she understood how the plant holds itself in the wind.',
      },
      {
        kind: 'p',
        text: 'Back in Arles she simplifies the drawing, transfers it in reverse onto a block of linoleum and cuts away everything that should stay white. The gestures are slow and there is no eraser: a line cut too far is a new block.',
      },
      {
        kind: 'quote',
        text: '“A print keeps the trace of the hand. You can see where I pressed harder, where the ink was thicker. That is what I want people to feel.”',
      },
      { kind: 'h2', text: 'From the press to your box' },
      {
        kind: 'p',
        text: 'She inks the block with a roller, lays the paper on it and turns the wheel of the press. We scan her best print without retouching and use it on our labels and boxes, which are printed in the Rhône valley with plant-based inks. The originals hang in her studio, and some of them in ours.',
      },
    ],
  },
};
