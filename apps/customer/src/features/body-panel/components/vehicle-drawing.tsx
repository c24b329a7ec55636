import type { TVehiclePerspective } from '@servicebay/domain';
import type { KeyboardEvent } from 'react';
import '../body-panel.css';

type VehicleDrawingProps = {
  perspective: TVehiclePerspective;
  /** The group's name for screen readers ('Left view: parts you can choose'). */
  label: string;
  chosenPartId: string | null;
  onTapPart: (partId: string) => void;
};

/**
 * One side of the vehicle: its drawing, with each part a button on top, outlined exactly where the
 * drawing shows it (the API's sectionPoints are in the drawing's coordinates). A part is named by
 * its name, pressed when chosen, and works by touch, mouse, Enter and Space.
 */
export function VehicleDrawing({ perspective, label, chosenPartId, onTapPart }: VehicleDrawingProps) {
  const { width, height } = perspective.viewBox;
  const onKey = (partId: string) => (event: KeyboardEvent<SVGPolygonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Space would scroll the page as well.
    event.preventDefault();
    onTapPart(partId);
  };
  return (
    <div className="body-drawing-frame" dir="ltr">
      <svg className="body-drawing" viewBox={`0 0 ${width} ${height}`} role="group" aria-label={label}>
        <image href={perspective.imageUrl} width={width} height={height} aria-hidden="true" pointerEvents="none" />
        {perspective.partSections.map((section) => (
          <polygon
            key={section.partId}
            className="body-part"
            points={section.sectionPoints.map(({ x, y }) => `${x},${y}`).join(' ')}
            role="button"
            tabIndex={0}
            aria-label={section.displayName}
            aria-pressed={section.partId === chosenPartId}
            data-part={section.partId}
            onClick={() => onTapPart(section.partId)}
            onKeyDown={onKey(section.partId)}
          />
        ))}
      </svg>
    </div>
  );
}
