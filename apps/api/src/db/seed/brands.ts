import type { TClientSettings, TFeatureSetting, TGlobalSettings, TTheme } from '@servicebay/domain';

type BrandSeed = {
  slug: string;
  name: string;
  isDefault?: boolean;
  settings: Omit<TClientSettings, 'clientName'>;
  globalSettings?: Partial<TGlobalSettings>;
  /** What the brand asks in advance at booking (brands.tables.ts): a share in basis points, or a fixed amount in minor units. */
  advance?: { basisPoints: number } | { amountMinor: number };
};

const features = (overrides: Partial<TFeatureSetting> = {}): TFeatureSetting => ({
  showPrice: true,
  showInvoice: true,
  showTempRegisterNumber: false,
  vehicleOnboardSetting: false,
  mobileNumberSetting: true,
  allowGoogleLogin: false,
  allowAppleLogin: false,
  ...overrides,
});

const theme = (name: string, primary: string, accent: string, surface = '#f6f7fb', primaryContrast = '#ffffff'): TTheme => ({
  name,
  primary,
  primaryContrast,
  accent,
  surface,
});

type Market = Pick<
  TClientSettings,
  'country' | 'currency' | 'countryCode' | 'mobileDigitCount' | 'rupeeSymbol' | 'waterMarkForRegistrationField' | 'supportPhoneNumber'
>;
const INDIA: Market = {
  country: 'India',
  currency: 'INR',
  countryCode: '+91',
  mobileDigitCount: 10,
  rupeeSymbol: '₹',
  waterMarkForRegistrationField: 'KA01AB1234',
  supportPhoneNumber: '+91 1800 266 4477',
};
const SAUDI: Market = {
  country: 'Saudi Arabia',
  currency: 'SAR',
  countryCode: '+966',
  mobileDigitCount: 9,
  rupeeSymbol: 'SAR',
  waterMarkForRegistrationField: '1234BUA',
  supportPhoneNumber: '+966 800 124 4477',
};
const UAE: Market = {
  country: 'United Arab Emirates',
  currency: 'AED',
  countryCode: '+971',
  mobileDigitCount: 9,
  rupeeSymbol: 'AED',
  waterMarkForRegistrationField: 'DUBAI A 12345',
  supportPhoneNumber: '+971 800 044 77',
};
const BAHRAIN: Market = {
  country: 'Bahrain',
  currency: 'BHD',
  countryCode: '+973',
  mobileDigitCount: 8,
  rupeeSymbol: 'BHD',
  waterMarkForRegistrationField: '123456',
  supportPhoneNumber: '+973 8000 4477',
};

/** Brand assets are generated per brand by the brands module (SVG from the theme). */
const assets = (slug: string) => ({
  leftSideLogo: `/api/brand-assets/${slug}/logo.svg`,
  slideArray: [1, 2, 3].map((n) => ({ imageUrl: `/api/brand-assets/${slug}/slide-${n}.svg`, title: '', subtitle: '' })),
  tabIconName: `/api/brand-assets/${slug}/icon.svg`,
});

function settings(
  slug: string,
  name: string,
  market: Market,
  rest: Partial<Omit<TClientSettings, 'clientName'>> & Pick<TClientSettings, 'theme' | 'variant' | 'featureSetting'>,
) {
  const base = assets(slug);
  // The first slide names what the brand services: its art shows the same vehicle (brand-assets.ts).
  const isBikeBrand = rest.variant === 'bike';
  const slides = [
    {
      title: isBikeBrand ? `Doorstep bike care with ${name}` : `Doorstep car care with ${name}`,
      subtitle: isBikeBrand ? 'Free pickup and drop of your motorcycle or scooter' : 'Free pickup and drop from your home or office',
      translations: {
        ar: isBikeBrand
          ? { title: `عناية بدراجتك النارية حتى باب بيتك مع ${name}`, subtitle: 'استلام وتوصيل مجاني لدراجتك النارية أو السكوتر' }
          : { title: `عناية بسيارتك حتى باب بيتك مع ${name}`, subtitle: 'استلام وتوصيل مجاني من منزلك أو مكتبك' },
      },
    },
    {
      title: 'Genuine parts, transparent prices',
      subtitle: 'Approve every estimate before work starts',
      translations: { ar: { title: 'قطع أصلية وأسعار واضحة', subtitle: 'وافق على كل تقدير قبل بدء العمل' } },
    },
    {
      title: 'Track every step live',
      subtitle: 'From pickup to delivery, right on your phone',
      translations: { ar: { title: 'تابع كل خطوة مباشرة', subtitle: 'من الاستلام حتى التسليم، على هاتفك' } },
    },
  ];
  return {
    ...market,
    slideArray: base.slideArray.map((s, i) => ({ ...s, ...slides[i]! })),
    leftSideLogo: base.leftSideLogo,
    // The platform's standard pages on the brand's own host; a brand with pages of its own links those.
    privacyPolicyLInk: '/legal/privacy',
    termAndConditionLink: '/legal/terms',
    appleAppStoreLink: `https://apps.apple.com/app/${slug}`,
    googlePlayStoreLink: `https://play.google.com/store/apps/details?id=com.${slug}.app`,
    isTermsAndCondition: true,
    downloadApps: true,
    tabIconName: base.tabIconName,
    tabName: name,
    dropText: 'I will Drop vehicle at workshop',
    pickUpText: 'Pickup from my location',
    aboutLink: '/legal/about',
    supportEmail: `support@${slug}.example.com`,
    termsAndConditionText: 'I agree to the Terms & Conditions and Privacy Policy',
    showPickUpOption: true,
    showDropOpition: true,
    pickUpNotesLabel: 'Notes for the pickup driver',
    dropNotesLabel: 'Notes for the workshop',
    bestCarServiceText: `Best car service in ${market.country}`,
    ...rest,
  } satisfies Omit<TClientSettings, 'clientName'>;
}

/**
 * The eight white-label clients (customer spec section 1): India, Saudi Arabia, UAE and Bahrain,
 * one web-hub variant and one bike variant. `servicebay` also answers unknown hosts.
 */
export const BRAND_SEEDS: BrandSeed[] = [
  {
    slug: 'servicebay',
    name: 'ServiceBay',
    isDefault: true,
    settings: settings('servicebay', 'ServiceBay', INDIA, { variant: 'standard', theme: theme('bay-blue', '#1c4ed8', '#f59e0b'), featureSetting: features() }),
  },
  {
    slug: 'quickfix',
    name: 'QuickFix Auto',
    settings: settings('quickfix', 'QuickFix Auto', INDIA, {
      variant: 'standard',
      theme: theme('quickfix-red', '#c81e1e', '#111827', '#fff7f5'),
      featureSetting: features({ showTempRegisterNumber: true, vehicleOnboardSetting: true }),
    }),
  },
  {
    slug: 'throttle',
    name: 'Throttle Bikes',
    settings: settings('throttle', 'Throttle Bikes', INDIA, {
      variant: 'bike',
      theme: theme('throttle-orange', '#c2410c', '#0f766e', '#fff8f1'),
      featureSetting: features(),
      bestCarServiceText: 'Best bike service in India',
    }),
  },
  {
    slug: 'fleethub',
    name: 'FleetHub',
    settings: settings('fleethub', 'FleetHub', INDIA, {
      variant: 'webHub',
      theme: theme('fleethub-slate', '#334155', '#0ea5e9', '#f8fafc'),
      featureSetting: features({ showPrice: false }),
      isTermsAndCondition: false,
      downloadApps: false,
      // A fleet portal with no about page of its own: the settings show no About entry.
      aboutLink: '',
    }),
    globalSettings: { workshopListingModel: 'Segment' },
  },
  {
    slug: 'deccan',
    name: 'Deccan Car Care',
    settings: settings('deccan', 'Deccan Car Care', INDIA, {
      variant: 'standard',
      theme: theme('deccan-green', '#15803d', '#ca8a04', '#f4fbf6'),
      featureSetting: features({ showInvoice: false }),
    }),
    // 20 % of what is payable is paid online at booking.
    advance: { basisPoints: 2_000 },
  },
  {
    slug: 'sahara',
    name: 'Sahara Auto',
    settings: settings('sahara', 'Sahara Auto', SAUDI, {
      variant: 'standard',
      theme: theme('sahara-sand', '#9a3412', '#1e3a8a', '#fdf8f0'),
      featureSetting: features({ showTempRegisterNumber: true }),
    }),
    // A brand that sells service levels, not workshops: the customer picks a quality tier.
    globalSettings: { workshopListingModel: 'Segment' },
  },
  {
    slug: 'marina',
    name: 'Marina Motors',
    settings: settings('marina', 'Marina Motors', UAE, {
      variant: 'standard',
      theme: theme('marina-teal', '#0f766e', '#be123c', '#f0fdfa'),
      featureSetting: features(),
    }),
    // A booking deposit of AED 50.00.
    advance: { amountMinor: 5_000 },
  },
  {
    slug: 'pearl',
    name: 'Pearl Garage',
    settings: settings('pearl', 'Pearl Garage', BAHRAIN, {
      variant: 'standard',
      theme: theme('pearl-violet', '#6d28d9', '#0891b2', '#faf5ff'),
      featureSetting: features({ vehicleOnboardSetting: true }),
    }),
  },
];

export const DEFAULT_GLOBAL_SETTINGS: TGlobalSettings = {
  workshopListingModel: 'Standard',
  minAppVersion: '1.0.0',
  androidVersion: '1.0.0',
  iosVersion: '1.0.0',
};
