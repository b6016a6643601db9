// What a product shows beside its gallery, in the quick-view dialog and on its own page: badges, title, price,
// the action, the description, the collapsible sections, the facts and the guarantee. The caller gives the
// title and description elements (the dialog's must be Radix's, for its accessible name and description).
import type { ComponentType, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GuaranteeNotice } from '@/components/legal/guarantee-notice';
import { CollapsibleSection } from '@/components/ui/collapsible';
import { LEGAL_FACTS } from '@/lib/legal-facts';
import { sanitizeHtml } from '@/lib/sanitize';
import {
  availabilityKey,
  localized,
  productFacts,
  type ProductAction,
} from '@/features/catalog/catalog-model';
import type { Product } from '@/features/catalog/api/get-products';
import type { ProductView } from '@/features/catalog/product-view';
import { ProductActionArea } from './product-action-area';
import { ProductFactsSection } from './product-facts';
import { ProductPrice } from './product-price';
import { PurchaseReassurance } from './purchase-reassurance';
import { SetContents } from './set-contents';

const SECTIONS = [
  { field: 'exclusive_immortela_synergy', labelKey: 'catalog.sections.exclusiveSynergy' },
  { field: 'other_key_ingredients', labelKey: 'catalog.sections.otherIngredients' },
  { field: 'aromatherapy', labelKey: 'catalog.sections.aromatherapy' },
  { field: 'special_benefits', labelKey: 'catalog.sections.specialBenefits' },
  { field: 'how_to_use', labelKey: 'catalog.sections.howToUse' },
] as const;

export interface ProductDetailsProps {
  product: Product;
  view: ProductView;
  action: ProductAction;
  busy: boolean;
  onAct: () => void;
  Title: ComponentType<{ className?: string; children: ReactNode }>;
  Description: ComponentType<{ className?: string; children: ReactNode }>;
  /** The level of the sections' headings: h3 in the dialog (under its h2), h2 on the product page. */
  sectionHeading?: 'h2' | 'h3';
  /** The action area's box, which the phone's sticky buy bar watches (sticky-buy-bar.tsx). */
  actionRef?: Ref<HTMLDivElement>;
}

export function ProductDetails({
  product,
  view,
  action,
  busy,
  onAct,
  Title,
  Description,
  sectionHeading = 'h3',
  actionRef,
}: ProductDetailsProps) {
  const { t, i18n } = useTranslation('shop');
  const headingLevel = sectionHeading === 'h2' ? 2 : 3;
  return (
    <>
      <div className="flex flex-wrap gap-2 pr-10 text-xs font-semibold uppercase tracking-wider">
        {view.formerPrice !== null ? (
          <span className="rounded-full bg-rust px-3 py-1 text-cream">{t('catalog.badges.onSale')}</span>
        ) : null}
        <span className="rounded-full bg-moss px-3 py-1 text-cream">{t('catalog.badges.organic')}</span>
        <span className="rounded-full border border-moss px-3 py-1 text-moss-dark" data-testid="availability">
          {t(`catalog.availability.${availabilityKey(action)}`)}
        </span>
      </div>
      {/* The "Organic" badge names who certifies it: a bare organic claim is not verifiable. */}
      <p className="-mt-2 text-xs text-ink/75" data-testid="organic-certifier">
        {t('catalog.badges.certifiedBy', {
          body: LEGAL_FACTS.organicCertifier.name,
          code: LEGAL_FACTS.organicCertifier.code,
        })}
      </p>
      <Title className="text-3xl">{view.title}</Title>
      <Description className={view.subtitle ? '' : 'sr-only'}>
        {view.subtitle || view.descriptionText}
      </Description>
      <div>
        <ProductPrice view={view} />
        {view.formerPrice !== null ? (
          <p className="mt-1 text-xs text-ink/70">{t('catalog.referenceNote')}</p>
        ) : null}
      </div>
      <div ref={actionRef}>
        <ProductActionArea
          product={product}
          action={action}
          busy={busy}
          onAct={onAct}
          productTitle={view.title}
        />
        <PurchaseReassurance action={action} className="mt-3" />
      </div>
      <div
        className="prose-sm space-y-2 text-sm leading-relaxed text-ink/85 [&_li]:ml-4 [&_li]:list-disc"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(view.descriptionHtml) }}
      />
      <SetContents product={product} heading={sectionHeading} />
      <div>
        {SECTIONS.map(({ field, labelKey }) => {
          const text = localized(product, field, i18n.language).trim();
          if (!text) return null;
          return (
            <CollapsibleSection key={field} title={t(labelKey)} headingLevel={headingLevel}>
              <p className="whitespace-pre-line">{text}</p>
            </CollapsibleSection>
          );
        })}
        <ProductFactsSection
          facts={productFacts(product, i18n.language, LEGAL_FACTS.cosmeticsResponsiblePerson)}
          headingLevel={headingLevel}
        />
      </div>
      <GuaranteeNotice heading={sectionHeading} />
    </>
  );
}
