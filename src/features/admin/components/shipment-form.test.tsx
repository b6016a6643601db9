import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { linesToShip } from '@/features/admin/fulfilment-model';
import { ShipmentForm } from './shipment-form';

// The form's own checks in both languages, with the shipment call replaced (the call itself is covered by the
// integration and e2e tests against the local backend).
const api = vi.hoisted(() => ({ mutate: vi.fn() }));

vi.mock('@/features/admin/api/fulfilment', async (importActual) => {
  const actual = await importActual<typeof import('@/features/admin/api/fulfilment')>();
  return { ...actual, useCreateShipment: () => ({ isPending: false, mutate: api.mutate }) };
});

const LINES = linesToShip(
  [
    { id: 'a', product_name: 'Renouvela Crème', quantity: 2 },
    { id: 'b', product_name: 'Immortela Elixir', quantity: 1 },
  ],
  [{ shipment_items: [{ order_item_id: 'b', quantity: 1 }] }],
);

describe('ShipmentForm', () => {
  beforeEach(() => api.mutate.mockReset());

  it('refuses a number of another format with the carrier named, then sends the lines left (English)', async () => {
    await renderWithApp(<ShipmentForm orderId="o1" orderNumber="MI-100042" lines={LINES} />);
    fireEvent.change(await screen.findByLabelText('Carrier'), { target: { value: 'mondial_relay' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '1Z999AA10123456784' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(
      screen.getByText(/This is not a Mondial Relay tracking number: check it against the label/),
    ).toBeTruthy();
    expect(api.mutate).not.toHaveBeenCalled();
    // Only the line with units left is offered; 3 of 2 is refused.
    expect(screen.queryByLabelText('Immortela Elixir')).toBeNull();
    fireEvent.change(screen.getByLabelText('Renouvela Crème'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(screen.getByText('Only 2 units are left to ship.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Renouvela Crème'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(api.mutate).toHaveBeenCalledWith(
      expect.objectContaining({
        orderId: 'o1',
        carrier: 'mondial_relay',
        trackingNumber: '1234 5678',
        lines: [{ order_item_id: 'a', quantity: 1 }],
      }),
      expect.anything(),
    );
  });

  it('asks another carrier for its name and an https link (French)', async () => {
    await renderWithApp(<ShipmentForm orderId="o1" orderNumber="MI-100042" lines={LINES} />, {
      language: 'fr',
    });
    fireEvent.change(await screen.findByLabelText('Transporteur'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Numéro de suivi'), { target: { value: 'GLS-1234' } });
    fireEvent.change(screen.getByLabelText('Lien de suivi (facultatif)'), {
      target: { value: 'http://gls.example/t' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme expédiée' }));
    expect(screen.getByText('Saisissez le nom du transporteur.')).toBeTruthy();
    expect(screen.getByText('Le lien de suivi doit être une adresse commençant par https://.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Numéro de suivi'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme expédiée' }));
    expect(screen.getByText('Saisissez le numéro de suivi.')).toBeTruthy();
    expect(api.mutate).not.toHaveBeenCalled();
  });
});
