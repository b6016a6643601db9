// "This product is a set": the products it is made of, each with its quantity, saved on their own (the set must
// exist first) through admin_save_set_components, which refuses a set in a set, an unpublished, archived or
// sold-ahead component, a quantity out of 1..10, with the refusal shown in the admin's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field } from '@/components/ui/field';
import { useAdminProducts } from '@/features/admin/api/get-admin-products';
import {
  useSaveSetComponents,
  useSetComponents,
  type SetComponentInput,
} from '@/features/admin/api/set-components';
import { setErrorKey, setPicksToInput, type SetPick } from '@/features/admin/set-form-model';
import type { ProductRow } from '@/features/admin/product-form-model';

export function SetComponentsField({ product }: { product: ProductRow }) {
  const saved = useSetComponents(product.id);
  // The editor starts from what is saved, once it is read (and again after each save).
  if (!saved.data) return null;
  return <SetComponentsEditor key={JSON.stringify(saved.data)} product={product} saved={saved.data} />;
}

function SetComponentsEditor({ product, saved }: { product: ProductRow; saved: SetComponentInput[] }) {
  const { t, i18n } = useTranslation('shop');
  const products = useAdminProducts();
  const save = useSaveSetComponents();
  const [isSet, setIsSet] = useState(saved.length > 0);
  const [picks, setPicks] = useState<SetPick[]>(() =>
    saved.map((c) => ({ componentId: c.component_id, quantity: String(c.quantity) })),
  );
  const [error, setError] = useState<{ key: string; componentId?: string } | null>(null);

  const candidates = (products.data ?? []).filter((p) => p.id !== product.id && !p.archived_at);
  const pickOf = (id: string) => picks.find((pick) => pick.componentId === id);
  const toggle = (id: string, on: boolean) =>
    setPicks((current) =>
      on
        ? [...current, { componentId: id, quantity: '1' }]
        : current.filter((pick) => pick.componentId !== id),
    );
  const setQuantity = (id: string, quantity: string) =>
    setPicks((current) => current.map((pick) => (pick.componentId === id ? { ...pick, quantity } : pick)));

  async function submit() {
    setError(null);
    const input = setPicksToInput(isSet ? picks : []);
    if (!input.ok) {
      setError({ key: input.key, componentId: input.componentId });
      return;
    }
    try {
      await save.mutateAsync({ setId: product.id, components: input.components });
      toast.success(t('sets.admin.saved'));
    } catch (failure) {
      setError({ key: setErrorKey(failure) });
    }
  }

  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl bg-white/60 p-6" data-testid="set-components-field">
      <legend className="px-2 font-serif text-xl">{t('sets.admin.title')}</legend>
      <CheckboxField
        label={t('sets.admin.isSet')}
        hint={t('sets.admin.hint')}
        checked={isSet}
        onChange={setIsSet}
      />
      {isSet ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {candidates.map((candidate) => {
            const pick = pickOf(candidate.id);
            const name = (i18n.language === 'fr' && candidate.title_fr) || candidate.title;
            return (
              <li key={candidate.id} className="flex flex-wrap items-end gap-3">
                <CheckboxField
                  label={name}
                  checked={Boolean(pick)}
                  onChange={(on) => toggle(candidate.id, on)}
                />
                {pick ? (
                  <Field
                    label={t('sets.admin.quantity', { name })}
                    inputMode="numeric"
                    className="w-40"
                    value={pick.quantity}
                    onChange={(event) => setQuantity(candidate.id, event.target.value)}
                    error={error?.componentId === candidate.id ? t(error.key) : undefined}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {error && !error.componentId ? <ErrorAlert>{t(error.key)}</ErrorAlert> : null}
      <div>
        <Button
          variant="outline"
          onClick={() => void submit()}
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {t('sets.admin.save')}
        </Button>
      </div>
    </fieldset>
  );
}
