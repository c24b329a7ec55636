import type { TOrientation, TSectionPoint } from '@servicebay/domain';
import { mirroredPoints, pathData, sectionPoints, type Point } from './geometry';

/** A drawing's layers, back to front: a part (tappable, named by its key) or plain art. */
export type Layer = { part: string; points: readonly Point[]; fill: string } | { art: string };

/** One side of a vehicle: its size and its layers, in its own coordinates (viewBox 0 0 width height). */
export type Drawing = { width: number; height: number; layers: Layer[]; isMirrored?: boolean };

/** The line and colours every drawing uses: line art on light fills, so a chosen part's tint shows. */
export const INK = '#1f2937';
export const COLOURS = {
  body: '#f8fafc',
  shade: '#e2e8f0',
  glass: '#cfdbe7',
  glassShine: '#e8eff6',
  tyre: '#374151',
  rim: '#e5e7eb',
  hub: '#9ca3af',
  trim: '#94a3b8',
  dark: '#475569',
  headlamp: '#fef3c7',
  tailLamp: '#fca5a5',
  chrome: '#cbd5e1',
} as const;

export type VehicleDrawings = Record<TOrientation, Drawing>;

/** The drawing seen from the other side: the art turned over, the parts' corners with it. */
export const mirrored = (drawing: Drawing): Drawing => ({ ...drawing, isMirrored: !drawing.isMirrored });

/** The parts a customer can tap, in drawing order (the topmost last), in the drawing's coordinates. */
export function partOutlines(drawing: Drawing): { partId: string; points: TSectionPoint[] }[] {
  return drawing.layers.flatMap((layer) =>
    'part' in layer ? [{ partId: layer.part, points: sectionPoints(drawing.isMirrored ? mirroredPoints(layer.points, drawing.width) : layer.points) }] : [],
  );
}

/** The drawing as a standalone SVG file. */
export function drawingSvg(drawing: Drawing): string {
  const body = drawing.layers
    .map((layer) =>
      'part' in layer
        ? `<path data-part="${layer.part}" d="${pathData(layer.points)}" fill="${layer.fill}" stroke="${INK}" stroke-width="2.2" stroke-linejoin="round"/>`
        : layer.art,
    )
    .join('\n');
  const content = drawing.isMirrored ? `<g transform="matrix(-1 0 0 1 ${drawing.width} 0)">\n${body}\n</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" width="${drawing.width}" height="${drawing.height}" fill="none" stroke-linecap="round" stroke-linejoin="round">
${content}
</svg>
`;
}
