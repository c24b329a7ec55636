import type { FastifyInstance } from 'fastify';
import type { TEmployeeBody, TEmployee, TStaffSession, TTechnician, TTechnicianBody } from '@servicebay/domain';
import { dataOf } from './billing-factories';
import { uniqueIndianNumber } from './factories';
import { asStaff } from './staff-factories';

let sequence = 0;
/** An employee ID no other test of the run uses. */
export const uniqueEmployeeCode = () => `E-${Date.now().toString(36)}-${++sequence}`.toUpperCase();

/** An Indian employee's body with a unique employee ID and mobile. */
export const employeeBody = (more: Partial<TEmployeeBody> = {}): TEmployeeBody => ({
  name: `Ravi Kumar ${++sequence}`,
  employeeCode: uniqueEmployeeCode(),
  employeeType: 'permanent',
  mobileNumber: uniqueIndianNumber(),
  designation: 'Mechanic',
  ...more,
});

/** The people desk's calls at one workshop, and the rows its factories make through them. */
export function peopleAt(app: FastifyInstance, brand: string, session: TStaffSession, workshopId = session.staff.workshops[0]!.workshopId) {
  const desk = asStaff(app, brand, session);
  const base = `/api/staff/workshops/${workshopId}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    desk({ method, url: `${base}${url}`, ...(payload ? { payload } : {}) });
  return {
    workshopId,
    call,
    employee: async (more: Partial<TEmployeeBody> = {}) => dataOf<TEmployee>(await call('POST', '/employees', employeeBody(more))),
    technician: async (more: Partial<TTechnicianBody> = {}) =>
      dataOf<TTechnician>(
        await call('POST', '/technicians', { firstName: 'Asha', lastName: `Rao ${++sequence}`, gender: 'Female', grade: 'upperTech', ...more }),
      ),
  };
}
