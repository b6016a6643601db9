// Pieces the two brand forms share: their state and submit flow (with what was typed before hydration), a
// field's wiring, the form's end (the failure line and the submit button) and the translation of a field error.
import {
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { readSubmitError, type Errors, type FieldError } from '@/features/content/content-model';

// A type, not an interface: t() takes it as interpolation values.
type Sent = { name: string; email: string };

/**
 * Takes into state what was typed into a pre-rendered form before React took it over. Hydration keeps the
 * browser's text in a controlled field but not in state, so it would be validated and sent as empty and put
 * back to the state's value at the next render (facebook/react#26974). React's own fix replays the change
 * events when the value differs at the hydration's commit (facebook/react#33129), behind a flag that React 19
 * leaves off; this does the same for the fields named after the values, in the commit itself (a layout
 * effect), so no render can put the old value back first. A form React renders from nothing has its values
 * in the fields already, so nothing changes then.
 */
export function useTypedBeforeHydration<V extends { [K in keyof V]: string }>(
  setValues: Dispatch<SetStateAction<V>>,
): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    setValues((current) => {
      let next = current;
      for (const name of Object.keys(current) as (keyof V & string)[]) {
        const field = fields.namedItem(name);
        const typed =
          field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement
            ? field.value
            : current[name];
        if (typed !== current[name]) next = { ...next, [name]: typed };
      }
      return next;
    });
  }, [setValues]);
  return form;
}

/**
 * Values, errors next to the fields, a form-level failure and the confirmation of a brand form: validated here,
 * sent, then emptied to `afterSent`; what the server refuses lands on its field or as the failure line, and
 * the typed text is kept, also what was typed before the page was React's (`form` spreads on the <form>).
 */
export function useBrandForm<V extends { [K in keyof V]: string }>(options: {
  initial: V;
  afterSent: V;
  validate: (values: V) => Errors<V>;
  send: (values: V, locale: string) => Promise<unknown>;
  confirmation: (values: V) => Sent;
}) {
  const { t, i18n } = useTranslation('content');
  const errorText = useErrorText();
  const [values, setValues] = useState<V>(options.initial);
  const ref = useTypedBeforeHydration(setValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const set = (name: keyof V) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  /** A field's name, value, change handler and translated error, to spread on a Field, SelectField or TextareaField. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: errorText(errors[name]),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = options.validate(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await options.send(values, i18n.language);
      setSent(options.confirmation(values));
      setValues(options.afterSent);
    } catch (error) {
      const read = readSubmitError(error);
      if (read.kind === 'field') setErrors({ [read.field]: read.error } as Errors<V>);
      else setFailure(t(`errors.${read.kind}`));
    }
  }

  // The <form>'s own props: the fields are checked here, in the page's language, not by the browser.
  const form = { ref, noValidate: true, onSubmit: (event: FormEvent) => void submit(event) };
  return { form, values, failure, sent, set, field, again: () => setSent(null) };
}

/** The end of a brand form: the failure line when the server refused it, and the submit button. */
export function BrandFormEnd({
  failure,
  pending,
  submit,
}: {
  failure: string | null;
  pending: boolean;
  submit: string;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      {failure ? (
        <ErrorAlert size="brand" className="sm:col-span-2">
          {failure}
        </ErrorAlert>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('common.pleaseWait') : submit}
        </Button>
      </div>
    </>
  );
}

export function useErrorText() {
  const { t } = useTranslation('content');
  return (error: FieldError | undefined) =>
    error ? t(`errors.${error.key}`, { max: error.max }) : undefined;
}
