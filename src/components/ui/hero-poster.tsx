// The immortelle poster behind the home hero and the collection banner: the page's largest paint, loaded first,
// covering its box from behind the text.
import { HERO_POSTER } from '@/content/hero';

export function HeroPoster({ alt }: { alt: string }) {
  return (
    <img
      src={HERO_POSTER.src}
      srcSet={HERO_POSTER.srcSet}
      sizes="100vw"
      width={HERO_POSTER.width}
      height={HERO_POSTER.height}
      alt={alt}
      fetchPriority="high"
      className="absolute inset-0 -z-20 h-full w-full object-cover object-[70%_50%]"
    />
  );
}
