import type { TBookingInput, TBookingLocation } from './booking';

/** Pickup from the customer's place and drop back (isPickupRequired), or the customer's own visit. */
export const BOOKING_MODES = ['pickup', 'drop'] as const;
export type TBookingMode = (typeof BOOKING_MODES)[number];

/** The brand's modes (customer spec section 4): only those it enables; both when it names neither. */
export function bookingModesOf(brand: { showPickUpOption: boolean; showDropOpition: boolean }): TBookingMode[] {
  const modes = BOOKING_MODES.filter((mode) => (mode === 'pickup' ? brand.showPickUpOption : brand.showDropOpition));
  return modes.length > 0 ? modes : [...BOOKING_MODES];
}

/** A saved address's place, as a booking carries it (its coordinates are stored as text). */
export function bookingLocationOf(address: { addressline1: string; city: string; latitude: string; longitude: string }): TBookingLocation {
  return {
    profileLocationName: [address.addressline1, address.city].filter(Boolean).join(', '),
    latitude: Number(address.latitude),
    longitude: Number(address.longitude),
  };
}

export type TBookingChoice = {
  userVehicleId: string;
  mode: TBookingMode;
  /** The customer's place: where the vehicle is picked up from, or where they are for their own visit. */
  pickup: TBookingLocation | null;
  /** Where the vehicle goes back to (pickup mode only). */
  dropoff: TBookingLocation | null;
  date: string | null;
  slot: { startTime: string; endTime: string } | null;
  notes: string;
};

/** What is still missing, in the order the screen reads it; each is a spec message (section 5). */
export type TBookingChoiceProblem = 'location' | 'slot';

/**
 * The confirmation's choices as the booking's payload (customer spec section 5): a place (and a
 * drop place when picking up: 'Please indicate your location'), then a date and a slot ('pick
 * date time slot'). Prices, items and the workshop are the cart's, read by the server.
 */
export function bookingInputOf(choice: TBookingChoice): { ok: true; input: TBookingInput } | { ok: false; problem: TBookingChoiceProblem } {
  const isPickupRequired = choice.mode === 'pickup';
  if (!choice.pickup || (isPickupRequired && !choice.dropoff)) return { ok: false, problem: 'location' };
  if (!choice.date || !choice.slot) return { ok: false, problem: 'slot' };
  const notes = choice.notes.trim();
  return {
    ok: true,
    input: {
      userVehicleId: choice.userVehicleId,
      isPickupRequired,
      pickupDropoffData: {
        pickupLocation: choice.pickup,
        dropoffLocation: isPickupRequired ? choice.dropoff : null,
        pickupDate: choice.date,
        pickupSlot: { startTime: choice.slot.startTime, endTime: choice.slot.endTime },
      },
      ...(notes ? { notes } : {}),
    },
  };
}
