// The owner invites someone by email with a role: the function mails Supabase Auth's invitation (or, for an
// address that already has an account, gives the role at once). What happened, or why not, is said under the form.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { staffErrorKey, StaffAdminError, useInviteStaff } from '@/features/admin/api/staff-admin';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff-access';
import { isLanguage } from '@/lib/language';

export function StaffInviteForm() {
  const { t, i18n } = useTranslation('admin-staff');
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('fulfilment');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setProblem(null);
    const address = email.trim();
    if (!address) {
      setEmailError(t('invite.emailRequired'));
      return;
    }
    setEmailError(undefined);
    invite.mutate(
      // The invitation mail is written in the owner's language (the invitee's is not known yet).
      { email: address, role, locale: isLanguage(i18n.language) ? i18n.language : 'en' },
      {
        onSuccess: (mailed) => {
          setDone(
            t(mailed ? 'invite.mailed' : 'invite.existing', { email: address, role: t(`roles.${role}`) }),
          );
          setEmail('');
        },
        onError: (error) => {
          // A refusal about the address shows at the field; any other under the form.
          if (error instanceof StaffAdminError && error.field === 'email')
            setEmailError(t(staffErrorKey(error)));
          else setProblem(t(staffErrorKey(error)));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:max-w-xl">
      <Field
        label={t('invite.email')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
        required
      />
      <SelectField
        label={t('invite.role')}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        hint={t(`roleHints.${role}`)}
      >
        {STAFF_ROLES.map((option) => (
          <option key={option} value={option}>
            {t(`roles.${option}`)}
          </option>
        ))}
      </SelectField>
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t('invite.sending') : t('invite.submit')}
        </Button>
      </div>
      {done ? (
        <p role="status" className="rounded-lg bg-moss/10 px-3 py-2 text-sm text-moss-dark">
          {done}
        </p>
      ) : null}
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
    </form>
  );
}
