// "Tell me when it's back", under a product's Out of Stock button: one address (a signed-in member's own
// prefilled), one request. The answer never says whether the address was already on the list: a guest is told
// to look for the confirmation link "if the address is not already on the list"; a member's own address waits
// at once. Loaded only for a product out of stock (product-action-area.tsx).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useSignedInEmail, useSubscribeBackInStock } from '@/features/catalog/api/back-in-stock';
import { subscribeErrorKey, type SubscribeAnswer } from '@/features/catalog/back-in-stock-model';

const FIELD_ERRORS = new Set(['backInStock.errors.invalidEmail']);

export function BackInStockForm({ productId, productTitle }: { productId: string; productTitle: string }) {
  const { t, i18n } = useTranslation('shop');
  const headingId = useId();
  const signedInEmail = useSignedInEmail();
  const subscribe = useSubscribeBackInStock();
  // What the visitor typed; until they type, the member's own address (null: not touched yet).
  const [typed, setTyped] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [answer, setAnswer] = useState<{ status: SubscribeAnswer; email: string } | null>(null);
  const email = typed ?? signedInEmail.data ?? '';

  const failureKey = subscribe.isError ? subscribeErrorKey(subscribe.error) : null;
  const fieldError = missing
    ? t('backInStock.errors.emailRequired')
    : failureKey && FIELD_ERRORS.has(failureKey)
      ? t(failureKey)
      : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    subscribe.mutate(
      { productId, email, locale: i18n.language === 'fr' ? 'fr' : 'en' },
      { onSuccess: (status) => setAnswer({ status, email: email.trim() }) },
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-ink/15 bg-white/60 p-4">
      <h3 id={headingId} className="font-medium">
        {t('backInStock.title')}
      </h3>
      {answer ? (
        <div role="status" className="mt-2 text-sm text-ink">
          <p>
            {answer.status === 'subscribed'
              ? t('backInStock.subscribed', { email: answer.email, product: productTitle })
              : t('backInStock.checkInbox', { email: answer.email })}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => {
              setAnswer(null);
              subscribe.reset();
            }}
          >
            {t('backInStock.again')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-2 flex flex-col gap-3">
          <p className="text-sm text-ink/80">{t('backInStock.intro', { product: productTitle })}</p>
          <Field
            label={t('backInStock.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => {
              setTyped(event.target.value);
              setMissing(false);
            }}
            error={fieldError}
          />
          {failureKey && !FIELD_ERRORS.has(failureKey) ? <ErrorAlert>{t(failureKey)}</ErrorAlert> : null}
          <Button
            type="submit"
            variant="outline"
            disabled={subscribe.isPending}
            aria-busy={subscribe.isPending || undefined}
          >
            {subscribe.isPending ? t('backInStock.sending') : t('backInStock.submit')}
          </Button>
          <p className="text-xs text-ink/75">{t('backInStock.privacy')}</p>
        </form>
      )}
    </section>
  );
}
