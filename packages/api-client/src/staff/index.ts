// The workshop app's staff accounts and sessions: one file per endpoint, on the staff client and its own session.
export { configureStaffApiClient, createStaffHttpClient, staffApi, staffSessionStore } from './staff-client';
export { createStaffSessionStore, STAFF_SESSION_KEY, type StaffSessionStore, type StoredStaffSession } from './staff-session-store';
export { STAFF_QUERY_KEY, staffKeys } from './query-keys';
export { getStaffSession, useStaffSession } from './use-staff-session';
export { keepStaffSession } from './signed-in';
export { signInStaff, useStaffSignIn } from './sign-in';
export { sendStaffSignInCode, useSendStaffSignInCode, type TStaffCodeRequest } from './send-sign-in-code';
export { useVerifyStaffSignInCode, verifyStaffSignInCode } from './verify-sign-in-code';
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
