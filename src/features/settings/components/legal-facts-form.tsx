// The owner's legal facts, in sections, saved at once. The database checks every fact (SIRET key, VAT number,
// emails...): a refused save keeps everything typed and puts each field's problem under it, in the admin's
// language; a blank fact is saved and named as missing by the checklist, so the form can be filled in in
// several goes.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Checkbox, Label } from '@/components/ui/form-controls';
import { Panel } from '@/components/ui/panel';
import { dbErrorKey, FORBIDDEN_CODES, codesTo } from '@/lib/db-error';
import type { LegalFacts, PaymentMethod } from '@/lib/legal-facts';
import { useSaveLegalFacts } from '../api/settings';
import {
  factAt,
  fieldProblems,
  PAYMENT_METHODS,
  SECTIONS,
  withFact,
  type FieldProblems,
} from '../legal-facts-fields';

const inputId = (path: string) => `fact-${path.replaceAll('.', '-')}`;

export function LegalFactsForm({ initial }: { initial: LegalFacts }) {
  const { t } = useTranslation('admin-settings');
  const save = useSaveLegalFacts();
  const [facts, setFacts] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(facts, {
      onSuccess: (answer) => {
        setProblems({});
        toast.success(answer.missing.length ? t('saved.withMissing') : t('saved.complete'));
      },
      onError: (error) => {
        const refused = fieldProblems(error);
        setProblems(refused ?? {});
        setFailure(
          refused
            ? t('errors.summary', { count: Object.keys(refused).length })
            : t(
                dbErrorKey(error, {
                  messages: { two_factor_required: 'errors.twoFactor', owner_only: 'errors.ownerOnly' },
                  codes: codesTo(FORBIDDEN_CODES, 'errors.ownerOnly'),
                  fallback: 'errors.failed',
                }),
              ),
        );
        // The first field refused takes focus, its problem read out with it.
        const first = refused && Object.keys(refused)[0];
        if (first) form.current?.querySelector<HTMLElement>(`#${inputId(first)}`)?.focus();
      },
    });
  };

  const problemText = (path: string) => {
    const code = problems[path];
    return code ? t(`errors.codes.${code}`, { defaultValue: t('errors.codes.invalid') }) : undefined;
  };

  const toggleMethod = (method: PaymentMethod, on: boolean) =>
    setFacts((current) => ({
      ...current,
      paymentMethods: on
        ? PAYMENT_METHODS.filter((m) => m === method || current.paymentMethods.includes(m))
        : current.paymentMethods.filter((m) => m !== method),
    }));

  return (
    <Panel id="legal-facts" title={t('facts.title')}>
      <p className="mt-2 mb-4 max-w-3xl text-sm text-ink/80">{t('facts.intro')}</p>
      <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-6">
        {SECTIONS.map((section) => (
          <fieldset key={section.key} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold sm:col-span-2">{t(`sections.${section.key}`)}</legend>
            {section.fields.map((field) => (
              <Field
                key={field.path}
                id={inputId(field.path)}
                label={t(field.labelKey)}
                hint={t(`hints.${field.path}`, { defaultValue: '' }) || undefined}
                type={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : 'text'}
                inputMode={field.type === 'url' ? 'url' : undefined}
                value={factAt(facts, field.path)}
                error={problemText(field.path)}
                onChange={(event) => setFacts((current) => withFact(current, field.path, event.target.value))}
              />
            ))}
          </fieldset>
        ))}
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={problems.paymentMethods ? 'payment-methods-error' : undefined}
        >
          <legend className="mb-2 font-semibold">{t('sections.paymentMethods')}</legend>
          {PAYMENT_METHODS.map((method) => (
            <div key={method} className="flex min-h-11 items-center gap-3">
              <Checkbox
                id={`payment-${method}`}
                checked={facts.paymentMethods.includes(method)}
                onChange={(event) => toggleMethod(method, event.target.checked)}
              />
              <Label htmlFor={`payment-${method}`}>{t(`paymentMethods.${method}`)}</Label>
            </div>
          ))}
          {problems.paymentMethods ? (
            <p id="payment-methods-error" className="text-sm text-rust">
              {problemText('paymentMethods')}
            </p>
          ) : null}
        </fieldset>
        {failure ? (
          <p role="alert" className="text-rust">
            {failure}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t('facts.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
