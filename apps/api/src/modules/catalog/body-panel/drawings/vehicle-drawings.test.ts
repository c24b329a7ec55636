import { polygonArea, polygonIssues, VEHICLE_TYPES } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { SEED_BODY_PARTS } from '../../../../db/seed/body-panel/body-parts';
import { VEHICLE_VIEWS, viewsOf } from './vehicle-drawings';

describe('the drawings of a car and a motorcycle, from four sides', () => {
  it.each(VEHICLE_VIEWS.map((view) => [view.asset, view] as const))('%s: every part is a good outline to tap, inside the drawing', (_, view) => {
    expect(view.parts.length).toBeGreaterThan(0);
    for (const part of view.parts) {
      expect(polygonIssues(part.points, view), part.partId).toEqual([]);
      // Big enough for a fingertip once the drawing fills a phone's width.
      expect(polygonArea(part.points), part.partId).toBeGreaterThan(300);
    }
    expect(new Set(view.parts.map((part) => part.partId)).size, 'each part once').toBe(view.parts.length);
  });

  it.each(VEHICLE_VIEWS.map((view) => [view.asset, view] as const))('%s: is an SVG of its own size, drawn in its own coordinates', (_, view) => {
    expect(view.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(view.svg).toContain(`viewBox="0 0 ${view.width} ${view.height}"`);
    expect(view.svg).not.toMatch(/<script|href=|<text/);
    expect(view.svg.length).toBeLessThan(24 * 1024);
  });

  it('shows each side’s own parts: the left side’s on the left drawing, the right side’s on the right one', () => {
    for (const type of VEHICLE_TYPES) {
      const byOrientation = Object.fromEntries(viewsOf(type).map((view) => [view.orientation, view.parts.map((part) => part.partId)]));
      expect(byOrientation.left!.some((id) => id.startsWith('right-'))).toBe(false);
      expect(byOrientation.right!.some((id) => id.startsWith('left-'))).toBe(false);
      expect(byOrientation.left!.map((id) => id.replace(/^left-/, 'right-')).filter((id) => id !== 'exhaust')).toEqual(
        byOrientation.right!.filter((id) => id !== 'exhaust'),
      );
    }
    const car = Object.fromEntries(viewsOf('car').map((view) => [view.orientation, view.parts.map((part) => part.partId)]));
    expect(car.left).toEqual(expect.arrayContaining(['left-front-door', 'left-rear-door', 'left-front-fender', 'left-quarter-panel', 'left-mirror']));
    expect(car.front).toEqual(expect.arrayContaining(['bonnet', 'front-bumper', 'left-headlamp', 'right-headlamp', 'windscreen', 'roof']));
    expect(car.rear).toEqual(expect.arrayContaining(['boot', 'rear-bumper', 'left-tail-lamp', 'right-tail-lamp', 'rear-windscreen']));
    // A motorcycle's exhaust is on its right.
    const bike = Object.fromEntries(viewsOf('two-wheeler').map((view) => [view.orientation, view.parts.map((part) => part.partId)]));
    expect(bike.right).toContain('exhaust');
    expect(bike.left).not.toContain('exhaust');
  });

  it('a drawing turned over is the other side: the right door mirrors the left one', () => {
    const [left, right] = (['left', 'right'] as const).map((side) => viewsOf('car').find((view) => view.orientation === side)!);
    const door = (view: typeof left, id: string) => view!.parts.find((part) => part.partId === id)!.points;
    const leftDoor = door(left, 'left-front-door');
    expect(door(right, 'right-front-door')).toEqual(leftDoor.map(({ x, y }) => ({ x: Math.round((left!.width - x) * 10) / 10, y })));
  });

  it('draws every part of the demo data, and only those, for its kind of vehicle', () => {
    for (const type of VEHICLE_TYPES) {
      const drawn = new Set(viewsOf(type).flatMap((view) => view.parts.map((part) => part.partId)));
      const seeded = new Set(SEED_BODY_PARTS.filter((part) => part.vehicleType === type).map((part) => part.key));
      expect([...drawn].sort(), type).toEqual([...seeded].sort());
    }
  });
});
