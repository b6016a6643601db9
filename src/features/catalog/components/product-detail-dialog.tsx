import { useTranslation } from 'react-i18next';
import { GuaranteeNotice } from '@/components/legal/guarantee-notice';
import { CollapsibleSection } from '@/components/ui/collapsible';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LEGAL_FACTS } from '@/lib/legal-facts';
import { sanitizeHtml } from '@/lib/sanitize';
import { useCurrency } from '@/lib/use-currency';
import {
  availabilityKey,
  localized,
  productFacts,
  type ProductAction,
} from '@/features/catalog/catalog-model';
import type { Product } from '@/features/catalog/api/get-products';
import { viewProduct } from '@/features/catalog/product-view';
import { ProductActionButton } from './product-action-button';
import { ProductFactsSection } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';

const SECTIONS = [
  { field: 'exclusive_immortela_synergy', labelKey: 'catalog.sections.exclusiveSynergy' },
  { field: 'other_key_ingredients', labelKey: 'catalog.sections.otherIngredients' },
  { field: 'aromatherapy', labelKey: 'catalog.sections.aromatherapy' },
  { field: 'special_benefits', labelKey: 'catalog.sections.specialBenefits' },
  { field: 'how_to_use', labelKey: 'catalog.sections.howToUse' },
] as const;

export interface ProductDetailDialogProps {
  product: Product | null;
  action: ProductAction;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onAct: () => void;
}

export function ProductDetailDialog({
  product,
  action,
  busy,
  onOpenChange,
  onAct,
}: ProductDetailDialogProps) {
  const { t, i18n } = useTranslation('shop');
  const currency = useCurrency();
  const view = product ? viewProduct(product, i18n.language, currency) : null;
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      {product && view ? (
        <DialogContent closeLabel={t('common.close')} className="max-w-3xl p-0">
          <div className="grid gap-0 md:grid-cols-2">
            <ProductGallery key={product.id} product={product} title={view.title} />
            <div className="flex flex-col gap-4 p-6">
              <div className="flex flex-wrap gap-2 pr-10 text-xs font-semibold uppercase tracking-wider">
                {view.formerPrice !== null ? (
                  <span className="rounded-full bg-rust px-3 py-1 text-cream">
                    {t('catalog.badges.onSale')}
                  </span>
                ) : null}
                <span className="rounded-full bg-moss px-3 py-1 text-cream">
                  {t('catalog.badges.organic')}
                </span>
                <span
                  className="rounded-full border border-moss px-3 py-1 text-moss-dark"
                  data-testid="availability"
                >
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
              <DialogTitle className="text-3xl">{view.title}</DialogTitle>
              <DialogDescription className={view.subtitle ? '' : 'sr-only'}>
                {view.subtitle || view.descriptionText}
              </DialogDescription>
              <div>
                <ProductPrice view={view} />
                {view.formerPrice !== null ? (
                  <p className="mt-1 text-xs text-ink/70">{t('catalog.referenceNote')}</p>
                ) : null}
              </div>
              <ProductActionButton action={action} busy={busy} onAct={onAct} productTitle={view.title} />
              <div
                className="prose-sm space-y-2 text-sm leading-relaxed text-ink/85 [&_li]:ml-4 [&_li]:list-disc"
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(view.descriptionHtml) }}
              />
              <div>
                {SECTIONS.map(({ field, labelKey }) => {
                  const text = localized(product, field, i18n.language).trim();
                  if (!text) return null;
                  return (
                    <CollapsibleSection key={field} title={t(labelKey)}>
                      <p className="whitespace-pre-line">{text}</p>
                    </CollapsibleSection>
                  );
                })}
                <ProductFactsSection
                  facts={productFacts(product, i18n.language, LEGAL_FACTS.cosmeticsResponsiblePerson)}
                />
              </div>
              <GuaranteeNotice heading="h3" />
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
