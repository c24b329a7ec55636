import type { TSectionPoint } from '@servicebay/domain';

/**
 * The drawings are built from edges: runs of points sampled from lines and curves. A part is the
 * ring of the edges around it, and neighbouring parts share their edge (one reversed), so what
 * the drawing shows and what a customer taps are the same points.
 */
export type Point = readonly [x: number, y: number];
export type Edge = readonly Point[];

/** Fine enough that a sampled curve is smooth at every size the screen shows a drawing. */
const CURVE_STEPS = 16;
const ARC_STEP_DEGREES = 4;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The point of a circle at an angle in screen degrees (0 points right, 90 down). */
export const onCircle = ([cx, cy]: Point, radius: number, degrees: number): Point => [
  cx + radius * Math.cos(radians(degrees)),
  cy + radius * Math.sin(radians(degrees)),
];

export const line = (...points: Point[]): Edge => points;

export function quad(from: Point, control: Point, to: Point): Edge {
  return Array.from({ length: CURVE_STEPS + 1 }, (_, i) => {
    const t = i / CURVE_STEPS;
    const u = 1 - t;
    return [u * u * from[0] + 2 * u * t * control[0] + t * t * to[0], u * u * from[1] + 2 * u * t * control[1] + t * t * to[1]] as const;
  });
}

export function cubic(from: Point, c1: Point, c2: Point, to: Point): Edge {
  return Array.from({ length: CURVE_STEPS + 1 }, (_, i) => {
    const t = i / CURVE_STEPS;
    const u = 1 - t;
    const axis = (k: 0 | 1) => u * u * u * from[k] + 3 * u * u * t * c1[k] + 3 * u * t * t * c2[k] + t * t * t * to[k];
    return [axis(0), axis(1)] as const;
  });
}

/** Along a circle from one angle to another (increasing runs clockwise on screen). */
export function arc(center: Point, radius: number, fromDegrees: number, toDegrees: number): Edge {
  const steps = Math.max(2, Math.ceil(Math.abs(toDegrees - fromDegrees) / ARC_STEP_DEGREES));
  return Array.from({ length: steps + 1 }, (_, i) => onCircle(center, radius, fromDegrees + ((toDegrees - fromDegrees) * i) / steps));
}

export const reversed = (edge: Edge): Edge => [...edge].reverse();

const near = (a: Point, b: Point) => Math.abs(a[0] - b[0]) < 0.05 && Math.abs(a[1] - b[1]) < 0.05;

/** Edges one after the other; a run that starts where the last ended does not repeat the point. */
export function chain(...edges: Edge[]): Edge {
  const points: Point[] = [];
  for (const edge of edges) {
    for (const point of edge) if (points.length === 0 || !near(points[points.length - 1]!, point)) points.push(point);
  }
  return points;
}

/** Perpendicular distance of a point from the line through a and b. */
function distance(point: Point, a: Point, b: Point): number {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length === 0) return Math.hypot(point[0] - a[0], point[1] - a[1]);
  return Math.abs((b[0] - a[0]) * (a[1] - point[1]) - (a[0] - point[0]) * (b[1] - a[1])) / length;
}

/** Ramer-Douglas-Peucker: drops corners that move the outline less than `tolerance`. */
function simplified(points: readonly Point[], tolerance: number): Point[] {
  if (points.length < 3) return [...points];
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = distance(points[i]!, points[0]!, points[points.length - 1]!);
    if (d > farthest) [farthest, index] = [d, i];
  }
  if (farthest <= tolerance) return [points[0]!, points[points.length - 1]!];
  return [...simplified(points.slice(0, index + 1), tolerance).slice(0, -1), ...simplified(points.slice(index), tolerance)];
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A closed outline: the edges around a shape, the end joined to the start. */
export function ring(...edges: Edge[]): Point[] {
  const points = chain(...edges);
  const open = near(points[0]!, points[points.length - 1]!) ? points.slice(0, -1) : points;
  return open.map(([x, y]) => [round(x), round(y)] as const);
}

export const pathData = (points: readonly Point[]) => `M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`;

/**
 * The corners a tap is tested against: the drawn outline with the corners that move it by less
 * than half a unit dropped (below the drawn line's width at every size), so the answer stays short.
 */
export const SECTION_TOLERANCE = 0.5;
export function sectionPoints(points: readonly Point[]): TSectionPoint[] {
  // Simplified as an open run from the first corner back to it, so the start is kept.
  return simplified([...points, points[0]!], SECTION_TOLERANCE)
    .slice(0, -1)
    .map(([x, y]) => ({ x: round(x), y: round(y) }));
}

export const mirroredPoints = (points: readonly Point[], width: number): Point[] => points.map(([x, y]) => [round(width - x), y] as const);
