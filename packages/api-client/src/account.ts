// Endpoints of the profile, addresses, places and settings screens; one file per endpoint under ./account/.
export { getProfile, profileQueryOptions, useProfile } from './account/get-profile';
export { savePersonalDetails, useSavePersonalDetails } from './account/save-personal-details';
export { uploadAvatar, useUploadAvatar } from './account/upload-avatar';
export { getSettings, settingsQueryOptions, useSettings } from './account/get-settings';
export { updateSettings, useUpdateSettings, type TSettingsPatch } from './account/update-settings';
export { requestAccountDeletion, useRequestAccountDeletion, type TDeleteAccountRequest } from './account/request-account-deletion';
export { addressesQueryOptions, getAddresses, useAddresses } from './account/get-addresses';
export { addAddress, useAddAddress } from './account/add-address';
export { updateAddress, useUpdateAddress } from './account/update-address';
export { deleteAddress, useDeleteAddress } from './account/delete-address';
export { makeDefaultAddress, useMakeDefaultAddress } from './account/make-default-address';
export { selectAddress, useSelectAddress } from './account/select-address';
export { placeSearchQueryOptions, searchPlaces, usePlaceSearch } from './account/search-places';
export { reverseGeocode } from './account/reverse-geocode';
