import { useMutation } from '@tanstack/react-query';
import { ZPaymentOrder, type TPaymentOrder } from '@servicebay/domain';
import { api } from '../client';

/**
 * GET /transaction/booking/order/:bookingId: the gateway order for the booking's advance (else
 * everything payable), in minor units. The server makes it, or hands back the open one of the same
 * amount, so asking is a step the customer takes (a mutation), never a cached read.
 */
export const getPaymentOrder = (bookingId: string): Promise<TPaymentOrder> =>
  api.request(`/transaction/booking/order/${encodeURIComponent(bookingId)}`, { schema: ZPaymentOrder });

export const usePaymentOrder = () => useMutation({ mutationFn: getPaymentOrder });
