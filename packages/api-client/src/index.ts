export { configureApiClient, serverHttpClient, setServerHttpClients } from './client';
export type { HttpClient } from './http/http-client';
export type { DownloadedFile, DownloadProgress } from './http/fetch-file';
export { ApiError } from './http/api-error';
export { fieldIssueOf } from './http/field-issue';
export { createQueryClient, SESSION_QUERY_KEY } from './query-client';
export { preloadAnswerChecks } from './start-schema';
export { getStoredSession, setSessionOfServerRender, useStoredSession } from './session/use-stored-session';
export type { StoredSession } from './session/token-store';
export { clientProfileQueryOptions, getClientProfile, useClientProfile } from './brands/get-client-profile';
export { loadStartupClientProfile } from './brands/startup-client-profile';
export { getGlobalSettings, globalSettingsQueryOptions, useGlobalSettings } from './brands/get-global-settings';
export { getMe, meQueryOptions, useMe } from './auth/get-me';
export { sendOtp, useSendOtp } from './auth/send-otp';
export { verifyOtp, useVerifyOtp } from './auth/verify-otp';
export { signInAsGuest, useSignInAsGuest } from './auth/sign-in-as-guest';
export { signOut, useSignOut } from './auth/sign-out';
export { completeOnboarding, useCompleteOnboarding } from './users/complete-onboarding';
export * from './garage';
export * from './services';
export * from './workshops';
export * from './offers';
export * from './body-panel';
// The customer's profile, addresses, places and account: one file per endpoint, by area.
export { getProfile, profileQueryOptions, useProfile } from './profile/get-profile';
export { savePersonalDetails, useSavePersonalDetails } from './profile/save-personal-details';
export { uploadAvatar, useUploadAvatar } from './profile/upload-avatar';
export { getSettings, settingsQueryOptions, useSettings } from './profile/get-settings';
export { updateSettings, useUpdateSettings, type TSettingsPatch } from './profile/update-settings';
export { requestAccountDeletion, useRequestAccountDeletion, type TDeleteAccountRequest } from './account/request-account-deletion';
export { addressesQueryOptions, getAddresses, useAddresses } from './addresses/get-addresses';
export { cartQueryOptions, getCart, useCart } from './cart/get-cart';
export {
  addCartItem,
  applyOfferCode,
  emptyCart,
  moveCartToWorkshop,
  removeCartItem,
  updateCartItem,
  useAddCartItem,
  useApplyOfferCode,
  useEmptyCart,
  useMoveCartToWorkshop,
  useRemoveCartItem,
  useUpdateCartItem,
} from './cart/change-cart';
export { addCartItemImage, useAddCartItemImage, type CartItemImage } from './cart/add-cart-item-image';
export { removeCartItemImage, useRemoveCartItemImage, type CartItemImageUrl } from './cart/remove-cart-item-image';
export { addAddress, useAddAddress } from './addresses/add-address';
export { updateAddress, useUpdateAddress } from './addresses/update-address';
export { deleteAddress, useDeleteAddress } from './addresses/delete-address';
export { makeDefaultAddress, useMakeDefaultAddress } from './addresses/make-default-address';
export { selectAddress, useSelectAddress } from './addresses/select-address';
export * from './places';
export * from './events';
export { bookingKeys } from './bookings/query-keys';
export { bookingsQueryOptions, getBookings, useBookings } from './bookings/get-bookings';
export { bookingQueryOptions, getBooking, useBooking } from './bookings/get-booking';
export { getServiceHistory, serviceHistoryQueryOptions, useServiceHistory, type TServiceHistory } from './bookings/get-service-history';
export { createBooking, useCreateBooking, type TBookingRequest } from './bookings/create-booking';
export { cancelBooking, changeBooking, useCancelBooking, useChangeBooking } from './bookings/change-booking';
export { addBookingImage, removeBookingImage, useAddBookingImage, useRemoveBookingImage } from './bookings/booking-images';
export {
  bookingFeedbackQueryOptions,
  getBookingFeedback,
  getFeedbackQuestions,
  giveFeedback,
  useBookingFeedback,
  useFeedbackQuestions,
  useGiveFeedback,
} from './feedback/feedback';
export { availableDatesQueryOptions, getAvailableDates, useAvailableDates } from './bookings/get-available-dates';
export { availableSlotsQueryOptions, getAvailableSlots, useAvailableSlots } from './bookings/get-available-slots';
export * from './payments';
export * from './notifications';
export * from './referral';
// The workshop app's areas, on the staff client and its own session.
export * from './staff';
export * from './customers';
export * from './job-cards';
export * from './billing';
export * from './stock';
export * from './people';
export * from './time-clock';
export * from './labour';
