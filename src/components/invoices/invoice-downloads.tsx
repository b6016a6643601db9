// "Download invoice" / "Télécharger la facture": one button per invoice and credit note of an order, in the
// receipt (/payment-success), the guest lookup (/order), the member's orders and the admin's order page. The
// list comes from the invoice-pdf function (which issues nothing: SQL issues each document when the payment or
// the refund is recorded); `refresh` changes when the order's money does, so a new document shows up.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadInvoice, listInvoices, type InvoiceAccess, type InvoiceDocument } from './invoice-api';
import { ErrorAlert } from '@/components/ui/alert';

export interface InvoiceDownloadsProps {
  orderId: string;
  access: InvoiceAccess;
  /** Anything that changes when a document may have been issued (status, amounts paid and refunded). */
  refresh?: string;
}

function labelKey(document: InvoiceDocument): string {
  if (document.kind === 'credit_note') return 'download.creditNote';
  if (document.purpose === 'deposit') return 'download.deposit';
  if (document.purpose === 'balance') return 'download.balance';
  return 'download.invoice';
}

export function InvoiceDownloads({ orderId, access, refresh = '' }: InvoiceDownloadsProps) {
  const { t, ready } = useTranslation('invoices', { useSuspense: false });
  const credential = access.kind === 'receipt' ? access.token : access.kind === 'lookup' ? access.email : '';
  const documents = useQuery({
    queryKey: ['invoices', orderId, access.kind, credential, refresh],
    queryFn: () => listInvoices(orderId, access),
    staleTime: 60_000,
    retry: 1,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  if (!ready || documents.isPending) return null;
  if (documents.isError) {
    return (
      <p className="mt-4 text-sm text-ink/75" data-testid="invoices-unavailable">
        {t('unavailable')}
      </p>
    );
  }
  if (documents.data.length === 0) return null;

  async function download(number: string) {
    setBusy(number);
    setFailed(null);
    try {
      await downloadInvoice(orderId, access, number);
    } catch {
      setFailed(number);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mt-4 border-t border-ink/10 pt-3" data-testid="invoice-downloads">
      <h3 className="text-sm font-semibold">{t('title')}</h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {documents.data.map((document) => (
          <li key={document.number}>
            <button
              type="button"
              className="text-moss-dark underline underline-offset-4 hover:text-moss disabled:opacity-60"
              onClick={() => void download(document.number)}
              disabled={busy !== null}
              aria-busy={busy === document.number || undefined}
            >
              {t(labelKey(document), { number: document.number })}
            </button>
          </li>
        ))}
      </ul>
      {failed ? <ErrorAlert className="mt-2">{t('failed', { number: failed })}</ErrorAlert> : null}
    </div>
  );
}
