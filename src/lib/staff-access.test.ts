import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { isAdminRole, isStaffRole, mayOpen } from './staff-access';

describe('mayOpen', () => {
  it('opens every page to the owner, all but staff to an admin, the orders to fulfilment, nothing to others', () => {
    const pages = [
      paths.adminProducts,
      paths.adminOrders,
      paths.adminStaff,
      paths.crm,
      paths.crmContact('1'),
      paths.adminVat,
    ];
    const open = (role: Parameters<typeof mayOpen>[0]) => pages.filter((page) => mayOpen(role, page));
    expect(open('owner')).toEqual(pages);
    expect(open('admin')).toEqual(pages.filter((page) => page !== paths.adminStaff));
    expect(open('fulfilment')).toEqual([paths.adminOrders]);
    expect(open(null)).toEqual([]);
  });

  it('does not take a longer path for one it opens', () => {
    expect(mayOpen('fulfilment', `${paths.adminOrders}x`)).toBe(false);
    expect(mayOpen('admin', `${paths.adminStaff}/history`)).toBe(false);
  });
});

describe('roles', () => {
  it('knows the three staff roles, and which of them are admins', () => {
    expect(['owner', 'admin', 'fulfilment', 'member', null].map(isStaffRole)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect((['owner', 'admin', 'fulfilment', null] as const).map(isAdminRole)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
