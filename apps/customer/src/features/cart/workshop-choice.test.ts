import { describe, expect, it } from 'vitest';
import { serviceChoiceOf } from '../../shared/service-choice';
import { workshopChoicePath } from './workshop-choice';

describe('the way from the cart to Select Workshop', () => {
  it('names the first item’s service and its choices, as the workshop screens read them back', () => {
    const path = workshopChoicePath({ serviceId: 's-1', addOnsSelected: ['oil', 'wash'], partId: 'bumper', damageTypeId: null });
    const [pathname, search] = path.split('?');
    expect(pathname).toBe('/portal/select-workshop');
    expect(serviceChoiceOf(new URLSearchParams(search))).toEqual({
      serviceId: 's-1',
      addOnsSelected: ['oil', 'wash'],
      partId: 'bumper',
      damageTypeId: undefined,
      isFromBodyPanel: false,
    });
  });
});
