// The home page below the hero: the welcome with the founder's quote, and As Featured In (the press links every
// language shares). The copy comes as props, so the admin's preview shows a draft as visitors will.
import { useTranslation } from 'react-i18next';
import type { PressLink } from '@/content/published';
import type { BrandCopy } from '@/content/types';

export function HomeSections({ copy, press }: { copy: BrandCopy['home']; press: PressLink[] }) {
  return (
    <>
      <WelcomeSection copy={copy} />
      <PressSection copy={copy} press={press} />
    </>
  );
}

export function WelcomeSection({ copy }: { copy: BrandCopy['home'] }) {
  const { t } = useTranslation('content');
  return (
    <section
      aria-labelledby="welcome-title"
      className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2"
    >
      <div>
        <h2 id="welcome-title" className="font-serif text-4xl">
          {copy.welcomeTitle}
        </h2>
        {copy.welcome.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-ink/85">
            {paragraph}
          </p>
        ))}
      </div>
      <figure className="self-center rounded-2xl bg-sand/70 p-8">
        <figcaption className="sr-only">{t('home.quoteLabel')}</figcaption>
        <blockquote className="font-serif text-2xl leading-snug sm:text-3xl">
          <p>{t('home.quote', { text: copy.founderQuote })}</p>
        </blockquote>
        <p className="mt-6 text-sm">
          <span className="font-semibold">{copy.founderName}</span>
          <span className="text-ink/75">, {copy.founderRole}</span>
        </p>
      </figure>
    </section>
  );
}

export function PressSection({ copy, press }: { copy: BrandCopy['home']; press: PressLink[] }) {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby="press-title" className="bg-white/60">
      <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6">
        <h2 id="press-title" className="text-sm font-semibold uppercase tracking-widest text-ink/80">
          {copy.featuredTitle}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-ink/80">{copy.featuredIntro}</p>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-6">
          {press.map((link) => (
            <li key={link.id}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('home.readOn', { outlet: link.outlet })} ${t('home.newTab')}`}
                className="font-serif text-3xl text-ink/85 hover:text-moss focus-visible:outline-2 focus-visible:outline-moss"
              >
                {link.outlet}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
