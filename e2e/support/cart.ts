import type { Page } from 'playwright-core';
import { apiAs } from './account';

/** Bengaluru's MG Road: the demo brands have workshops around it. */
export const BENGALURU_HOME = {
  addressType: 'Home',
  addressline1: 'Flat 4, Brigade Road',
  landmark: 'Near MG Road metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  latitude: '12.9756',
  longitude: '77.6066',
};

type Pricing = { amount: number; currency: string; model: 'fixed' | 'startingFrom' } | null;
export type CartItem = {
  cartItemId: string;
  serviceId: string;
  workshopId: string | null;
  displayName: string;
  appliedPrice: Pricing;
  addOnsSelected: string[];
  partId: string | null;
  damageTypeId: string | null;
  partDisplayName: string | null;
  addOnSections: { selectionType: string; items: { addOnId: string; isRecommended: boolean }[] }[];
  images: string[];
};
export type Cart = {
  items: CartItem[];
  estimate: { currency: string; totalEstimated: number; discount: number; advancePayment: number };
  offerCode: string | null;
  workshopId: string | null;
};

export const cartOf = (page: Page) => apiAs<Cart>(page, 'GET', '/transaction/cart');

/** A service of the brand's menu by its English name, priced for the vehicle when one is given (as the menu asks). */
export async function serviceNamed(page: Page, name: string, catalogVehicleId?: string): Promise<{ serviceId: string; pricing: Pricing }> {
  const query = catalogVehicleId ? `?catalogVehicleId=${encodeURIComponent(catalogVehicleId)}` : '';
  const services = await apiAs<{ serviceId: string; displayName: string; pricing: Pricing }[]>(page, 'GET', `/workshop/services${query}`);
  const service = services.find((candidate) => candidate.displayName === name);
  if (!service) throw new Error(`no service ${name} on the menu`);
  return service;
}

/** The first workshop that does the service, nearest Bengaluru's MG Road, as Select Workshop lists them. */
export async function workshopFor(page: Page, serviceId: string): Promise<string> {
  const [workshop] = await apiAs<{ workshopId: string }[]>(
    page,
    'GET',
    `/catalog/workshopsByService?serviceId=${serviceId}&latitude=${BENGALURU_HOME.latitude}&longitude=${BENGALURU_HOME.longitude}`,
  );
  if (!workshop) throw new Error(`no workshop does ${serviceId}`);
  return workshop.workshopId;
}

/** Puts a service in the page's customer's cart as Select Workshop does: POST /transaction/cart/items. */
export const addToCartByApi = (page: Page, item: { serviceId: string; workshopId?: string | null; addOnsSelected?: string[] } & Record<string, unknown>) =>
  apiAs<Cart>(page, 'POST', '/transaction/cart/items', { addOnsSelected: [], ...item });
