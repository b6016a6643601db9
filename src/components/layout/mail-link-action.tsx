// The page a mail's link opens to do one thing (confirm a sign-up, unsubscribe). Opening it changes nothing,
// since mail scanners and link previews open links too: the visitor presses the one button, and the page then
// says how it went (a status when it went through, an alert when not) with the way home.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export interface MailLinkActionProps {
  intro: string;
  submit: string;
  /** Said when the call itself failed (the page stays, the button can be pressed again). */
  failed: string;
  home: string;
  pending: boolean;
  isError: boolean;
  onSubmit: () => void;
  /** What the action answered; undefined until it did. */
  outcome?: { ok: boolean; text: string };
}

export function MailLinkAction(props: MailLinkActionProps) {
  const { t } = useTranslation('common');
  const { outcome } = props;

  if (outcome) {
    return (
      <div className="mt-8 max-w-2xl">
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'rounded-2xl bg-moss/10 p-6' : 'rounded-2xl bg-rust/10 p-6 text-rust'}
        >
          {outcome.text}
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.home}>{props.home}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mt-8 max-w-2xl">
      <p className="text-lg leading-relaxed text-ink/85">{props.intro}</p>
      {props.isError ? <ErrorAlert className="mt-6">{props.failed}</ErrorAlert> : null}
      <Button
        className="mt-6"
        disabled={props.pending}
        aria-busy={props.pending || undefined}
        onClick={props.onSubmit}
      >
        {props.pending ? t('common.pleaseWait') : props.submit}
      </Button>
    </div>
  );
}
