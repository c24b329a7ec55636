import type { FastifyInstance } from 'fastify';
import type { TStaffMember, TStaffRole, TStaffSession, TTechnicianKind } from '@servicebay/domain';
import { DEMO_STAFF_PASSWORD } from '../src/db/seed/staff/seed-staff';
import { onBrand } from './build-test-app';

export { DEMO_STAFF_PASSWORD };

let sequence = 0;
/** A username no other test of the run has taken. */
export const uniqueUsername = (prefix = 'staff') => `${prefix}.${Date.now().toString(36)}.${++sequence}`;

/** A demo account of the brand (seed-staff.ts), signed in. */
export async function demoStaff(app: FastifyInstance, brand: string, username: string): Promise<TStaffSession> {
  const answer = await onBrand(app, brand)({ method: 'POST', url: '/api/staff/sign-in', payload: { username, password: DEMO_STAFF_PASSWORD } });
  if (answer.statusCode !== 200) throw new Error(`demo sign-in of ${username} failed: ${answer.body}`);
  return answer.json().data as TStaffSession;
}

/** Calls as a signed-in staff member. */
export const asStaff = (app: FastifyInstance, brand: string, session: Pick<TStaffSession, 'accessToken'>) => onBrand(app, brand, session.accessToken);

/** Someone the brand's demo owner adds at `workshopId`, in `role`, signed in. */
export async function staffWithRole(
  app: FastifyInstance,
  brand: string,
  role: TStaffRole,
  workshopId: string,
  extra: { technicianKind?: TTechnicianKind; mobileNumber?: string; email?: string } = {},
): Promise<{ session: TStaffSession; member: TStaffMember; password: string }> {
  const owner = await demoStaff(app, brand, 'owner');
  const username = uniqueUsername(role.toLowerCase());
  const password = 'Bay#Staff2026';
  const added = await asStaff(
    app,
    brand,
    owner,
  )({
    method: 'POST',
    url: `/api/staff/workshops/${workshopId}/people`,
    payload: {
      name: `Test ${role}`,
      username,
      role,
      technicianKind: role === 'technician' ? (extra.technicianKind ?? 'lowerTech') : null,
      mobileNumber: extra.mobileNumber ?? null,
      email: extra.email ?? null,
      workshopIds: [workshopId],
      password,
      confirmPassword: password,
    },
  });
  if (added.statusCode !== 200) throw new Error(`adding a ${role} failed: ${added.body}`);
  const signedIn = await onBrand(app, brand)({ method: 'POST', url: '/api/staff/sign-in', payload: { username, password } });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in of the new ${role} failed: ${signedIn.body}`);
  return { session: signedIn.json().data as TStaffSession, member: added.json().data as TStaffMember, password };
}
