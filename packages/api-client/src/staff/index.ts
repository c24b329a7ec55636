// The workshop app's staff endpoints: one file per endpoint, on the staff client and its own session.
export { configureStaffApiClient, createStaffHttpClient, staffApi, staffSessionStore } from './staff-client';
export { createStaffSessionStore, STAFF_SESSION_KEY, type StaffSessionStore, type StoredStaffSession } from './staff-session-store';
export { STAFF_QUERY_KEY, staffKeys } from './query-keys';
export { getStaffSession, useStaffSession } from './use-staff-session';
export { keepStaffSession } from './signed-in';
export { signInStaff, useStaffSignIn } from './sign-in';
export { sendStaffSignInCode, useSendStaffSignInCode, type TStaffCodeRequest } from './send-sign-in-code';
export { useVerifyStaffSignInCode, verifyStaffSignInCode } from './verify-sign-in-code';
export { signUpWorkshop, useSignUpWorkshop } from './sign-up-workshop';
export { signOutStaff, useStaffSignOut } from './sign-out';
export { getStaffMe, staffMeQueryOptions, useStaffMe } from './get-staff-me';
export { requestPasswordReset, useRequestPasswordReset } from './request-password-reset';
export { resetStaffPassword, useResetStaffPassword } from './reset-password';
export { changeStaffPassword, useChangeStaffPassword } from './change-password';
export {
  getWorkshopPeople,
  getWorkshopTeam,
  useWorkshopPeople,
  useWorkshopTeam,
  workshopPeopleQueryOptions,
  workshopTeamQueryOptions,
} from './get-workshop-people';
export { addWorkshopPerson, useAddWorkshopPerson } from './add-workshop-person';
export { changeWorkshopPerson, useChangeWorkshopPerson } from './change-workshop-person';
export { searchPlacesForWorkshop, useWorkshopPlaceSearch, workshopPlaceSearchQueryOptions } from './search-places';
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
export { getWorkshopCustomers, useWorkshopCustomers, workshopCustomersQueryOptions, type CustomerSearch } from './get-workshop-customers';
export { getWorkshopCustomer, useWorkshopCustomer, workshopCustomerQueryOptions } from './get-workshop-customer';
export { addWorkshopCustomer, useAddWorkshopCustomer } from './add-workshop-customer';
export { changeWorkshopCustomer, useChangeWorkshopCustomer } from './change-workshop-customer';
export { addCustomerVehicle, useAddCustomerVehicle } from './add-customer-vehicle';
export { openWalkInJobCard, useOpenWalkInJobCard } from './open-walk-in-job-card';
export { refreshAfterStaffEvent, staffQueriesChangedBy } from './live-event-queries';
export { useStaffLiveUpdates } from './use-staff-live-updates';
export { getWorkshopSettings, useWorkshopSettings, workshopSettingsQueryOptions } from './get-workshop-settings';
export { changeWorkshopSettings, useChangeWorkshopSettings } from './change-workshop-settings';
export { addWorkshopLogo, useAddWorkshopLogo } from './add-workshop-logo';
export { removeWorkshopLogo, useRemoveWorkshopLogo } from './remove-workshop-logo';
export { openBranch, useOpenBranch } from './open-branch';
