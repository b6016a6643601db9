// /back-in-stock/unsubscribe?token=...: the way out at the end of every back-in-stock mail. Opening it changes
// nothing (mail scanners open links); the one button stops every back-in-stock alert of the address, once.
import { useTranslation } from 'react-i18next';
import { MailLinkAction } from '@/components/layout/mail-link-action';
import { useUnsubscribeBackInStock } from '@/features/catalog/api/back-in-stock';
import { mailToken, type WayOutOutcome } from '@/features/catalog/back-in-stock-model';

export function BackInStockUnsubscribe({ rawToken }: { rawToken: string | null }) {
  const { t } = useTranslation('shop');
  const wayOut = useUnsubscribeBackInStock();
  const token = mailToken(rawToken);
  const outcome: WayOutOutcome | undefined = token ? wayOut.data : { status: 'unknown' };

  return (
    <MailLinkAction
      intro={t('backInStock.unsubscribe.intro')}
      submit={t('backInStock.unsubscribe.submit')}
      failed={t('backInStock.unsubscribe.failed')}
      home={t('backInStock.unsubscribe.home')}
      pending={wayOut.isPending}
      isError={wayOut.isError}
      onSubmit={() => token && wayOut.mutate(token)}
      outcome={
        outcome && { ok: outcome.status !== 'unknown', text: t(`backInStock.unsubscribe.${outcome.status}`) }
      }
    />
  );
}
