import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCart, type TCart, type TCartItemChange, type TCartItemInput } from '@servicebay/domain';
import { api } from '../client';
import { storeCart } from './get-cart';

const itemPath = (cartItemId: string) => `/transaction/cart/items/${encodeURIComponent(cartItemId)}`;

/** POST /transaction/cart/items: the server prices the item; each service once ('Service already added'). */
export const addCartItem = (item: TCartItemInput): Promise<TCart> => api.request('/transaction/cart/items', { method: 'POST', body: item, schema: ZCart });

/** PUT /transaction/cart/items/:id: add-ons (and the workshop) edited in place. */
export const updateCartItem = ({ cartItemId, ...item }: TCartItemChange & { cartItemId: string }): Promise<TCart> =>
  api.request(itemPath(cartItemId), { method: 'PUT', body: item, schema: ZCart });

/** PUT /transaction/cart/workshop: every item to one workshop (a booking is made at one). */
export const moveCartToWorkshop = (workshopId: string): Promise<TCart> =>
  api.request('/transaction/cart/workshop', { method: 'PUT', body: { workshopId }, schema: ZCart });

export const removeCartItem = (cartItemId: string): Promise<TCart> => api.request(itemPath(cartItemId), { method: 'DELETE', schema: ZCart });

export const emptyCart = (): Promise<TCart> => api.request('/transaction/cart', { method: 'DELETE', schema: ZCart });

/** PATCH /transaction/cart: a promo code ('Please enter valid offer code', 'Code Expired'), or null to remove it. */
export const applyOfferCode = (offerCode: string | null): Promise<TCart> =>
  api.request('/transaction/cart', { method: 'PATCH', body: { offerCode }, schema: ZCart });

/** One mutation hook per cart change, each storing the cart the server answered. */
function useCartChange<A>(change: (argument: A) => Promise<TCart>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (cart) => storeCart(queryClient, cart) });
}

export const useAddCartItem = () => useCartChange(addCartItem);
export const useUpdateCartItem = () => useCartChange(updateCartItem);
export const useMoveCartToWorkshop = () => useCartChange(moveCartToWorkshop);
export const useRemoveCartItem = () => useCartChange(removeCartItem);
export const useEmptyCart = () => useCartChange((_: void) => emptyCart());
export const useApplyOfferCode = () => useCartChange(applyOfferCode);
