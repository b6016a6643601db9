// /our-story: each section shows its lead and opens the rest with "Read more..." / "Show less".
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandCopy, StorySection } from '@/content/types';

export function StoryView({ copy }: { copy: BrandCopy['story'] }) {
  return (
    <>
      <p className="mt-6 max-w-3xl text-xl leading-relaxed text-ink/85">{copy.intro}</p>
      <div className="mt-12 grid gap-x-12 gap-y-10 lg:grid-cols-2">
        {copy.sections.map((section) => (
          <ExpandableSection key={section.id} section={section} />
        ))}
      </div>
      <section aria-labelledby="farms-title" className="mt-16 rounded-2xl bg-sand/70 p-8">
        <h2 id="farms-title" className="font-serif text-3xl">
          {copy.farmsTitle}
        </h2>
        <p className="mt-4 max-w-3xl leading-relaxed text-ink/85">{copy.farms}</p>
      </section>
      <section aria-labelledby="new-products-title" className="mt-16">
        <h2 id="new-products-title" className="font-serif text-3xl">
          {copy.newProductsTitle}
        </h2>
        <p className="mt-4 max-w-3xl text-ink/85">{copy.newProductsIntro}</p>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.newProducts.map((product) => (
            <li key={product.title} className="rounded-xl border border-ink/10 bg-white/70 p-5">
              <h3 className="font-medium">{product.title}</h3>
              <p className="mt-2 text-sm text-ink/80">{product.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function ExpandableSection({ section }: { section: StorySection }) {
  const { t } = useTranslation('content');
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <section aria-labelledby={`story-${section.id}`} data-testid={`story-${section.id}`}>
      <h2 id={`story-${section.id}`} className="font-serif text-3xl">
        {section.title}
      </h2>
      <p className="mt-3 leading-relaxed text-ink/85">{section.lead}</p>
      <div id={moreId} hidden={!expanded}>
        {section.more.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-3 leading-relaxed text-ink/85">
            {paragraph}
          </p>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={() => setExpanded((value) => !value)}
        className="mt-3 text-sm font-medium text-moss underline underline-offset-4 hover:text-moss-dark focus-visible:outline-2 focus-visible:outline-moss"
      >
        {expanded ? t('story.showLess') : t('story.readMore')}
      </button>
    </section>
  );
}
