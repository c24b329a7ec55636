// The workshop app's labour catalogue (issue 29 parts 4 to 6).
export { labourKeys } from './query-keys';
export { changeLabourCatalogue, getLabourCatalogue, useChangeLabourCatalogue, useLabourCatalogue, type LabourChange } from './catalogue';
export { applyLabourUpdate, getLabourHistory, previewLabourUpdate, useApplyLabourUpdate, useLabourHistory, usePreviewLabourUpdate } from './updates';
