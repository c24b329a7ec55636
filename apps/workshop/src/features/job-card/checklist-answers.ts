import { MAX_CHECKLIST_ITEMS, type TChecklist } from '@servicebay/domain';

/** The three answers an item may have: in order, not in order, or not looked at yet. */
export type ChecklistAnswer = 'ok' | 'notOk' | 'unchecked';

export const answerOf = (isOk: boolean | null): ChecklistAnswer => (isOk === null ? 'unchecked' : isOk ? 'ok' : 'notOk');
export const withAnswer = (answer: ChecklistAnswer): { isOk: boolean | null } => ({ isOk: answer === 'unchecked' ? null : answer === 'ok' });

/** Items answered either way: a 'Not OK' is checked too, it is what the customer is shown. */
export const checkedCount = (items: TChecklist) => items.filter((entry) => entry.isOk !== null).length;

/** A new item has a name, is not on the list already (in any case), and the list has room (the server's limit). */
export function canAddItem(items: TChecklist, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return wanted !== '' && items.length < MAX_CHECKLIST_ITEMS && !items.some((entry) => entry.item.toLowerCase() === wanted);
}
