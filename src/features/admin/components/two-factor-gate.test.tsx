import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { TwoFactorGate } from './two-factor-gate';

// The gate's decisions and forms, with the auth calls replaced (the calls themselves are covered by the
// integration and e2e tests against the local backend).
const api = vi.hoisted(() => ({
  assurance: { currentLevel: 'aal1' as string | null, factorId: null as string | null },
  verify: vi.fn(),
  enrol: vi.fn(),
}));

vi.mock('@/features/admin/api/two-factor', async () => {
  const { useState } = await import('react');
  return {
    useAssurance: () => ({ isPending: false, isError: false, data: api.assurance, refetch: vi.fn() }),
    useVerifyCode: () => ({ isPending: false, mutate: api.verify }),
    useEnrolTotp: () => {
      const [data, setData] = useState<unknown>(undefined);
      return {
        isPending: false,
        isError: false,
        data,
        mutate: (name: string) => setData(api.enrol(name)),
      };
    },
  };
});

function renderGate() {
  const client = new QueryClient();
  return renderWithApp(
    <QueryClientProvider client={client}>
      <Suspense fallback="loading">
        <TwoFactorGate sessionKey="user:token" email="admin@example.test">
          <p>Admin tools</p>
        </TwoFactorGate>
      </Suspense>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.verify.mockReset();
  api.enrol.mockReset();
});

describe('TwoFactorGate', () => {
  it('shows the admin tools to a session at aal2', async () => {
    api.assurance = { currentLevel: 'aal2', factorId: 'f1' };
    await renderGate();
    expect(await screen.findByText('Admin tools')).toBeInTheDocument();
  });

  it('asks an aal1 admin with a factor for the code, and checks its format first', async () => {
    api.assurance = { currentLevel: 'aal1', factorId: 'f1' };
    await renderGate();
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(screen.queryByText('Admin tools')).toBeNull();
    const input = screen.getByLabelText('Authentication code');
    fireEvent.change(input, { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    expect(api.verify).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(api.verify).toHaveBeenCalledWith({ factorId: 'f1', code: '123456' }, expect.anything());
  });

  it('has an admin without a factor set one up: a QR code, the key, then the first code', async () => {
    api.assurance = { currentLevel: 'aal1', factorId: null };
    api.enrol.mockReturnValue({
      factorId: 'new-factor',
      uri: 'otpauth://totp/Maison%20Immortela:admin@example.test?secret=JBSWY3DPEHPK3PXP&issuer=Maison%20Immortela',
      secret: 'JBSWY3DPEHPK3PXP',
    });
    await renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator' }));
    expect(api.enrol).toHaveBeenCalledWith('Maison Immortela admin (admin@example.test)');
    // The QR code library is imported on demand: on a loaded machine (CI running several suites) loading and
    // drawing it took longer than Testing Library's 1 s default, which made this test flaky.
    const slow = { timeout: 10_000 };
    const qr = await screen.findByRole(
      'img',
      { name: 'QR code to add Maison Immortela to your authenticator app' },
      slow,
    );
    await waitFor(() => expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/), slow);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(api.verify).toHaveBeenCalledWith({ factorId: 'new-factor', code: '654321' }, expect.anything());
  });
});
