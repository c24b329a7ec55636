import { useMutation } from '@tanstack/react-query';
import { ZInvoiceUrl, ZPaymentOrder, type TInvoiceUrl, type TPaymentOrder } from '@servicebay/domain';
import { api } from '../client';

const bookingPath = (bookingId: string) => `/transaction/booking/${encodeURIComponent(bookingId)}`;

/**
 * POST /transaction/booking/:bookingId/bill/order: the gateway order for the job card's balance (the
 * whole of it unless an amount is given): 'billing/invoice-not-ready', 'billing/nothing-due',
 * 'billing/above-balance'. A step the customer takes, never a cached read.
 */
export const getBalanceOrder = (bookingId: string, amount?: number): Promise<TPaymentOrder> =>
  api.request(`${bookingPath(bookingId)}/bill/order`, { method: 'POST', body: amount === undefined ? {} : { amount }, schema: ZPaymentOrder });

export const useBalanceOrder = () => useMutation({ mutationFn: (bookingId: string) => getBalanceOrder(bookingId) });

/** GET /transaction/booking/:bookingId/invoice-url: the tax invoice's PDF at a signed address, good for half an hour; asked when opened. */
export const getInvoiceUrl = (bookingId: string): Promise<TInvoiceUrl> => api.request(`${bookingPath(bookingId)}/invoice-url`, { schema: ZInvoiceUrl });

export const useInvoiceUrl = () => useMutation({ mutationFn: getInvoiceUrl });
