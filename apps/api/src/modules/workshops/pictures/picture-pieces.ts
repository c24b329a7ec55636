/**
 * The pieces the workshop pictures are drawn with: the brand's colours turned into a palette, and
 * a few flat shapes (a car or a motorcycle from the side, the workshop's gear emblem, a sign's
 * lettering as bars). No text: a picture reads the same in every language and needs no font.
 */
import type { TTheme } from '@servicebay/domain';

/** What the brand services: its pictures show that vehicle. */
export type PictureVehicle = 'car' | 'bike';

/** `a` moved `share` of the way to `b`; both `#rrggbb` (the theme's colours are checked to be). */
export function mix(a: string, b: string, share: number): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  return `#${[1, 3, 5]
    .map((at) =>
      Math.round(channel(a, at) * (1 - share) + channel(b, at) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export type Palette = {
  primary: string;
  onPrimary: string;
  accent: string;
  /** Walls: the primary colour faded almost to white. */
  wall: string;
  wallShade: string;
  skyTop: string;
  skyBottom: string;
  ground: string;
  dark: string;
  metal: string;
  glass: string;
};

const WHITE = '#ffffff';

/** The brand's theme as the colours of a scene; `variation` (1 to 3) tints the sky differently per workshop. */
export function paletteOf(theme: TTheme, variation: number): Palette {
  const skies = ['#cfe7fb', '#dcebf7', '#fbe3cf'];
  const sky = skies[(variation - 1) % skies.length]!;
  return {
    primary: theme.primary,
    onPrimary: theme.primaryContrast,
    accent: theme.accent,
    wall: mix(theme.primary, WHITE, 0.88),
    wallShade: mix(theme.primary, WHITE, 0.74),
    skyTop: sky,
    skyBottom: mix(sky, theme.surface, 0.7),
    ground: '#d6dae1',
    dark: '#1f2937',
    metal: '#9ca3af',
    glass: mix('#93c5fd', WHITE, 0.35),
  };
}

/** A car from the side, 160 wide and 56 high at scale 1, wheels standing on y = 56. */
export const carSide = (x: number, y: number, scale: number, body: string, glass: string, tyre: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">
<path fill="${body}" d="M6 44V32c0-4 3-7 7-8l24-4 20-15c3-2 7-4 11-4h34c5 0 9 2 12 5l17 16 16 3c5 1 8 5 8 10v9c0 3-2 5-5 5h-8a17 17 0 0 0-33 0H52a17 17 0 0 0-33 0h-8c-3 0-5-2-5-5z"/>
<path fill="${glass}" d="M48 23l17-13c2-2 5-3 8-3h10v16zM91 23V7h12c3 0 5 1 7 3l13 13z"/>
<circle cx="35" cy="46" r="13" fill="${tyre}"/><circle cx="35" cy="46" r="5" fill="${glass}"/>
<circle cx="126" cy="46" r="13" fill="${tyre}"/><circle cx="126" cy="46" r="5" fill="${glass}"/>
</g>`;

/** A motorcycle from the side, about 120 wide and 70 high at scale 1, wheels standing on y = 70. */
export const motorcycleSide = (x: number, y: number, scale: number, body: string, glass: string, tyre: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">
<g fill="none" stroke="${tyre}" stroke-width="7"><circle cx="22" cy="48" r="18"/><circle cx="98" cy="48" r="18"/></g>
<path fill="none" stroke="${tyre}" stroke-width="5" stroke-linecap="round" d="M98 48L84 14h10M22 48l26-4"/>
<path fill="${body}" d="M26 32c0-3 2-5 5-5h22l7-8c2-2 4-3 7-3h12c3 0 5 2 6 4l3 8-15 19H57l-11-10H31c-3 0-5-2-5-5z"/>
<rect x="52" y="36" width="20" height="14" rx="4" fill="${tyre}"/>
<circle cx="22" cy="48" r="4" fill="${glass}"/><circle cx="98" cy="48" r="4" fill="${glass}"/>
</g>`;

/** The brand's vehicle, standing on `groundY` with its middle at `middleX`. */
export function vehicleAt(vehicle: PictureVehicle, middleX: number, groundY: number, scale: number, body: string, palette: Palette) {
  return vehicle === 'bike'
    ? motorcycleSide(middleX - 60 * scale, groundY - 70 * scale, scale, body, palette.glass, palette.dark)
    : carSide(middleX - 80 * scale, groundY - 60 * scale, scale, body, palette.glass, palette.dark);
}

/** The workshop's emblem: a gear (a dashed ring makes the teeth) with a hub. */
export const gear = (cx: number, cy: number, r: number, ink: string, ground: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ink}" stroke-width="${r * 0.55}" stroke-dasharray="${r * 0.42} ${r * 0.36}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="${ink}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.32}" fill="${ground}"/>`;

/** A sign's name and strapline, drawn as two bars where letters would be. */
export const lettering = (x: number, y: number, width: number, ink: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="9" rx="4.5" fill="${ink}"/><rect x="${x}" y="${y + 14}" width="${Math.round(width * 0.6)}" height="6" rx="3" fill="${ink}" opacity=".7"/>`;

/** A pot plant, standing on `groundY`. */
export const plant = (x: number, groundY: number, scale = 1) =>
  `<g transform="translate(${x} ${groundY}) scale(${scale})"><ellipse cx="-10" cy="-46" rx="12" ry="20" fill="#3f8f5a"/><ellipse cx="10" cy="-50" rx="12" ry="24" fill="#4fa36b"/><ellipse cx="0" cy="-60" rx="10" ry="22" fill="#2f7a4a"/><path d="M-14-28h28l-4 28h-20z" fill="#9a6b4f"/></g>`;
