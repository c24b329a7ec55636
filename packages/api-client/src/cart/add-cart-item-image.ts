import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCartImageAdded, type TCart } from '@servicebay/domain';
import { api } from '../client';
import { storeAnswer } from '../query-client';
import { cartQueryOptions } from './get-cart';

export type CartItemImage = { cartItemId: string; file: Blob };

/**
 * POST /transaction/cart/items/:id/images, multipart field "file" (png or jpeg by content, at most
 * five per item): answers the photo's URL as `data[0].message` (customer spec section 7).
 */
export function addCartItemImage({ cartItemId, file }: CartItemImage): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api
    .request(`/transaction/cart/items/${encodeURIComponent(cartItemId)}/images`, { method: 'POST', body: form, schema: ZCartImageAdded })
    .then(([added]) => added?.message ?? '');
}

/** The answer is the photo, not the cart: it joins its item in the cached cart. */
export function useAddCartItemImage() {
  const queryClient = useQueryClient();
  const { queryKey } = cartQueryOptions();
  return useMutation({
    mutationFn: addCartItemImage,
    onSuccess: (url, { cartItemId }) =>
      storeAnswer<TCart>(queryClient, queryKey, (cart) =>
        cart && url ? { ...cart, items: cart.items.map((item) => (item.cartItemId === cartItemId ? { ...item, images: [...item.images, url] } : item)) } : cart,
      ),
  });
}
