import { z } from 'zod';
import { ZCurrency } from '../shared/money';
import { COUNTRY_CODES } from '../shared/phone';

/** How a brand's app behaves beyond its look (customer spec section 1). */
export const BRAND_VARIANTS = ['standard', 'webHub', 'bike'] as const;
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
  primary: z.string().regex(/^#[0-9a-f]{6}$/i),
  primaryContrast: z.string().regex(/^#[0-9a-f]{6}$/i),
  accent: z.string().regex(/^#[0-9a-f]{6}$/i),
  surface: z.string().regex(/^#[0-9a-f]{6}$/i),
});
export type TTheme = z.infer<typeof ZTheme>;

const ZSlideText = z.object({ title: z.string(), subtitle: z.string() });
/** A login slide; `title` and `subtitle` are English, `translations` holds the other languages. */
export const ZSlide = ZSlideText.extend({
  imageUrl: z.string(),
  translations: z.object({ ar: ZSlideText }).partial().optional(),
});
export type TSlide = z.infer<typeof ZSlide>;

/** The slide's text in `language`, English when it has no translation. */
export const slideText = (slide: TSlide, language: string) =>
  (language === 'ar' ? slide.translations?.ar : undefined) ?? { title: slide.title, subtitle: slide.subtitle };

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
  mobileDigitCount: z.number().int().min(8).max(10),
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
export const ZClientProfile = ZClientSettings.extend({
  /** Map tile URL template set by the operator (MAP_TILE_URL); empty means no tiles. */
  mapTileUrl: z.string(),
  ClientName: z.string(),
  loginSliders: z.array(ZSlide),
  customerLogo: z.string(),
  customerIcon: z.string(),
});
export type TClientProfile = z.infer<typeof ZClientProfile>;

/**
 * The id of the `<script type="application/json">` in which the server inlines the brand's client
 * profile into the customer app's pages, so the first screen need not wait for POST /profile/data.
 */
export const CLIENT_PROFILE_ELEMENT_ID = 'client-profile';

export const WORKSHOP_LISTING_MODELS = ['Standard', 'Segment'] as const;
export const ZGlobalSettings = z.object({
  workshopListingModel: z.enum(WORKSHOP_LISTING_MODELS),
  minAppVersion: z.string(),
  androidVersion: z.string(),
  iosVersion: z.string(),
});
export type TGlobalSettings = z.infer<typeof ZGlobalSettings>;

export const ZGlobalSettingsQuery = z.object({ clientName: z.string().max(64).optional() });

/** Web-hub clients show only My Bookings and Settings (customer spec section 1). */
export const isWebHub = (settings: Pick<TClientSettings, 'variant'>) => settings.variant === 'webHub';
