import { PROFILE_SAVED_COMPLETENESS, type TAddress, type TProfile, type TVehicle } from '@servicebay/domain';

/** What a new customer is asked to do first, in the order the dashboard shows them. */
export const NEXT_STEP_IDS = ['addVehicle', 'addAddress', 'uploadDocument', 'personalDetails'] as const;
export type NextStepId = (typeof NEXT_STEP_IDS)[number];
export type NextStep = { id: NextStepId; isDone: boolean };

type CustomerSetup = {
  profile: Pick<TProfile, 'profileCompleteness'>;
  vehicles: readonly Pick<TVehicle, 'documentIds'>[];
  /** null for a brand without addresses (web hub): that step is not asked for. */
  addresses: readonly Pick<TAddress, 'did'>[] | null;
};

/**
 * The steps and whether each is done. Personal details count once saved, as the profile's
 * completeness counts them (customer spec section 4); a document on any of the customer's
 * vehicles is one uploaded, whichever vehicle is selected now.
 */
export function nextSteps({ profile, vehicles, addresses }: CustomerSetup): NextStep[] {
  const isDone: Record<NextStepId, boolean> = {
    addVehicle: vehicles.length > 0,
    addAddress: (addresses?.length ?? 0) > 0,
    uploadDocument: vehicles.some((vehicle) => vehicle.documentIds.length > 0),
    personalDetails: profile.profileCompleteness >= PROFILE_SAVED_COMPLETENESS,
  };
  return NEXT_STEP_IDS.filter((id) => id !== 'addAddress' || addresses !== null).map((id) => ({ id, isDone: isDone[id] }));
}

/** Every step done: the dashboard no longer needs to ask. */
export const isAllSet = (steps: readonly NextStep[]) => steps.every((step) => step.isDone);
