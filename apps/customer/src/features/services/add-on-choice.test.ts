import type { TAddOnSection } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { estimatedCost } from '../../shared/chosen-price';
import { initialAddOns, toggleAddOn } from './add-on-choice';

const oil: TAddOnSection = {
  sectionId: 'oil',
  displayName: 'Engine oil',
  selectionType: 'Single',
  items: [
    { addOnId: 'mineral', displayName: 'Mineral', isRecommended: false, price: { amount: 0 } },
    { addOnId: 'synthetic', displayName: 'Fully synthetic', isRecommended: true, price: { amount: 1200.1 } },
  ],
};
const extras: TAddOnSection = {
  sectionId: 'extras',
  displayName: 'Extras',
  selectionType: 'Multiple',
  items: [
    { addOnId: 'wash', displayName: 'Foam wash', isRecommended: true, price: { amount: 0.2 } },
    { addOnId: 'wipers', displayName: 'Wiper blades', isRecommended: false, price: { amount: 0.1 } },
  ],
};
const sections = [oil, extras];

describe('choosing a service’s add-ons (customer spec sections 2 and 3)', () => {
  it('starts on the recommended oil grade and no extras, or on the cart’s choice', () => {
    expect(initialAddOns(sections)).toEqual(['synthetic']);
    expect(initialAddOns([{ ...oil, items: oil.items.map((item) => ({ ...item, isRecommended: false })) }])).toEqual(['mineral']);
    expect(initialAddOns(sections, ['mineral', 'wipers'])).toEqual(['mineral', 'wipers']);
  });

  it('toggles a checkbox and replaces a radio within its section', () => {
    expect(toggleAddOn(sections, ['synthetic'], 'wash')).toEqual(['synthetic', 'wash']);
    expect(toggleAddOn(sections, ['synthetic', 'wash'], 'wash')).toEqual(['synthetic']);
    expect(toggleAddOn(sections, ['synthetic', 'wash'], 'mineral')).toEqual(['wash', 'mineral']);
    expect(toggleAddOn(sections, ['wash'], 'unknown')).toEqual(['wash']);
  });

  it('adds the chosen add-ons to the price exactly, in minor units', () => {
    const price = { amount: 0.1, currency: 'INR', model: 'fixed' as const };
    expect(estimatedCost(price, sections, ['wash', 'wipers'])?.amount).toBe(0.4);
    expect(estimatedCost({ ...price, currency: 'BHD', amount: 1.001 }, sections, ['synthetic'])?.amount).toBe(1201.101);
    expect(estimatedCost(null, sections, ['wash'])).toBeNull();
  });
});
