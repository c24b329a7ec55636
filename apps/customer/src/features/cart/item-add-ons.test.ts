import { describe, expect, it } from 'vitest';
import { chosenAddOns, itemChange } from './item-add-ons';

const sections = [
  {
    sectionId: 'oil',
    displayName: 'Engine oil',
    selectionType: 'Single' as const,
    items: [
      { addOnId: 'oil-5w30', displayName: '5W-30 synthetic', isRecommended: true, price: { amount: 900 } },
      { addOnId: 'oil-10w40', displayName: '10W-40', isRecommended: false, price: { amount: 600 } },
    ],
  },
  {
    sectionId: 'extras',
    displayName: 'Extras',
    selectionType: 'Multiple' as const,
    items: [
      { addOnId: 'wash', displayName: 'Foam wash', isRecommended: false, price: { amount: 300 } },
      { addOnId: 'wiper', displayName: 'Wiper blades', isRecommended: false, price: { amount: 450 } },
    ],
  },
];

describe('the add-ons of a cart item', () => {
  it('are named in the order the sections list them, whatever order they were chosen in', () => {
    expect(chosenAddOns({ addOnSections: sections, addOnsSelected: ['wiper', 'oil-10w40'] }).map((addOn) => addOn.displayName)).toEqual([
      '10W-40',
      'Wiper blades',
    ]);
  });

  it('ignore an id the menu no longer has', () => {
    expect(chosenAddOns({ addOnSections: sections, addOnsSelected: ['gone'] })).toEqual([]);
  });

  it('are sent back with the rest of the item unchanged (PUT takes the whole item)', () => {
    expect(itemChange({ workshopId: 'w1', partId: 'bumper', damageTypeId: 'dent' }, ['wash'])).toEqual({
      workshopId: 'w1',
      addOnsSelected: ['wash'],
      partId: 'bumper',
      damageTypeId: 'dent',
    });
  });
});
