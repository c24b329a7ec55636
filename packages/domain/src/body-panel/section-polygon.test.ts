import { describe, expect, it } from 'vitest';
import { polygonArea, polygonIssues } from './section-polygon';

const box = { width: 100, height: 50 };
const pts = (...xy: number[]) => Array.from({ length: xy.length / 2 }, (_, i) => ({ x: xy[i * 2]!, y: xy[i * 2 + 1]! }));

describe('a part’s outline on its drawing', () => {
  it('is good with three or more corners inside the drawing, enclosing an area', () => {
    expect(polygonIssues(pts(10, 10, 90, 10, 50, 40), box)).toEqual([]);
    expect(polygonIssues(pts(0, 0, 100, 0, 100, 50, 0, 50), box)).toEqual([]);
  });

  it('needs at least three corners', () => {
    expect(polygonIssues([], box)).toEqual(['too-few-points']);
    expect(polygonIssues(pts(10, 10, 20, 20), box)).toEqual(['too-few-points']);
  });

  it('may not leave the drawing', () => {
    expect(polygonIssues(pts(10, 10, 101, 10, 50, 40), box)).toEqual(['outside-view-box']);
    expect(polygonIssues(pts(10, -1, 90, 10, 50, 40), box)).toEqual(['outside-view-box']);
    expect(polygonIssues(pts(10, 10, 90, 10, 50, Number.NaN), box)).toContain('outside-view-box');
  });

  it('must enclose an area: corners on one line are no shape to tap', () => {
    expect(polygonIssues(pts(10, 10, 20, 20, 30, 30), box)).toEqual(['no-area']);
  });

  it('may not cross itself (a bow tie has a hole where a tap does nothing)', () => {
    expect(polygonIssues(pts(10, 10, 90, 40, 90, 10, 10, 30), box)).toEqual(['self-intersecting']);
    // A concave outline that does not cross itself is fine.
    expect(polygonIssues(pts(10, 10, 90, 10, 90, 40, 50, 20, 10, 40), box)).toEqual([]);
  });

  it('measures its area', () => {
    expect(polygonArea(pts(0, 0, 10, 0, 10, 5, 0, 5))).toBe(50);
    expect(polygonArea(pts(0, 5, 10, 5, 10, 0, 0, 0))).toBe(50);
  });
});
