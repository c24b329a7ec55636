import { describe, expect, it } from 'vitest';
import { bookingInputOf, bookingLocationOf, bookingModesOf, type TBookingChoice } from './booking-choice';

const HOME = bookingLocationOf({ addressline1: '12 MG Road', city: 'Bengaluru', latitude: '12.97', longitude: '77.59' });
const WORK = bookingLocationOf({ addressline1: 'Tech Park', city: 'Bengaluru', latitude: '12.93', longitude: '77.62' });
const choice: TBookingChoice = {
  userVehicleId: '9b0f1c52-8f7e-4c6a-9d6c-0f0e3c1e8a11',
  mode: 'pickup',
  pickup: HOME,
  dropoff: HOME,
  date: '2026-11-26',
  slot: { startTime: '10:00', endTime: '11:00' },
  notes: '  Ring the bell  ',
};

describe('the booking confirmation (customer spec sections 4 and 5)', () => {
  it('offers the modes the brand enables, pickup first', () => {
    expect(bookingModesOf({ showPickUpOption: true, showDropOpition: true })).toEqual(['pickup', 'drop']);
    expect(bookingModesOf({ showPickUpOption: false, showDropOpition: true })).toEqual(['drop']);
    expect(bookingModesOf({ showPickUpOption: true, showDropOpition: false })).toEqual(['pickup']);
    expect(bookingModesOf({ showPickUpOption: false, showDropOpition: false })).toEqual(['pickup', 'drop']);
  });

  it('reads a saved address as a place with numeric coordinates', () => {
    expect(HOME).toEqual({ profileLocationName: '12 MG Road, Bengaluru', latitude: 12.97, longitude: 77.59 });
  });

  it('builds the payload of a pickup, notes trimmed', () => {
    expect(bookingInputOf({ ...choice, dropoff: WORK })).toEqual({
      ok: true,
      input: {
        userVehicleId: choice.userVehicleId,
        isPickupRequired: true,
        pickupDropoffData: { pickupLocation: HOME, dropoffLocation: WORK, pickupDate: '2026-11-26', pickupSlot: { startTime: '10:00', endTime: '11:00' } },
        notes: 'Ring the bell',
      },
    });
  });

  it('a drop at the garage sends no drop place and needs none', () => {
    const result = bookingInputOf({ ...choice, mode: 'drop', dropoff: null, notes: ' ' });
    expect(result.ok && result.input.isPickupRequired).toBe(false);
    expect(result.ok && result.input.pickupDropoffData.dropoffLocation).toBeNull();
    expect(result.ok && 'notes' in result.input).toBe(false);
  });

  it('asks for the place first, then the date and slot', () => {
    expect(bookingInputOf({ ...choice, pickup: null, slot: null })).toEqual({ ok: false, problem: 'location' });
    expect(bookingInputOf({ ...choice, dropoff: null })).toEqual({ ok: false, problem: 'location' });
    expect(bookingInputOf({ ...choice, slot: null })).toEqual({ ok: false, problem: 'slot' });
    expect(bookingInputOf({ ...choice, date: null })).toEqual({ ok: false, problem: 'slot' });
  });
});
