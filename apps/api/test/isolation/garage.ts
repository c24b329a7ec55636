import type { FastifyInstance } from 'fastify';
import type { TAddress, TCartItem, TService, TUserDocument, TVehicle, TWorkshop } from '@servicebay/domain';
import { signIn, signInAsGuest, uniqueIndianNumber } from '../factories';
import { addAddress, addVehicle, api, insuranceForm, multipart, PNG } from '../garage-factories';

/** One of everything a customer can own, so every id-taking route has a record to aim at. */
export type Garage = { vehicle: TVehicle; address: TAddress; document: TUserDocument; cartItem: TCartItem; serviceNotInCart: string; workshopId: string };

/** A caller of the API: who they are, where they call from, and what they own. */
export type Caller = { brand: string; token: string; uid: string; mobileNumber: string | null; garage: Garage };

async function fillGarage(app: FastifyInstance, brand: string, token: string): Promise<Garage> {
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
  // A cart with the menu's first service (an address is needed first), and a service it lacks.
  const menu = (await call({ method: 'GET', url: '/api/workshop/services' })).json().data as TService[];
  const inCart = await call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: menu[0]!.serviceId } });
  if (inCart.statusCode !== 200) throw new Error(`cart item failed: ${inCart.body}`);
  const itemId = (inCart.json().data.items[0] as TCartItem).cartItemId;
  const itemPhoto = await call({
    method: 'POST',
    url: `/api/transaction/cart/items/${itemId}/images`,
    payload: multipart([{ name: 'file', file: PNG, filename: 'd.png' }]),
  });
  if (itemPhoto.statusCode !== 200) throw new Error(`cart photo failed: ${itemPhoto.body}`);
  const cartItem = (await call({ method: 'GET', url: `/api/transaction/cart/items/${itemId}` })).json().data as TCartItem;
  // One of the brand's workshops, for the cart's Change workshop.
  const [workshop] = (await call({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[];
  return {
    vehicle: photo.json().data,
    address,
    document: upload.json().data,
    cartItem,
    serviceNotInCart: menu[1]!.serviceId,
    workshopId: workshop!.workshopId,
  };
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
  const garage = await fillGarage(app, brand, session.accessToken);
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
  ];
  const entries = await Promise.all(reads.map(async (url) => [url, JSON.parse(withoutSignatures((await call({ method: 'GET', url })).body))] as const));
  return Object.fromEntries(entries);
}
