import type { TClientSettings, TSlide } from './client-settings';

/*
 * What the screens read from a brand's profile, apart from client-settings.ts's schemas: the
 * sign-in screens load before zod (decision 0013), and a module that builds a schema brings zod with it.
 */

/** How a brand's app behaves beyond its look (customer spec section 1). */
export const BRAND_VARIANTS = ['standard', 'webHub', 'bike'] as const;

export const WORKSHOP_LISTING_MODELS = ['Standard', 'Segment'] as const;

/**
 * The id of the `<script type="application/json">` in which the server inlines the brand's client
 * profile into the customer app's pages, so the first screen need not wait for POST /profile/data.
 */
export const CLIENT_PROFILE_ELEMENT_ID = 'client-profile';

/** Web-hub clients show only My Bookings and Settings (customer spec section 1). */
export const isWebHub = (settings: Pick<TClientSettings, 'variant'>) => settings.variant === 'webHub';

/** The slide's text in `language`, English when it has no translation. */
export const slideText = (slide: TSlide, language: string) =>
  (language === 'ar' ? slide.translations?.ar : undefined) ?? { title: slide.title, subtitle: slide.subtitle };
