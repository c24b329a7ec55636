import { COLOURS, INK, type Drawing } from './drawing';
import { chain, line, pathData, quad, reversed, ring, type Edge, type Point } from './geometry';

/**
 * The same saloon seen from the front and from the back, from a little above, so the bonnet and
 * the boot lid show as surfaces. Both are symmetric: the left half of the picture is written,
 * the right half is its mirror. Coordinates: 480 x 340.
 */
export const CAR_END_SIZE = { width: 480, height: 340 } as const;
const MIDDLE = CAR_END_SIZE.width / 2;

const mx = ([x, y]: Point): Point => [2 * MIDDLE - x, y];
/** An edge of the left half as the matching edge of the right half, run the other way so it continues a ring. */
const mapped = (edge: Edge): Edge => edge.map(mx);
const mirrorEdge = (edge: Edge): Edge => reversed(mapped(edge));
/** An edge from the left half's point to the middle, and on from the middle to the mirrored point. */
const acrossMiddle = (edge: Edge): Edge => chain(edge, mirrorEdge(edge));

// The outline of the left half, from the bottom of the middle round to the top of the middle.
const BOTTOM: Point = [MIDDLE, 294];
const BOTTOM_CORNER: Point = [96, 294];
const SIDE_LOW: Point = [68, 270];
const SIDE_HIGH: Point = [66, 204];
const SHOULDER: Point = [80, 186];
const PILLAR_BASE: Point = [112, 140];
const ROOF_CORNER: Point = [156, 64];
const ROOF_SIDE: Point = [182, 42];
const ROOF_MIDDLE: Point = [MIDDLE, 38];
const GLASS_BASE: Point = [134, 136];
const GLASS_TOP: Point = [168, 72];
const LAMP_INNER_TOP: Point = [168, 191];

const bottom = line(BOTTOM, BOTTOM_CORNER);
const corner = quad(BOTTOM_CORNER, [70, 294], SIDE_LOW);
const side = line(SIDE_LOW, SIDE_HIGH);
const shoulder = quad(SIDE_HIGH, [66, 192], SHOULDER);
const pillar = line(SHOULDER, PILLAR_BASE, ROOF_CORNER);
const roofEdge = chain(quad(ROOF_CORNER, [162, 48], ROOF_SIDE), quad(ROOF_SIDE, [210, 37], ROOF_MIDDLE));
/** The lid's front edge (bonnet) or rear edge (boot deck) above the lamps, to the middle. */
const lidEdgeOverLamp = quad(SHOULDER, [124, 192], LAMP_INNER_TOP);
const lidEdgeMiddle = quad(LAMP_INNER_TOP, [204, 193], [MIDDLE, 193]);
const glassBase = quad(GLASS_BASE, [188, 131], [MIDDLE, 131]);
const glassTop = quad(GLASS_TOP, [200, 67], [MIDDLE, 66]);

const silhouette = ring(bottom, corner, side, shoulder, pillar, roofEdge, mirrorEdge(chain(corner, side, shoulder, pillar, roofEdge)), mirrorEdge(bottom));

const glassRing = ring(acrossMiddle(glassBase), line(mx(GLASS_BASE), mx(GLASS_TOP)), reversed(acrossMiddle(glassTop)), line(GLASS_TOP, GLASS_BASE));
const roofRing = ring(line(GLASS_TOP, ROOF_CORNER), acrossMiddle(roofEdge), line(mx(ROOF_CORNER), mx(GLASS_TOP)), reversed(acrossMiddle(glassTop)));
const lidTop = (edge: Edge) => ring(acrossMiddle(edge), line(mx(SHOULDER), mx(GLASS_BASE)), reversed(acrossMiddle(glassBase)), line(GLASS_BASE, SHOULDER));
const mirrorRing = ring(
  line(PILLAR_BASE, [72, 128]),
  quad([72, 128], [56, 125], [56, 140]),
  line([56, 140], [60, 152]),
  quad([60, 152], [64, 159], [84, 157]),
  line([84, 157], [114, 152]),
);

const tyres = `<rect x="84" y="262" width="46" height="58" rx="9" fill="${COLOURS.tyre}" stroke="${INK}" stroke-width="2.2"/>
<rect x="350" y="262" width="46" height="58" rx="9" fill="${COLOURS.tyre}" stroke="${INK}" stroke-width="2.2"/>`;
const ground = `<ellipse cx="${MIDDLE}" cy="321" rx="200" ry="8" fill="${COLOURS.shade}"/>`;
const body = `<path d="${pathData(silhouette)}" fill="${COLOURS.body}" stroke="${INK}" stroke-width="2.6"/>`;

/** The car from the front: bonnet, windscreen, roof, bumper, headlamps and mirrors. The car's left is on the picture's right. */
export function carFront(): Drawing {
  const LAMP_INNER_LOW: Point = [160, 216];
  const LAMP_OUTER_LOW: Point = [96, 222];
  const lampInner = line(LAMP_INNER_TOP, LAMP_INNER_LOW, LAMP_OUTER_LOW);
  const lampOuter = quad(LAMP_OUTER_LOW, [76, 216], SHOULDER);
  const lamp = ring(lidEdgeOverLamp, lampInner, lampOuter);
  const bumper = ring(
    lidEdgeMiddle,
    mirrorEdge(lidEdgeMiddle),
    mirrorEdge(reversed(lampInner)),
    mirrorEdge(reversed(lampOuter)),
    mirrorEdge(chain(corner, side, shoulder)),
    mirrorEdge(bottom),
    bottom,
    corner,
    side,
    shoulder,
    reversed(lampOuter),
    reversed(lampInner),
  );
  return {
    ...CAR_END_SIZE,
    layers: [
      { art: ground + tyres + body },
      { part: 'bonnet', points: lidTop(chain(lidEdgeOverLamp, lidEdgeMiddle)), fill: COLOURS.body },
      { part: 'windscreen', points: glassRing, fill: COLOURS.glass },
      { part: 'roof', points: roofRing, fill: COLOURS.body },
      { part: 'front-bumper', points: bumper, fill: COLOURS.body },
      {
        art: `<path d="M178 202Q240 198 302 202L296 232Q240 236 184 232Z" fill="${COLOURS.dark}" stroke="${INK}" stroke-width="2"/>
<path d="M186 212H294M187 222H293" stroke="${COLOURS.trim}" stroke-width="2"/>
<path d="M150 252Q240 246 330 252L322 278Q240 284 158 278Z" fill="${COLOURS.dark}" stroke="${INK}" stroke-width="2"/>
<rect x="206" y="238" width="68" height="14" rx="2" fill="#ffffff" stroke="${INK}" stroke-width="1.6"/>
<circle cx="112" cy="262" r="9" fill="${COLOURS.headlamp}" stroke="${INK}" stroke-width="1.6"/>
<circle cx="368" cy="262" r="9" fill="${COLOURS.headlamp}" stroke="${INK}" stroke-width="1.6"/>
<path d="M${pathData([
          [226, 104],
          [252, 82],
        ]).slice(1, -1)}M${pathData([
          [246, 110],
          [268, 92],
        ]).slice(1, -1)}" stroke="${COLOURS.glassShine}" stroke-width="5"/>`,
      },
      { part: 'right-headlamp', points: lamp, fill: COLOURS.headlamp },
      { part: 'left-headlamp', points: lamp.map(mx), fill: COLOURS.headlamp },
      { part: 'right-mirror', points: mirrorRing, fill: COLOURS.body },
      { part: 'left-mirror', points: mirrorRing.map(mx), fill: COLOURS.body },
    ],
  };
}

/** The car from behind: boot lid, rear windscreen, roof, bumper, tail lamps and mirrors. The car's left is on the picture's left. */
export function carRear(): Drawing {
  const LAMP_INNER_LOW: Point = [170, 214];
  const LAMP_OUTER_LOW: Point = [94, 224];
  const BOOT_BOTTOM: Point = [176, 238];
  const lampInner = line(LAMP_INNER_TOP, LAMP_INNER_LOW);
  const lampLower = line(LAMP_INNER_LOW, LAMP_OUTER_LOW);
  const lampOuter = quad(LAMP_OUTER_LOW, [74, 214], SHOULDER);
  const lamp = ring(lidEdgeOverLamp, lampInner, lampLower, lampOuter);
  const bootFace = line(LAMP_INNER_LOW, BOOT_BOTTOM);
  const bumperTop = line(BOOT_BOTTOM, mx(BOOT_BOTTOM));
  // The lid is the deck and the face between the lamps, in one piece.
  const boot = ring(
    line(GLASS_BASE, SHOULDER),
    lidEdgeOverLamp,
    lampInner,
    bootFace,
    bumperTop,
    mirrorEdge(bootFace),
    mirrorEdge(lampInner),
    mirrorEdge(lidEdgeOverLamp),
    line(mx(SHOULDER), mx(GLASS_BASE)),
    reversed(acrossMiddle(glassBase)),
  );
  // The bumper wraps up the corners below the lamps.
  const rearBumper = ring(
    reversed(bootFace),
    lampLower,
    lampOuter,
    reversed(shoulder),
    reversed(side),
    reversed(corner),
    reversed(bottom),
    mapped(chain(bottom, corner, side, shoulder, reversed(lampOuter), reversed(lampLower), bootFace)),
    reversed(bumperTop),
  );
  return {
    ...CAR_END_SIZE,
    layers: [
      { art: ground + tyres + body },
      { part: 'boot', points: boot, fill: COLOURS.body },
      { part: 'rear-windscreen', points: glassRing, fill: COLOURS.glass },
      { part: 'roof', points: roofRing, fill: COLOURS.body },
      { part: 'rear-bumper', points: rearBumper, fill: COLOURS.body },
      {
        art: `<path d="${pathData(acrossMiddle(lidEdgeMiddle)).slice(0, -1)}" stroke="${COLOURS.trim}" stroke-width="1.6"/>
<rect x="200" y="206" width="80" height="22" rx="3" fill="#ffffff" stroke="${INK}" stroke-width="1.6"/>
<path d="M176 96H304M170 108H310M166 120H314" stroke="${COLOURS.glassShine}" stroke-width="1.6"/>
<path d="M120 276H200" stroke="${COLOURS.trim}" stroke-width="3"/><path d="M280 276H360" stroke="${COLOURS.trim}" stroke-width="3"/>
<rect x="118" y="290" width="30" height="10" rx="5" fill="${COLOURS.chrome}" stroke="${INK}" stroke-width="1.6"/>`,
      },
      { part: 'left-tail-lamp', points: lamp, fill: COLOURS.tailLamp },
      { part: 'right-tail-lamp', points: lamp.map(mx), fill: COLOURS.tailLamp },
      { part: 'left-mirror', points: mirrorRing, fill: COLOURS.body },
      { part: 'right-mirror', points: mirrorRing.map(mx), fill: COLOURS.body },
    ],
  };
}
