// The Ready to sell checklist: each item done or missing, with what to do about it. Checkout stays closed in
// production until every item is done (create_checkout_order), so the page says whether it is open now.
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useReadyToSell } from '../api/settings';

export function ReadyChecklist() {
  const { t } = useTranslation('admin-settings');
  const ready = useReadyToSell();
  return (
    <Panel id="ready-to-sell" title={t('checklist.title')}>
      {ready.isError ? (
        <p role="alert" className="mt-2 text-rust">
          {t('checklist.loadFailed')}
        </p>
      ) : ready.data ? (
        <>
          <p className="mt-2 mb-4 max-w-3xl text-sm text-ink/80">
            {!ready.data.enforced
              ? t('checklist.notEnforced')
              : ready.data.open
                ? t('checklist.open')
                : t('checklist.closed')}
          </p>
          <ul className="flex flex-col gap-3">
            {ready.data.items.map(({ item, done, missing }) => (
              <li key={item} className="rounded-xl border border-ink/10 p-4">
                <p className="flex flex-wrap items-baseline gap-2">
                  <span
                    className={
                      done
                        ? 'rounded-full bg-moss/15 px-3 py-0.5 text-sm font-semibold text-moss'
                        : 'rounded-full bg-rust/10 px-3 py-0.5 text-sm font-semibold text-rust'
                    }
                  >
                    {done ? t('checklist.done') : t('checklist.missing')}
                  </span>
                  <span className="font-semibold">{t(`checklist.items.${item}.label`)}</span>
                </p>
                {done ? null : (
                  <p className="mt-1 text-sm text-ink/80">
                    {t(`checklist.items.${item}.todo`)}
                    {missing?.length ? ` ${t('checklist.missingFacts', { count: missing.length })}` : ''}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
