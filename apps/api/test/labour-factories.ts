import type { FastifyInstance } from 'fastify';
import type { TLabourCatalogue, TStaffSession, TVehicleType } from '@servicebay/domain';
import { dataOf } from './billing-factories';
import { asStaff } from './staff-factories';

let sequence = 0;
/** A name no other test of the run uses (names are unique per workshop, without case). */
export const labourName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++sequence}`;

/** The labour desk's calls at one workshop, and a small catalogue made through them. */
export function labourDeskAt(app: FastifyInstance, brand: string, session: TStaffSession, workshopId = session.staff.workshops[0]!.workshopId) {
  const desk = asStaff(app, brand, session);
  const base = `/api/staff/workshops/${workshopId}/labour`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    desk({ method, url: `${base}${url}`, ...(payload ? { payload } : {}) });
  return {
    workshopId,
    call,
    /**
     * Every vehicle of a type (cars unless told) in one segment (no category named), a rate of `rate` an hour and one operation of
     * `hours` there; answers the catalogue and the ids made.
     */
    async small({ rate = 600, hours = 1.5, vehicleType = 'car' as TVehicleType } = {}) {
      const withSegment = dataOf<TLabourCatalogue>(await call('POST', '/vehicle-segments', { name: labourName('Every'), vehicleType }));
      const vehicleSegmentId = withSegment.vehicleSegments.at(-1)!.vehicleSegmentId;
      const withRate = dataOf<TLabourCatalogue>(await call('POST', '/rate-segments', { name: labourName('General'), rate }));
      const rateSegmentId = withRate.rateSegments.at(-1)!.rateSegmentId;
      const name = labourName('Oil change');
      const catalogue = dataOf<TLabourCatalogue>(await call('POST', '/operations', { name, rateSegmentId, times: [{ vehicleSegmentId, hours }] }));
      const operationId = catalogue.operations.find((operation) => operation.name === name)!.operationId;
      return { catalogue, vehicleSegmentId, rateSegmentId, operationId };
    },
  };
}
