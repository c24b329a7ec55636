import { PERMISSION_AREAS, PERMISSIONS, type TPermissionArea, type TStaffRole } from '@servicebay/domain';

export type RoleAccess = { change: TPermissionArea[]; read: TPermissionArea[]; closed: TPermissionArea[] };

/** A role's row of the permission matrix, as Help reads it out: what it changes, what it only views, what it cannot open. */
export function roleAccess(role: TStaffRole): RoleAccess {
  const granted = PERMISSIONS[role];
  return {
    change: PERMISSION_AREAS.filter((area) => granted[area] === 'change'),
    read: PERMISSION_AREAS.filter((area) => granted[area] === 'read'),
    closed: PERMISSION_AREAS.filter((area) => granted[area] === undefined),
  };
}
