import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCart, type TCart } from '@servicebay/domain';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { storeCart } from './get-cart';

export type CartItemImageUrl = { cartItemId: string; url: string };

/** DELETE /transaction/cart/items/:id/images?url=: removes the photo the URL names; answers the cart. */
export const removeCartItemImage = ({ cartItemId, url }: CartItemImageUrl): Promise<TCart> =>
  api.request(`/transaction/cart/items/${encodeURIComponent(cartItemId)}/images${queryString({ url })}`, { method: 'DELETE', schema: ZCart });

export function useRemoveCartItemImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartItemImage, onSuccess: (cart) => storeCart(queryClient, cart) });
}
