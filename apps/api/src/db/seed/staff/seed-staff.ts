import { asc, eq } from 'drizzle-orm';
import type { TStaffRole, TTechnicianKind } from '@servicebay/domain';
import { hashPassword } from '../../../platform/auth/password-hash';
import type { Db } from '../../client';
import { staffAccounts, staffWorkshops, workshops } from '../../schema';
import { brandsLacking } from '../brands-lacking';

/** Every demo account's password (README: signing in to the workshop app). */
export const DEMO_STAFF_PASSWORD = 'Garage@2026';

type DemoPerson = { username: string; name: string; role: TStaffRole; technicianKind?: TTechnicianKind; at: 'all' | 'first' | 'second' };

/**
 * The people of each brand's demo workshops: the owner of them all, and at the first one a
 * manager, a service advisor, a technician, accounts, a cashier and security; a second advisor at
 * the second one. Usernames are the same in every brand (each brand is its own host name).
 */
export const DEMO_STAFF: readonly DemoPerson[] = [
  { username: 'owner', name: 'Arjun Mehta', role: 'owner', at: 'all' },
  { username: 'manager', name: 'Priya Nair', role: 'manager', at: 'first' },
  { username: 'advisor', name: 'Rahul Verma', role: 'serviceAdvisor', at: 'first' },
  { username: 'tech', name: 'Imran Khan', role: 'technician', technicianKind: 'upperTech', at: 'first' },
  { username: 'accounts', name: 'Lakshmi Rao', role: 'accounts', at: 'first' },
  { username: 'cashier', name: 'Sameer Joshi', role: 'cashier', at: 'first' },
  { username: 'security', name: 'Ravi Kumar', role: 'security', at: 'first' },
  { username: 'advisor2', name: 'Fatima Sheikh', role: 'serviceAdvisor', at: 'second' },
];

/** The demo staff of every brand that has none yet; one password hash serves them all (they share the demo password). */
export async function seedStaff(db: Db, brands: { id: string }[]): Promise<boolean> {
  const lacking = await brandsLacking(db, staffAccounts, staffAccounts.brandId, brands);
  if (lacking.length === 0) return false;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const brand of lacking) {
    const places = await db.select({ id: workshops.id }).from(workshops).where(eq(workshops.brandId, brand.id)).orderBy(asc(workshops.key));
    if (places.length === 0) continue;
    const workshopsOf = { all: places, first: places.slice(0, 1), second: places.slice(1, 2) };
    await db.transaction(async (tx) => {
      for (const person of DEMO_STAFF) {
        const at = workshopsOf[person.at];
        if (at.length === 0) continue;
        const [account] = await tx
          .insert(staffAccounts)
          .values({
            brandId: brand.id,
            username: person.username,
            name: person.name,
            role: person.role,
            technicianKind: person.technicianKind ?? null,
            passwordHash,
          })
          .returning({ id: staffAccounts.id });
        await tx.insert(staffWorkshops).values(at.map((place) => ({ staffId: account!.id, workshopId: place.id })));
      }
    });
  }
  return true;
}
