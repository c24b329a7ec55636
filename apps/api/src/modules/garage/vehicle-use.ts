import type { Db } from '../../db/client';
import { createHook, type OwnHook } from '../../platform/hooks';

/**
 * The garage's question to the modules that hold vehicles (a booking in progress, later an open job
 * card or an invoice): which of these vehicles are in use (`active`: the customer may not delete
 * one) or named at all (`referenced`: an erasure keeps them, stripped). The garage asks through its
 * `vehiclesInUse` hook and knows none of the modules that answer.
 */
export type VehicleUseQuestion = { vehicleIds: readonly string[]; use: 'active' | 'referenced' };
export type VehiclesInUse = (question: VehicleUseQuestion, tx: Db) => Promise<Set<string>>;

export function createVehicleUse(): { hook: OwnHook<VehicleUseQuestion, ReadonlySet<string>>; inUse: VehiclesInUse } {
  const hook = createHook<VehicleUseQuestion, ReadonlySet<string>>();
  return {
    hook,
    async inUse(question, tx) {
      if (question.vehicleIds.length === 0) return new Set();
      return new Set((await hook.run(question, tx)).flatMap((answer) => [...answer]));
    },
  };
}
