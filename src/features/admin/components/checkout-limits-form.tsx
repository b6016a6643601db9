// The owner's checkout limits on /admin/shipping: how many units of one product, and in all, a single unpaid
// checkout may hold (a guest's unpaid checkouts together too). The database enforces them at checkout.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import {
  useCheckoutLimits,
  useSaveCheckoutLimits,
  type CheckoutLimits,
} from '@/features/admin/api/checkout-limits';
import { validateLimits } from '@/features/admin/checkout-limits-model';
import { writeErrorKey } from '@/features/admin/write-error';

function LimitsForm({ limits }: { limits: CheckoutLimits }) {
  const { t } = useTranslation('admin');
  const save = useSaveCheckoutLimits();
  const [perProduct, setPerProduct] = useState(String(limits.max_units_per_product));
  const [perOrder, setPerOrder] = useState(String(limits.max_units_per_order));
  const [errors, setErrors] = useState<Partial<Record<keyof CheckoutLimits, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLimits(perProduct, perOrder);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(checked.value, {
      onSuccess: () => toast.success(t('checkoutLimits.saved')),
      onError: (error) => toast.error(t(writeErrorKey(error, 'checkoutLimits'))),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <Field
        label={t('checkoutLimits.perProduct')}
        hint={t('checkoutLimits.perProductHint')}
        inputMode="numeric"
        value={perProduct}
        error={errors.max_units_per_product && t(errors.max_units_per_product)}
        onChange={(event) => setPerProduct(event.target.value)}
        className="w-56"
      />
      <Field
        label={t('checkoutLimits.perOrder')}
        hint={t('checkoutLimits.perOrderHint')}
        inputMode="numeric"
        value={perOrder}
        error={errors.max_units_per_order && t(errors.max_units_per_order)}
        onChange={(event) => setPerOrder(event.target.value)}
        className="w-56"
      />
      <Button type="submit" disabled={save.isPending}>
        {t('checkoutLimits.save')}
      </Button>
    </form>
  );
}

export function CheckoutLimitsForm() {
  const { t } = useTranslation('admin');
  const limits = useCheckoutLimits();
  return (
    <Panel id="checkout-limits" title={t('checkoutLimits.title')}>
      <p className="mt-2 mb-4 max-w-3xl text-sm text-ink/80">{t('checkoutLimits.intro')}</p>
      {limits.isError ? (
        <p role="alert" className="text-rust">
          {t('checkoutLimits.loadFailed')}
        </p>
      ) : limits.data ? (
        <LimitsForm limits={limits.data} />
      ) : null}
    </Panel>
  );
}
