import { Resvg } from '@resvg/resvg-js';
import type { UploadedFile } from '../http/multipart';

/** A profile picture's width once drawn: twice the largest avatar the apps show. */
const AVATAR_PX = 512;

/**
 * An uploaded SVG drawn as a PNG, so what is kept and served is pixels only: an SVG can carry
 * script, event handlers and links that a browser runs when the file is opened on its own. resvg
 * draws shapes and runs nothing, and loads no external file or font. Answers null for an SVG it
 * cannot read.
 */
export function svgAsPng(file: UploadedFile, widthPx = AVATAR_PX): UploadedFile | null {
  try {
    const body = new Resvg(file.body, { fitTo: { mode: 'width', value: widthPx }, font: { loadSystemFonts: false } }).render().asPng();
    return { ...file, fileName: file.fileName.replace(/\.svg$/i, '.png'), body, contentType: 'image/png', bytes: body.length };
  } catch {
    return null;
  }
}
