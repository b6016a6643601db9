// The create/edit form: English and French side by side with the translation completeness, prices in USD
// and EUR, sale (with the struck-through reference the shop will show, computed by the database from the price
// history), reserve/pre-order, stock, delivery days, policy, the description as sanitized HTML with a preview,
// the cosmetics facts of the label, and the images. What was typed stays when a save fails.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field, SelectField, TextareaField } from '@/components/ui/field';
import { COUNTRY_CODES } from '@/content/countries';
import { LEGAL_FACTS } from '@/lib/legal-facts';
import { formatMoney } from '@/lib/money';
import { sanitizeHtml } from '@/lib/sanitize';
import {
  useReferencePreview,
  type ReferencePreviewInput,
} from '@/features/admin/api/reference-price-preview';
import { useSaveProduct, useSetProductStatus } from '@/features/admin/api/save-product';
import { optionalAmount } from '@/features/admin/amount-model';
import {
  emptyProductForm,
  formToRow,
  NET_QUANTITY_UNITS,
  productErrorKey,
  productStatus,
  productToForm,
  slugify,
  TEXT_FIELDS,
  translationCompleteness,
  validateProduct,
  type ProductFormErrors,
  type ProductFormValues,
  type NetQuantityUnit,
  type ProductRow,
  type TextField,
} from '@/features/admin/product-form-model';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductImages } from './product-images';
import { TranslationMeter } from './translation-meter';
import { ErrorAlert } from '@/components/ui/alert';

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
  const text = (key: keyof ProductFormValues) => ({
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) =>
      set(key, event.target.value as ProductFormValues[typeof key]),
    error: err(key),
  });

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
    setStatus.mutate(
      { id: product.id, change },
      {
        onSuccess: (saved) => {
          toast.success(t(`products.statusChanged.${change}`, { title: saved.title }));
          onSaved(saved);
        },
        onError: (error) => setFormError(t(productErrorKey(error))),
      },
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
            <TextPair
              key={field}
              field={field}
              values={values}
              set={set}
              error={err}
              single={SINGLE_LINE.includes(field)}
            />
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

      <FactsFields values={values} set={set} error={err} />

      <fieldset className="rounded-2xl bg-white/60 p-6">
        <legend className="px-2 font-serif text-xl">{t('products.sections.images')}</legend>
        <ProductImages
          slug={values.product_id}
          urls={values.image_urls}
          onChange={(urls) => set('image_urls', urls)}
        />
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

function TextPair({
  field,
  values,
  set,
  error,
  single,
}: {
  field: TextField;
  values: ProductFormValues;
  set: <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
  error: (key: keyof ProductFormValues) => string | undefined;
  single: boolean;
}) {
  const { t } = useTranslation('admin');
  const html = field === 'description';
  const french = `${field}_fr` as const;
  const label = t(`products.fields.${field}`);
  const hint = html ? t('products.hints.description') : undefined;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {([field, french] as const).map((key) => {
        const lang = key === field ? 'english' : 'french';
        const fullLabel = `${label} (${t(`products.${lang}`)})`;
        const common = {
          label: fullLabel,
          value: values[key],
          error: error(key),
          lang: lang === 'french' ? 'fr' : 'en',
        };
        return (
          <div key={key} className="flex flex-col gap-2">
            {single ? (
              <Field
                {...common}
                required={key === 'title'}
                onChange={(event) => set(key, event.target.value)}
              />
            ) : (
              <TextareaField
                {...common}
                hint={hint}
                rows={html ? 8 : 3}
                onChange={(event) => set(key, event.target.value)}
              />
            )}
            {html && values[key].trim() ? (
              <div>
                <p className="text-xs font-medium uppercase tracking-wide text-ink/70">
                  {t('products.preview', { label: fullLabel })}
                </p>
                <div
                  className="prose-sm mt-1 rounded-lg border border-ink/15 bg-cream p-3 [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2"
                  lang={common.lang}
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(values[key]) }}
                />
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** The value after it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The struck-through price the shop will show once saved, per currency, as the database computes it from the
 * price history (admin_reference_price_preview), and the rule in one sentence.
 */
function ReferencePrice({ productId, values }: { productId: string | null; values: ProductFormValues }) {
  const { t, i18n } = useTranslation('admin');
  const price = optionalAmount(values.price);
  const euros = optionalAmount(values.price_euros);
  const readable = price.value !== null && !euros.error;
  const key =
    productId && values.on_sale && readable
      ? JSON.stringify([productId, price.value, euros.value, values.on_sale])
      : null;
  const settledKey = useSettled(key, 300);
  const input = useMemo<ReferencePreviewInput | null>(() => {
    if (!settledKey) return null;
    const [id, usd, eur, onSale] = JSON.parse(settledKey) as [string, number, number | null, boolean];
    return { id, price: usd, priceEuros: eur, onSale };
  }, [settledKey]);
  const preview = useReferencePreview(input);

  let status: string;
  if (!values.on_sale) status = t('products.reference.notOnSale');
  else if (!productId) status = t('products.reference.newProduct');
  else if (!readable) status = t('products.reference.needPrices');
  else if (settledKey !== key || preview.isPending || preview.isPlaceholderData)
    status = t('products.reference.loading');
  else if (preview.isError) status = t('products.reference.failed');
  else if (preview.data.usd === null && preview.data.eur === null)
    status = t('products.reference.noneOnSale');
  else {
    const none = t('products.reference.none');
    status = t('products.reference.shown', {
      usd: preview.data.usd === null ? none : formatMoney(preview.data.usd, 'usd', i18n.language),
      eur: preview.data.eur === null ? none : formatMoney(preview.data.eur, 'eur', i18n.language),
    });
  }
  return (
    <div
      className="flex flex-col gap-1 rounded-lg bg-cream p-3 text-sm sm:col-span-2 lg:col-span-4"
      data-testid="reference-price"
    >
      <p className="font-medium text-ink" role="status">
        {status}
      </p>
      <p className="text-ink/75">{t('products.reference.rule')}</p>
    </div>
  );
}

/** The cosmetics facts of the label: INCI list, net quantity, period after opening, precautions, origin, responsible person. */
function FactsFields({
  values,
  set,
  error,
}: {
  values: ProductFormValues;
  set: <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
  error: (key: keyof ProductFormValues) => string | undefined;
}) {
  const { t, i18n } = useTranslation('admin');
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const collator = new Intl.Collator(i18n.language);
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [i18n.language]);
  const text = (key: keyof ProductFormValues) => ({
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) =>
      set(key, event.target.value as ProductFormValues[typeof key]),
    error: error(key),
  });
  const responsibleHint = t('products.hints.responsible_person', {
    name: LEGAL_FACTS.cosmeticsResponsiblePerson.name || '—',
  });
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white/60 p-6 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-2 font-serif text-xl">{t('products.sections.facts')}</legend>
      <TextareaField
        label={t('products.fields.inci_ingredients')}
        hint={t('products.hints.inci_ingredients')}
        className="sm:col-span-2 lg:col-span-4"
        rows={4}
        {...text('inci_ingredients')}
      />
      <Field
        label={t('products.fields.net_quantity')}
        hint={t('products.hints.net_quantity')}
        inputMode="decimal"
        {...text('net_quantity')}
      />
      <SelectField
        label={t('products.fields.net_quantity_unit')}
        value={values.net_quantity_unit}
        onChange={(event) => set('net_quantity_unit', event.target.value as NetQuantityUnit)}
        error={error('net_quantity_unit')}
      >
        {NET_QUANTITY_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {t(`products.units.${unit}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('products.fields.period_after_opening_months')}
        hint={t('products.hints.period_after_opening_months')}
        inputMode="numeric"
        {...text('period_after_opening_months')}
      />
      <SelectField
        label={t('products.fields.origin_country')}
        value={values.origin_country}
        onChange={(event) => set('origin_country', event.target.value)}
        error={error('origin_country')}
      >
        <option value="">{t('products.noCountry')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:col-span-2 md:grid-cols-2 lg:col-span-4">
        <TextareaField
          label={`${t('products.fields.precautions')} (${t('products.english')})`}
          lang="en"
          rows={3}
          {...text('precautions')}
        />
        <TextareaField
          label={`${t('products.fields.precautions')} (${t('products.french')})`}
          lang="fr"
          rows={3}
          {...text('precautions_fr')}
        />
        <Field
          label={t('products.fields.responsible_person_name')}
          hint={responsibleHint}
          {...text('responsible_person_name')}
        />
        <TextareaField
          label={t('products.fields.responsible_person_address')}
          hint={responsibleHint}
          rows={2}
          {...text('responsible_person_address')}
        />
      </div>
    </fieldset>
  );
}
