import { gear, lettering, mix, plant, vehicleAt, type Palette, type PictureVehicle } from './picture-pieces';

/** The pictures a workshop can show: its front from the street, its service bays, its reception. */
export const PICTURE_SCENES = ['front', 'bays', 'reception'] as const;
export type PictureScene = (typeof PICTURE_SCENES)[number];

/** What a scene is drawn from: the brand's palette and vehicle, and a variation (1 to 3) so neighbouring workshops differ. */
export type SceneInput = { palette: Palette; vehicle: PictureVehicle; variation: number };

export const PICTURE_WIDTH = 640;
export const PICTURE_HEIGHT = 400;

/** A roller door, closed (slats) or open onto a lit bay with a vehicle inside. */
function rollerDoor(x: number, width: number, isOpen: boolean, { palette, vehicle }: SceneInput) {
  const frame = `<rect x="${x - 6}" y="174" width="${width + 12}" height="156" fill="${palette.dark}"/>`;
  if (!isOpen) return `${frame}<rect x="${x}" y="180" width="${width}" height="150" fill="url(#slats)"/>`;
  return `${frame}<rect x="${x}" y="180" width="${width}" height="150" fill="#374151"/>
<path d="M${x + width / 2 - 14} 180h28l${width / 2 - 4} 150H${x + 4}z" fill="#fef9c3" opacity=".14"/>
<rect x="${x}" y="180" width="${width}" height="16" fill="url(#slats)"/>
${vehicleAt(vehicle, x + width / 2, 326, width / 190, palette.accent, palette)}`;
}

/** The workshop from the street: its sign in the brand's colour, roller doors (one open), the office and a vehicle outside. */
function front(input: SceneInput): string {
  const { palette, vehicle, variation } = input;
  const doors = variation === 2 ? 3 : 2;
  const doorWidth = doors === 3 ? 88 : 128;
  const doorXs = Array.from({ length: doors }, (_, i) => 96 + i * (doorWidth + 18));
  const openDoor = (variation - 1) % doors;
  // The office (its window over its glass door) fills what the doors leave of the front.
  const office = doorXs.at(-1)! + doorWidth + 26;
  const skyline = [40, 120, 210, 330, 460, 560]
    .map((x, i) => `<rect x="${x}" y="${120 - ((i * 37 + variation * 23) % 60)}" width="${60 + ((i * 13) % 30)}" height="200" fill="#b8c4d3" opacity=".45"/>`)
    .join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<pattern id="slats" width="8" height="12" patternUnits="userSpaceOnUse"><rect width="8" height="12" fill="#e5e7eb"/><rect y="10" width="8" height="2" fill="#c4cad3"/></pattern></defs>
<rect width="640" height="400" fill="url(#sky)"/>${skyline}
<rect x="70" y="130" width="500" height="200" fill="${palette.wall}"/>
<rect x="70" y="130" width="500" height="14" fill="${palette.wallShade}"/>
<rect x="60" y="92" width="520" height="46" rx="6" fill="${palette.primary}"/>
${gear(104, 115, 13, palette.onPrimary, palette.primary)}${lettering(128, 105, 170, palette.onPrimary)}
<rect x="70" y="138" width="500" height="6" fill="${palette.accent}"/>
${doorXs.map((x, i) => rollerDoor(x, doorWidth, i === openDoor, input)).join('\n')}
<rect x="${office}" y="180" width="${560 - office}" height="66" fill="${palette.glass}" stroke="${palette.dark}" stroke-width="5"/>
<path d="M${office + 14} 243l32-60h22l-32 60z" fill="#ffffff" opacity=".45"/>
<rect x="${office + 14}" y="256" width="54" height="74" fill="${palette.glass}" stroke="${palette.dark}" stroke-width="5"/><rect x="${office + 56}" y="286" width="4" height="16" rx="2" fill="${palette.dark}"/>
<rect x="0" y="330" width="640" height="16" fill="#c9ced6"/><rect x="0" y="346" width="640" height="54" fill="#8b939e"/>
<path d="M0 374h640" stroke="#f3f4f6" stroke-width="4" stroke-dasharray="36 28"/>
${plant(variation === 3 ? 40 : 604, 332, 0.9)}
${vehicleAt(vehicle, variation === 1 ? 470 : 200, 372, vehicle === 'bike' ? 0.7 : 0.62, palette.primary, palette)}`;
}

/** A service bay inside: a vehicle up on a lift in the brand's colour, a tool wall, a tool chest and tyres. */
function bays({ palette, vehicle, variation }: SceneInput): string {
  const lights = [110, 320, 530].map(
    (x) =>
      `<rect x="${x - 50}" y="18" width="100" height="8" rx="4" fill="#f8fafc"/><path d="M${x - 50} 26h100l40 160H${x - 90}z" fill="#fffbe6" opacity=".18"/>`,
  );
  const tools = `<rect x="30" y="96" width="130" height="120" rx="6" fill="#f3f4f6" stroke="${palette.wallShade}" stroke-width="4"/>
<g fill="${palette.dark}"><rect x="48" y="112" width="8" height="60" rx="4"/><circle cx="52" cy="112" r="9"/>
<rect x="72" y="116" width="6" height="64" rx="3"/><rect x="68" y="166" width="14" height="24" rx="4" fill="${palette.accent}"/>
<rect x="96" y="112" width="8" height="70" rx="3"/><rect x="88" y="110" width="24" height="12" rx="3"/>
<circle cx="134" cy="132" r="14" fill="none" stroke="${palette.dark}" stroke-width="5"/><rect x="124" y="160" width="24" height="36" rx="4" fill="${palette.metal}"/></g>`;
  const lifted = vehicle === 'bike' ? 0.95 : 1;
  const liftY = 222;
  const chestX = variation === 2 ? 36 : 520;
  return `<rect width="640" height="400" fill="${palette.wall}"/>
<rect y="0" width="640" height="34" fill="${palette.wallShade}"/>
${lights.join('')}
<rect y="238" width="640" height="62" fill="${palette.primary}" opacity=".9"/>
<rect y="232" width="640" height="6" fill="${palette.accent}"/>
<rect y="300" width="640" height="100" fill="#cfd4dc"/>
<path d="M120 400l60-100M520 400l-60-100" stroke="${palette.accent}" stroke-width="8"/>
${variation === 2 ? '' : tools}
<rect x="196" y="150" width="18" height="150" fill="${palette.primary}"/><rect x="426" y="150" width="18" height="150" fill="${palette.primary}"/>
<rect x="186" y="292" width="38" height="10" fill="${palette.dark}"/><rect x="416" y="292" width="38" height="10" fill="${palette.dark}"/>
<rect x="204" y="${liftY}" width="232" height="10" rx="4" fill="${palette.metal}"/>
${vehicleAt(vehicle, 320, liftY, lifted, palette.accent, palette)}
<rect x="${chestX}" y="214" width="84" height="88" rx="6" fill="${mix(palette.accent, '#000000', 0.12)}"/>
<g fill="#ffffff" opacity=".55">${[230, 252, 274].map((y) => `<rect x="${chestX + 10}" y="${y}" width="64" height="4" rx="2"/>`).join('')}</g>
<g fill="${palette.dark}">${[0, 1, 2].map((i) => `<ellipse cx="${variation === 2 ? 580 : 70}" cy="${352 - i * 20}" rx="40" ry="12"/>`).join('')}</g>
<g fill="#4b5563">${[0, 1, 2].map((i) => `<ellipse cx="${variation === 2 ? 580 : 70}" cy="${350 - i * 20}" rx="18" ry="5"/>`).join('')}</g>`;
}

/** The reception: a counter in the brand's colour under its sign, a window onto the street, waiting chairs and a plant. */
function reception({ palette, variation }: SceneInput): string {
  const chairs = [0, 1, 2]
    .map((i) => {
      const x = 60 + i * 62;
      return `<rect x="${x}" y="268" width="50" height="40" rx="8" fill="${palette.accent}"/><rect x="${x}" y="300" width="50" height="12" rx="4" fill="${mix(palette.accent, '#000000', 0.15)}"/><rect x="${x + 6}" y="312" width="5" height="26" fill="${palette.dark}"/><rect x="${x + 39}" y="312" width="5" height="26" fill="${palette.dark}"/>`;
    })
    .join('');
  const lamps = [380, 470, 560].map(
    (x) => `<path d="M${x} 0v46" stroke="${palette.dark}" stroke-width="2"/><path d="M${x - 18} 64a18 18 0 0 1 36 0z" fill="${palette.primary}"/>`,
  );
  return `<rect width="640" height="400" fill="${mix(palette.wall, '#ffffff', 0.4)}"/>
<rect y="338" width="640" height="62" fill="#e3ddd3"/><path d="M0 338h640" stroke="#cfc6b8" stroke-width="4"/>
<rect x="36" y="56" width="250" height="190" fill="${palette.skyTop}" stroke="${palette.dark}" stroke-width="6"/>
<g fill="#b8c4d3">${[50, 100, 150, 200, 240].map((x, i) => `<rect x="${x}" y="${150 - ((i * 29 + variation * 17) % 50)}" width="36" height="${100 + ((i * 29 + variation * 17) % 50)}"/>`).join('')}</g>
<path d="M161 56v190M36 150h250" stroke="${palette.dark}" stroke-width="5"/><path d="M60 236l60-170h26l-60 170z" fill="#ffffff" opacity=".35"/>
${lamps.join('')}
<rect x="360" y="92" width="220" height="70" rx="10" fill="${palette.primary}"/>${gear(398, 127, 16, palette.onPrimary, palette.primary)}${lettering(424, 114, 130, palette.onPrimary)}
<rect x="336" y="232" width="268" height="14" rx="4" fill="#f9fafb"/><rect x="346" y="246" width="248" height="92" fill="${palette.primary}"/>
<rect x="346" y="246" width="248" height="8" fill="${palette.accent}"/>${gear(470, 296, 16, palette.onPrimary, palette.primary)}
<rect x="${variation === 3 ? 380 : 520}" y="190" width="54" height="38" rx="4" fill="${palette.dark}"/><rect x="${variation === 3 ? 401 : 541}" y="228" width="12" height="6" fill="${palette.dark}"/>
${chairs}
${plant(variation === 1 ? 300 : 24, 340, 1)}`;
}

const SCENES: Record<PictureScene, (input: SceneInput) => string> = { front, bays, reception };

/** One picture as SVG: a 640 x 400 drawing, a few kilobytes, crisp at any size. */
export function drawScene(scene: PictureScene, input: SceneInput): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}">
${SCENES[scene](input)}
</svg>`;
}
