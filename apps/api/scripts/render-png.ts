import { Resvg } from '@resvg/resvg-js';

/** An SVG drawn as a square PNG of `size` pixels. The icons have no text, so no font is needed. */
export function renderPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng();
}
