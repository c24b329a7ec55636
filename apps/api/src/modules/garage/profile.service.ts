import { uuidv7 } from 'uuidv7';
import type { ZSettingsPatch } from '@servicebay/domain';
import {
  checkMobileNumber,
  PROFILE_MESSAGES,
  PROFILE_SAVED_COMPLETENESS,
  profileCompleteness,
  ZPersonalDetails,
  type TPersonalDetails,
  type TProfile,
  type TUserSettings,
} from '@servicebay/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { userEvent, withEvent } from '../../platform/events';
import { extensionFor, type Storage } from '../../platform/storage/storage';
import type { BrandRow } from '../brands/brands.tables';
import type { IdentityRepository } from '../identity/identity.repository';
import { toUserView } from '../identity/user-view';
import type { AddressesRepository } from './addresses.repository';
import { loadUser, type Owner } from './owner';
import { idOfRef } from './refs';
import type { UploadedFile } from './uploads';
import type { VehiclesRepository } from './vehicles.repository';

type Deps = { db: Db; identity: IdentityRepository; vehicles: VehiclesRepository; addresses: AddressesRepository; storage: Storage };
export type ProfileService = ReturnType<typeof createProfileService>;

const locked = (message: string, field: string) => new AppError('account/field-locked', { message, field });

export function createProfileService({ db, identity, vehicles, addresses, storage }: Deps) {
  async function profile(brand: BrandRow, owner: Owner): Promise<TProfile> {
    const user = await loadUser(identity, owner);
    const [vehicleRows, documentIds, addressRows] = await Promise.all([vehicles.list(owner), vehicles.documentIds(owner), addresses.list(owner)]);
    const selectedVehicleId = idOfRef(user.selectedVehicleRef);
    const selectedAddress = addressRows.find((a) => a.id === idOfRef(user.selectedAddressRef));
    return {
      ...toUserView(user, brand),
      completeness: profileCompleteness(user.profileCompleteness, vehicleRows.length > 0, (documentIds.get(selectedVehicleId ?? '')?.length ?? 0) > 0),
      rewardPoints: user.rewardPoints,
      city: selectedAddress?.city ?? null,
      profileImageUrl: user.profileImagePath ? await storage.signedUrl(user.profileImagePath) : null,
      hasVehicle: vehicleRows.length > 0,
    };
  }

  return {
    profile,

    /** Personal details; email and mobile are read-only once set (customer spec section 5). */
    async savePersonalDetails(brand: BrandRow, owner: Owner, input: TPersonalDetails): Promise<TProfile> {
      const details = ZPersonalDetails.parse(input);
      const user = await loadUser(identity, owner);
      if (user.email && details.email && details.email.toLowerCase() !== user.email.toLowerCase()) throw locked(PROFILE_MESSAGES.emailLocked, 'email');
      if (details.mobileNumber) {
        const check = checkMobileNumber(details.countryCode ?? brand.settings.countryCode, details.mobileNumber, brand.settings.mobileDigitCount);
        if (!check.ok) throw new AppError('auth/invalid-phone-number', { field: 'mobileNumber' });
        // A number is added only by verifying it (sign-in); here it can only be repeated.
        if (check.e164 !== user.primaryPhoneNumber)
          throw locked(user.primaryPhoneNumber ? PROFILE_MESSAGES.mobileLocked : 'Please verify your mobile number by signing in with it', 'mobileNumber');
      }
      await withEvent(db, userEvent(owner, 'profile.changed'), (tx) =>
        identity.updateUser(
          owner.brandId,
          owner.userId,
          {
            name: details.name,
            email: user.email ?? details.email ?? null,
            gender: details.gender,
            dateOfBirth: details.date_of_birth ?? null,
            profileCompleteness: Math.max(user.profileCompleteness, PROFILE_SAVED_COMPLETENESS),
          },
          tx,
        ),
      );
      return profile(brand, owner);
    },

    async saveAvatar(brand: BrandRow, owner: Owner, file: UploadedFile | null): Promise<TProfile> {
      if (!file) throw new AppError('upload/unsupported-type', { field: 'file' });
      const user = await loadUser(identity, owner);
      const key = `${owner.brandId}/${owner.userId}/profile/${uuidv7()}.${extensionFor(file.contentType)}`;
      await storage.put(key, file.body, file.contentType);
      await withEvent(db, userEvent(owner, 'profile.changed'), (tx) => identity.updateUser(owner.brandId, owner.userId, { profileImagePath: key }, tx));
      if (user.profileImagePath) await storage.remove(user.profileImagePath);
      return profile(brand, owner);
    },

    async updateSettings(owner: Owner, patch: z.infer<typeof ZSettingsPatch>): Promise<TUserSettings> {
      const user = await loadUser(identity, owner);
      const settings = { ...user.settings, ...patch };
      await withEvent(db, userEvent(owner, 'profile.changed'), (tx) => identity.updateUser(owner.brandId, owner.userId, { settings }, tx));
      return settings;
    },
  };
}
