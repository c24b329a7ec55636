import { describe, expect, it } from 'vitest';
import { serviceChoiceOf, serviceChoiceSearch, type ServiceChoice } from './service-choice';

describe('a chosen service in the address', () => {
  it('survives the round trip, with and without the body panel’s part and damage', () => {
    const plain: ServiceChoice = { serviceId: 's-1', addOnsSelected: [], isFromBodyPanel: false };
    const panel: ServiceChoice = { serviceId: 's-2', addOnsSelected: ['a', 'b'], partId: 'door', damageTypeId: 'dent', isFromBodyPanel: true };
    for (const choice of [plain, panel]) expect(serviceChoiceOf(new URLSearchParams(serviceChoiceSearch(choice)))).toEqual(choice);
    expect(serviceChoiceSearch(plain)).toBe('?serviceId=s-1');
  });

  it('is no choice without a service', () => {
    expect(serviceChoiceOf(new URLSearchParams('addOns=a'))).toBeUndefined();
  });
});
