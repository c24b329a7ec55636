/**
 * Draws the PNG icons of every seeded brand into the customer app's public folder
 * (brand-icon-files.ts says why they are committed). Run after changing a brand's colours,
 * variant or art: `npm run draw-brand-icons -w @servicebay/api`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_SEEDS } from '../src/db/seed/brands';
import { brandIconDrawings } from '../src/modules/brands/brand-icon-files';
import { renderPng } from './render-png';

const publicFolder = fileURLToPath(new URL('../../customer/public', import.meta.url));

for (const brand of BRAND_SEEDS) {
  for (const drawing of brandIconDrawings(brand)) {
    const target = path.join(publicFolder, drawing.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, renderPng(drawing.svg, drawing.size));
  }
  console.log(`drew the icons of ${brand.slug}`);
}
