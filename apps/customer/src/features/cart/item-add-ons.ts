import { chosenAddOns as chosenOf, type TCartItem } from '@servicebay/domain';

/** The add-ons an item carries, in the order its sections list them: the chips under its name. */
export const chosenAddOns = (item: Pick<TCartItem, 'addOnSections' | 'addOnsSelected'>) => chosenOf(item.addOnSections, item.addOnsSelected);

/** The item as PUT sends it back: the whole of what the customer chose, with the add-ons changed (decision 0023). */
export const itemChange = (item: Pick<TCartItem, 'workshopId' | 'partId' | 'damageTypeId'>, addOnsSelected: readonly string[]) => ({
  workshopId: item.workshopId,
  addOnsSelected: [...addOnsSelected],
  partId: item.partId,
  damageTypeId: item.damageTypeId,
});
