import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { WithdrawalOptions } from '@/features/orders/withdrawal-model';
import { WithdrawalPanel } from './withdrawal-panel';

// The panel's two steps and what it says when the period is over, with the withdrawal calls replaced (the
// calls themselves are covered by the integration and e2e tests against the local backend).
const api = vi.hoisted(() => ({
  options: null as unknown,
  mutate: vi.fn(),
}));

vi.mock('@/features/orders/api/withdrawal', async (importActual) => {
  const actual = await importActual<typeof import('@/features/orders/api/withdrawal')>();
  return {
    ...actual,
    useWithdrawalOptions: (_identity: unknown, enabled: boolean) => ({
      isPending: !enabled,
      isError: false,
      data: api.options,
      refetch: vi.fn(),
    }),
    useRequestWithdrawal: () => ({ isPending: false, error: null, reset: vi.fn(), mutate: api.mutate }),
  };
});

const OPTIONS: WithdrawalOptions = {
  order_id: 'o1',
  number: 'MI-100042',
  status: 'delivered',
  currency: 'eur',
  created_at: '2026-11-01T10:00:00Z',
  delivered_at: '2026-11-05T10:00:00Z',
  deadline: '2026-11-19T23:00:00Z',
  open: true,
  reason: null,
  goods_sent: true,
  lines: [
    {
      id: 'line-1',
      product_name: 'Renouvela Crème',
      product_image: null,
      unit_price: 830,
      quantity: 2,
      withdrawn: 0,
      available: 2,
    },
  ],
  withdrawals: [],
};

function renderPanel(language: 'en' | 'fr' = 'en') {
  return renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback="loading">
        <WithdrawalPanel identity={{ kind: 'member', orderId: 'o1' }} />
      </Suspense>
    </QueryClientProvider>,
    { language },
  );
}

beforeEach(() => {
  api.options = OPTIONS;
  api.mutate.mockReset();
});

describe('Withdraw from the contract', () => {
  it('step 1 asks for items and states the cosmetics exception, step 2 confirms with one key per confirmation', async () => {
    await renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw from the contract here' }));
    expect(screen.getByText(/until the end of November 19, 2026 \(Paris time\)/)).toBeInTheDocument();
    // The pressed button left with the closed panel: focus is on the step's heading, not lost to the page.
    expect(screen.getByText('Step 1 of 2: choose the items and quantities')).toHaveFocus();
    expect(screen.getByText(/Cosmetics unsealed after delivery are excluded/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose at least one item to withdraw from.')).toBeInTheDocument();
    // No tick is asked for: the declaration stands, the exception is stated, the shop checks the returned goods.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/we refund each one whose seal is intact/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Renouvela Crème: quantity to withdraw from'), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 2 of 2: confirm your withdrawal')).toHaveFocus();
    expect(screen.getByTestId('withdrawal-summary')).toHaveTextContent('Renouvela Crème × 2');
    expect(screen.getByText(/Send the items back within 14 days/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(api.mutate).toHaveBeenCalledTimes(2);
    const [first] = api.mutate.mock.calls[0] as [{ items: unknown; idempotencyKey: string }];
    const [second] = api.mutate.mock.calls[1] as [{ idempotencyKey: string }];
    expect(first).toEqual({
      items: [{ order_item_id: 'line-1', quantity: 2 }],
      idempotencyKey: first.idempotencyKey,
    });
    // A second press is the same confirmation: the same key, so the server answers the same withdrawal.
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  }, 20_000);

  it('outside the period it says why and until when, in French too', async () => {
    api.options = { ...OPTIONS, open: false, reason: 'period_ended' };
    await renderPanel('fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Renoncer au contrat ici' }));
    expect(screen.getByTestId('withdrawal-closed')).toHaveTextContent(
      'Le délai de rétractation est expiré : livrée le 5 novembre 2026, cette commande pouvait faire l’objet d’une rétractation jusqu’au 19 novembre 2026 inclus (heure de Paris).',
    );
    expect(screen.queryByRole('button', { name: 'Continuer' })).toBeNull();
  });

  it('gives focus back to the button when the steps are cancelled, and back to step 1 from step 2', async () => {
    await renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw from the contract here' }));
    fireEvent.change(screen.getByLabelText('Renouvela Crème: quantity to withdraw from'), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 2: choose the items and quantities')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Withdraw from the contract here' })).toHaveFocus();
  });
});
