import type { FastifyInstance } from 'fastify';
import type { TInward, TPartBody, TPartDetail, TStaffSession, TVendor } from '@servicebay/domain';
import { dataOf } from './billing-factories';
import { asStaff } from './staff-factories';

let sequence = 0;
/** A part body with a number no other test uses. */
export const partBody = (more: Partial<TPartBody> = {}): TPartBody => ({
  partNumber: `OF-${Date.now().toString(36)}-${++sequence}`,
  name: `Oil filter ${sequence}`,
  taxPercentage: 18,
  unit: 'piece',
  purchasePrice: 100,
  sellingPrice: 150,
  hsn: '84212300',
  reorderLevel: 2,
  bin: 'A1',
  ...more,
});

/** The store's calls at one workshop, and the rows its factories make through them. */
export function storeAt(app: FastifyInstance, brand: string, session: TStaffSession, workshopId = session.staff.workshops[0]!.workshopId) {
  const desk = asStaff(app, brand, session);
  const base = `/api/staff/workshops/${workshopId}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    desk({ method, url: `${base}${url}`, ...(payload ? { payload } : {}) });
  const store = {
    workshopId,
    call,
    part: async (more: Partial<TPartBody> = {}) => dataOf<TPartDetail>(await call('POST', '/parts', partBody(more))),
    vendor: async (name = `Vendor ${++sequence}`) => dataOf<TVendor>(await call('POST', '/vendors', { name, paymentTermsDays: 30 })),
    /** A completed inward of `quantity` of the part at `unitPrice` from a new vendor, with a new bill number. */
    inward: async (partId: string, quantity: number, unitPrice = 100, vendorId?: string) =>
      dataOf<TInward>(
        await call('POST', '/inwards', {
          vendorId: vendorId ?? (await store.vendor()).vendorId,
          inwardDate: '2026-04-10',
          billNumber: `B-${++sequence}`,
          amount: quantity * unitPrice * 1.18,
          lines: [{ partId, quantity, unitPrice, taxPercentage: 18 }],
          complete: true,
        }),
      ),
  };
  return store;
}
