import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZStockTransfer, type TStockTransfer, type TStockTransferBody } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { stockKeys, stockPath } from './query-keys';

/** GET …/stock-transfers: the transfers sent from or coming to this branch, newest first. */
export const getStockTransfers = (workshopId: string): Promise<TStockTransfer[]> =>
  staffApi.request(`${stockPath(workshopId)}/stock-transfers`, { schema: z.array(ZStockTransfer) });

export const useStockTransfers = (workshopId: string) => useQuery({ queryKey: stockKeys.transfers(workshopId), queryFn: () => getStockTransfers(workshopId) });

/** POST …/stock-transfers: stock leaves this branch at once, IN TRANSIT to the other; at most on hand, line by line. */
export const createStockTransfer = (workshopId: string, body: TStockTransferBody): Promise<TStockTransfer> =>
  staffApi.request(`${stockPath(workshopId)}/stock-transfers`, { method: 'POST', body, schema: ZStockTransfer });

/** POST …/stock-transfers/{id}/receive (the receiving branch) or …/cancel (the sending one), while IN TRANSIT. */
export const closeStockTransfer = (workshopId: string, transferId: string, step: 'receive' | 'cancel'): Promise<TStockTransfer> =>
  staffApi.request(`${stockPath(workshopId)}/stock-transfers/${encodeURIComponent(transferId)}/${step}`, { method: 'POST', schema: ZStockTransfer });

/** Any of the three moves stock at a branch: the stock views, the parts and their ledgers are read again. */
export function useCreateStockTransfer(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStockTransferBody) => createStockTransfer(workshopId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all() }),
  });
}

export function useCloseStockTransfer(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transferId, step }: { transferId: string; step: 'receive' | 'cancel' }) => closeStockTransfer(workshopId, transferId, step),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all() }),
  });
}
