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
