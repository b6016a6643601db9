// /crm/contacts/:id: the editable profile, consent history, orders, reservations, messages and the notes
// timeline with a form to add a note. An unknown id says so.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldMessage, Label, Textarea } from '@/components/ui/form-controls';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney, type Currency } from '@/lib/money';
import { useAddNote } from '@/features/crm/api/add-note';
import { crmErrorKey } from '@/features/crm/api/crm-error';
import { useContact, type ContactDetail as Detail } from '@/features/crm/api/get-contact';
import { formatDate } from '@/features/crm/format';
import { ContactProfileForm } from './contact-profile-form';
import { EraseContact } from './erase-contact';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/components/ui/alert';
import { Panel } from '@/components/ui/panel';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Panel id={id} title={title}>
      <div className="mt-3">{children}</div>
    </Panel>
  );
}

const NOTE_MAX = 10000;

function NoteForm({ contactId, authorId }: { contactId: string; authorId: string }) {
  const { t } = useTranslation('crm');
  const addNote = useAddNote(contactId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError(t('notes.required'));
      return;
    }
    if (body.trim().length > NOTE_MAX) {
      setError(t('notes.tooLong', { max: NOTE_MAX }));
      return;
    }
    setError(null);
    try {
      await addNote.mutateAsync({ contactId, authorId, body });
      setBody('');
      toast.success(t('notes.added'));
    } catch (failure) {
      setError(t(crmErrorKey(failure)));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('notes.label')}</Label>
      <Textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="p-3"
      />
      {error ? (
        <FieldMessage id={id} tone="error">
          {error}
        </FieldMessage>
      ) : null}
      <Button type="submit" className="self-start" disabled={addNote.isPending}>
        {t('notes.add')}
      </Button>
    </form>
  );
}

function Timeline({ notes }: { notes: Detail['notes'] }) {
  const { t, i18n } = useTranslation('crm');
  if (notes.length === 0) return <p>{t('notes.empty')}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={t('notes.timeline')}>
      {notes.map((note) => (
        <li key={note.id} className="border-l-2 border-moss/40 pl-4">
          <p className="text-xs uppercase tracking-wide text-ink/70">
            {t(`notes.kinds.${note.kind}`)} · {formatDate(note.created_at, i18n.language, true)}
          </p>
          <p className="whitespace-pre-wrap">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function ContactDetail({ id, authorId }: { id: string; authorId: string }) {
  const { t, i18n } = useTranslation('crm');
  const detail = useContact(id);
  const money = (amount: number, currency: string) =>
    formatMoney(amount, currency as Currency, i18n.language);

  if (detail.isPending) return <Spinner centered />;
  if (detail.isError) {
    return (
      <ErrorAlert size="page" className="mt-8">
        {t(crmErrorKey(detail.error))}
      </ErrorAlert>
    );
  }
  if (detail.data === null) {
    return (
      <div className="mt-8 rounded-2xl bg-white/60 p-8" role="status">
        <h2 className="font-serif text-3xl">{t('detail.notFound')}</h2>
        <p className="mt-2">{t('detail.notFoundText')}</p>
        <Link to={paths.crmContacts} className="mt-4 inline-block underline">
          {t('detail.backToContacts')}
        </Link>
      </div>
    );
  }
  const { contact, notes, messages, orders, reservations } = detail.data;
  const consentHistory = notes.filter((note) => note.kind === 'consent');

  return (
    <div className="mt-6 flex flex-col gap-6">
      <p className="text-xl" data-testid="contact-name">
        {contact.full_name ?? contact.email}
        <span className="ml-3 text-base text-ink/70">{t(`sources.${contact.source}`)}</span>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="contact-profile" title={t('detail.profile')}>
          <ContactProfileForm contact={contact} />
        </Section>
        <div className="flex flex-col gap-6">
          <Section id="contact-consent" title={t('detail.consentHistory')}>
            <p>
              {contact.consent
                ? t('detail.consentGiven', {
                    date: contact.consent_at ? formatDate(contact.consent_at, i18n.language, true) : '',
                  })
                : t('detail.noConsent')}
            </p>
            {consentHistory.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {consentHistory.map((note) => (
                  <li key={note.id}>
                    {formatDate(note.created_at, i18n.language, true)}: {note.body}
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>
          <Section id="contact-notes" title={t('detail.notes')}>
            <NoteForm contactId={contact.id} authorId={authorId} />
            <div className="mt-4">
              <Timeline notes={notes} />
            </div>
          </Section>
        </div>
      </div>
      <Section id="contact-orders" title={t('detail.orders')}>
        {orders.length === 0 ? (
          <p>{t('detail.noOrders')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap gap-x-4">
                <span className="font-medium">{order.number}</span>
                <span>{t(`orderStatuses.${order.status}`)}</span>
                <span>{money(order.total ?? 0, order.currency)}</span>
                {order.balance_due > 0 ? (
                  <span>{t('detail.balanceDue', { amount: money(order.balance_due, order.currency) })}</span>
                ) : null}
                <span className="text-ink/70">{formatDate(order.created_at, i18n.language)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="contact-reservations" title={t('detail.reservations')}>
        {reservations.length === 0 ? (
          <p>{t('detail.noReservations')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {reservations.map((reservation) => (
              <li key={reservation.id} className="flex flex-wrap gap-x-4">
                <span className="font-medium">
                  {(i18n.language === 'fr' ? reservation.products?.title_fr : null) ??
                    reservation.products?.title}
                </span>
                <span>{reservation.orders.number}</span>
                <span>{t(`reservationStatuses.${reservation.status}`)}</span>
                <span>
                  {t('detail.paidAndDue', {
                    paid: money(reservation.amount_paid, reservation.currency),
                    due: money(reservation.balance_due, reservation.currency),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="contact-messages" title={t('detail.messages')}>
        {messages.length === 0 ? (
          <p>{t('detail.noMessages')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {messages.map((message) => (
              <li key={message.id}>
                <p className="font-medium">
                  {message.subject ?? t('overview.noSubject')}{' '}
                  <span className="text-sm font-normal text-ink/70">
                    {formatDate(message.created_at, i18n.language, true)}
                  </span>
                </p>
                <p className="whitespace-pre-wrap">{message.message}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <EraseContact contactId={contact.id} label={contact.full_name ?? contact.email} />
    </div>
  );
}
