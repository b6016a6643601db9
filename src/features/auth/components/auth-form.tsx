// One form for the four auth steps: sign in, sign up, ask for a reset link, set a new password.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAuth } from '@/features/auth/auth-context';
import {
  authErrorKey,
  FULL_NAME_MAX,
  MIN_PASSWORD_LENGTH,
  validateCredentials,
  type FieldErrors,
} from '@/features/auth/auth-model';
import { ErrorAlert } from '@/components/ui/alert';

export type AuthMode = 'signIn' | 'signUp' | 'reset' | 'newPassword';

export interface AuthFormProps {
  mode: AuthMode;
  onDone: (outcome: { needsConfirmation?: boolean }) => void;
}

export function AuthForm({ mode, onDone }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const [values, setValues] = useState({ email: '', password: '', fullName: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const showEmail = mode !== 'newPassword';
  const showPassword = mode !== 'reset';
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCredentials(values, mode);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const email = values.email.trim();
      let outcome: { needsConfirmation?: boolean } = {};
      switch (mode) {
        case 'signIn':
          await auth.signIn(email, values.password);
          break;
        case 'signUp':
          outcome = await auth.signUp(email, values.password, values.fullName.trim());
          break;
        case 'reset':
          await auth.requestPasswordReset(email);
          break;
        case 'newPassword':
          await auth.updatePassword(values.password);
          break;
      }
      onDone(outcome);
    } catch (error) {
      setFormError(t(authErrorKey(error), { count: MIN_PASSWORD_LENGTH }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {mode === 'signUp' ? (
        <Field
          label={t('auth.fullName')}
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={set('fullName')}
          error={errors.fullName && t(errors.fullName, { count: FULL_NAME_MAX })}
          required
        />
      ) : null}
      {showEmail ? (
        <Field
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email && t(errors.email)}
          required
        />
      ) : null}
      {showPassword ? (
        <Field
          label={mode === 'newPassword' ? t('auth.newPassword') : t('auth.password')}
          name="password"
          type="password"
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
          value={values.password}
          onChange={set('password')}
          hint={mode === 'signIn' ? undefined : t('auth.passwordRule', { count: MIN_PASSWORD_LENGTH })}
          error={errors.password && t(errors.password, { count: MIN_PASSWORD_LENGTH })}
          required
        />
      ) : null}
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('common.pleaseWait') : t(`auth.submit.${mode}`)}
      </Button>
    </form>
  );
}
