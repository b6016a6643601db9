// /admin/promotions: every code with what it takes off, when it runs, its uses (pending, paid, given back) and
// its limit, a pause / resume switch, and each code's uses (order, customer, amount, state) on demand.
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePromoCodes, useSetPromoPaused, type AdminPromoCode } from '@/features/admin/api/promo-codes';
import { countUses, promoErrorKey } from '@/features/admin/promo-admin-model';
import { PromoCodeForm } from './promo-code-form';
import { asCurrency, dateFormat, numberFormat } from '@/lib/locale';
import { formatMoney } from '@/lib/money';

function PromoCard({ promo }: { promo: AdminPromoCode }) {
  const { t, i18n } = useTranslation('admin');
  const setPaused = useSetPromoPaused();
  const money = (amount: number | null, currency: string) =>
    formatMoney(Number(amount ?? 0), asCurrency(currency), i18n.language, { cents: true });
  const date = (value: string | null) =>
    value
      ? dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
      : '—';
  const uses = countUses(promo.promo_redemptions);
  const off =
    promo.kind === 'percent'
      ? `${numberFormat(i18n.language).format(Number(promo.percent_off))} %`
      : `${money(promo.amount_off_eur, 'eur')} / ${money(promo.amount_off_usd, 'usd')}`;
  return (
    <li className="rounded-2xl bg-white/60 p-5 ring-1 ring-ink/5" data-testid="promo-code">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 className="font-mono text-xl">{promo.code}</h3>
        <span className={promo.paused ? 'text-rust' : 'text-moss'}>
          {promo.paused ? t('promotions.paused') : t('promotions.active')}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-ink/70">{t('promotions.off')}</dt>
          <dd>{off}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink/70">{t('promotions.period')}</dt>
          <dd>
            {date(promo.starts_at)} → {date(promo.ends_at)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink/70">{t('promotions.uses')}</dt>
          <dd data-testid="promo-uses">
            {t('promotions.usesCount', {
              used: uses.used,
              held: uses.held,
              released: uses.released,
              max: promo.max_uses ?? '∞',
            })}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink/70">{t('promotions.minimum')}</dt>
          <dd>
            {money(promo.min_order_eur, 'eur')} / {money(promo.min_order_usd, 'usd')}
          </dd>
        </div>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={setPaused.isPending}
        onClick={() =>
          setPaused.mutate(
            { id: promo.id, paused: !promo.paused },
            { onError: (error) => toast.error(t(promoErrorKey(error))) },
          )
        }
      >
        {promo.paused
          ? t('promotions.resume', { code: promo.code })
          : t('promotions.pause', { code: promo.code })}
      </Button>
      {promo.promo_redemptions.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer">{t('promotions.showUses')}</summary>
          <ul className="mt-2 divide-y divide-ink/10">
            {promo.promo_redemptions.map((use) => (
              <li key={use.id} className="flex flex-wrap justify-between gap-3 py-1">
                <span>{use.orders?.number ?? '—'}</span>
                <span>{use.email}</span>
                <span>−{money(use.discount_amount, use.currency)}</span>
                <span>{t(`promotions.states.${use.status}`)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

export function PromoCodeList() {
  const { t } = useTranslation('admin');
  const codes = usePromoCodes();
  return (
    <div className="mt-6 flex flex-col gap-6">
      <p className="max-w-3xl text-ink/80">{t('promotions.intro')}</p>
      <PromoCodeForm />
      {codes.isPending ? <Spinner centered /> : null}
      {codes.isError ? (
        <p role="alert" className="text-rust">
          {t('promotions.loadFailed')}
        </p>
      ) : null}
      {codes.isSuccess ? (
        codes.data.length === 0 ? (
          <p>{t('promotions.none')}</p>
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t('promotions.listLabel')}>
            {codes.data.map((promo) => (
              <PromoCard key={promo.id} promo={promo} />
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
