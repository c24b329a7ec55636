import type { TTheme } from '@servicebay/domain';
import { brandIcon, vehicleKindOf } from './brand-assets';

/**
 * The PNG icons a brand installs with (web manifest, iOS home screen), drawn from the same SVG as
 * its favicon. PNG because Android wants 192 and 512 px PNGs to offer installation and iOS takes
 * no SVG for apple-touch-icon. They are drawn once by `npm run draw-brand-icons -w
 * @servicebay/api` and committed (a few KB each), so neither the build nor the server renders.
 */
export const BRAND_ICON_FILES = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  // iOS rounds the corners itself and shows black where an icon is transparent.
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
] as const;

/** Where a brand's icons are, under the customer app's public folder and so its site root. */
export const brandIconFolder = (slug: string) => `/icons/brands/${slug}`;

type IconBrand = { slug: string; name: string; settings: { theme: TTheme; variant: string } };

/** Each icon file of a brand with the SVG it is drawn from. */
export function brandIconDrawings(brand: IconBrand) {
  return BRAND_ICON_FILES.map(({ file, size, fullBleed }) => ({
    path: `${brandIconFolder(brand.slug)}/${file}`,
    size,
    svg: brandIcon(brand.name, brand.settings.theme, vehicleKindOf(brand.settings.variant), { fullBleed }),
  }));
}
