import { decisiveDamage, ORIENTATIONS, type TDamageType, type TOrientation } from '@servicebay/domain';
import { serviceChoiceSearch } from '../../shared/service-choice';
import { paths } from '../../shared/paths';

/**
 * What the customer has chosen on the body panel: the side they look at, the part they tapped and
 * what happened to it. Kept in the address (`?side=left&part=…&damage=dent,scratch`), so a reload
 * or the back button from the workshops finds the choice as it was.
 */
export type BodyPanelChoice = { orientation: TOrientation; partId: string | null; damageTypeIds: string[] };

export type BodyPanelAction =
  { type: 'turn'; orientation: TOrientation } | { type: 'tap-part'; partId: string } | { type: 'clear-part' } | { type: 'toggle-damage'; damageTypeId: string };

const NOTHING_CHOSEN = { partId: null, damageTypeIds: [] };

/**
 * The next choice. Turning the vehicle clears the part and its damages (customer spec section 4):
 * the part is no longer on the drawing. Another part starts with no damage (its damages differ);
 * tapping the chosen part again lets it go.
 */
export function nextChoice(choice: BodyPanelChoice, action: BodyPanelAction): BodyPanelChoice {
  switch (action.type) {
    case 'turn':
      return action.orientation === choice.orientation ? choice : { orientation: action.orientation, ...NOTHING_CHOSEN };
    case 'tap-part':
      return action.partId === choice.partId ? { ...choice, ...NOTHING_CHOSEN } : { ...choice, partId: action.partId, damageTypeIds: [] };
    case 'clear-part':
      return { ...choice, ...NOTHING_CHOSEN };
    case 'toggle-damage': {
      if (choice.partId === null) return choice;
      const isChosen = choice.damageTypeIds.includes(action.damageTypeId);
      return {
        ...choice,
        damageTypeIds: isChosen ? choice.damageTypeIds.filter((id) => id !== action.damageTypeId) : [...choice.damageTypeIds, action.damageTypeId],
      };
    }
  }
}

const isOrientation = (value: string | null): value is TOrientation => ORIENTATIONS.includes(value as TOrientation);
export const FIRST_SIDE: TOrientation = 'front';

/** The choice in the address; an unknown side starts at the front with nothing chosen. */
export function choiceOf(params: URLSearchParams): BodyPanelChoice {
  const side = params.get('side');
  if (!isOrientation(side)) return { orientation: FIRST_SIDE, ...NOTHING_CHOSEN };
  const partId = params.get('part') || null;
  return { orientation: side, partId, damageTypeIds: partId ? (params.get('damage') ?? '').split(',').filter(Boolean) : [] };
}

export function choiceSearch(choice: BodyPanelChoice): URLSearchParams {
  const params = new URLSearchParams({ side: choice.orientation });
  if (choice.partId) params.set('part', choice.partId);
  if (choice.partId && choice.damageTypeIds.length) params.set('damage', choice.damageTypeIds.join(','));
  return params;
}

/**
 * The damage the service is asked for: the heaviest the customer chose of those the part lists
 * (domain decisiveDamage); none while the part's damages are unknown or none is chosen.
 */
export const askedDamage = (listed: readonly TDamageType[] | undefined, chosen: readonly string[]) => (listed ? decisiveDamage(listed, chosen) : undefined);

/**
 * Where Continue goes: the workshops that do the service (or, for a brand that lists workshops by
 * quality tier, the tiers), carrying the service, the part, the damage and the body panel flag.
 */
export function continuePath(next: { serviceId: string; partId: string; damageTypeId: string; isSegmentListing: boolean }): string {
  const search = serviceChoiceSearch({
    serviceId: next.serviceId,
    addOnsSelected: [],
    partId: next.partId,
    damageTypeId: next.damageTypeId,
    isFromBodyPanel: true,
  });
  return `${next.isSegmentListing ? paths.workshopQuality : paths.selectWorkshop}${search}`;
}
