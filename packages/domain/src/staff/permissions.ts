import { z } from 'zod';

/**
 * The roles of workshop spec section 6, as staff accounts hold them. Technicians come in the kinds
 * the spec names (upper tech, lower tech, operator, courtesy); the kind says what work they do, not
 * what they may open. The customer is another principal altogether (the customer app).
 */
export const STAFF_ROLES = ['owner', 'manager', 'serviceAdvisor', 'technician', 'accounts', 'cashier', 'security', 'surveyor', 'insuranceCompany'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

export const TECHNICIAN_KINDS = ['upperTech', 'lowerTech', 'operator', 'courtesy'] as const;
export const ZTechnicianKind = z.enum(TECHNICIAN_KINDS);
export type TTechnicianKind = z.infer<typeof ZTechnicianKind>;

/**
 * The areas of the workshop product (ARCHITECTURE.md section 2, workshop side), as a role's
 * access is granted. An area not built yet is here already: the matrix is the product's, and its
 * document (docs/permissions.md) is read by workshops choosing roles.
 */
export const PERMISSION_AREAS = [
  'workshop',
  'staff',
  'customers',
  'vehicles',
  'jobCards',
  'bookings',
  'estimates',
  'invoices',
  'payments',
  'insurance',
  'inventory',
  'people',
  'labour',
  'marketing',
  'reports',
  'imports',
] as const;
export type TPermissionArea = (typeof PERMISSION_AREAS)[number];

/** Change includes read. */
export type TAccess = 'read' | 'change';

const everything = (access: TAccess) => Object.fromEntries(PERMISSION_AREAS.map((area) => [area, access])) as Record<TPermissionArea, TAccess>;

/**
 * Who may read or change what: written once, enforced by the server on every staff route and read
 * by the workshop app to show only what a role can use. An area a role does not list is closed to it.
 * The spec gives roles but no permissions (section 6); these follow what each role does in a
 * service centre, and the owner alone changes the workshop's own settings and its people's roles.
 */
export const PERMISSIONS: Readonly<Record<TStaffRole, Partial<Record<TPermissionArea, TAccess>>>> = {
  owner: everything('change'),
  manager: { ...everything('change'), workshop: 'read' },
  serviceAdvisor: {
    workshop: 'read',
    customers: 'change',
    vehicles: 'change',
    jobCards: 'change',
    bookings: 'change',
    estimates: 'change',
    invoices: 'read',
    payments: 'read',
    insurance: 'change',
    inventory: 'read',
    people: 'read',
    labour: 'read',
    marketing: 'read',
    reports: 'read',
  },
  technician: { workshop: 'read', vehicles: 'read', jobCards: 'read', inventory: 'read', labour: 'read' },
  accounts: {
    workshop: 'read',
    customers: 'read',
    vehicles: 'read',
    jobCards: 'read',
    estimates: 'read',
    invoices: 'change',
    payments: 'change',
    insurance: 'read',
    inventory: 'change',
    reports: 'read',
  },
  cashier: { workshop: 'read', customers: 'read', vehicles: 'read', jobCards: 'read', invoices: 'read', payments: 'change' },
  security: { workshop: 'read', vehicles: 'read', jobCards: 'read', bookings: 'read' },
  surveyor: { workshop: 'read', vehicles: 'read', jobCards: 'read', estimates: 'read', insurance: 'change' },
  insuranceCompany: { estimates: 'read', insurance: 'read' },
};

/** Whether `role` may `access` the area: change implies read. */
export function canAccess(role: TStaffRole, area: TPermissionArea, access: TAccess): boolean {
  const granted = PERMISSIONS[role][area];
  return granted === 'change' || (granted === 'read' && access === 'read');
}

/** The roles that may `access` an area, in the spec's order. */
export const rolesWith = (area: TPermissionArea, access: TAccess): TStaffRole[] => STAFF_ROLES.filter((role) => canAccess(role, area, access));

/**
 * Roles one may give: the owner any, a manager any but owner and manager (an owner promotes), and no
 * one else manages people. Keeps a manager from making themselves or anyone the workshop's owner.
 */
export function canAssignRole(assigner: TStaffRole, role: TStaffRole): boolean {
  if (assigner === 'owner') return true;
  return assigner === 'manager' && role !== 'owner' && role !== 'manager';
}

/**
 * Wrong passwords that lock a staff account, and for how long (workshop spec section 5: sessions and
 * lock-out). The lock is per network address: five wrong tries from one address lock that address
 * out of the account, not its owner at the counter. Wrong tries from many addresses lock the whole
 * account at STAFF_ACCOUNT_LOCK_FAILURES in a row. A one-time code to the account's mobile still
 * signs the person in.
 */
export const STAFF_MAX_FAILED_SIGN_INS = 5;
export const STAFF_LOCK_MINUTES = 15;
export const STAFF_ACCOUNT_LOCK_FAILURES = 25;
/**
 * Failed staff sign-ins (wrong passwords and unknown usernames, over every account) one address may
 * make in STAFF_LOCK_MINUTES, and password-reset requests: a guesser or a flood of made-up usernames
 * stops there, before any password is hashed. A workshop's shared network signs in freely: only
 * failures count.
 */
export const STAFF_FAILED_SIGN_INS_PER_ADDRESS = 20;
export const STAFF_RESETS_PER_ADDRESS = 5;
