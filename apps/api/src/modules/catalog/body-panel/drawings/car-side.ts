import { COLOURS, INK, type Drawing } from './drawing';
import { arc, cubic, line, onCircle, quad, reversed, ring, pathData, type Point } from './geometry';

/**
 * A saloon car seen from its left side, nose to the left (the right side is this drawing turned
 * over, with the right-hand parts' names). Coordinates: 800 x 320, ground at y 300.
 */
export const CAR_SIDE_SIZE = { width: 800, height: 320 } as const;

const FRONT_WHEEL: Point = [172, 250];
const REAR_WHEEL: Point = [622, 250];
const ARCH = 58;
/** Where an arch meets a horizontal line `dy` below the wheel's centre, in degrees either side. */
const archMeets = (dy: number) => (Math.asin(dy / ARCH) * 180) / Math.PI;
const ROCKER_Y = 264;
const DOOR_BOTTOM = 258;
const AT_ROCKER = archMeets(ROCKER_Y - FRONT_WHEEL[1]);
const AT_DOOR_BOTTOM = archMeets(DOOR_BOTTOM - FRONT_WHEEL[1]);

// The silhouette's key points, front to back over the top.
const NOSE: Point = [20, 222];
const NOSE_TOP: Point = [27, 199];
const BONNET_FRONT: Point = [52, 184];
const HEADLAMP_TOP: Point = [134, 174];
const COWL: Point = [302, 154];
const SCREEN_TOP: Point = [400, 72];
const ROOF_BACK: Point = [584, 67];
const DECK_FRONT: Point = [676, 128];
const LAMP_TOP: Point = [738, 131];
const TAIL: Point = [766, 136];
const LAMP_BOTTOM: Point = [780, 166];
const BUMPER_TOP: Point = [781, 204];
const TAIL_BOTTOM: Point = [779, 224];
const BUMPER_CORNER: Point = [758, ROCKER_Y];
const FRONT_CORNER: Point = [42, ROCKER_Y];

// Shared edges, each written once.
const noseLower = quad(NOSE, [19, 208], NOSE_TOP);
const noseUpper = quad(NOSE_TOP, [33, 188], BONNET_FRONT);
const bonnetFront = quad(BONNET_FRONT, [92, 178], HEADLAMP_TOP);
const bonnetRear = cubic(HEADLAMP_TOP, [190, 166], [260, 158], COWL);
const windscreen = quad(COWL, [348, 114], SCREEN_TOP);
const roof = cubic(SCREEN_TOP, [436, 55], [532, 53], ROOF_BACK);
const rearScreen = quad(ROOF_BACK, [642, 88], DECK_FRONT);
const deckFront = quad(DECK_FRONT, [706, 128], LAMP_TOP);
const deckRear = quad(LAMP_TOP, [754, 132], TAIL);
const tailUpper = quad(TAIL, [778, 142], LAMP_BOTTOM);
const tailMiddle = quad(LAMP_BOTTOM, [782, 186], BUMPER_TOP);
const tailLower = quad(BUMPER_TOP, [781, 215], TAIL_BOTTOM);
const rearCorner = quad(TAIL_BOTTOM, [778, 262], BUMPER_CORNER);
const frontFace = cubic(FRONT_CORNER, [27, 263], [20, 246], NOSE);

// Lines across the body.
const beltY = (x: number) => 162 - (x - 300) * 0.05;
const DOOR_FRONT_TOP: Point = [300, beltY(300)];
const B_PILLAR_TOP: Point = [458, beltY(458)];
const C_LINE_TOP: Point = [604, beltY(604)];
const B_PILLAR_BOTTOM: Point = [456, DOOR_BOTTOM];
const DOOR_FRONT_BOTTOM: Point = [304, DOOR_BOTTOM];
const frontDoorEdge = cubic(DOOR_FRONT_TOP, [294, 190], [296, 230], DOOR_FRONT_BOTTOM);
const REAR_DOOR_ARCH = -118;
const QUARTER_SEAM_ARCH = -40;
const FENDER_SEAM_ARCH = -150;
const rearDoorArch = arc(REAR_WHEEL, ARCH, REAR_DOOR_ARCH, -180 - AT_DOOR_BOTTOM);
const rearDoorEdge = line(C_LINE_TOP, onCircle(REAR_WHEEL, ARCH, REAR_DOOR_ARCH));
const headlampBottom: Point = [124, 196];
const headlampLower = quad(headlampBottom, [76, 201], NOSE_TOP);
const bumperSeam = line(headlampBottom, onCircle(FRONT_WHEEL, ARCH, FENDER_SEAM_ARCH));
const rearBumperSeam = line(onCircle(REAR_WHEEL, ARCH, QUARTER_SEAM_ARCH), BUMPER_TOP);
const tailLampFront = line(LAMP_TOP, [746, 160], LAMP_BOTTOM);

const silhouette = ring(
  noseLower,
  noseUpper,
  bonnetFront,
  bonnetRear,
  windscreen,
  roof,
  rearScreen,
  deckFront,
  deckRear,
  tailUpper,
  tailMiddle,
  tailLower,
  rearCorner,
  line(BUMPER_CORNER, onCircle(REAR_WHEEL, ARCH, AT_ROCKER)),
  arc(REAR_WHEEL, ARCH, AT_ROCKER, -180 - AT_ROCKER),
  line(onCircle(REAR_WHEEL, ARCH, 180 - AT_ROCKER), onCircle(FRONT_WHEEL, ARCH, AT_ROCKER)),
  arc(FRONT_WHEEL, ARCH, AT_ROCKER, -180 - AT_ROCKER),
  line(onCircle(FRONT_WHEEL, ARCH, 180 - AT_ROCKER), FRONT_CORNER),
  frontFace,
);

/** The parts' outlines, the same on either side (the right side is drawn turned over). */
const PARTS = {
  frontBumper: ring(
    reversed(headlampLower),
    bumperSeam,
    arc(FRONT_WHEEL, ARCH, FENDER_SEAM_ARCH, -180 - AT_ROCKER),
    line(onCircle(FRONT_WHEEL, ARCH, 180 - AT_ROCKER), FRONT_CORNER),
    frontFace,
    noseLower,
  ),
  headlamp: ring(bonnetFront, line(HEADLAMP_TOP, headlampBottom), headlampLower, noseUpper),
  fender: ring(
    bonnetRear,
    line(COWL, DOOR_FRONT_TOP),
    frontDoorEdge,
    line(DOOR_FRONT_BOTTOM, onCircle(FRONT_WHEEL, ARCH, AT_DOOR_BOTTOM)),
    arc(FRONT_WHEEL, ARCH, AT_DOOR_BOTTOM, FENDER_SEAM_ARCH),
    reversed(bumperSeam),
    line(headlampBottom, HEADLAMP_TOP),
  ),
  frontDoor: ring(line(DOOR_FRONT_TOP, B_PILLAR_TOP, B_PILLAR_BOTTOM, DOOR_FRONT_BOTTOM), reversed(frontDoorEdge)),
  rearDoor: ring(line(B_PILLAR_TOP, C_LINE_TOP), rearDoorEdge, rearDoorArch, line(onCircle(REAR_WHEEL, ARCH, 180 - AT_DOOR_BOTTOM), B_PILLAR_BOTTOM)),
  quarter: ring(
    reversed(rearDoorEdge),
    line(C_LINE_TOP, ROOF_BACK),
    rearScreen,
    deckFront,
    tailLampFront,
    tailMiddle,
    reversed(rearBumperSeam),
    arc(REAR_WHEEL, ARCH, QUARTER_SEAM_ARCH, REAR_DOOR_ARCH),
  ),
  tailLamp: ring(deckRear, tailUpper, reversed(tailLampFront)),
  rearBumper: ring(
    tailLower,
    rearCorner,
    line(BUMPER_CORNER, onCircle(REAR_WHEEL, ARCH, AT_ROCKER)),
    arc(REAR_WHEEL, ARCH, AT_ROCKER, QUARTER_SEAM_ARCH),
    rearBumperSeam,
  ),
  mirror: ring(
    line([310, 161], [316, 145]),
    quad([316, 145], [320, 137], [336, 138]),
    line([336, 138], [350, 143]),
    quad([350, 143], [356, 157], [344, 162]),
    line([344, 162], [310, 161]),
  ),
};

const wheel = ([cx, cy]: Point) => `<g>
<circle cx="${cx}" cy="${cy}" r="48" fill="${COLOURS.tyre}" stroke="${INK}" stroke-width="2.2"/>
<circle cx="${cx}" cy="${cy}" r="31" fill="${COLOURS.rim}" stroke="${INK}" stroke-width="1.6"/>
${[0, 72, 144, 216, 288].map((a) => `<path d="M${onCircle([cx, cy], 9, a).join(' ')}L${onCircle([cx, cy], 28, a - 9).join(' ')}L${onCircle([cx, cy], 28, a + 9).join(' ')}Z" fill="${COLOURS.shade}" stroke="${COLOURS.hub}" stroke-width="1.2"/>`).join('')}
<circle cx="${cx}" cy="${cy}" r="8" fill="${COLOURS.hub}" stroke="${INK}" stroke-width="1.4"/>
</g>`;

const glass = (points: Point[]) => `<path d="${pathData(points)}" fill="${COLOURS.glass}" stroke="${INK}" stroke-width="2"/>`;

/** The car's left or right side, drawn as its left side (the right is turned over by the caller). */
export function carSide(side: 'left' | 'right'): Drawing {
  const p = PARTS;
  const frontGlass = ring(line([322, beltY(322) - 1.5], [406, 84]), quad([406, 84], [422, 78], [452, 77]), line([452, 77], [452, beltY(452) - 1.5]));
  const rearGlass = ring(line([464, beltY(464) - 1.5], [464, 77]), quad([464, 77], [526, 75], [572, 80]), line([572, 80], [594, beltY(594) - 2]));
  return {
    ...CAR_SIDE_SIZE,
    layers: [
      { art: `<ellipse cx="400" cy="301" rx="370" ry="9" fill="${COLOURS.shade}"/>` },
      { art: `<path d="${pathData(silhouette)}" fill="${COLOURS.body}" stroke="${INK}" stroke-width="2.6"/>` },
      { art: glass(frontGlass) + glass(rearGlass) },
      { art: `<path d="M${pathData([DECK_FRONT, ROOF_BACK]).slice(1, -1)}" stroke="${INK}" stroke-width="1.4"/>` },
      { art: wheel(FRONT_WHEEL) + wheel(REAR_WHEEL) },
      { art: `<path d="M229 ${DOOR_BOTTOM}H565L566 ${ROCKER_Y}H228Z" fill="${COLOURS.trim}" stroke="${INK}" stroke-width="1.6"/>` },
      { part: 'front-bumper', points: p.frontBumper, fill: COLOURS.body },
      { part: `${side}-headlamp`, points: p.headlamp, fill: COLOURS.headlamp },
      { part: `${side}-front-fender`, points: p.fender, fill: COLOURS.body },
      { part: `${side}-front-door`, points: p.frontDoor, fill: COLOURS.body },
      { part: `${side}-rear-door`, points: p.rearDoor, fill: COLOURS.body },
      { part: `${side}-quarter-panel`, points: p.quarter, fill: COLOURS.body },
      { part: `${side}-tail-lamp`, points: p.tailLamp, fill: COLOURS.tailLamp },
      { part: 'rear-bumper', points: p.rearBumper, fill: COLOURS.body },
      {
        art: `<path d="M96 ${beltY(96) + 36}Q400 190 714 184" stroke="${COLOURS.trim}" stroke-width="1.4"/>
<rect x="414" y="176" width="30" height="7" rx="3.5" fill="${COLOURS.chrome}" stroke="${INK}" stroke-width="1.3"/>
<rect x="566" y="170" width="28" height="7" rx="3.5" fill="${COLOURS.chrome}" stroke="${INK}" stroke-width="1.3"/>
<path d="M40 238H96" stroke="${COLOURS.trim}" stroke-width="3"/>
<path d="M712 236H770" stroke="${COLOURS.trim}" stroke-width="3"/>`,
      },
      { part: `${side}-mirror`, points: p.mirror, fill: COLOURS.body },
    ],
  };
}
