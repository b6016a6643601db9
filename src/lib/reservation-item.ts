// The reservation item of SPEC.md 3, handed from the catalogue's reservation dialog to the reservation
// checkout in navigation state: a contract between two features, so it lives here.

export interface ReservationItem {
  product_id: string;
  product_name: string;
  product_image: string;
  product_price: number;
  quantity: number;
  is_deposit: boolean;
  deposit_amount: number;
  estimated_delivery_days: number;
}
