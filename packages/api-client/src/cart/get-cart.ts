import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZCart, type TCart } from '@servicebay/domain';
import { api } from '../client';
import { SESSION_QUERY_KEY } from '../query-client';

/** GET /transaction/cart: the items priced by the server for the selected vehicle, the estimate and the offer code. */
export const getCart = (): Promise<TCart> => api.request('/transaction/cart', { schema: ZCart });

export const cartQueryOptions = () => queryOptions({ queryKey: [...SESSION_QUERY_KEY, 'cart'], queryFn: getCart });

export const useCart = () => useQuery(cartQueryOptions());

/** Every cart change answers the whole cart: it is what the screens show next. */
export const storeCart = (queryClient: QueryClient, cart: TCart) => queryClient.setQueryData(cartQueryOptions().queryKey, cart);
