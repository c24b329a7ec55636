import { ADDRESS, PNG } from '../garage-factories';
import type { Garage } from './garage';

/**
 * Values for the requests the isolation test builds, keyed by the name of the param, query field,
 * body field or form field they fill, never by route: a new route that takes `:vehicleId` is aimed
 * at the owner's vehicle the day it is added. A name a route needs that has no maker here fails the
 * test with the name to add.
 */
export type MakerContext = {
  /** The records the request names: the owner's for a probe, the caller's own for the control call. */
  target: Garage;
  /** A catalogue variant of the caller's brand that no garage holds yet (adding it is not a duplicate). */
  catalog: { makeId: string; modelId: string; year: number; fuelType: string; catalogVehicleId: string };
  /** The route's path pattern, for a value that names a part of the record the path names (a photo). */
  route: string;
  /** The workshop a staff route's path names (staff probes). */
  workshopId?: string;
};
export type Maker = (context: MakerContext) => string | number | boolean | object;

/** Ids of the caller's records: the heart of the test. Any param, query or field with this name is aimed at them. */
export const idMakers: Record<string, Maker> = {
  vehicleId: ({ target }) => target.vehicle.did,
  addressId: ({ target }) => target.address.did,
  documentId: ({ target }) => target.document.did,
  cartItemId: ({ target }) => target.cartItem.cartItemId,
  userVehicleId: ({ target }) => target.vehicle.did,
  // The estimate's routes aim at the booking whose estimate was sent, the bill's and the invoice's at
  // the invoiced (and delivered) one; the rest at the first booking.
  bookingId: ({ target, route }) => {
    if (route.includes('/estimate')) return target.estimateBookingId;
    return route.includes('/bill/') || route.includes('/invoice-url') ? target.completedBookingId : target.bookingId;
  },
  notificationId: ({ target }) => target.notificationId,
  // the payment callback names the booking as `id` (customer spec section 7)
  id: ({ target }) => target.bookingId,
  // feedback is for a completed booking; the older family names it so
  completedBookingId: ({ target }) => target.completedBookingId,
  externalBookingId: ({ target }) => target.completedBookingId,
};

/** Other params of id-taking routes: the record's part they act on. */
export const partMakers: Record<string, Maker> = {
  slot: () => 0,
};

/** Plain values that make the body or query of a request valid, so the probe reaches the ownership check. */
export const valueMakers: Record<string, Maker> = {
  // vehicles: add, edit
  makeId: ({ catalog }) => catalog.makeId,
  modelId: ({ catalog }) => catalog.modelId,
  year: ({ catalog }) => catalog.year,
  fuelType: ({ catalog }) => catalog.fuelType,
  catalogVehicleId: ({ catalog }) => catalog.catalogVehicleId,
  registrationNumber: () => 'KA05MN6789',
  // the owner's plate, whose odometer the customer app asks
  vehicleNumber: ({ target }) => target.vehicle.registrationNumber ?? 'KA05MN6789',
  nickName: () => 'Probe',
  vinNumber: () => 'MA3EWDE1S00999999',
  odometer: () => '4242',
  // addresses ('Other' may repeat; Home and Work are one each)
  ...Object.fromEntries(Object.entries(ADDRESS).map(([name, value]) => [name, () => value])),
  addressType: () => 'Other',
  // profile and settings
  name: () => 'Probe Person',
  gender: () => 'Male',
  language: () => 'en',
  notificationsEnabled: () => true,
  // cart: a service the cart lacks (each service is held once), and a code of the demo offers
  serviceId: ({ target }) => target.serviceNotInCart,
  offerCode: () => 'FIRST15',
  // a photo of the record the path names: the booking's, else the cart item's
  url: ({ target, route }) => (route.includes('/booking/') ? target.bookingPhoto : target.cartItem.images[0]!),
  workshopId: ({ target }) => target.workshopId,
  // body panel: a car's part (the catalogue variant is a car) and one of its damages
  partId: () => 'front-bumper',
  damageTypeId: () => 'dent',
  // bookings: the customer's own visit, at a slot the cart's workshop has room in
  isPickupRequired: () => false,
  pickupDropoffData: ({ target }) => ({
    pickupLocation: { profileLocationName: 'Home', latitude: 17.44, longitude: 78.35 },
    pickupDate: target.slot.date,
    pickupSlot: { startTime: target.slot.startTime, endTime: target.slot.endTime },
  }),
  // notifications: read, and a device's push token
  isRead: () => true,
  token: () => 'fcm-probe-device-token-0123456789',
  // feedback on a booking, in both route families (customer spec section 7)
  rating: () => 10,
  responses: () => [{ feedbackItemId: 1, response: 'good' }],
  comment: () => 'Probe feedback',
  listOfFeedback: () => [61],
  questionResponse: () => [{ id: 1, qtnResponse: 'good' }],
  // an estimate's answer: the version sent, every line approved and the advance paid with it, or every
  // line declined (the estimate asks an advance on approved work: garage.ts)
  version: () => 1,
  lines: ({ target, route }) => target.estimateLineIds.map((lineId) => ({ lineId, approval: route.includes('/answer-and-pay') ? 'approved' : 'declined' })),
  // referral: a friend's code of the caller's brand
  referralCode: ({ target }) => target.friendReferralCode,
  // places
  q: () => 'Hyderabad',
  lat: () => 17.44,
  lon: () => 78.35,
};

export const fieldMakers: Record<string, Maker> = { ...idMakers, ...valueMakers };

/**
 * Routes that read a multipart form declare no body schema, so every upload gets the same form:
 * every form field named here and a picture under each file name in use (PNG suits them all).
 * A pollution certificate, since the garage already holds an insurance.
 */
export const formFieldMakers: Record<string, Maker> = {
  vehicleId: idMakers.vehicleId!,
  documentType: () => 'PUCC',
  additionalFields: () => JSON.stringify({ puccNumber: 'PUC-PROBE-1' }),
};
export const FORM_FILES = ['file', 'front', 'back'];
export const formPicture = () => PNG;
