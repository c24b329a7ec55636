import type { TBooking, TOpenSlot } from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking, moveBooking } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { signedInCustomer } from '../../../test/garage-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const failure = (response: { statusCode: number; json: () => { error?: { message: string } } }) => [response.statusCode, response.json().error?.message];

/** A customer's booking and what changing it takes: its slot's room, a reschedule, a cancel. */
async function bookedCustomer() {
  const shopper = await customerWithBooking(t.app);
  const booking = await shopper.booking();
  const roomAt = async (date: string) =>
    (
      await onBrand(t.app, 'servicebay')({ method: 'GET', url: `/api/transaction/calendar/available-slots?workshopId=${booking.workshopId}&date=${date}` })
    ).json().data as TOpenSlot[];
  const reschedule = (pickupDropoffData: object) =>
    shopper.call({ method: 'PATCH', url: `/api/transaction/booking/${shopper.bookingId}`, payload: { ...booking, pickupDropoffData } });
  const cancel = () => shopper.call({ method: 'DELETE', url: `/api/transaction/booking/${shopper.bookingId}` });
  return { ...shopper, first: booking, roomAt, reschedule, cancel };
}

describe('rescheduling and cancelling (customer spec sections 4 and 7)', () => {
  it('moves the booking to another slot: the new slot’s place is taken and the old one is free at once', async () => {
    const shopper = await bookedCustomer();
    const { pickupDate, pickupSlot } = shopper.first.pickupDropoffData;
    const before = await shopper.roomAt(pickupDate);
    const target = before.find((slot) => slot.startTime !== pickupSlot.startTime)!;
    const moved = await shopper.reschedule({ ...shopper.first.pickupDropoffData, pickupSlot: { startTime: target.startTime, endTime: target.endTime } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json().data as TBooking).pickupDropoffData.pickupSlot).toEqual({ startTime: target.startTime, endTime: target.endTime });
    const after = await shopper.roomAt(pickupDate);
    const roomOf = (slots: TOpenSlot[], start: string) => slots.find((slot) => slot.startTime === start)?.remaining ?? 0;
    expect(roomOf(after, target.startTime)).toBe(target.remaining - 1);
    expect(roomOf(after, pickupSlot.startTime)).toBe(roomOf(before, pickupSlot.startTime) + 1);
    // A date without a slot: the spec's reschedule message.
    expect(failure(await shopper.reschedule({ pickupDate }))).toEqual([400, 'Please select a slot']);
    expect(failure(await shopper.reschedule({ pickupDate, pickupSlot: { startTime: '09:30', endTime: '10:30' } }))).toEqual([
      400,
      'select convenient time slot',
    ]);
  });

  it('cancels: Cancelled, in the history with a remark, its place free again; then nothing more can change', async () => {
    const shopper = await bookedCustomer();
    const { pickupDate, pickupSlot } = shopper.first.pickupDropoffData;
    const roomBefore = (await shopper.roomAt(pickupDate)).find((slot) => slot.startTime === pickupSlot.startTime)!.remaining;
    const cancelled = await shopper.cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'Cancelled', deleted: true, remarks: 'Cancelled by the customer' });
    expect((await shopper.roomAt(pickupDate)).find((slot) => slot.startTime === pickupSlot.startTime)!.remaining).toBe(roomBefore + 1);
    expect(failure(await shopper.cancel())).toEqual([400, 'This booking can no longer be changed']);
    expect(failure(await shopper.reschedule(shopper.first.pickupDropoffData))).toEqual([400, 'This booking can no longer be changed']);
  });

  it('once the vehicle is in the workshop (an own visit), neither reschedule nor cancel; another customer finds nothing to change', async () => {
    const shopper = await bookedCustomer();
    const stranger = await signedInCustomer(t.app, 'servicebay');
    expect((await stranger.call({ method: 'DELETE', url: `/api/transaction/booking/${shopper.bookingId}` })).statusCode).toBe(404);
    expect((await stranger.call({ method: 'PATCH', url: `/api/transaction/booking/${shopper.bookingId}`, payload: { notes: 'mine now' } })).statusCode).toBe(
      404,
    );
    const elsewhere = await signedInCustomer(t.app, 'marina');
    expect((await elsewhere.call({ method: 'DELETE', url: `/api/transaction/booking/${shopper.bookingId}` })).statusCode).toBe(404);
    // Notes and places change before the handover, the workshop's acceptance notwithstanding.
    expect((await moveBooking(t.app, 'servicebay', shopper.bookingId, 'Confirmed')).statusCode).toBe(200);
    const noted = await shopper.call({ method: 'PATCH', url: `/api/transaction/booking/${shopper.bookingId}`, payload: { notes: 'Gate code 1234' } });
    expect((noted.json().data as TBooking).notes).toBe('Gate code 1234');

    // An own visit is handed over when the car is in the workshop: no pickup to wait for.
    expect((await moveBooking(t.app, 'servicebay', shopper.bookingId, 'Dropped at Garage')).statusCode).toBe(200);
    const handedOver = 'Your vehicle is with the workshop now. Call the workshop to change or cancel this booking';
    expect(failure(await shopper.cancel())).toEqual([409, handedOver]);
    expect(failure(await shopper.call({ method: 'PATCH', url: `/api/transaction/booking/${shopper.bookingId}`, payload: { notes: 'later' } }))).toEqual([
      409,
      handedOver,
    ]);
    expect(await shopper.booking()).toMatchObject({ status: 'InProgress', appointmentStatus: 'inService', notes: 'Gate code 1234' });
  });
});
