import type { ContactFilters } from '../contacts-model';
import type { CrmOrderFilters } from '../orders-model';

export const crmKeys = {
  all: ['crm'] as const,
  overview: () => [...crmKeys.all, 'overview'] as const,
  contacts: () => [...crmKeys.all, 'contacts'] as const,
  contactList: (filters: ContactFilters) => [...crmKeys.contacts(), 'list', filters] as const,
  contact: (id: string) => [...crmKeys.contacts(), 'detail', id] as const,
  orders: (filters: CrmOrderFilters) => [...crmKeys.all, 'orders', filters] as const,
  imports: () => [...crmKeys.all, 'imports'] as const,
};
