import { describe, expect, it } from 'vitest';
import { canCustomerChangeBooking, PICKED_UP_EVENT } from './timeline';

const booking = (change: Partial<Parameters<typeof canCustomerChangeBooking>[0]> = {}) => ({
  status: 'InProgress',
  appointmentStatus: 'booked',
  events: [
    { name: 'Booked', updatedAt: '2026-11-25T04:00:00.000Z' },
    { name: PICKED_UP_EVENT, updatedAt: null },
  ],
  ...change,
});

describe('rescheduling and cancelling by the customer (customer spec section 4)', () => {
  it('is open while the booking is in progress and booked, until the vehicle is picked up', () => {
    expect(canCustomerChangeBooking(booking())).toBe(true);
    expect(canCustomerChangeBooking(booking({ events: [{ name: PICKED_UP_EVENT, updatedAt: '2026-11-25T05:00:00.000Z' }] }))).toBe(false);
    expect(canCustomerChangeBooking(booking({ status: 'Cancelled' }))).toBe(false);
    expect(canCustomerChangeBooking(booking({ status: 'Completed' }))).toBe(false);
    expect(canCustomerChangeBooking(booking({ appointmentStatus: 'cancelled' }))).toBe(false);
  });
});
