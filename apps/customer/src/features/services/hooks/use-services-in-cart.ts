import { useCart } from '@servicebay/api-client';

/** The services the cart holds, by id: the menu's and the dashboard's cards mark them 'In cart'. */
export function useServicesInCart(): ReadonlySet<string> {
  return new Set(useCart().data?.items.map((item) => item.serviceId));
}
