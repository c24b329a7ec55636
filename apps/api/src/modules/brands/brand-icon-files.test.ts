import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderPng } from '../../../scripts/render-png';
import { BRAND_SEEDS } from '../../db/seed/brands';
import { brandIconDrawings } from './brand-icon-files';
import { vehicleGlyph } from './vehicle-glyphs';

const publicFolder = fileURLToPath(new URL('../../../../customer/public', import.meta.url));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('brand icons', () => {
  it('every seeded brand has its PNG icons committed, as the art draws them now', () => {
    for (const brand of BRAND_SEEDS) {
      for (const drawing of brandIconDrawings(brand)) {
        const committed = readFileSync(`${publicFolder}${drawing.path}`);
        expect(committed.subarray(0, 8)).toEqual(PNG_SIGNATURE);
        // Width and height, from the IHDR chunk.
        expect([committed.readUInt32BE(16), committed.readUInt32BE(20)]).toEqual([drawing.size, drawing.size]);
        expect(committed.equals(renderPng(drawing.svg, drawing.size)), `${drawing.path} is stale: npm run draw-brand-icons -w @servicebay/api`).toBe(true);
      }
    }
  });

  it('a bike brand’s icon shows a motorcycle and a car brand’s a car', () => {
    for (const [slug, kind] of [
      ['throttle', 'bike'],
      ['servicebay', 'car'],
    ] as const) {
      const brand = BRAND_SEEDS.find((b) => b.slug === slug)!;
      const { primary, primaryContrast } = brand.settings.theme;
      expect(brandIconDrawings(brand)[0]!.svg).toContain(vehicleGlyph(kind, primaryContrast, primary));
    }
  });
});
