import type { ServerModule } from '../../platform/server-module';
import { createEmployeesService } from './employees.service';
import { employeesRoutes } from './employees.routes';
import { createLabourAssignments } from './labour-assignments.service';
import { createLicenceReminders } from './licence-reminders';
import type { PeopleDeps } from './people-context';
import { createTechniciansService } from './technicians.service';
import { techniciansRoutes } from './technicians.routes';

export type { PeopleDeps };

/**
 * Employees and technicians (issue 29 parts 1 and 2, decision 0055): the workshop's people records,
 * who does each labour line, a technician's own work, and the licence expiry reminders to the
 * managers (an hourly job).
 */
export function createEmployeesModule(deps: PeopleDeps) {
  const employees = createEmployeesService(deps);
  const technicians = createTechniciansService(deps);
  const assignments = createLabourAssignments({ ...deps, technicians });
  const licenceReminders = createLicenceReminders(deps);
  const module: ServerModule = {
    name: 'employees',
    routes: [employeesRoutes(employees), techniciansRoutes({ technicians, assignments })],
    jobs: [licenceReminders.job],
    uniqueConstraints: {
      employees_code_per_brand: { code: 'people/employee-exists', field: 'employeeCode' },
      employees_one_per_staff: { code: 'people/user-mapped', field: 'staffId' },
      technicians_one_per_staff: { code: 'people/user-mapped', field: 'staffId' },
    },
  };
  return { services: { licenceReminders: { remindManagers: licenceReminders.remindManagers } }, module };
}
