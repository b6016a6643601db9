import { describe, expect, it } from 'vitest';
import { reservationItem } from './reservation';
import { aProduct } from '@/test/product';

const product = aProduct({
  product_id: 'immortela-elixir-30ml',
  title: 'Immortela Elixir 30 ml',
  title_fr: 'Élixir Immortela 30 ml',
  price: 1400,
  price_euros: 1290,
  image_urls: ['/images/products/immortela-elixir-30ml.svg'],
  estimated_delivery_days: null,
});

describe('reservationItem', () => {
  it('carries a 50% deposit by default and the 30-day default delivery', () => {
    expect(reservationItem(product, 'deposit', 'en', 'usd')).toEqual({
      product_id: 'immortela-elixir-30ml',
      product_name: 'Immortela Elixir 30 ml',
      product_image: '/images/products/immortela-elixir-30ml.svg',
      product_price: 1400,
      quantity: 1,
      is_deposit: true,
      deposit_amount: 700,
      estimated_delivery_days: 30,
    });
  });

  it('charges the full price in euros when the shopper pays in euros', () => {
    const item = reservationItem({ ...product, estimated_delivery_days: 45 }, 'full', 'fr', 'eur');
    expect(item).toMatchObject({
      product_name: 'Élixir Immortela 30 ml',
      product_price: 1290,
      is_deposit: false,
    });
    expect(item.deposit_amount).toBe(1290);
    expect(item.estimated_delivery_days).toBe(45);
  });
});
