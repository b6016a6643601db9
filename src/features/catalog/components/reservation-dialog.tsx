// Reserve a product: see the price and delivery, choose deposit (default) or full, read the policy, continue.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label, Radio } from '@/components/ui/form-controls';
import { formatMoney } from '@/lib/money';
import { UnitPrice } from '@/components/ui/unit-price';
import { formatUnitPrice } from '@/lib/unit-price';
import { useCurrency } from '@/lib/use-currency';
import { depositAmount, localized } from '@/features/catalog/catalog-model';
import type { Product } from '@/features/catalog/api/get-products';
import { viewProduct } from '@/features/catalog/product-view';
import { deliveryDate, reservationItem, type PaymentOption } from '@/features/catalog/reservation';
import { savePendingReservation } from '@/features/catalog/pending-reservation';
import { useSignedIn } from '@/lib/signed-in';
import { ProductImage } from './product-image';
import { dateFormat } from '@/lib/locale';
import { paths } from '@/lib/paths';

export function ReservationDialog({
  product,
  onOpenChange,
}: {
  product: Product | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      {product ? (
        <DialogContent closeLabel={t('common.close')}>
          <ReservationForm key={product.id} product={product} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReservationForm({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('shop');
  const navigate = useNavigate();
  const groupId = useId();
  const [option, setOption] = useState<PaymentOption>('deposit');
  const signedIn = useSignedIn();
  const currency = useCurrency();
  const view = viewProduct(product, i18n.language, currency);
  const money = (amount: number) => formatMoney(amount, view.currency, i18n.language);
  const date = dateFormat(i18n.language, { dateStyle: 'long' }).format(deliveryDate(product));
  const policy = localized(product, 'cancellation_policy', i18n.language);
  const options: { value: PaymentOption; label: string }[] = [
    { value: 'deposit', label: t('reservation.depositOption', { amount: money(depositAmount(view.price)) }) },
    { value: 'full', label: t('reservation.fullOption', { amount: money(view.price) }) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <DialogTitle className="pr-10">{t('reservation.title', { title: view.title })}</DialogTitle>
      <DialogDescription>{t('reservation.intro')}</DialogDescription>
      <div className="flex items-center gap-4">
        <ProductImage src={view.image} alt="" className="h-20 w-20 rounded-lg" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink/70">{t('reservation.price')}</dt>
          <dd>
            <span className="font-semibold">{money(view.price)}</span>
            <UnitPrice
              text={formatUnitPrice(view.price, view.currency, view.netQuantity, i18n.language)}
              label={t('catalog.unitPriceLabel')}
            />
          </dd>
          <dt className="text-ink/70">{t('reservation.estimatedDelivery')}</dt>
          <dd data-testid="estimated-delivery">{date}</dd>
        </dl>
      </div>
      <fieldset>
        <legend id={groupId} className="text-sm font-medium">
          {t('reservation.paymentChoice')}
        </legend>
        <div className="mt-2 flex flex-col gap-2">
          {options.map((choice) => (
            <Label
              key={choice.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-ink/20 px-3 py-3 text-base font-normal has-[:checked]:border-moss has-[:checked]:bg-moss/5"
            >
              <Radio
                name={`${groupId}-option`}
                value={choice.value}
                checked={option === choice.value}
                onChange={() => setOption(choice.value)}
              />
              <span>{choice.label}</span>
            </Label>
          ))}
        </div>
      </fieldset>
      {policy ? (
        <section aria-labelledby={`${groupId}-policy`} className="rounded-lg bg-sand/60 p-3 text-sm">
          <h3 id={`${groupId}-policy`} className="font-medium">
            {t('reservation.cancellationPolicy')}
          </h3>
          <p className="mt-1 whitespace-pre-line text-ink/85">{policy}</p>
        </section>
      ) : null}
      {signedIn === false ? (
        <MembersOnly
          onContinue={() => {
            // Kept for when the account is there (app/pending-reservation-return.tsx), even in another tab.
            savePendingReservation(product.product_id, option);
            void navigate(paths.auth, { state: { from: paths.reservationCheckout } });
          }}
        />
      ) : (
        <Button
          onClick={() =>
            void navigate(paths.reservationCheckout, {
              state: { reservation: reservationItem(product, option, i18n.language, currency) },
            })
          }
        >
          {t('reservation.continue')}
        </Button>
      )}
    </div>
  );
}

/** A guest learns here, before leaving the dialog, that reserving needs an account, and that this waits for it. */
function MembersOnly({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('shop');
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-moss/30 bg-moss/5 p-3 text-sm">
      <h3 id={id} className="font-medium">
        {t('reservation.membersOnly.title')}
      </h3>
      <p className="mt-1 text-ink/85">{t('reservation.membersOnly.text')}</p>
      <Button className="mt-3 w-full" onClick={onContinue}>
        {t('reservation.membersOnly.action')}
      </Button>
    </section>
  );
}
