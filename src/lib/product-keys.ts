// The query keys of the shop's product list, shared by the catalogue (reads) and the admin (invalidates after
// every product change, so the collection shows it at once).
export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
};
