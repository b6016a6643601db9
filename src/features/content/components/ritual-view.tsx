// /ritual: the three rituals as collapsible sections, each product step linking to the product's page, and what
// the caller puts after each (the shop's "Add the whole ritual"). Each ritual has its anchor (/ritual#morning, from
// a product's page): arriving there opens that ritual and goes to it.
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '@/components/ui/collapsible';
import type { BrandCopy, Ritual } from '@/content/types';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';

export function RitualView({
  copy,
  ritualAction,
}: {
  copy: BrandCopy['ritual'];
  /** What follows a ritual's steps (the shop's "Add the whole ritual"; nothing in the admin's preview). */
  ritualAction?: (ritual: Ritual) => ReactNode;
}) {
  const { t } = useTranslation('content');
  const { hash } = useLocation();
  // The pre-render knows no anchor: the linked ritual opens once the page is React's (its key changes then).
  const hydrated = useHydrated();
  const linked = hydrated ? decodeURIComponent(hash.slice(1)) : '';
  useEffect(() => {
    if (linked) document.getElementById(linked)?.scrollIntoView();
  }, [linked]);
  return (
    <>
      <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink/85">{copy.intro}</p>
      <div className="mt-10 max-w-3xl border-t border-ink/10">
        {copy.rituals.map((ritual) => (
          <CollapsibleSection
            key={`${ritual.id}${linked === ritual.id ? '#open' : ''}`}
            id={ritual.id}
            defaultOpen={linked === ritual.id}
            headingLevel={2}
            className="text-base"
            title={
              <span className="flex flex-col">
                <span className="font-serif text-2xl">{ritual.title}</span>
                <span className="text-sm font-normal text-ink/75">{ritual.when}</span>
              </span>
            }
          >
            <p className="text-base">{ritual.intro}</p>
            <h3 className="sr-only">{t('ritual.steps')}</h3>
            <ol className="mt-4 list-decimal space-y-3 pl-6 text-base">
              {ritual.steps.map((step) => (
                <li key={step.text.slice(0, 32)}>
                  {step.text}
                  {step.product ? (
                    <>
                      {' '}
                      <Link
                        to={paths.productPage(step.product)}
                        className="whitespace-nowrap font-medium text-moss underline underline-offset-4 hover:text-moss-dark"
                      >
                        {t('ritual.seeProduct', { product: t(`products.${step.product}`) })}
                      </Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ol>
            {ritual.note ? <p className="mt-4 text-base italic">{ritual.note}</p> : null}
            {ritualAction?.(ritual)}
          </CollapsibleSection>
        ))}
      </div>
    </>
  );
}
