import { createHash } from 'node:crypto';
import { ORIENTATIONS, type TOrientation, type TVehicleType } from '@servicebay/domain';
import { bikeFront, bikeRear, bikeSide } from './bike';
import { carFront, carRear } from './car-ends';
import { carSide } from './car-side';
import { drawingSvg, mirrored, partOutlines, type Drawing } from './drawing';

/** The four sides of each kind of vehicle: the right side is the left one turned over, with its own parts. */
const DRAWINGS: Record<TVehicleType, Record<TOrientation, Drawing>> = {
  car: { front: carFront(), rear: carRear(), left: carSide('left'), right: mirrored(carSide('right')) },
  'two-wheeler': { front: bikeFront(), rear: bikeRear(), left: bikeSide('left'), right: mirrored(bikeSide('right')) },
};

export type VehicleView = {
  vehicleType: TVehicleType;
  orientation: TOrientation;
  width: number;
  height: number;
  /** The drawing's file name, as the art route serves it. */
  asset: string;
  svg: string;
  /** Changes with the drawing: the image's address carries it, so a browser may keep a drawing for good. */
  version: string;
  parts: { partId: string; points: { x: number; y: number }[] }[];
};

/** Drawn once at start: a few kilobytes of SVG each. */
export const VEHICLE_VIEWS: VehicleView[] = Object.entries(DRAWINGS).flatMap(([vehicleType, sides]) =>
  ORIENTATIONS.map((orientation) => {
    const drawing = sides[orientation];
    const svg = drawingSvg(drawing);
    return {
      vehicleType: vehicleType as TVehicleType,
      orientation,
      width: drawing.width,
      height: drawing.height,
      asset: `${vehicleType}-${orientation}.svg`,
      svg,
      version: createHash('sha1').update(svg).digest('base64url').slice(0, 10),
      parts: partOutlines(drawing),
    };
  }),
);

export const viewsOf = (vehicleType: TVehicleType) => VEHICLE_VIEWS.filter((view) => view.vehicleType === vehicleType);

export const viewByAsset = (asset: string) => VEHICLE_VIEWS.find((view) => view.asset === asset);

/** Where the API serves a drawing (under /api, like the brands' art). */
export const viewImageUrl = (view: VehicleView) => `/api/body-panel-art/${view.asset}?v=${view.version}`;
