// The home page's full-screen hero: the poster image paints first (the LCP element, preloaded in index.html);
// the muted loop takes over once the page has loaded, and never when the visitor prefers reduced motion. The
// owner's words (title, subtitle, the poster's alt text) come as props, so the admin's preview shows them too.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { HeroPoster } from '@/components/ui/hero-poster';
import { HERO_LABELS, HERO_POSTER } from '@/content/hero';
import type { ContentLanguage, HeroText } from '@/content/published';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The visitor's reduced-motion preference, followed live (it can change while the page is open). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    // The pre-rendered page shows the poster alone, which is what reduced motion shows too.
    () => true,
  );
}

/** True once the page has loaded and the browser is idle, unless reduced motion is asked for. */
function useDeferredVideo(): boolean {
  const reduced = useReducedMotion();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const start = () => {
      const show = () => !cancelled && setLoaded(true);
      if ('requestIdleCallback' in window) window.requestIdleCallback(show, { timeout: 3000 });
      else setTimeout(show, 500);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, []);
  return loaded && !reduced;
}

export function HomeHero({ hero, language }: { hero: HeroText; language: ContentLanguage }) {
  const copy = HERO_LABELS[language];
  const showVideo = useDeferredVideo();
  const [paused, setPaused] = useState(false);
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) element.pause();
    else void element.play().catch(() => undefined);
  }, [paused, showVideo]);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-end overflow-hidden bg-moss-dark text-cream"
    >
      <HeroPoster alt={hero.posterAlt} />
      {showVideo ? (
        <video
          data-testid="hero-video"
          ref={video}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          poster={HERO_POSTER.src}
          onPlaying={() => setPlaying(true)}
          className={cn(
            'absolute inset-0 -z-20 h-full w-full object-cover object-[70%_50%] transition-opacity duration-700',
            playing ? 'opacity-100' : 'opacity-0',
          )}
        >
          <source src="/media/hero-loop.webm" type="video/webm" />
          <source src="/media/hero-loop.mp4" type="video/mp4" />
        </video>
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/35 to-black/10 sm:bg-gradient-to-r sm:from-black/65 sm:via-black/30 sm:to-transparent" />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 pt-32 sm:px-6 sm:pb-24">
        <h1 id="hero-title" className="font-serif text-5xl leading-tight sm:text-7xl">
          {hero.title}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-cream/90 sm:text-xl">{hero.subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button
            asChild
            variant="outline"
            className="border-cream/70 text-cream hover:bg-cream/10 focus-visible:outline-cream"
          >
            <Link to={paths.ourStory}>
              {copy.learnMore}
              {/* Spoken and indexed as "Learn more about our story": a link's text should say where it goes. */}
              <span className="sr-only"> {copy.learnMoreTopic}</span>
            </Link>
          </Button>
          <Button asChild className="bg-cream text-ink hover:bg-sand focus-visible:outline-cream">
            <Link to={paths.collection}>{copy.shopCollection}</Link>
          </Button>
        </div>
      </div>
      {showVideo ? (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="absolute bottom-4 right-4 rounded-full bg-black/40 px-3 py-1.5 text-xs text-cream hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-cream"
        >
          {paused ? copy.play : copy.pause}
        </button>
      ) : null}
    </section>
  );
}
