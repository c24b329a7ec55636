import { COLOURS, INK, type Drawing } from './drawing';
import { arc, cubic, line, onCircle, pathData, quad, ring, type Point } from './geometry';

/**
 * A commuter motorcycle from its left side (nose to the left; the right side is this drawing
 * turned over, with the exhaust, which is on the right), from the front and from behind.
 */
export const BIKE_SIDE_SIZE = { width: 720, height: 420 } as const;
export const BIKE_END_SIZE = { width: 420, height: 440 } as const;

const FRONT_WHEEL: Point = [150, 318];
const REAR_WHEEL: Point = [548, 318];
const TYRE = 80;

const path = (points: readonly Point[], fill: string, width = 2) => `<path d="${pathData(points)}" fill="${fill}" stroke="${INK}" stroke-width="${width}"/>`;
const stroke = (d: string, colour: string = INK, width = 2) => `<path d="${d}" stroke="${colour}" stroke-width="${width}"/>`;

function spokedWheel([cx, cy]: Point): string {
  const spokes = Array.from({ length: 12 }, (_, i) => `M${onCircle([cx, cy], 12, i * 30).join(' ')}L${onCircle([cx, cy], 56, i * 30 + 14).join(' ')}`).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${TYRE}" fill="${COLOURS.tyre}" stroke="${INK}" stroke-width="2.2"/>
<circle cx="${cx}" cy="${cy}" r="60" fill="${COLOURS.rim}" stroke="${INK}" stroke-width="1.6"/>
<circle cx="${cx}" cy="${cy}" r="54" fill="#ffffff" stroke="${COLOURS.hub}" stroke-width="1.2"/>
${stroke(spokes, COLOURS.hub, 1.4)}
<circle cx="${cx}" cy="${cy}" r="26" fill="none" stroke="${COLOURS.trim}" stroke-width="5"/>
<circle cx="${cx}" cy="${cy}" r="11" fill="${COLOURS.hub}" stroke="${INK}" stroke-width="1.4"/>`;
}

/** A curved guard over a wheel: between two circles around it, from one angle to another. */
const guard = (wheel: Point, inner: number, outer: number, from: number, to: number) => ring(arc(wheel, outer, from, to), arc(wheel, inner, to, from));

/** The fork: a slim upper tube and a wider slider from the steering head down to the axle. */
function forkBand(top: Point, axle: Point): Point[] {
  const length = Math.hypot(axle[0] - top[0], axle[1] - top[1]);
  const [nx, ny] = [(axle[1] - top[1]) / length, -(axle[0] - top[0]) / length];
  const at = (t: number, offset: number): Point => [top[0] + (axle[0] - top[0]) * t + nx * offset, top[1] + (axle[1] - top[1]) * t + ny * offset];
  return ring(line(at(0, 7), at(0.45, 7), at(0.47, 10), at(1.04, 10), at(1.04, -10), at(0.47, -10), at(0.45, -7), at(0, -7)));
}

/** The bike's left or right side, drawn as its left side (the caller turns the right side over). */
export function bikeSide(side: 'left' | 'right'): Drawing {
  const tank = ring(
    quad([254, 168], [244, 128], [292, 116]),
    cubic([292, 116], [342, 104], [404, 106], [432, 128]),
    quad([432, 128], [446, 148], [428, 168]),
    quad([428, 168], [340, 174], [254, 168]),
  );
  const seat = ring(
    quad([424, 154], [434, 134], [470, 134]),
    cubic([470, 134], [524, 136], [574, 132], [604, 144]),
    line([604, 144], [606, 158]),
    quad([606, 158], [520, 166], [430, 168]),
  );
  const sidePanel = ring(
    line([444, 172], [566, 166]),
    quad([566, 166], [556, 196], [532, 214]),
    quad([532, 214], [486, 232], [452, 230]),
    quad([452, 230], [436, 200], [444, 172]),
  );
  const tailLamp = ring(line([634, 150], [660, 152]), quad([660, 152], [672, 160], [662, 172]), line([662, 172], [636, 172]));
  const headlamp = ring(
    cubic([228, 112], [200, 106], [180, 124], [182, 142]),
    cubic([182, 142], [184, 160], [204, 170], [228, 166]),
    line([228, 166], [228, 112]),
  );
  const exhaust = ring(
    line([296, 288], [310, 282]),
    quad([310, 282], [318, 318], [344, 326]),
    line([344, 326], [442, 324], [604, 286]),
    quad([604, 286], [622, 286], [622, 300]),
    line([622, 300], [612, 312], [452, 350]),
    quad([452, 350], [350, 354], [330, 344]),
    quad([330, 344], [302, 326], [296, 288]),
  );
  const art = {
    frame: `${stroke('M252 170L300 292M250 150L440 172L600 152M440 172L450 272', INK, 6)}
${path(ring(line([444, 262], [556, 306], [550, 326], [436, 284])), COLOURS.trim)}
${stroke('M522 170L532 262', COLOURS.dark, 7)}${stroke('M514 186L540 190M512 202L542 206M510 218L544 222M508 234L546 238', COLOURS.hub, 2)}`,
    engine: `${path(ring(line([292, 204], [384, 198], [404, 252]), quad([404, 252], [396, 300], [372, 308]), line([372, 308], [300, 306]), quad([300, 306], [276, 262], [292, 204])), COLOURS.shade)}
${stroke('M296 216H386M294 230H392M292 244H398', COLOURS.hub, 2)}
<circle cx="350" cy="284" r="24" fill="${COLOURS.chrome}" stroke="${INK}" stroke-width="2"/>
<circle cx="420" cy="300" r="12" fill="${COLOURS.dark}"/>${stroke(`M420 288L${REAR_WHEEL[0]} 296M420 312L${REAR_WHEEL[0]} 340`, COLOURS.dark, 3)}
${stroke('M396 306L424 318', INK, 6)}`,
    tail: path(ring(line([566, 162], [604, 146], [640, 150], [636, 172]), quad([636, 172], [600, 180], [566, 162])), COLOURS.body),
    bars: `${stroke('M236 122L256 100L286 94', INK, 5)}${stroke('M282 95L300 92', COLOURS.tyre, 9)}${stroke('M252 102L244 62', INK, 2.5)}<ellipse cx="242" cy="56" rx="14" ry="9" fill="${COLOURS.glass}" stroke="${INK}" stroke-width="2"/>`,
    wheels: spokedWheel(FRONT_WHEEL) + spokedWheel(REAR_WHEEL),
  };
  return {
    ...BIKE_SIDE_SIZE,
    layers: [
      { art: `<ellipse cx="350" cy="400" rx="300" ry="9" fill="${COLOURS.shade}"/>` },
      { art: art.wheels + art.frame + art.engine },
      { part: 'rear-mudguard', points: guard(REAR_WHEEL, 86, 96, -160, -20), fill: COLOURS.body },
      { part: `${side}-side-panel`, points: sidePanel, fill: COLOURS.body },
      { art: art.tail },
      { part: 'tail-lamp', points: tailLamp, fill: COLOURS.tailLamp },
      { part: 'seat', points: seat, fill: COLOURS.dark },
      { part: 'fuel-tank', points: tank, fill: COLOURS.body },
      { art: stroke('M300 150Q350 140 404 146', COLOURS.trim, 1.6) },
      { part: 'front-mudguard', points: guard(FRONT_WHEEL, 86, 95, -150, -40), fill: COLOURS.body },
      { part: 'front-fork', points: forkBand([238, 122], FRONT_WHEEL), fill: COLOURS.chrome },
      { part: 'headlamp', points: headlamp, fill: COLOURS.headlamp },
      { art: art.bars },
      ...(side === 'right' ? [{ part: 'exhaust', points: exhaust, fill: COLOURS.chrome }] : []),
    ],
  };
}

const MIDDLE = BIKE_END_SIZE.width / 2;
const mx = ([x, y]: Point): Point => [2 * MIDDLE - x, y];
const ground = `<ellipse cx="${MIDDLE}" cy="428" rx="110" ry="8" fill="${COLOURS.shade}"/>`;
/** Handlebar and mirrors, as the front and the back both show them. */
const handlebar = `${stroke('M84 112Q150 104 184 118H236Q270 104 336 112', INK, 5)}
${stroke('M62 112H96M324 112H358', COLOURS.tyre, 11)}
${stroke('M112 110L98 60M308 110L322 60', INK, 2.5)}
<ellipse cx="96" cy="50" rx="20" ry="12" fill="${COLOURS.glass}" stroke="${INK}" stroke-width="2"/>
<ellipse cx="324" cy="50" rx="20" ry="12" fill="${COLOURS.glass}" stroke="${INK}" stroke-width="2"/>`;

/** The bike from the front: headlamp, fork, front mudguard, and the tank behind them. */
export function bikeFront(): Drawing {
  const tank = ring(
    quad([140, 212], [126, 150], [170, 142]),
    line([170, 142], [250, 142]),
    quad([250, 142], [294, 150], [280, 212]),
    quad([280, 212], [MIDDLE, 222], [140, 212]),
  );
  const fork = ring(line([164, 150], [256, 150], [256, 350], [236, 350], [236, 172], [184, 172], [184, 350], [164, 350]));
  const mudguard = ring(
    quad([188, 302], [188, 244], [MIDDLE, 244]),
    quad([MIDDLE, 244], [232, 244], [232, 302]),
    line([232, 302], [224, 302]),
    quad([224, 302], [MIDDLE, 262], [196, 302]),
  );
  const headlamp = ring(arc([MIDDLE, 170], 38, 0, 360));
  return {
    ...BIKE_END_SIZE,
    layers: [
      { art: ground },
      {
        art: `<rect x="138" y="226" width="144" height="86" rx="16" fill="${COLOURS.shade}" stroke="${INK}" stroke-width="2"/>
${stroke('M150 250H270M146 272H274M150 294H270', COLOURS.hub, 2)}
${stroke('M140 236Q112 270 144 318M280 236Q308 270 276 318', INK, 4)}`,
      },
      {
        art: `<rect x="190" y="256" width="40" height="172" rx="18" fill="${COLOURS.tyre}" stroke="${INK}" stroke-width="2.2"/>${stroke('M203 310V418M217 310V418', COLOURS.dark, 2)}`,
      },
      { part: 'fuel-tank', points: tank, fill: COLOURS.body },
      { part: 'front-fork', points: fork, fill: COLOURS.chrome },
      { part: 'front-mudguard', points: mudguard, fill: COLOURS.body },
      {
        art: `${handlebar}${stroke('M164 190L140 190M256 190L280 190', INK, 3)}<circle cx="134" cy="190" r="8" fill="#fde68a" stroke="${INK}" stroke-width="1.6"/><circle cx="286" cy="190" r="8" fill="#fde68a" stroke="${INK}" stroke-width="1.6"/>`,
      },
      { part: 'headlamp', points: headlamp, fill: COLOURS.headlamp },
      { art: `<circle cx="${MIDDLE}" cy="170" r="22" fill="none" stroke="#ffffff" stroke-width="4"/>` },
    ],
  };
}

/** The bike from behind: seat, tail lamp, rear mudguard, side panels and the exhaust (on its right, the picture's right). */
export function bikeRear(): Drawing {
  const seat = ring(
    quad([152, 178], [144, 142], [182, 140]),
    line([182, 140], [238, 140]),
    quad([238, 140], [276, 142], [268, 178]),
    quad([268, 178], [MIDDLE, 184], [152, 178]),
  );
  const lamp = ring(
    line([180, 190], [240, 190]),
    quad([240, 190], [248, 202], [240, 214]),
    line([240, 214], [180, 214]),
    quad([180, 214], [172, 202], [180, 190]),
  );
  const mudguard = ring(
    line([172, 220], [248, 220]),
    line([248, 220], [252, 304]),
    line([252, 304], [240, 306]),
    quad([240, 306], [238, 272], [MIDDLE, 268]),
    quad([MIDDLE, 268], [182, 272], [180, 306]),
    line([180, 306], [168, 304]),
  );
  const panel = ring(line([156, 182], [130, 190]), quad([130, 190], [120, 214], [126, 240]), line([126, 240], [162, 246]), line([162, 246], [166, 186]));
  const exhaust = ring(
    line([262, 272], [300, 262]),
    quad([300, 262], [326, 264], [326, 284]),
    quad([326, 284], [324, 304], [300, 304]),
    line([300, 304], [264, 298]),
  );
  const shock = (x: number, lean: number) =>
    `${stroke(`M${x} 190L${x + lean} 300`, COLOURS.dark, 6)}${stroke([0, 1, 2, 3, 4].map((i) => `M${x - 7 + lean * (0.25 + i * 0.1)} ${214 + i * 12}h14`).join(''), COLOURS.hub, 2.4)}`;
  return {
    ...BIKE_END_SIZE,
    layers: [
      { art: ground },
      { art: `${handlebar}${stroke('M134 244L186 330M286 244L234 330', INK, 6)}${shock(150, 22)}${shock(270, -22)}` },
      {
        art: `<rect x="184" y="258" width="52" height="170" rx="22" fill="${COLOURS.tyre}" stroke="${INK}" stroke-width="2.2"/>${stroke('M198 320V420M210 320V420M222 320V420', COLOURS.dark, 2)}`,
      },
      { part: 'left-side-panel', points: panel, fill: COLOURS.body },
      { part: 'right-side-panel', points: panel.map(mx), fill: COLOURS.body },
      { art: stroke('M140 184Q210 196 280 184', COLOURS.dark, 5) },
      { part: 'seat', points: seat, fill: COLOURS.dark },
      { part: 'rear-mudguard', points: mudguard, fill: COLOURS.body },
      {
        art: `<rect x="184" y="228" width="52" height="28" rx="3" fill="#ffffff" stroke="${INK}" stroke-width="1.6"/>${stroke('M172 202H152M248 202H268', INK, 3)}<circle cx="146" cy="202" r="8" fill="#fde68a" stroke="${INK}" stroke-width="1.6"/><circle cx="274" cy="202" r="8" fill="#fde68a" stroke="${INK}" stroke-width="1.6"/>`,
      },
      { part: 'tail-lamp', points: lamp, fill: COLOURS.tailLamp },
      { part: 'exhaust', points: exhaust, fill: COLOURS.chrome },
      { art: `<ellipse cx="316" cy="283" rx="6" ry="12" fill="${COLOURS.dark}"/>` },
    ],
  };
}
