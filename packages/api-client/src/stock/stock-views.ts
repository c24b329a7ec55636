import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZStockView, type TStockView } from '@servicebay/domain';
import type { DownloadedFile, DownloadProgress } from '../http/fetch-file';
import { queryString } from '../http/query-string';
import { staffApi, staffFile } from '../staff/staff-client';
import { stockKeys, stockPath } from './query-keys';

export type StockViewQuery = { isLow: boolean; page: number; pageSize: number };

/** GET …/stock or …/stock/low: a page of the stock here (or of the parts at or below their reorder level) and the valuation. */
export const getStockView = (workshopId: string, { isLow, page, pageSize }: StockViewQuery): Promise<TStockView> =>
  staffApi.request(`${stockPath(workshopId)}/stock${isLow ? '/low' : ''}${queryString({ page, pageSize })}`, { schema: ZStockView });

export const useStockView = (workshopId: string, query: StockViewQuery) =>
  useQuery({ queryKey: stockKeys.view(workshopId, query), queryFn: () => getStockView(workshopId, query), placeholderData: keepPreviousData });

/** GET …/stock.xlsx: the stock on hand here as a workbook, telling how much has arrived. */
export const downloadStock = (workshopId: string, onProgress?: DownloadProgress): Promise<DownloadedFile> =>
  staffFile(`${stockPath(workshopId)}/stock.xlsx`, onProgress);
