import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZInward,
  ZPurchaseOrder,
  type TInward,
  type TInwardBody,
  type TOrderLineChange,
  type TPurchaseOrder,
  type TPurchaseOrderBody,
} from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { stockKeys, stockPath } from './query-keys';

/** GET …/purchase-orders: the latest orders, each line with what has come of it. */
export const getPurchaseOrders = (workshopId: string): Promise<TPurchaseOrder[]> =>
  staffApi.request(`${stockPath(workshopId)}/purchase-orders`, { schema: z.array(ZPurchaseOrder) });

export const usePurchaseOrders = (workshopId: string) => useQuery({ queryKey: stockKeys.orders(workshopId), queryFn: () => getPurchaseOrders(workshopId) });

/** POST …/purchase-orders: lines of at least 1 and at most the maximum, maybe for job card lines ('Spares Pending'). */
export const createPurchaseOrder = (workshopId: string, body: TPurchaseOrderBody): Promise<TPurchaseOrder> =>
  staffApi.request(`${stockPath(workshopId)}/purchase-orders`, { method: 'POST', body, schema: ZPurchaseOrder });

export function useCreatePurchaseOrder(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPurchaseOrderBody) => createPurchaseOrder(workshopId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all() }),
  });
}

/** POST …/purchase-orders/{id}/lines/{lineId}/status: a PENDING line rejected by the vendor or cancelled by the workshop. */
export const moveOrderLine = (workshopId: string, orderId: string, orderLineId: string, change: TOrderLineChange): Promise<TPurchaseOrder> =>
  staffApi.request(`${stockPath(workshopId)}/purchase-orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(orderLineId)}/status`, {
    method: 'POST',
    body: change,
    schema: ZPurchaseOrder,
  });

export function useMoveOrderLine(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, orderLineId, status }: { orderId: string; orderLineId: string } & TOrderLineChange) =>
      moveOrderLine(workshopId, orderId, orderLineId, { status }),
    // A closed line no longer holds its card line at 'Spares Pending', so the cards' parts are read again with the orders.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all() }),
  });
}

/** POST …/inwards: goods received against an order's lines (partial quantities), completed at once with its bill or challan number. */
export const inwardAgainstOrder = (workshopId: string, body: TInwardBody): Promise<TInward> =>
  staffApi.request(`${stockPath(workshopId)}/inwards`, { method: 'POST', body, schema: ZInward });

export function useInwardAgainstOrder(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInwardBody) => inwardAgainstOrder(workshopId, body),
    // Stock, the order, the vendor's payable and any card waiting for the part all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all() }),
  });
}
