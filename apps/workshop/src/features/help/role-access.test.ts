import { canAccess, PERMISSION_AREAS, STAFF_ROLES } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { roleAccess } from './role-access';

describe('Help’s reading of the permission matrix', () => {
  it.each(STAFF_ROLES)('puts each area of %s once, where the matrix says', (role) => {
    const { change, read, closed } = roleAccess(role);
    expect([...change, ...read, ...closed].sort()).toEqual([...PERMISSION_AREAS].sort());
    for (const area of change) expect(canAccess(role, area, 'change')).toBe(true);
    for (const area of read) expect([canAccess(role, area, 'read'), canAccess(role, area, 'change')]).toEqual([true, false]);
    for (const area of closed) expect(canAccess(role, area, 'read')).toBe(false);
  });

  it('gives the manager everything to change but the workshop’s own settings', () => {
    expect(roleAccess('manager').read).toEqual(['workshop']);
    expect(roleAccess('manager').closed).toEqual([]);
  });
});
