import { z } from 'zod';

/** A place found by the geo adapter: what the address form fills in from a search or a map point. */
export const ZGeoPlace = z.object({
  label: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  latitude: z.string(),
  longitude: z.string(),
});
export type TGeoPlace = z.infer<typeof ZGeoPlace>;
