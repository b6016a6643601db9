// /experiences: workshops, facials and harvest mornings, each with a way to ask about it through /contact.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { BrandCopy } from '@/content/types';
import { paths } from '@/lib/paths';

export function ExperiencesView({ copy }: { copy: BrandCopy['experiences'] }) {
  const { t } = useTranslation('content');
  const askLink = (title: string) => paths.contactAbout(t('experiences.askSubject', { title }));
  return (
    <>
      <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink/85">{copy.intro}</p>
      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        {copy.items.map((item) => (
          <section key={item.id} className="flex flex-col rounded-2xl border border-ink/10 bg-white/70 p-6">
            <h2 className="font-serif text-2xl">{item.title}</h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium">{t('experiences.where')}</dt>
              <dd className="text-ink/80">{item.place}</dd>
              <dt className="font-medium">{t('experiences.duration')}</dt>
              <dd className="text-ink/80">{item.duration}</dd>
            </dl>
            <p className="mt-4 flex-1 leading-relaxed text-ink/85">{item.text}</p>
            <Link
              to={askLink(item.title)}
              aria-label={t('experiences.askAbout', { title: item.title })}
              className="mt-6 self-start text-sm font-medium text-moss underline underline-offset-4 hover:text-moss-dark"
            >
              {t('experiences.askCta')}
            </Link>
          </section>
        ))}
      </div>
      <section aria-labelledby="ask-title" className="mt-16 rounded-2xl bg-sand/70 p-8">
        <h2 id="ask-title" className="font-serif text-3xl">
          {copy.askTitle}
        </h2>
        <p className="mt-4 max-w-3xl leading-relaxed text-ink/85">{copy.ask}</p>
        <Button asChild className="mt-6">
          <Link to={paths.contact}>{t('experiences.askCta')}</Link>
        </Button>
      </section>
    </>
  );
}
