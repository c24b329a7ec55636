import { createHash } from 'node:crypto';
import { vehicleTypesFor, type TBrandVariant, type TTheme } from '@servicebay/domain';
import { paletteOf, type PictureVehicle } from './picture-pieces';
import { drawScene, PICTURE_SCENES, type PictureScene } from './picture-scenes';

/**
 * Pictures of the demo workshops (decision 0024), drawn by code in the brand's colours: a
 * workshop's front, its bays and, for the brand's own and premium centres, its reception. Served
 * by the API under a name that carries a fingerprint of what they are drawn from, so a browser
 * keeps them for a year and a change of the brand's colours (or of the drawings) is a new name.
 */

/** Raise when a drawing changes: every picture gets a new name, so no browser keeps the old one. */
const DRAWING_VERSION = 1;
const VARIATIONS = 3;

/** `front-2.1a2b3c4d.svg`: the scene, its variation and the fingerprint. */
export const PICTURE_FILE = /^(front|bays|reception)-([1-3])\.([0-9a-f]{8})\.svg$/;

/** What a brand's pictures are drawn and named from. */
export type PictureBrand = { slug: string; theme: TTheme; variant: TBrandVariant };
type Drawn = Pick<PictureBrand, 'theme' | 'variant'>;
export type PicturedWorkshop = { key: string; quality: string; own?: boolean };

/** A bike brand's pictures show motorcycles; the others' cars. */
const vehicleOf = (variant: TBrandVariant): PictureVehicle => (vehicleTypesFor(variant).includes('car') ? 'car' : 'bike');

/** What a brand's pictures are drawn from, hashed: the drawings' version, the theme's colours and the vehicle. */
export function pictureFingerprint({ theme, variant }: Drawn): string {
  const inputs = [DRAWING_VERSION, theme.primary, theme.primaryContrast, theme.accent, theme.surface, vehicleOf(variant)];
  return createHash('sha1').update(JSON.stringify(inputs)).digest('hex').slice(0, 8);
}

/** The same workshop always gets the same variation; neighbours mostly another. */
const variationOf = (key: string) => ([...key].reduce((sum, char) => sum + char.charCodeAt(0), 0) % VARIATIONS) + 1;

/** The picture URLs of a workshop: its front and bays, and its reception too when it is the brand's own or premium. */
export function workshopPictureUrls(brand: PictureBrand, workshop: PicturedWorkshop): string[] {
  const scenes: PictureScene[] = workshop.own || workshop.quality === 'premium' ? [...PICTURE_SCENES] : ['front', 'bays'];
  const fingerprint = pictureFingerprint(brand);
  return scenes.map((scene) => `/api/workshop-pictures/${brand.slug}/${scene}-${variationOf(workshop.key)}.${fingerprint}.svg`);
}

/** A picture file name read back: null when it names no picture. */
export function pictureOfFile(file: string): { scene: PictureScene; variation: number; fingerprint: string } | null {
  const match = PICTURE_FILE.exec(file);
  return match ? { scene: match[1] as PictureScene, variation: Number(match[2]), fingerprint: match[3]! } : null;
}

/** One picture as SVG, in the brand's current colours. */
export const drawWorkshopPicture = ({ theme, variant }: Drawn, scene: PictureScene, variation: number) =>
  drawScene(scene, { palette: paletteOf(theme, variation), vehicle: vehicleOf(variant), variation });
