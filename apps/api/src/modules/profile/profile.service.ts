import { uuidv7 } from 'uuidv7';
import type { ZSettingsPatch } from '@servicebay/domain';
import {
  checkMobileNumber,
  idOfRef,
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
import type { CustomerScope } from '../../platform/auth/principal';
import { userEvent, withEvent } from '../../platform/events';
import { AppError } from '../../platform/errors';
import { svgAsPng } from '../../platform/images/svg-to-png';
import type { UploadedFile } from '../../platform/http/multipart';
import { extensionFor, type Storage } from '../../platform/storage/storage';
import type { Brand } from '../../platform/tenancy';
import type { AddressesService } from '../addresses';
import type { VehiclesService } from '../garage';
import { toUserView, type CustomerRecords } from '../identity';

type Deps = {
  db: Db;
  customers: CustomerRecords;
  vehicles: VehiclesService;
  addresses: AddressesService;
  storage: Storage;
  /** Whether the workshop is one of the brand's: a customer keeps only those in their settings. */
  isBrandWorkshop: (brand: Brand, workshopId: string) => Promise<boolean>;
};
export type ProfileService = ReturnType<typeof createProfileService>;

const locked = (message: string, field: string) => new AppError('account/field-locked', { message, field });

export function createProfileService({ db, customers, vehicles, addresses, storage, isBrandWorkshop }: Deps) {
  async function profile(brand: Brand, owner: CustomerScope): Promise<TProfile> {
    const user = await customers.load(owner);
    const [garage, city] = await Promise.all([vehicles.summary(owner), addresses.cityOf(owner, idOfRef(user.selectedAddressRef))]);
    return {
      ...toUserView(user, brand),
      completeness: profileCompleteness(user.profileCompleteness, garage.hasVehicle, garage.documentCountOf(idOfRef(user.selectedVehicleRef)) > 0),
      rewardPoints: user.rewardPoints,
      city,
      profileImageUrl: user.profileImagePath ? await storage.signedUrl(user.profileImagePath) : null,
      hasVehicle: garage.hasVehicle,
    };
  }

  return {
    profile,

    /** Personal details; email and mobile are read-only once set (customer spec section 5). */
    async savePersonalDetails(brand: Brand, owner: CustomerScope, input: TPersonalDetails): Promise<TProfile> {
      const details = ZPersonalDetails.parse(input);
      const user = await customers.load(owner);
      if (user.email && details.email && details.email.toLowerCase() !== user.email.toLowerCase()) throw locked(PROFILE_MESSAGES.emailLocked, 'email');
      if (details.mobileNumber) {
        const check = checkMobileNumber(details.countryCode ?? brand.settings.countryCode, details.mobileNumber, brand.settings.mobileDigitCount);
        if (!check.ok) throw new AppError('auth/invalid-phone-number', { field: 'mobileNumber' });
        // A number is added only by verifying it (sign-in); here it can only be repeated.
        if (check.e164 !== user.primaryPhoneNumber)
          throw locked(user.primaryPhoneNumber ? PROFILE_MESSAGES.mobileLocked : 'Please verify your mobile number by signing in with it', 'mobileNumber');
      }
      await withEvent(db, userEvent(owner, 'profile.changed'), (tx) =>
        customers.update(
          owner,
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

    async saveAvatar(brand: Brand, owner: CustomerScope, upload: UploadedFile | null): Promise<TProfile> {
      // An SVG is kept as the PNG it draws: its script, handlers and links are never stored (issue 26, item 5).
      const file = upload?.contentType === 'image/svg+xml' ? svgAsPng(upload) : upload;
      if (!file) throw new AppError('upload/unsupported-type', { field: 'file' });
      const user = await customers.load(owner);
      const key = `${owner.brandId}/${owner.userId}/profile/${uuidv7()}.${extensionFor(file.contentType)}`;
      await storage.put(key, file.body, file.contentType);
      // Kept only once the row naming it has committed.
      await withEvent(db, userEvent(owner, 'profile.changed'), (tx) => customers.update(owner, { profileImagePath: key }, tx)).catch(async (error: unknown) => {
        await storage.remove(key);
        throw error;
      });
      if (user.profileImagePath) await storage.remove(user.profileImagePath);
      return profile(brand, owner);
    },

    async updateSettings(brand: Brand, owner: CustomerScope, patch: z.infer<typeof ZSettingsPatch>): Promise<TUserSettings> {
      if (patch.workshopId && !(await isBrandWorkshop(brand, patch.workshopId))) {
        throw new AppError('resource/not-found', { message: 'No workshop found', field: 'workshopId' });
      }
      const user = await customers.load(owner);
      const settings = { ...user.settings, ...patch };
      await withEvent(db, userEvent(owner, 'profile.changed'), (tx) => customers.update(owner, { settings }, tx));
      return settings;
    },
  };
}
