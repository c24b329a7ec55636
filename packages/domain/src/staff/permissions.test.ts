import { describe, expect, it } from 'vitest';
import { canAccess, rolesWith } from './permissions';

describe('the inventory area (issue 28: parts, vendors, orders, inwards, issues, transfers, debit notes)', () => {
  it('is changed by the owner, the manager and accounts, read by the service advisor and the technician, closed to the rest', () => {
    expect(rolesWith('inventory', 'change')).toEqual(['owner', 'manager', 'accounts']);
    expect(rolesWith('inventory', 'read')).toEqual(['owner', 'manager', 'serviceAdvisor', 'technician', 'accounts']);
    for (const role of ['cashier', 'security', 'surveyor', 'insuranceCompany'] as const) expect(canAccess(role, 'inventory', 'read')).toBe(false);
  });
});
