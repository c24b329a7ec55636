import type { TSectionPoint, TViewBox } from './body-panel';

/** What can be wrong with a part's outline on its drawing. */
export type PolygonIssue = 'too-few-points' | 'outside-view-box' | 'no-area' | 'self-intersecting';

/** Twice the signed area (the shoelace formula): zero for points on one line. */
const doubleArea = (points: readonly TSectionPoint[]) =>
  points.reduce((sum, point, i) => {
    const next = points[(i + 1) % points.length]!;
    return sum + point.x * next.y - next.x * point.y;
  }, 0);

const cross = (o: TSectionPoint, a: TSectionPoint, b: TSectionPoint) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Whether two segments cross at a point inside both (touching ends do not count). */
function segmentsCross(a: TSectionPoint, b: TSectionPoint, c: TSectionPoint, d: TSectionPoint): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/**
 * The problems of a part's outline as a tappable shape on its drawing: at least three corners,
 * all inside the drawing, enclosing some area, and no edge crossing another (a crossed outline
 * has a hole where a tap does nothing). An empty list is a good outline.
 */
export function polygonIssues(points: readonly TSectionPoint[], viewBox: TViewBox): PolygonIssue[] {
  if (points.length < 3) return ['too-few-points'];
  const issues: PolygonIssue[] = [];
  if (points.some(({ x, y }) => !(x >= 0 && y >= 0 && x <= viewBox.width && y <= viewBox.height))) issues.push('outside-view-box');
  if (Math.abs(doubleArea(points)) < 1e-6) issues.push('no-area');
  const edges = points.map((point, i) => [point, points[(i + 1) % points.length]!] as const);
  const crosses = edges.some(([a, b], i) => edges.some(([c, d], j) => j > i + 1 && !(i === 0 && j === edges.length - 1) && segmentsCross(a, b, c, d)));
  if (crosses) issues.push('self-intersecting');
  return issues;
}

/** The area a part covers on its drawing, in square units of its viewBox. */
export const polygonArea = (points: readonly TSectionPoint[]) => Math.abs(doubleArea(points)) / 2;
