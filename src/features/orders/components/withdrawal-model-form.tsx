// /withdrawal-form: the model withdrawal form of Directive 2011/83/EU (annex I(B)) / code de la consommation
// (annexe à l'article R221-1), addressed to the seller, in the visitor's language, to print and send, or to copy
// into an email. The online function is the other way to withdraw; the page says where it is.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { addressLines, SELLER } from '@/features/orders/seller';
import { paths } from '@/lib/paths';

const BLANK = '…'.repeat(40);

export function WithdrawalModelForm() {
  const { t, i18n } = useTranslation('orders');
  const fields = ['ordered', 'name', 'address', 'signature', 'date'] as const;
  return (
    <div className="mt-6 flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-3 text-ink/85" data-print="hide">
        <p>{t('modelForm.intro')}</p>
        <p>
          {t('modelForm.online')}{' '}
          <Link to={paths.myOrders} className="text-moss underline underline-offset-4">
            {t('modelForm.myOrders')}
          </Link>{' '}
          ·{' '}
          <Link to={paths.order} className="text-moss underline underline-offset-4">
            {t('modelForm.guestOrder')}
          </Link>
        </p>
        <Button className="self-start" onClick={() => window.print()}>
          {t('modelForm.print')}
        </Button>
      </div>

      <article
        aria-labelledby="model-form-title"
        className="rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-ink/10 print:p-0 print:shadow-none print:ring-0"
      >
        <h2 id="model-form-title" className="font-serif text-2xl">
          {t('modelForm.title')}
        </h2>
        <p className="mt-1 text-sm italic">{t('modelForm.only')}</p>
        <div className="mt-5" data-testid="model-form-seller">
          <p>{t('modelForm.to')}</p>
          <address className="mt-1 not-italic font-medium">
            {SELLER.companyName}
            {addressLines(SELLER.address, i18n.language).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">{SELLER.email}</span>
          </address>
        </div>
        <p className="mt-5">{t('modelForm.notice')}</p>
        <p className="mt-2">{BLANK}</p>
        <p className="mt-2">{BLANK}</p>
        <dl className="mt-5 flex flex-col gap-4">
          {fields.map((field) => (
            <div key={field}>
              <dt>{t(`modelForm.fields.${field}`)}</dt>
              <dd className="mt-1" aria-hidden="true">
                {BLANK}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-sm">{t('modelForm.delete')}</p>
      </article>
    </div>
  );
}
