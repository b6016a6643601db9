// /our-commitment: certification, sourcing, making and packaging, in plain words.
import type { BrandCopy } from '@/content/types';

export function CommitmentView({ copy }: { copy: BrandCopy['commitment'] }) {
  return (
    <>
      <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink/85">{copy.intro}</p>
      <div className="mt-12 grid gap-8 md:grid-cols-2">
        {copy.sections.map((section) => (
          <section key={section.title} className="rounded-2xl border border-ink/10 bg-white/70 p-6">
            <h2 className="font-serif text-2xl">{section.title}</h2>
            <p className="mt-3 leading-relaxed text-ink/85">{section.text}</p>
          </section>
        ))}
      </div>
    </>
  );
}
