// /account: the member's profile, "Download my data" (GDPR art. 15 and 20: everything the shop holds about them,
// as JSON) and "Delete my account" (art. 17) in two steps: the password again, then a last confirmation. Orders
// and invoices are kept as the law requires, without the account; the page says so before anything happens.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { deleteErrorKey, exportErrorKey } from '@/features/account/account-model';
import { DeleteAccountError, useDeleteMyAccount } from '@/features/account/api/delete-account';
import { useExportMyData } from '@/features/account/api/export-my-data';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';
import { Panel } from '@/components/ui/panel';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Panel id={id} title={title}>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </Panel>
  );
}

function DownloadData() {
  const { t } = useTranslation('account');
  const download = useExportMyData();
  return (
    <Section id="account-data" title={t('export.title')}>
      <p>{t('export.text')}</p>
      <Button
        className="self-start"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
      >
        {download.isPending ? t('export.preparing') : t('export.button')}
      </Button>
      {download.isSuccess ? (
        <p role="status" className="text-sm text-moss-dark">
          {t('export.done')}
        </p>
      ) : null}
      {download.isError ? (
        <p role="alert" className="text-sm text-rust">
          {t(exportErrorKey(download.error))}
        </p>
      ) : null}
    </Section>
  );
}

type Step = 'password' | 'confirm';

function DeleteDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('account');
  const remove = useDeleteMyAccount();
  const [step, setStep] = useState<Step>('password');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (step === 'confirm') confirmHeading.current?.focus();
  }, [step]);

  const reset = () => {
    setStep('password');
    setPassword('');
    setFieldError(null);
    setFailure(null);
    remove.reset();
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setFieldError(t('delete.passwordRequired'));
      return;
    }
    setFieldError(null);
    setFailure(null);
    setStep('confirm');
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(password);
      onDeleted();
    } catch (error) {
      const code = error instanceof DeleteAccountError ? error.code : 'failed';
      if (code === 'invalid_password') {
        setStep('password');
        setFieldError(t(deleteErrorKey(code)));
        return;
      }
      setFailure(
        t(deleteErrorKey(code), { orders: error instanceof DeleteAccountError ? error.message : '' }),
      );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('delete.close')} aria-describedby="delete-account-description">
        <DialogTitle>{t('delete.dialogTitle')}</DialogTitle>
        <DialogDescription id="delete-account-description" className="mt-2">
          {step === 'password' ? t('delete.passwordIntro') : t('delete.confirmIntro')}
        </DialogDescription>
        {step === 'password' ? (
          <form onSubmit={next} noValidate className="mt-4 flex flex-col gap-4">
            <Field
              label={t('delete.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError ?? undefined}
              required
            />
            <Button type="submit" className="self-start">
              {t('delete.continue')}
            </Button>
          </form>
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            <p ref={confirmHeading} tabIndex={-1} className="font-medium focus:outline-none">
              {t('delete.confirmQuestion')}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                variant="destructive"
                onClick={() => void confirm()}
                disabled={remove.isPending}
                aria-busy={remove.isPending || undefined}
              >
                {remove.isPending ? t('delete.deleting') : t('delete.confirmButton')}
              </Button>
              <Button
                variant="outline"
                disabled={remove.isPending}
                onClick={() => {
                  reset();
                  onOpenChange(false);
                }}
              >
                {t('delete.cancel')}
              </Button>
            </div>
          </div>
        )}
        {failure ? <ErrorAlert className="mt-4">{failure}</ErrorAlert> : null}
      </DialogContent>
    </Dialog>
  );
}

export interface AccountPageProps {
  email: string;
  fullName: string | null;
  onDeleted: () => void;
}

export function AccountPage({ email, fullName, onDeleted }: AccountPageProps) {
  const { t } = useTranslation('account');
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="mt-8 flex max-w-3xl flex-col gap-6">
      <Section id="account-profile" title={t('profile.title')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-medium">{t('profile.name')}</dt>
          <dd data-testid="account-name">{fullName ?? t('profile.noName')}</dd>
          <dt className="font-medium">{t('profile.email')}</dt>
          <dd data-testid="account-email">{email}</dd>
        </dl>
        <p className="text-sm text-ink/75">
          {t('profile.privacyBefore')}{' '}
          <Link to={paths.privacy} className="text-moss underline underline-offset-4">
            {t('profile.privacyLink')}
          </Link>
          {t('profile.privacyAfter')}
        </p>
      </Section>
      <DownloadData />
      <Section id="account-delete" title={t('delete.title')}>
        <p>{t('delete.erased')}</p>
        <p>{t('delete.kept')}</p>
        <Button variant="destructive" className="self-start" onClick={() => setDeleting(true)}>
          {t('delete.button')}
        </Button>
      </Section>
      <DeleteDialog open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </div>
  );
}
