import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The families a print names, in the order the layout asks for them (print-layout.ts). */
export const PRINT_FONT_FAMILIES = ['Noto Sans', 'Noto Naskh Arabic'] as const;

const require = createRequire(import.meta.url);

/**
 * @embedpdf/fonts-arabic exports only its index, so its fonts are found beside it. It ships Noto
 * Naskh Arabic 1.0, whose letters carry their dots: the 2.x Noto Arabic fonts draw each dot as a
 * glyph of its own, and a PDF's text layer then reads 'فاتورة' as 'ففاتتورة' (decision 0046).
 */
const naskh = (file: string) => path.join(path.dirname(require.resolve('@embedpdf/fonts-arabic')), '..', 'fonts', file);

/** The OFL fonts every print is drawn with, from npm packages: nothing is fetched or read from the system. */
const FONT_FILES = [
  () => require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  () => require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  () => naskh('NotoNaskhArabic-Regular.ttf'),
  () => naskh('NotoNaskhArabic-Bold.ttf'),
];

let loaded: Buffer[] | null = null;

/** The fonts' bytes, read once per process; throws when a font is missing (a start-up error, not a render error). */
export function printFonts(): Buffer[] {
  loaded ??= FONT_FILES.map((file) => {
    try {
      return readFileSync(file());
    } catch (error) {
      throw new Error(`A print font is missing (run npm ci): ${(error as Error).message}`, { cause: error });
    }
  });
  return loaded;
}
