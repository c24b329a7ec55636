import type { FastifyInstance } from 'fastify';
import { createAnswerCache } from '../../platform/answer-cache';
import type { Position } from './workshops.repository';
import type { WorkshopsService } from './workshops.service';

/**
 * The grid customers' positions are snapped to, in degrees: 0.001° is 111 m of latitude and at
 * most 111 m of longitude, so a snapped position is within 80 m of the real one. The cards print
 * distances to 0.1 km and a phone's fix in a city is off by tens of metres anyway, so the answer
 * for a cell is as true for everyone in it; and one kept answer serves a customer paging, switching
 * Nearby and Show all, or coming back, and their neighbours, instead of one per GPS jitter.
 */
export const POSITION_GRID_DEGREES = 0.001;

const onGrid = (degrees: number) => Number((Math.round(degrees / POSITION_GRID_DEGREES) * POSITION_GRID_DEGREES).toFixed(3));

/** The position answers are made and kept for: the centre of the caller's grid cell. */
export const snappedPosition = (position: Position | undefined): Position | undefined =>
  position && { latitude: onGrid(position.latitude), longitude: onGrid(position.longitude) };

/** A position's part of a kept answer's key. */
export const positionKey = (position: Position | undefined) => (position ? `${position.latitude},${position.longitude}` : '-');

/**
 * Answers of the workshops routes, kept per brand (decision 0024) until a workshop changes in this
 * process, or the brand reloads (its TTL, for another process's changes), and revalidated by ETag.
 */
export function workshopAnswerCache(app: FastifyInstance, workshops: Pick<WorkshopsService, 'onChange'>) {
  const answers = createAnswerCache();
  const stopListening = workshops.onChange(answers.forget);
  app.addHook('onClose', async () => stopListening());
  return answers;
}
