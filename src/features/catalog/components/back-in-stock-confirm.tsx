// /back-in-stock/confirm?token=...: the link of the confirmation mail. Nothing happens on load (mail scanners open
// links too): the visitor presses Confirm, and the alert waits for the stock, once.
import { useTranslation } from 'react-i18next';
import { MailLinkAction } from '@/components/layout/mail-link-action';
import { useConfirmBackInStock } from '@/features/catalog/api/back-in-stock';
import { mailToken, type ConfirmOutcome } from '@/features/catalog/back-in-stock-model';

function outcomeText(
  t: (key: string, values?: Record<string, string>) => string,
  outcome: ConfirmOutcome,
  fr: boolean,
) {
  if (outcome.status === 'confirmed' || outcome.status === 'in_stock') {
    const product = fr && outcome.titleFr ? outcome.titleFr : outcome.title;
    return t(`backInStock.confirm.${outcome.status}`, { product });
  }
  return t(`backInStock.confirm.${outcome.status}`);
}

export function BackInStockConfirm({ rawToken }: { rawToken: string | null }) {
  const { t, i18n } = useTranslation('shop');
  const confirm = useConfirmBackInStock();
  const token = mailToken(rawToken);
  const outcome: ConfirmOutcome | undefined = token ? confirm.data : { status: 'unknown' };

  return (
    <MailLinkAction
      intro={t('backInStock.confirm.intro')}
      submit={t('backInStock.confirm.submit')}
      failed={t('backInStock.confirm.failed')}
      home={t('backInStock.confirm.home')}
      pending={confirm.isPending}
      isError={confirm.isError}
      onSubmit={() => token && confirm.mutate(token)}
      outcome={
        outcome && {
          ok: outcome.status === 'confirmed' || outcome.status === 'in_stock' || outcome.status === 'used',
          text: outcomeText(t, outcome, i18n.language === 'fr'),
        }
      }
    />
  );
}
