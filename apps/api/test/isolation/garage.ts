import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type {
  TAddress,
  TBookingCreated,
  TCartItem,
  TCustomerEstimate,
  TService,
  TUserDocument,
  TVehicle,
  TWorkshop,
  TWorkshopCustomer,
} from '@servicebay/domain';
import { signIn, signInAsGuest, uniqueIndianNumber } from '../factories';
import { bookCart, openSlotOf } from '../booking-factories';
import { addAddress, addVehicle, api, insuranceForm, multipart, PNG } from '../garage-factories';
import { eq } from 'drizzle-orm';
import { jobCards } from '../../src/modules/job-cards/job-cards.tables';
import { estimateSentFor, ownerOf } from '../job-card-factories';
import { asStaff } from '../staff-factories';
import { deskMove, readyToLeave, type DeskCall } from '../desk-handover';

/** One of everything a customer can own, so every id-taking route has a record to aim at. */
export type Garage = {
  vehicle: TVehicle;
  address: TAddress;
  document: TUserDocument;
  cartItem: TCartItem;
  serviceNotInCart: string;
  workshopId: string;
  /** A slot the cart's workshop has room in, for a booking. */
  slot: { date: string; startTime: string; endTime: string };
  /** A booking of the customer's, made from a first cart, and a photo of it. */
  bookingId: string;
  bookingPhoto: string;
  /** The notification that booking made. */
  notificationId: string;
  /** A booking its workshop has invoiced and delivered with the balance due: to be rated, its bill paid online and its invoice opened. */
  completedBookingId: string;
  /** A booking whose workshop sent its estimate, and the estimate's lines, to answer. */
  estimateBookingId: string;
  estimateLineIds: string[];
  /** Another customer's referral code, in the same brand. */
  friendReferralCode: string;
};

/** A caller of the API: who they are, where they call from, and what they own. */
export type Caller = { brand: string; token: string; uid: string; mobileNumber: string | null; garage: Garage };

async function fillGarage(app: FastifyInstance, brand: string, token: string, canBook = true): Promise<Garage> {
  const call = api(app, brand, token);
  const added = await addVehicle(app, brand, token);
  // A photo in slot 0, so the image routes have something to replace or remove.
  const photo = await call({
    method: 'PUT',
    url: `/api/users/me/vehicles/${added.did}/images/0`,
    payload: multipart([{ name: 'file', file: PNG, filename: 'p.png' }]),
  });
  if (photo.statusCode !== 200) throw new Error(`vehicle photo failed: ${photo.body}`);
  const address = await addAddress(app, brand, token);
  const upload = await call({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(added.did) });
  if (upload.statusCode !== 200) throw new Error(`document upload failed: ${upload.body}`);
  // A cart with the menu's first service at one of the brand's workshops (an address is needed
  // first), a service it lacks, and a slot of that workshop a booking can take.
  const menu = (await call({ method: 'GET', url: '/api/workshop/services' })).json().data as TService[];
  const [workshop] = (await call({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[];
  // A guest cannot book: it probes with the owner's ids, so a booking id of its own is never asked for.
  // Booked with a second vehicle (the catalogue's third variant; the isolation test adds the second):
  // the first stays free of bookings, so the routes that delete it can.
  const bookingVehicle = canBook ? (await addVehicle(app, brand, token, { skip: 2, registrationNumber: 'KA01BK0001' })).did : null;
  const booked = canBook ? await bookedCart(app, brand, token, bookingVehicle!, menu[0]!.serviceId, workshop!.workshopId) : randomUUID();
  const bookingPhoto = canBook
    ? ((
        await call({ method: 'POST', url: `/api/transaction/booking/${booked}/images`, payload: multipart([{ name: 'file', file: PNG, filename: 'b.png' }]) })
      ).json().data[0].url as string)
    : 'https://example.invalid/no-photo.png';
  // A second booking, invoiced and delivered with its balance still due (on credit), to be rated, paid and its invoice opened.
  const completed = canBook ? await bookedCart(app, brand, token, bookingVehicle!, menu[0]!.serviceId, workshop!.workshopId) : randomUUID();
  if (canBook) await deliveredOnCredit(app, brand, token, completed);
  // A third booking, in the workshop, its estimate sent to be answered, asking half of the approved
  // work in advance: approved and paid in one step, or declined as it is.
  const withEstimate = canBook ? await bookedCart(app, brand, token, bookingVehicle!, menu[0]!.serviceId, workshop!.workshopId) : randomUUID();
  if (canBook) await estimateSentFor(app, brand, withEstimate, 50);
  const estimateLineIds = canBook
    ? ((await call({ method: 'GET', url: `/api/transaction/booking/${withEstimate}/estimate` })).json().data as TCustomerEstimate).lines.map(
        (line) => line.lineId,
      )
    : [];
  const inCart = await call({
    method: 'POST',
    url: '/api/transaction/cart/items',
    payload: { serviceId: menu[0]!.serviceId, workshopId: workshop!.workshopId },
  });
  if (inCart.statusCode !== 200) throw new Error(`cart item failed: ${inCart.body}`);
  const itemId = (inCart.json().data.items[0] as TCartItem).cartItemId;
  const itemPhoto = await call({
    method: 'POST',
    url: `/api/transaction/cart/items/${itemId}/images`,
    payload: multipart([{ name: 'file', file: PNG, filename: 'd.png' }]),
  });
  if (itemPhoto.statusCode !== 200) throw new Error(`cart photo failed: ${itemPhoto.body}`);
  const cartItem = (await call({ method: 'GET', url: `/api/transaction/cart/items/${itemId}` })).json().data as TCartItem;
  // A friend whose referral code to apply.
  const friend = await signIn(app, brand, { mobileNumber: uniqueIndianNumber() });
  const friendCode = (await api(app, brand, friend.accessToken)({ method: 'GET', url: '/api/user/referral' })).json().data[0].code as string;
  const slot = await openSlotOf(app, brand, workshop!.workshopId);
  return {
    vehicle: photo.json().data,
    address,
    document: upload.json().data,
    cartItem,
    serviceNotInCart: menu[1]!.serviceId,
    workshopId: workshop!.workshopId,
    slot,
    bookingId: booked,
    bookingPhoto,
    notificationId: canBook ? ((await call({ method: 'GET', url: '/api/transaction/notifications' })).json().data as { id: string }[])[0]!.id : randomUUID(),
    completedBookingId: completed,
    estimateBookingId: withEstimate,
    estimateLineIds,
    friendReferralCode: friendCode,
  };
}

/** The booking's estimate sent, approved by its customer, the work done and the tax invoice issued, as the desk and the app would. */
/** The booking's estimate approved by its customer, the work done and invoiced, and the car delivered with the balance on the customer's credit. */
async function deliveredOnCredit(app: FastifyInstance, brand: string, token: string, bookingId: string): Promise<void> {
  await estimateSentFor(app, brand, bookingId);
  const estimateUrl = `/api/transaction/booking/${bookingId}/estimate`;
  const sent = (await api(app, brand, token)({ method: 'GET', url: estimateUrl })).json().data as TCustomerEstimate;
  const lines = sent.lines.map((line) => ({ lineId: line.lineId, approval: 'approved' }));
  const answered = await api(app, brand, token)({ method: 'POST', url: `${estimateUrl}/answer`, payload: { version: sent.version, lines } });
  if (answered.statusCode !== 200) throw new Error(`approving the estimate failed: ${answered.body}`);
  const [card] = await app.db
    .select({ id: jobCards.id, workshopId: jobCards.workshopId, customerId: jobCards.customerId })
    .from(jobCards)
    .where(eq(jobCards.bookingId, bookingId));
  const desk = asStaff(app, brand, await ownerOf(app, brand));
  const deskCall: DeskCall = async (method, url, payload) => {
    const answer = await desk({ method, url: `/api${url}`, ...(payload ? { payload: payload as object } : {}) });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url} failed: ${answer.body}`);
    return answer.json().data;
  };
  const workshop = `/staff/workshops/${card!.workshopId}`;
  const cardPath = `${workshop}/job-cards/${card!.id}`;
  for (const status of ['workInProgress', 'readyForDelivery', 'invoice'] as const) await deskMove(deskCall, cardPath, status);
  const { countryCode } = (await app.services.brands.bySlug(brand))!.settings;
  const customer = (await deskCall('GET', `${workshop}/customers/${card!.customerId}`)) as TWorkshopCustomer;
  const terms = { name: customer.name, mobileNumber: customer.mobileNumber!.slice(countryCode.length), creditLimit: 100_000, creditDays: 30 };
  await deskCall('PATCH', `${workshop}/customers/${card!.customerId}`, terms);
  await readyToLeave(deskCall, cardPath, { pay: false });
  await deskCall('POST', `${cardPath}/status`, { status: 'delivered' });
}

/** A cart of one service at the workshop, booked for the customer's own visit: the booking's id. */
async function bookedCart(app: FastifyInstance, brand: string, token: string, vehicleId: string, serviceId: string, workshopId: string): Promise<string> {
  const inCart = await api(app, brand, token)({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId, workshopId } });
  if (inCart.statusCode !== 200) throw new Error(`cart item to book failed: ${inCart.body}`);
  const booked = await bookCart(app, brand, token, vehicleId, await openSlotOf(app, brand, workshopId));
  if (booked.statusCode !== 200) throw new Error(`booking failed: ${booked.body}`);
  const bookingId = (booked.json().data as TBookingCreated)[0]!.bookingId;
  // An order for its advance, so the payment callback has one to answer for.
  const order = await api(app, brand, token)({ method: 'GET', url: `/api/transaction/booking/order/${bookingId}` });
  if (order.statusCode !== 200) throw new Error(`payment order failed: ${order.body}`);
  return bookingId;
}

/** A signed-in customer of `brand` (a new number unless one is given) with a full garage. */
export async function customerWithGarage(app: FastifyInstance, brand: string, mobileNumber = uniqueIndianNumber()): Promise<Caller> {
  const session = await signIn(app, brand, { mobileNumber });
  const garage = await fillGarage(app, brand, session.accessToken);
  return { brand, token: session.accessToken, uid: session.user.uid, mobileNumber, garage };
}

/** A guest of `brand` with a full garage of their own. */
export async function guestWithGarage(app: FastifyInstance, brand: string): Promise<Caller> {
  const session = await signInAsGuest(app, brand);
  const garage = await fillGarage(app, brand, session.accessToken, false);
  return { brand, token: session.accessToken, uid: session.user.uid, mobileNumber: null, garage };
}

/** Stored file URLs carry a signature that changes with every read; the stored key does not. */
const withoutSignatures = (body: string) => body.replace(/(\/api\/files\/[^"?]+)\?[^"]*/g, '$1');

/** What the caller can see of their own records, to compare before and after the probes. */
export async function snapshotOf(app: FastifyInstance, caller: Caller): Promise<Record<string, unknown>> {
  const call = api(app, caller.brand, caller.token);
  const reads = [
    '/api/auth/me',
    '/api/users/me/profile',
    '/api/users/me/settings',
    '/api/users/me/vehicles',
    '/api/users/me/addresses',
    '/api/users/me/documents',
    '/api/transaction/cart',
    '/api/transaction/bookings',
    '/api/transaction/notifications',
    '/api/user/referral',
    `/api/transaction/booking/${caller.garage.completedBookingId}/feedback`,
    `/api/transaction/booking/${caller.garage.estimateBookingId}/estimate`,
  ];
  const entries = await Promise.all(reads.map(async (url) => [url, JSON.parse(withoutSignatures((await call({ method: 'GET', url })).body))] as const));
  return Object.fromEntries(entries);
}

/** A caller, and everything they could read of their own records when they were made. */
export type KeptCaller = { caller: Caller; pristine: Record<string, unknown> };
export const keep = async (app: FastifyInstance, caller: Caller): Promise<KeptCaller> => ({ caller, pristine: await snapshotOf(app, caller) });
export const isUnchanged = async (app: FastifyInstance, { caller, pristine }: KeptCaller) => isDeepStrictEqual(await snapshotOf(app, caller), pristine);

/**
 * A caller kept from one probe to the next while everything they can read of their own records is
 * as it was made (their snapshot): the next probe meets exactly what a fresh one would. One that a
 * probe changed (a route acting on its caller's records, a sign-out) is made again. A garage costs
 * about thirty requests, a snapshot eleven reads.
 */
export function keptWhileUnchanged(app: FastifyInstance, make: () => Promise<Caller>): () => Promise<Caller> {
  let kept: KeptCaller | null = null;
  return async () => {
    if (!kept || !(await isUnchanged(app, kept))) kept = await keep(app, await make());
    return kept.caller;
  };
}
