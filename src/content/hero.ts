// The home hero's few words in both languages, bundled with the home page itself so that the hero (and its
// poster, the LCP element) renders without waiting for any other file.

/**
 * The hero's still (drawn here, scripts/media/render-hero-media.mjs), also the collection page's banner. Three
 * widths, as a browser picks the smallest at least as wide as the screen's pixels: 640 for a small phone, 828 for
 * a large one (412 px at 1.75 dppx wants 721), 1280 for the rest.
 */
export const HERO_POSTER = {
  src: '/media/hero-poster-1280.webp',
  srcSet:
    '/media/hero-poster-640.webp 640w, /media/hero-poster-828.webp 828w, /media/hero-poster-1280.webp 1280w',
  width: 1280,
  height: 720,
};

export interface HeroCopy {
  subtitle: string;
  learnMore: string;
  learnMoreTopic: string;
  shopCollection: string;
  posterAlt: string;
  play: string;
  pause: string;
}

export const HERO_COPY: Record<'en' | 'fr', HeroCopy> = {
  en: {
    subtitle: 'Organic immortelle skincare, grown in Corsica and Provence and made in France.',
    learnMore: 'Learn more',
    shopCollection: 'Shop collection',
    posterAlt: 'Golden immortelle flowers swaying on their silver stems above a moss-green hillside.',
    play: 'Play the background video',
    pause: 'Pause the background video',
    learnMoreTopic: 'about our story',
  },
  fr: {
    subtitle: 'Des soins biologiques à l’immortelle, cultivée en Corse et en Provence, fabriqués en France.',
    learnMore: 'En savoir plus',
    shopCollection: 'Découvrir la collection',
    posterAlt:
      'Des fleurs d’immortelle dorées se balancent sur leurs tiges argentées au-dessus d’un coteau vert mousse.',
    play: 'Lire la vidéo d’arrière-plan',
    pause: 'Mettre en pause la vidéo d’arrière-plan',
    learnMoreTopic: 'sur notre histoire',
  },
};
