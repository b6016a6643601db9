// Fulfilment writes of the admin: a shipment (admin_create_shipment: carrier, tracking number, lines) and
// "product ready: ask for the balance" (admin_request_balance). Both refresh the order list and detail.
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import type { OrderStatus } from '@/lib/order-filter';
import { jsonObject } from '@/lib/json-answer';
import type { Carrier } from '@/lib/tracking';
import { adminKeys } from './admin-keys';

export interface ShipmentRequest {
  orderId: string;
  carrier: Carrier;
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
  lines: { order_item_id: string; quantity: number }[];
}

export interface ShipmentAnswer {
  number: number;
  partial: boolean;
  remaining: number;
  /** The order's status after the shipment: shipped once nothing is left to ship, else fulfilled. */
  status: Extract<OrderStatus, 'shipped' | 'fulfilled'>;
}

export async function createShipment(input: ShipmentRequest): Promise<ShipmentAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_create_shipment', {
    p_order_id: input.orderId,
    p_carrier: input.carrier,
    p_carrier_name: input.carrier === 'other' ? input.carrierName.trim() : '',
    p_tracking_number: input.trackingNumber,
    p_tracking_url: input.carrier === 'other' ? input.trackingUrl.trim() : '',
    p_lines: input.lines,
  });
  if (error) throw error;
  return jsonObject<ShipmentAnswer>(
    data,
    ['number', 'partial', 'remaining', 'status'],
    'admin_create_shipment',
  );
}

export interface BalanceRequestAnswer {
  sent: boolean;
  requested_at: string;
}

export async function requestBalance(orderId: string): Promise<BalanceRequestAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_request_balance', { p_order_id: orderId });
  if (error) throw error;
  return jsonObject<BalanceRequestAnswer>(data, ['sent', 'requested_at'], 'admin_request_balance');
}

export const useCreateShipment = () => useRefreshingMutation(adminKeys.orders(), createShipment);
export const useRequestBalance = () => useRefreshingMutation(adminKeys.orders(), requestBalance);
