// The workshop app's bookings inbox, job board and job cards (intake, checklists, photos, walk-ins).
export { jobCardKeys } from './query-keys';
export { bookingsInboxQueryOptions, getBookingsInbox, useBookingsInbox } from './get-bookings-inbox';
export { acceptBooking, rejectBooking, useAcceptBooking, useRejectBooking } from './answer-booking';
export { getJobBoard, jobBoardQueryOptions, useJobBoard, type JobBoardQuery } from './get-job-board';
export { getJobCard, jobCardQueryOptions, useJobCard } from './get-job-card';
export { changeJobCard, moveJobCard, useChangeJobCard, useMoveJobCard, type TJobCardMove } from './change-job-card';
export {
  addJobCardImage,
  checklistQueryOptions,
  getChecklist,
  removeJobCardImage,
  saveChecklist,
  useAddJobCardImage,
  useChecklist,
  useRemoveJobCardImage,
  useSaveChecklist,
} from './job-card-intake';
export { openWalkInJobCard, useOpenWalkInJobCard } from './open-walk-in-job-card';
