import type { TUser } from '@servicebay/domain';
import type { Brand } from '../../platform/tenancy';
import type { UserRow } from './identity.tables';

/** The user record of customer spec section 3, as the apps see it. */
export function toUserView(user: UserRow, brand: Brand): TUser {
  return {
    uid: user.id,
    name: user.name,
    email: user.email,
    primaryPhoneNumber: user.primaryPhoneNumber,
    date_of_birth: user.dateOfBirth,
    gender: user.gender,
    profileImagePath: user.profileImagePath,
    isAnonymous: user.isAnonymous,
    providerId: user.providerId,
    onBoarding: user.onBoarding,
    profileCompleteness: user.profileCompleteness,
    defaultVehicleRef: user.defaultVehicleRef,
    selectedVehicleRef: user.selectedVehicleRef,
    defaultAddressRef: user.defaultAddressRef,
    selectedAddressRef: user.selectedAddressRef,
    clientName: brand.slug,
    onBoardVehicleSetting: user.onBoardVehicleSetting,
    settings: user.settings,
  };
}
