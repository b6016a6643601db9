import type { ContactFilters } from '@/features/crm/contacts-model';
import type { OrderFilters } from '@/lib/order-filter';

export const crmKeys = {
  all: ['crm'] as const,
  overview: () => [...crmKeys.all, 'overview'] as const,
  contacts: () => [...crmKeys.all, 'contacts'] as const,
  contactList: (filters: ContactFilters) => [...crmKeys.contacts(), 'list', filters] as const,
  contact: (id: string) => [...crmKeys.contacts(), 'detail', id] as const,
  orders: (filters: OrderFilters) => [...crmKeys.all, 'orders', filters] as const,
  imports: () => [...crmKeys.all, 'imports'] as const,
};
