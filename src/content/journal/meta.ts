// The journal covers' files and layout sizes (the articles themselves are the owner's, in the database:
// src/content/published.ts). The seeded articles' covers are drawn by scripts/media/journal-covers.mjs and rendered
// at each width below by scripts/media/render-hero-media.mjs. vite.config.ts and that script read this file: it
// imports nothing, as Node and Vite's config loader need.

/** The widths each cover is rendered at; the widest is the drawing's own size. */
export const COVER_WIDTHS = [720, 1200] as const;
const WIDTH = 1200;
const HEIGHT = 675;

/** The file of a cover at a width: `harvest.webp` at full width (the address shared pages name), else `harvest-720.webp`. */
export function coverFile(name: string, width: number): string {
  return width === WIDTH ? `${name}.webp` : `${name}-${width}.webp`;
}

/** An article's cover for <img>: the full-width file, every width in srcset, and the drawing's size. */
export function journalCover(name: string) {
  const url = (width: number) => `/media/journal/${coverFile(name, width)}`;
  return {
    src: url(WIDTH),
    srcSet: COVER_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
    width: WIDTH,
    height: HEIGHT,
  };
}

/**
 * The width a cover is laid out at, for `sizes`: on /journal two columns from md (the page's max-w-7xl, px-4 then
 * sm:px-6, gap-10), on an article the max-w-3xl column (px-4 then sm:px-6).
 */
export const COVER_SIZES = {
  list: '(min-width: 1280px) 596px, (min-width: 768px) calc(50vw - 44px), calc(100vw - 2rem)',
  article: '(min-width: 768px) 720px, calc(100vw - 2rem)',
};
