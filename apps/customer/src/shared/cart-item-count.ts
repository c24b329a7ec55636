import { cartQueryOptions, useClientProfile } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Web-hub brands have no cart (customer spec section 1). */
const useHasCart = () => !isWebHub(useClientProfile());

/**
 * How many services the customer's cart holds: the header's badge, and what a change of vehicle
 * or address would lose. Web-hub brands have no cart: always 0, unasked.
 */
export function useCartItemCount(): number {
  const hasCart = useHasCart();
  return useQuery({ ...cartQueryOptions(), enabled: hasCart, select: (cart) => cart.items.length }).data ?? 0;
}

/**
 * The count for a decision, read from the server when the cart has not arrived yet: a screen
 * opened a moment ago must not take "not loaded" for "empty". A failed read counts what is known.
 */
export function useCartItemCountReader(): () => Promise<number> {
  const hasCart = useHasCart();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (!hasCart) return 0;
    const { queryKey } = cartQueryOptions();
    return queryClient.ensureQueryData(cartQueryOptions()).then(
      (cart) => cart.items.length,
      () => queryClient.getQueryData(queryKey)?.items.length ?? 0,
    );
  }, [hasCart, queryClient]);
}
