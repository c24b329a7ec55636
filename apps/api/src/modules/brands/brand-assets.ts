import type { TTheme } from '@servicebay/domain';

/**
 * Logos, icons and login slides drawn from the brand's theme, so a new brand looks finished
 * before its designer uploads artwork. Plain SVG: crisp at any size, a few hundred bytes.
 */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function brandIcon(name: string, theme: TTheme): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">
<rect width="64" height="64" rx="14" fill="${theme.primary}"/>
<text x="32" y="41" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="${theme.primaryContrast}">${escapeXml(initials(name))}</text>
</svg>`;
}

export function brandLogo(name: string, theme: TTheme): string {
  const width = 72 + name.length * 13;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 56" width="${width}" height="56" role="img" aria-label="${escapeXml(name)}">
<rect x="4" y="4" width="48" height="48" rx="11" fill="${theme.primary}"/>
<path d="M14 34l4-9c1-2 2-3 5-3h10c3 0 4 1 5 3l4 9v6h-4v-3H18v3h-4z" fill="${theme.primaryContrast}"/>
<circle cx="21" cy="34" r="2.5" fill="${theme.primary}"/><circle cx="35" cy="34" r="2.5" fill="${theme.primary}"/>
<text x="62" y="36" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${theme.primary}">${escapeXml(name)}</text>
</svg>`;
}

const SLIDE_SCENES = [
  // A car on the road.
  (t: TTheme) => `<path d="M120 250l30-64c8-16 18-24 40-24h120c22 0 32 8 40 24l30 64v50h-40v-24H160v24h-40z" fill="${t.primaryContrast}" opacity=".95"/>
<circle cx="185" cy="262" r="18" fill="${t.primary}"/><circle cx="335" cy="262" r="18" fill="${t.primary}"/>
<rect x="40" y="320" width="440" height="8" rx="4" fill="${t.primaryContrast}" opacity=".5"/>`,
  // A price tag with a tick.
  (t: TTheme) => `<path d="M150 130h150l90 90-110 110-130-130z" fill="${t.primaryContrast}" opacity=".95"/>
<circle cx="195" cy="175" r="14" fill="${t.primary}"/>
<path d="M240 240l30 30 60-60" stroke="${t.accent}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A phone with a timeline.
  (t: TTheme) => `<rect x="190" y="90" width="140" height="250" rx="22" fill="${t.primaryContrast}" opacity=".95"/>
${[140, 190, 240, 290].map((y, i) => `<circle cx="225" cy="${y}" r="10" fill="${i < 3 ? t.accent : t.primary}"/><rect x="245" y="${y - 6}" width="60" height="12" rx="6" fill="${t.primary}" opacity=".6"/>`).join('')}`,
];

export function brandSlide(index: number, theme: TTheme): string | null {
  const scene = SLIDE_SCENES[index - 1];
  if (!scene) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 400" role="img" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.primary}"/><stop offset="1" stop-color="${theme.accent}"/></linearGradient></defs>
<rect width="520" height="400" rx="24" fill="url(#g)"/>
${scene(theme)}
</svg>`;
}
