import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/language';
import { renderWithApp } from '@/test/render';
import { parseDocuments, type InvoiceAccess } from './invoice-api';
import { InvoiceDownloads } from './invoice-downloads';

// The buttons, their labels in both languages and what they send; the function itself is covered by
// tests/integration/invoices.test.ts and tests/e2e/invoice.spec.ts.
const api = vi.hoisted(() => ({ list: vi.fn(), download: vi.fn() }));

vi.mock('./invoice-api', async (original) => ({
  ...(await original<typeof import('./invoice-api')>()),
  listInvoices: api.list,
  downloadInvoice: api.download,
}));

const DOCUMENTS = [
  {
    number: 'F-2026-000007',
    kind: 'invoice',
    purpose: 'deposit',
    issued_at: '',
    amount_incl: 150,
    currency: 'eur',
  },
  {
    number: 'F-2026-000009',
    kind: 'invoice',
    purpose: 'balance',
    issued_at: '',
    amount_incl: 150,
    currency: 'eur',
  },
  {
    number: 'A-2026-000002',
    kind: 'credit_note',
    purpose: 'refund',
    issued_at: '',
    amount_incl: 300,
    currency: 'eur',
  },
];

function renderDownloads(access: InvoiceAccess, language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <InvoiceDownloads orderId="order-1" access={access} />
    </QueryClientProvider>,
    { language },
  );
}

beforeEach(() => {
  api.list.mockReset();
  api.download.mockReset();
});

describe('InvoiceDownloads', () => {
  it('offers each invoice and credit note, and downloads the one pressed with the same credentials', async () => {
    api.list.mockResolvedValue(DOCUMENTS);
    api.download.mockResolvedValue(undefined);
    const access: InvoiceAccess = { kind: 'receipt', token: 'secret' };
    await renderDownloads(access);
    expect(
      await screen.findByRole('button', { name: 'Download deposit invoice F-2026-000007' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download balance invoice F-2026-000009' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Download credit note A-2026-000002' }));
    await waitFor(() => expect(api.download).toHaveBeenCalledWith('order-1', access, 'A-2026-000002'));
    expect(api.list).toHaveBeenCalledWith('order-1', access);
  });

  it('speaks French', async () => {
    api.list.mockResolvedValue([{ ...DOCUMENTS[0], purpose: 'full' }, DOCUMENTS[2]]);
    await renderDownloads({ kind: 'session' }, 'fr');
    expect(await screen.findByRole('button', { name: 'Télécharger la facture F-2026-000007' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Télécharger l’avoir A-2026-000002' })).toBeVisible();
  });

  it('shows nothing without documents, and says so when a download fails', async () => {
    api.list.mockResolvedValueOnce([]);
    const { unmount } = await renderDownloads({ kind: 'session' });
    await waitFor(() => expect(api.list).toHaveBeenCalled());
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    api.list.mockResolvedValue([DOCUMENTS[1]]);
    api.download.mockRejectedValue(new Error('failed'));
    await renderDownloads({ kind: 'lookup', number: 'MI-100001', email: 'a@example.test' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download balance invoice F-2026-000009' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('F-2026-000009 could not be downloaded');
  });

  it('reads the function’s list defensively', () => {
    expect(
      parseDocuments({ documents: [{ number: 'F-1', kind: 'x', purpose: 'y', amount_incl: '3' }, 5] }),
    ).toEqual([
      { number: 'F-1', kind: 'invoice', purpose: 'full', issued_at: '', amount_incl: 3, currency: 'usd' },
    ]);
    expect(parseDocuments(null)).toEqual([]);
  });
});
