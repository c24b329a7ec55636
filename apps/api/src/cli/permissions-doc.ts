import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSION_AREAS, PERMISSIONS, STAFF_ROLES, STAFF_LOCK_MINUTES, STAFF_MAX_FAILED_SIGN_INS } from '@servicebay/domain';

/** Where the rendered matrix lives; permissions-doc.test.ts fails when it is not what the matrix says. */
export const PERMISSIONS_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/permissions.md');

const ROLE_NAMES: Record<(typeof STAFF_ROLES)[number], string> = {
  owner: 'Workshop Owner',
  manager: 'Manager',
  serviceAdvisor: 'Service Advisor',
  technician: 'Technician',
  accounts: 'Accounts',
  cashier: 'Cashier',
  security: 'Security',
  surveyor: 'Surveyor',
  insuranceCompany: 'Insurance company',
};

const CELL = { change: 'change', read: 'read', none: '–' } as const;

/** docs/permissions.md, written from the one matrix the server enforces and the workshop app reads. */
export function permissionsMarkdown(): string {
  const header = `| area | ${STAFF_ROLES.map((role) => ROLE_NAMES[role]).join(' | ')} |`;
  const rule = `| --- | ${STAFF_ROLES.map(() => '---').join(' | ')} |`;
  const rows = PERMISSION_AREAS.map((area) => `| ${area} | ${STAFF_ROLES.map((role) => CELL[PERMISSIONS[role][area] ?? 'none']).join(' | ')} |`);
  return [
    '# Who may do what in the workshop app',
    '',
    'Generated from `packages/domain/src/staff/permissions.ts` by `npx tsx apps/api/src/cli/permissions-doc.ts`;',
    'a test fails when this page and the matrix differ. The server enforces the matrix on every staff',
    'route (the auth hook, before the handler runs), and the workshop app shows each role only what it',
    'may use. `change` includes `read`; `–` is closed.',
    '',
    header,
    rule,
    ...rows,
    '',
    'Besides the matrix:',
    '',
    '- The owner gives any role; a manager any but owner and manager; nobody changes their own role or',
    '  switches themselves off.',
    '- Staff see only the workshops they work at: any other workshop, and everything in it, is not found.',
    `- ${STAFF_MAX_FAILED_SIGN_INS} wrong passwords in a row lock an account for ${STAFF_LOCK_MINUTES} minutes.`,
    '- A change of role, workshops or activity ends the person’s sessions, so their next request carries it.',
    '- Staff and customers are different principals: neither token opens the other’s routes.',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(PERMISSIONS_DOC, permissionsMarkdown());
  console.log(`wrote ${PERMISSIONS_DOC}`);
}
