// The unit tests' stand-in for `virtual:published-products` (the build's snapshot of products_public).
import { aProduct } from './product';

export default [
  aProduct({
    id: '00000000-0000-4000-8000-000000000011',
    product_id: 'renouvela-creme',
    title: 'Renouvela Crème',
    description: '<p>The light, everyday cream.</p>',
    description_fr: '<p>La crème légère du quotidien.</p>',
    price: 30,
  }),
  aProduct({
    id: '00000000-0000-4000-8000-000000000012',
    product_id: 'immortela-elixir-30ml',
    title: 'Immortela Elixir 30 ml',
    title_fr: 'Élixir Immortela 30 ml',
    price: 10,
  }),
];
