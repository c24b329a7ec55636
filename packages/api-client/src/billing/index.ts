// The workshop app's billing: a job card's estimate (issue 27).
export {
  changeEstimate,
  estimateKeys,
  estimateQueryOptions,
  getEstimate,
  getEstimateSuggestions,
  useChangeEstimate,
  useEstimate,
  useEstimateSuggestions,
  type EstimateChange,
} from './estimate';
export {
  bookingEstimateKey,
  bookingEstimateQueryOptions,
  getBookingEstimate,
  getEstimateByLink,
  linkEstimateKey,
  recordEstimateApproval,
  resendEstimateLink,
  sendEstimate,
  useAnswerAndPayEstimate,
  useAnswerBookingEstimate,
  useAnswerEstimateByLink,
  useBookingEstimate,
  useEstimateByLink,
  useRecordEstimateApproval,
  useResendEstimateLink,
  useSendEstimate,
  type TEstimateSent,
} from './estimate-answers';
export { getCardInvoices, invoiceKeys, issueInvoice, useCardInvoices, useIssueInvoice } from './invoices';
export { printPaths, staffPdf, useCardCreditNotes } from './prints';
export { billKeys, getCardBill, takePayment, useCardBill, useTakePayment } from './card-payments';
export { getBalanceOrder, getInvoiceUrl, useBalanceOrder, useInvoiceUrl } from './customer-bill';
export { creditNoteKeys, issueCreditNote, useIssueCreditNote } from './credit-notes';
export {
  downloadRegister,
  getCreditNoteRegister,
  getInvoiceRegister,
  registerKeys,
  useCreditNoteRegister,
  useInvoiceRegister,
  type CreditNoteRegisterQuery,
  type InvoiceRegisterQuery,
  type RegisterExport,
} from './registers';
