import { and, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, calendarDateIn, reminderHorizon } from '@servicebay/domain';
import { jobHandler, jobKind } from '../../platform/jobs/jobs';
import { employees, type EmployeeRow } from './employees.tables';
import type { PeopleDeps } from './people-context';

const REMIND_LICENCES = jobKind('people.remind-licence-expiries', z.object({}));
/** Often enough that a licence coming within 30 days is told of the same morning. */
const REMIND_EVERY_MS = 60 * 60 * 1000;

/** Who is told: the workshop's owners and managers with a mobile number. */
const TOLD_ROLES = new Set(['owner', 'manager']);

/**
 * Licence expiry reminders to the managers (issue 29 part 1): an hourly housekeeping job of the
 * database-backed queue finds every employee's driving licence expired or expiring within 30 days
 * that the managers were not told of, texts each owner and manager of the workshop through the SMS
 * adapter, and marks the expiry told. A renewed licence (another expiry) is told of again. Today is
 * the workshop's: in India a licence comes within 30 days at its midnight, not five and a half hours
 * later when UTC's date turns.
 */
export function createLicenceReminders(deps: Pick<PeopleDeps, 'db' | 'now' | 'sms' | 'staffDirectory' | 'workshopTimeZones'>) {
  const { db, now } = deps;

  async function tell(employee: EmployeeRow): Promise<void> {
    const managers = (await deps.staffDirectory.ofWorkshop(employee.brandId, employee.workshopId)).filter(
      (account) => account.isActive && TOLD_ROLES.has(account.role) && account.mobileNumber,
    );
    const english = `ServiceBay: the driving licence ${employee.licenceNumber ?? ''} of ${employee.name} (${employee.employeeCode}) expires on ${employee.licenceExpiry}.`;
    const arabic = `ServiceBay: تنتهي رخصة قيادة ${employee.name} (${employee.employeeCode}) في ${employee.licenceExpiry}.`;
    for (const manager of managers) {
      const to = `+${manager.mobileNumber!.replace(/^\+/, '')}`;
      await deps.sms.send({ brandId: employee.brandId, to, body: to.startsWith('+91') ? english : `${english}\n${arabic}` });
    }
  }

  /** Those whose licence expires within 30 days of today at their workshop (of `candidates`, read up to the latest horizon anywhere). */
  async function dueAtTheirWorkshops(candidates: EmployeeRow[], at: Date): Promise<EmployeeRow[]> {
    const zones = new Map<string, string>();
    for (const brandId of new Set(candidates.map((employee) => employee.brandId))) {
      const workshopIds = [...new Set(candidates.filter((employee) => employee.brandId === brandId).map((employee) => employee.workshopId))];
      for (const [workshopId, timeZone] of await deps.workshopTimeZones(brandId, workshopIds)) zones.set(workshopId, timeZone);
    }
    return candidates.filter((employee) => employee.licenceExpiry! <= reminderHorizon(calendarDateIn(zones.get(employee.workshopId) ?? 'UTC', at)));
  }

  /** One pass; answers the employees whose licences were told of. */
  async function remindManagers(): Promise<string[]> {
    const at = now();
    // No time zone is a day ahead of UTC's date: read up to that horizon, then keep each workshop's own.
    const latestHorizon = reminderHorizon(addDays(at.toISOString().slice(0, 10), 1));
    const candidates = await db
      .select()
      .from(employees)
      .where(
        and(
          isNotNull(employees.licenceExpiry),
          lte(employees.licenceExpiry, latestHorizon),
          or(isNull(employees.licenceRemindedFor), ne(employees.licenceRemindedFor, employees.licenceExpiry)),
        ),
      );
    const due = await dueAtTheirWorkshops(candidates, at);
    for (const employee of due) {
      await tell(employee);
      // Marked for this expiry only: an edit in between (a renewal) is reminded of on its own.
      await db
        .update(employees)
        .set({ licenceRemindedFor: employee.licenceExpiry })
        .where(and(eq(employees.id, employee.id), eq(employees.licenceExpiry, employee.licenceExpiry!)));
    }
    return due.map((employee) => employee.id);
  }

  return { remindManagers, job: jobHandler(REMIND_LICENCES, async () => void (await remindManagers()), { everyMs: REMIND_EVERY_MS }) };
}
