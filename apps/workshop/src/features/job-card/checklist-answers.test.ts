import { describe, expect, it } from 'vitest';
import { blankChecklist, MAX_CHECKLIST_ITEMS } from '@servicebay/domain';
import { answerOf, canAddItem, checkedCount, withAnswer } from './checklist-answers';

describe('a checklist on the job card', () => {
  it('reads and writes the three answers', () => {
    expect([true, false, null].map(answerOf)).toEqual(['ok', 'notOk', 'unchecked']);
    expect((['ok', 'notOk', 'unchecked'] as const).map((answer) => withAnswer(answer).isOk)).toEqual([true, false, null]);
  });

  it('counts an item answered either way as checked', () => {
    const list = blankChecklist('delivery');
    expect(checkedCount(list)).toBe(0);
    expect(checkedCount(list.map((entry, at) => ({ ...entry, isOk: at === 0 ? true : at === 1 ? false : null })))).toBe(2);
  });

  it('takes a new item only with a name, once, and while the list has room', () => {
    const list = blankChecklist('condition');
    expect(canAddItem(list, '   ')).toBe(false);
    expect(canAddItem(list, ' spare WHEEL ')).toBe(false);
    expect(canAddItem(list, 'Child seat')).toBe(true);
    const full = Array.from({ length: MAX_CHECKLIST_ITEMS }, (_, at) => ({ item: `Item ${at}`, isOk: null, note: null }));
    expect(canAddItem(full, 'Child seat')).toBe(false);
  });
});
