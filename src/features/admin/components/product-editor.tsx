// The create/edit form: English and French side by side with the translation completeness, prices in USD
// and EUR, sale (with the struck-through reference the shop will show, computed by the database from the price
// history), reserve/pre-order, stock, delivery days, policy, the description as sanitized HTML with a preview,
// the cosmetics facts of the label, and the images. What was typed stays when a save fails.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field, TextareaField } from '@/components/ui/field';
import { sanitizeHtml } from '@/lib/sanitize';
import { useSaveProduct, useSetProductStatus } from '@/features/admin/api/save-product';
import {
  emptyProductForm,
  formToRow,
  productErrorKey,
  productToForm,
  slugify,
  TEXT_FIELDS,
  translationCompleteness,
  validateProduct,
  type ProductFormErrors,
  type ProductFormValues,
  type ProductRow,
  type TextField,
} from '@/features/admin/product-form-model';
import { productStatus } from '@/features/admin/product-list-model';
import { DeleteProductDialog } from './delete-product-dialog';
import { FactsFields } from './product-facts-fields';
import { textProps, type ProductFormAccess } from './product-form-access';
import { ProductImages } from './product-images';
import { ReferencePrice } from './product-reference-price';
import { SetComponentsField } from './set-components-field';
import { TextPair } from './product-text-pair';
import { TranslationMeter } from './translation-meter';

const SINGLE_LINE: TextField[] = ['title', 'subtitle'];

export function ProductEditor({
  product,
  listHref,
  onSaved,
  onDeleted,
}: {
  product: ProductRow | null;
  listHref: string;
  onSaved: (saved: ProductRow) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveProduct();
  const setStatus = useSetProductStatus();
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productToForm(product) : emptyProductForm(),
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [slugTouched, setSlugTouched] = useState(product !== null);
  const [deleting, setDeleting] = useState(false);
  const completeness = translationCompleteness(values);
  const status = product ? productStatus(product) : 'draft';

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title' && !slugTouched) next.product_id = slugify(String(value));
      return next;
    });
  const err = (key: keyof ProductFormValues) => (errors[key] ? t(errors[key] ?? '') : undefined);
  const form: ProductFormAccess = { values, set, error: err };
  const text = (key: keyof ProductFormValues) => textProps(form, key);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProduct(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setFormError(t('products.errors.fixFields'));
      return;
    }
    try {
      const row = formToRow(values);
      // Stored as the preview shows it: the shop sanitizes again on display, but nothing unsafe is kept.
      row.description = row.description ? sanitizeHtml(row.description) : null;
      row.description_fr = row.description_fr ? sanitizeHtml(row.description_fr) : null;
      const saved = await save.mutateAsync({ id: product?.id, row });
      toast.success(t('products.saved', { title: saved.title }));
      onSaved(saved);
    } catch (error) {
      const key = productErrorKey(error);
      if (key === 'products.errors.slugTaken') setErrors({ product_id: key });
      setFormError(t(key));
    }
  }

  function changeStatus(change: 'publish' | 'unpublish') {
    if (!product) return;
    // mutateAsync, not mutate's callbacks: those are dropped when the editor re-mounts while the product list
    // refreshes (a publish changes what the list and the set field read), and the owner would see no answer.
    setStatus.mutateAsync({ id: product.id, change }).then(
      (saved) => {
        toast.success(t(`products.statusChanged.${change}`, { title: saved.title }));
        onSaved(saved);
      },
      (error: unknown) => setFormError(t(productErrorKey(error))),
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-8 flex flex-col gap-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="font-serif text-3xl">
            {product ? t('products.editTitle', { title: product.title }) : t('products.newTitle')}
          </h2>
          {product ? <p className="mt-1 text-sm text-ink/80">{t(`products.status.${status}`)}</p> : null}
        </div>
        <div className="max-w-sm">
          <TranslationMeter completeness={completeness} detailed />
        </div>
      </div>

      <fieldset className="grid gap-4 rounded-2xl bg-white/60 p-6 sm:grid-cols-3">
        <legend className="px-2 font-serif text-xl">{t('products.sections.general')}</legend>
        <Field
          label={t('products.fields.product_id')}
          hint={t('products.hints.product_id')}
          value={values.product_id}
          onChange={(event) => {
            setSlugTouched(true);
            set('product_id', event.target.value);
          }}
          error={err('product_id')}
          required
        />
        <Field label={t('products.fields.sort_order')} inputMode="numeric" {...text('sort_order')} />
        <CheckboxField
          label={t('products.fields.featured')}
          checked={values.featured}
          onChange={(v) => set('featured', v)}
        />
      </fieldset>

      <fieldset className="grid gap-4 rounded-2xl bg-white/60 p-6 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="px-2 font-serif text-xl">{t('products.sections.prices')}</legend>
        <Field label={t('products.fields.price')} inputMode="decimal" required {...text('price')} />
        <Field
          label={t('products.fields.price_euros')}
          hint={t('products.hints.price_euros')}
          inputMode="decimal"
          {...text('price_euros')}
        />
        <CheckboxField
          label={t('products.fields.on_sale')}
          checked={values.on_sale}
          onChange={(v) => set('on_sale', v)}
        />
        <ReferencePrice productId={product?.id ?? null} values={values} />
      </fieldset>

      <fieldset className="grid gap-4 rounded-2xl bg-white/60 p-6 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="px-2 font-serif text-xl">{t('products.sections.availability')}</legend>
        <CheckboxField
          label={t('products.fields.reserve_enabled')}
          checked={values.reserve_enabled}
          onChange={(v) => set('reserve_enabled', v)}
        />
        <CheckboxField
          label={t('products.fields.preorder_enabled')}
          checked={values.preorder_enabled}
          onChange={(v) => set('preorder_enabled', v)}
          error={err('preorder_enabled')}
        />
        <Field
          label={t('products.fields.stock')}
          hint={t('products.hints.stock')}
          inputMode="numeric"
          {...text('stock')}
        />
        <Field
          label={t('products.fields.low_stock_level')}
          hint={t('products.hints.low_stock_level')}
          inputMode="numeric"
          {...text('low_stock_level')}
        />
        {values.reserve_enabled || values.preorder_enabled ? (
          <Field
            label={t('products.fields.sell_ahead_limit')}
            hint={t('products.hints.sell_ahead_limit')}
            inputMode="numeric"
            {...text('sell_ahead_limit')}
          />
        ) : null}
        <Field
          label={t('products.fields.estimated_delivery_days')}
          hint={t('products.hints.estimated_delivery_days')}
          inputMode="numeric"
          {...text('estimated_delivery_days')}
        />
        <Field
          label={t('products.fields.weight_grams')}
          hint={t('products.hints.weight_grams')}
          inputMode="numeric"
          {...text('weight_grams')}
        />
      </fieldset>

      <fieldset className="rounded-2xl bg-white/60 p-6">
        <legend className="px-2 font-serif text-xl">{t('products.sections.texts')}</legend>
        <div className="flex flex-col gap-6">
          {TEXT_FIELDS.map((field) => (
            <TextPair key={field} field={field} form={form} single={SINGLE_LINE.includes(field)} />
          ))}
          <div className="grid gap-4 md:grid-cols-2">
            <TextareaField
              label={`${t('products.fields.features')} (${t('products.english')})`}
              hint={t('products.hints.features')}
              value={values.features}
              onChange={(event) => set('features', event.target.value)}
            />
            <TextareaField
              label={`${t('products.fields.features')} (${t('products.french')})`}
              hint={t('products.hints.features')}
              lang="fr"
              value={values.features_fr}
              onChange={(event) => set('features_fr', event.target.value)}
            />
          </div>
        </div>
      </fieldset>

      <FactsFields form={form} />

      {product ? <SetComponentsField product={product} /> : null}

      <fieldset className="rounded-2xl bg-white/60 p-6">
        <legend className="px-2 font-serif text-xl">{t('products.sections.images')}</legend>
        <ProductImages
          slug={values.product_id}
          images={values.images}
          onChange={(images) => set('images', images)}
        />
        {err('images') ? <p className="mt-3 text-sm text-rust">{err('images')}</p> : null}
      </fieldset>

      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('common.pleaseWait') : t('products.save')}
        </Button>
        {product && status !== 'archived' ? (
          <Button
            variant="outline"
            onClick={() => changeStatus(status === 'published' ? 'unpublish' : 'publish')}
            disabled={setStatus.isPending}
          >
            {t(status === 'published' ? 'products.unpublish' : 'products.publish')}
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to={listHref}>{t('products.backToList')}</Link>
        </Button>
        {product ? (
          <Button variant="ghost" className="ml-auto text-rust" onClick={() => setDeleting(true)}>
            {t('products.delete')}
          </Button>
        ) : null}
      </div>
      <DeleteProductDialog
        product={deleting ? product : null}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </form>
  );
}
