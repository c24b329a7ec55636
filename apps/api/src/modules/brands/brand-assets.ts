import type { TTheme } from '@servicebay/domain';
import { vehicleGlyph, type VehicleKind } from './vehicle-glyphs';

/**
 * Logos, icons and login slides drawn from the brand's theme, so a new brand looks finished
 * before its designer uploads artwork. Plain SVG: crisp at any size, a few hundred bytes.
 */
/** What a brand services, for its art: motorcycles for a bike brand, cars for the others. */
export const vehicleKindOf = (variant: string): VehicleKind => (variant === 'bike' ? 'bike' : 'car');

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The brand's mark: its vehicle in its contrast colour on a rounded square of its primary colour. */
const mark = (theme: TTheme, kind: VehicleKind) =>
  `<rect width="64" height="64" rx="14" fill="${theme.primary}"/>\n${vehicleGlyph(kind, theme.primaryContrast, theme.primary)}`;

/**
 * The brand's app icon and favicon: the mark of its logo. `fullBleed` fills the square edge to
 * edge with the vehicle inside the middle 80%, for icons the platform rounds or masks itself
 * (the maskable PWA icon, the apple-touch icon).
 */
export function brandIcon(name: string, theme: TTheme, kind: VehicleKind, { fullBleed = false } = {}): string {
  const art = fullBleed
    ? `<rect width="64" height="64" fill="${theme.primary}"/>\n<g transform="translate(9.6 9.6) scale(.7)">${vehicleGlyph(kind, theme.primaryContrast, theme.primary)}</g>`
    : mark(theme, kind);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">
${art}
</svg>`;
}

export function brandLogo(name: string, theme: TTheme, kind: VehicleKind): string {
  const width = 72 + name.length * 13;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 56" width="${width}" height="56" role="img" aria-label="${escapeXml(name)}">
<g transform="translate(4 4) scale(.75)">${mark(theme, kind)}</g>
<text x="62" y="36" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${theme.primary}">${escapeXml(name)}</text>
</svg>`;
}

const SLIDE_SCENES = [
  // The brand's vehicle on the road: a car, or a motorcycle for a bike brand.
  (t: TTheme, kind: VehicleKind) => `<g transform="translate(100 40) scale(5)">${vehicleGlyph(kind, t.primaryContrast, t.primary)}</g>
<rect x="60" y="293" width="400" height="8" rx="4" fill="${t.primaryContrast}" opacity=".5"/>`,
  // A price tag with a tick.
  (t: TTheme) => `<path d="M150 130h150l90 90-110 110-130-130z" fill="${t.primaryContrast}" opacity=".95"/>
<circle cx="195" cy="175" r="14" fill="${t.primary}"/>
<path d="M240 240l30 30 60-60" stroke="${t.accent}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A phone with a timeline.
  (t: TTheme) => `<rect x="190" y="90" width="140" height="250" rx="22" fill="${t.primaryContrast}" opacity=".95"/>
${[140, 190, 240, 290].map((y, i) => `<circle cx="225" cy="${y}" r="10" fill="${i < 3 ? t.accent : t.primary}"/><rect x="245" y="${y - 6}" width="60" height="12" rx="6" fill="${t.primary}" opacity=".6"/>`).join('')}`,
];

export function brandSlide(index: number, theme: TTheme, kind: VehicleKind): string | null {
  const scene = SLIDE_SCENES[index - 1];
  if (!scene) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 400" role="img" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.primary}"/><stop offset="1" stop-color="${theme.accent}"/></linearGradient></defs>
<rect width="520" height="400" rx="24" fill="url(#g)"/>
${scene(theme, kind)}
</svg>`;
}
