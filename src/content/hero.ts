// The home hero's poster and its controls' labels in both languages, bundled with the home page itself so that
// the hero (and its poster, the LCP element) renders without waiting for any other file. Its title, subtitle and
// the poster's alt text are the owner's (the home page's `hero` in the database, src/content/published.ts).

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

export interface HeroLabels {
  learnMore: string;
  learnMoreTopic: string;
  shopCollection: string;
  play: string;
  pause: string;
}

export const HERO_LABELS: Record<'en' | 'fr', HeroLabels> = {
  en: {
    learnMore: 'Learn more',
    shopCollection: 'Shop collection',
    play: 'Play the background video',
    pause: 'Pause the background video',
    learnMoreTopic: 'about our story',
  },
  fr: {
    learnMore: 'En savoir plus',
    shopCollection: 'Découvrir la collection',
    play: 'Lire la vidéo d’arrière-plan',
    pause: 'Mettre en pause la vidéo d’arrière-plan',
    learnMoreTopic: 'sur notre histoire',
  },
};
