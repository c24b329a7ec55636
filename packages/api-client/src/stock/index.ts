// The workshop app's stock (issue 28): parts, their ledger, a job card's parts.
export { stockKeys, type LedgerPage, type PartSearch } from './query-keys';
export { getPart, getPartLedger, getParts, savePart, usePart, usePartLedger, useParts, useSavePart } from './parts';
export { getJobCardParts, issueParts, returnParts, useJobCardParts, useMoveCardParts } from './job-card-parts';
export { deleteVendor, getVendors, getVendorStatement, saveVendor, useDeleteVendor, useSaveVendor, useVendors, useVendorStatement } from './vendors';
export {
  createPurchaseOrder,
  getPurchaseOrders,
  inwardAgainstOrder,
  moveOrderLine,
  useCreatePurchaseOrder,
  useInwardAgainstOrder,
  useMoveOrderLine,
  usePurchaseOrders,
} from './purchase-orders';
export { downloadStock, getStockView, useStockView, type StockViewQuery } from './stock-views';
export {
  cancelInward,
  completeInward,
  downloadDebitNotes,
  getDebitNotes,
  getInwards,
  issueDebitNote,
  returnToVendor,
  useCancelInward,
  useCompleteInward,
  useDebitNotes,
  useInwards,
  useIssueDebitNote,
  useReturnToVendor,
  type DebitNotePeriod,
} from './inwards';
export {
  closeStockTransfer,
  createStockTransfer,
  getStockTransfers,
  useCloseStockTransfer,
  useCreateStockTransfer,
  useStockTransfers,
} from './stock-transfers';
