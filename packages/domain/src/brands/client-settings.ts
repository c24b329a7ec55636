import { z } from 'zod/mini';
import { ZCurrency } from '../shared/money';
import { COUNTRY_CODES } from '../shared/phone';
import { BRAND_VARIANTS, WORKSHOP_LISTING_MODELS } from './brand-profile';

export const ZBrandVariant = z.enum(BRAND_VARIANTS);
export type TBrandVariant = z.infer<typeof ZBrandVariant>;

export const ZFeatureSetting = z.object({
  showPrice: z.boolean(),
  showInvoice: z.boolean(),
  showTempRegisterNumber: z.boolean(),
  vehicleOnboardSetting: z.boolean(),
  mobileNumberSetting: z.boolean(),
  allowGoogleLogin: z.boolean(),
  allowAppleLogin: z.boolean(),
});
export type TFeatureSetting = z.infer<typeof ZFeatureSetting>;

/** Colours become CSS custom properties; nothing else in the apps depends on the brand. */
export const ZTheme = z.object({
  name: z.string(),
  primary: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  primaryContrast: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  accent: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  surface: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
});
export type TTheme = z.infer<typeof ZTheme>;

const ZSlideText = z.object({ title: z.string(), subtitle: z.string() });
/** A login slide; `title` and `subtitle` are English, `translations` holds the other languages. */
export const ZSlide = z.extend(ZSlideText, {
  imageUrl: z.string(),
  translations: z.optional(z.partial(z.object({ ar: ZSlideText }))),
});
export type TSlide = z.infer<typeof ZSlide>;

/** The per-client setting of customer spec section 3, with the spec's own field names. */
export const ZClientSettings = z.object({
  clientName: z.string(),
  variant: ZBrandVariant,
  country: z.string(),
  currency: ZCurrency,
  slideArray: z.array(ZSlide),
  leftSideLogo: z.string(),
  privacyPolicyLInk: z.string(),
  termAndConditionLink: z.string(),
  appleAppStoreLink: z.string(),
  googlePlayStoreLink: z.string(),
  isTermsAndCondition: z.boolean(),
  downloadApps: z.boolean(),
  countryCode: z.enum(COUNTRY_CODES),
  mobileDigitCount: z.int().check(z.gte(8), z.lte(10)),
  tabIconName: z.string(),
  tabName: z.string(),
  dropText: z.string(),
  pickUpText: z.string(),
  aboutLink: z.string(),
  /** The brand's support line and mailbox (Help and Support: call-us dialog and contact-us form). */
  supportPhoneNumber: z.string(),
  supportEmail: z.string(),
  termsAndConditionText: z.string(),
  rupeeSymbol: z.string(),
  showPickUpOption: z.boolean(),
  showDropOpition: z.boolean(),
  pickUpNotesLabel: z.string(),
  dropNotesLabel: z.string(),
  bestCarServiceText: z.string(),
  waterMarkForRegistrationField: z.string(),
  theme: ZTheme,
  featureSetting: ZFeatureSetting,
});
export type TClientSettings = z.infer<typeof ZClientSettings>;

/** POST /profile/data: the client profile loaded before login. */
export const ZClientProfile = z.extend(ZClientSettings, {
  /** Map tile URL template set by the operator (MAP_TILE_URL); empty means no tiles. */
  mapTileUrl: z.string(),
  ClientName: z.string(),
  loginSliders: z.array(ZSlide),
  customerLogo: z.string(),
  customerIcon: z.string(),
});
export type TClientProfile = z.infer<typeof ZClientProfile>;

export const ZGlobalSettings = z.object({
  workshopListingModel: z.enum(WORKSHOP_LISTING_MODELS),
  minAppVersion: z.string(),
  androidVersion: z.string(),
  iosVersion: z.string(),
});
export type TGlobalSettings = z.infer<typeof ZGlobalSettings>;

export const ZGlobalSettingsQuery = z.object({ clientName: z.optional(z.string().check(z.maxLength(64))) });
