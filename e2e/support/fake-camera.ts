import { writeFileSync } from 'node:fs';

/** A 13-digit EAN from 12: the GS1 check digit (weights 1 and 3 from the left) appended. */
export function ean13Of(first12: string): string {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** GS1 General Specifications, EAN-13: each digit's seven modules in the L set; R is its complement, G is R reversed. */
const L_CODES = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R_CODES = L_CODES.map((code) => [...code].map((module) => (module === '1' ? '0' : '1')).join(''));
const G_CODES = R_CODES.map((code) => [...code].reverse().join(''));
/** Which set each of the left six digits takes, by the first digit (which is encoded by that choice alone). */
const LEFT_SETS = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 symbol, '1' a bar: guards, the left six by their sets, the right six in R. */
export function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const sets = LEFT_SETS[digits[0]!]!;
  const left = digits.slice(1, 7).map((digit, index) => (sets[index] === 'L' ? L_CODES : G_CODES)[digit]);
  const right = digits.slice(7).map((digit) => R_CODES[digit]);
  return ['101', ...left, '01010', ...right, '101'].join('');
}

const WIDTH = 640;
const HEIGHT = 480;
const BLACK = 16;
const WHITE = 235;
/** Neutral chroma: the picture is grey levels only. */
const NO_COLOUR = 128;
const MODULE_PX = 4;
const BAR_HEIGHT = 200;

/**
 * A film of one EAN-13 barcode for Chromium's fake camera (`--use-fake-device-for-media-stream
 * --use-file-for-fake-video-capture=<file>`), which plays a Y4M file in a loop: a phone held still
 * over a part's label. Y4M is raw 4:2:0 frames after a one-line header, so the bars go into the
 * luma plane on white (far wider than the symbol's quiet zones) and the chroma planes stay neutral.
 */
export function writeBarcodeFilm(code: string, file: string, frames = 5) {
  const modules = ean13Modules(code);
  const left = Math.floor((WIDTH - modules.length * MODULE_PX) / 2);
  const top = Math.floor((HEIGHT - BAR_HEIGHT) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let y = top; y < top + BAR_HEIGHT; y++)
    for (let x = 0; x < modules.length * MODULE_PX; x++) if (modules[Math.floor(x / MODULE_PX)] === '1') luma[y * WIDTH + left + x] = BLACK;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), NO_COLOUR);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]));
}
