// The cosmetics facts of a product (Regulation (EC) 1223/2009 art. 19) in the product dialog: one collapsible
// section, a description list of what the label says. The open-jar symbol is drawn for the eye; the words
// beside it say the same to everyone.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '@/components/ui/collapsible';
import {
  formatNetQuantity,
  hasFacts,
  periodAfterOpeningSymbol,
  type ProductFacts,
} from '@/features/catalog/catalog-model';

function OpenJarSymbol() {
  return (
    <svg viewBox="0 0 28 24" width="28" height="24" aria-hidden="true" className="shrink-0">
      {/* The lid, lifted and tilted open. */}
      <path d="M5 7.5 L21 2.5 L22 5 L6 10 Z" fill="none" stroke="currentColor" strokeWidth="1.4" />
      {/* The jar. */}
      <path
        d="M6 11.5 H22 V20.5 Q22 22.5 20 22.5 H8 Q6 22.5 6 20.5 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5" data-testid={testId}>
      <dt className="font-medium text-ink">{label}</dt>
      <dd className="m-0">{children}</dd>
    </div>
  );
}

export function ProductFactsSection({
  facts,
  headingLevel,
}: {
  facts: ProductFacts;
  /** Its heading's level: under the dialog's h2 (3, the default) or the page's h1 (2). */
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('shop');
  if (!hasFacts(facts)) return null;
  const months = facts.periodAfterOpeningMonths;
  return (
    <CollapsibleSection title={t('catalog.facts.title')} headingLevel={headingLevel}>
      <dl className="flex flex-col gap-3">
        {facts.netQuantity ? (
          <Fact label={t('catalog.facts.netQuantity')} testId="fact-net-quantity">
            {formatNetQuantity(facts.netQuantity, i18n.language)}
          </Fact>
        ) : null}
        {months !== null ? (
          <Fact label={t('catalog.facts.periodAfterOpening')} testId="fact-period-after-opening">
            <span className="flex flex-wrap items-center gap-x-2">
              <span className="inline-flex items-center gap-1 font-semibold" aria-hidden="true">
                <OpenJarSymbol />
                {periodAfterOpeningSymbol(months)}
              </span>
              <span>{t('catalog.facts.periodAfterOpeningWords', { count: months })}</span>
            </span>
          </Fact>
        ) : null}
        {facts.origin ? (
          <Fact label={t('catalog.facts.origin')} testId="fact-origin">
            {facts.origin.name}
          </Fact>
        ) : null}
        {facts.inci ? (
          <Fact label={t('catalog.facts.inci')} testId="fact-inci">
            <span className="break-words text-xs uppercase leading-relaxed">{facts.inci}</span>
          </Fact>
        ) : null}
        {facts.precautions ? (
          <Fact label={t('catalog.facts.precautions')} testId="fact-precautions">
            <span className="whitespace-pre-line">{facts.precautions}</span>
          </Fact>
        ) : null}
        {facts.responsiblePerson ? (
          <Fact label={t('catalog.facts.responsiblePerson')} testId="fact-responsible-person">
            <span className="block">{facts.responsiblePerson.name}</span>
            <span className="block whitespace-pre-line">{facts.responsiblePerson.address}</span>
            {facts.responsiblePerson.email ? (
              <a
                className="block break-all underline hover:text-moss"
                href={`mailto:${facts.responsiblePerson.email}`}
                data-testid="responsible-person-email"
              >
                {facts.responsiblePerson.email}
              </a>
            ) : null}
          </Fact>
        ) : null}
      </dl>
    </CollapsibleSection>
  );
}
