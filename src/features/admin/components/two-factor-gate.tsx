// Admin tools need two-factor authentication (RLS refuses admin writes below aal2): an admin whose session
// is at aal1 answers the TOTP challenge, or first sets up an authenticator with a QR code.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Seo } from '@/components/layout/seo';
import { Spinner } from '@/components/ui/spinner';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { useAssurance, useEnrolTotp, useVerifyCode, type Enrolment } from '@/features/admin/api/two-factor';
import { codeErrorKey } from '@/features/admin/two-factor-model';
import { ErrorAlert } from '@/components/ui/alert';

const CODE = /^\d{6}$/;

export function TwoFactorGate({
  sessionKey,
  email,
  children,
  enrol = true,
  headingLevel = 1,
}: {
  /** Changes with every new access token (user id and the token's signature), so a passed challenge shows at once. */
  sessionKey: string | null;
  email: string;
  children: ReactNode;
  /** false: an admin without an authenticator passes (the sign-in page); the admin pages ask them to set one up. */
  enrol?: boolean;
  /** 2 inside a page that has its own heading (the sign-in page). */
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation('admin');
  const assurance = useAssurance(sessionKey);
  if (assurance.isPending) return <Spinner centered />;
  if (assurance.isError) {
    return (
      <Panel title={t('mfa.title')} level={headingLevel}>
        <ErrorAlert>{t('mfa.checkFailed')}</ErrorAlert>
        <Button variant="outline" className="mt-4" onClick={() => void assurance.refetch()}>
          {t('common.retry')}
        </Button>
      </Panel>
    );
  }
  if (assurance.data.currentLevel === 'aal2') return children;
  if (assurance.data.factorId) return <Challenge factorId={assurance.data.factorId} level={headingLevel} />;
  if (!enrol) return children;
  return <Enrol email={email} />;
}

function Panel({ title, children, level = 1 }: { title: string; children: ReactNode; level?: 1 | 2 }) {
  const { t } = useTranslation('admin');
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={level === 1 ? 'mx-auto max-w-xl px-4 py-12 sm:px-6' : 'mt-8 max-w-xl'}>
      {/* In place of an admin page, the panel is the page: it names the document. */}
      {level === 1 ? <Seo title={title} description={t('mfa.description')} noIndex /> : null}
      <Heading className={level === 1 ? 'font-serif text-4xl' : 'font-serif text-2xl'}>{title}</Heading>
      <div className="mt-6">{children}</div>
    </div>
  );
}

function CodeForm({ factorId, submitLabel }: { factorId: string; submitLabel: string }) {
  const { t } = useTranslation('admin');
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    if (!CODE.test(trimmed)) {
      setError(t('mfa.errors.format'));
      return;
    }
    setError(undefined);
    verify.mutate(
      { factorId, code: trimmed },
      {
        onError: (failure) => {
          setError(t(codeErrorKey(failure)));
          setCode('');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label={t('mfa.code')}
        hint={t('mfa.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={verify.isPending} aria-busy={verify.isPending} className="self-start">
        {verify.isPending ? t('common.pleaseWait') : submitLabel}
      </Button>
    </form>
  );
}

function Challenge({ factorId, level }: { factorId: string; level: 1 | 2 }) {
  const { t } = useTranslation('admin');
  return (
    <Panel title={t('mfa.challengeTitle')} level={level}>
      <p className="mb-6 text-ink/80">{t('mfa.challengeText')}</p>
      <CodeForm factorId={factorId} submitLabel={t('mfa.verify')} />
    </Panel>
  );
}

function Enrol({ email }: { email: string }) {
  const { t } = useTranslation('admin');
  const enrol = useEnrolTotp();
  return (
    <Panel title={t('mfa.enrolTitle')}>
      <p className="text-ink/80">{t('mfa.enrolText')}</p>
      {enrol.data ? (
        <Enrolled enrolment={enrol.data} />
      ) : (
        <>
          {enrol.isError ? <ErrorAlert className="mt-4">{t('mfa.errors.enrolFailed')}</ErrorAlert> : null}
          <Button
            className="mt-6"
            disabled={enrol.isPending}
            aria-busy={enrol.isPending}
            onClick={() => enrol.mutate(t('mfa.friendlyName', { email }))}
          >
            {t('mfa.start')}
          </Button>
        </>
      )}
    </Panel>
  );
}

function Enrolled({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation('admin');
  const secretId = useId();
  const qr = useQuery({
    queryKey: adminKeys.qrCode(enrolment.uri),
    queryFn: async () => {
      const { default: QRCode } = await import('qrcode');
      return QRCode.toDataURL(enrolment.uri, { margin: 1, width: 220 });
    },
    staleTime: Infinity,
  });
  return (
    <div className="mt-6 flex flex-col gap-6">
      <ol className="list-decimal space-y-2 pl-5">
        <li>{t('mfa.step1')}</li>
        <li>{t('mfa.step2')}</li>
      </ol>
      {qr.data ? (
        <img
          src={qr.data}
          alt={t('mfa.qrAlt')}
          width={220}
          height={220}
          className="rounded-lg border border-ink/15 bg-white p-2"
        />
      ) : qr.isError ? null : (
        <Spinner />
      )}
      <div>
        <p id={secretId} className="text-sm text-ink/80">
          {t('mfa.manual')}
        </p>
        <code
          aria-describedby={secretId}
          data-testid="totp-secret"
          className="mt-1 block break-all font-mono text-lg"
        >
          {enrolment.secret}
        </code>
      </div>
      <CodeForm factorId={enrolment.factorId} submitLabel={t('mfa.activate')} />
    </div>
  );
}
