import type { TCartItem } from '@servicebay/domain';
import { paths } from '../../shared/paths';
import { serviceChoiceSearch } from '../../shared/service-choice';

/**
 * Select Workshop for the cart's first item, its choices carried as the workshop screens read them
 * (the cart's workshop is its first item's: customer spec section 4).
 */
export const workshopChoicePath = (item: Pick<TCartItem, 'serviceId' | 'addOnsSelected' | 'partId' | 'damageTypeId'>): string =>
  `${paths.selectWorkshop}${serviceChoiceSearch({
    serviceId: item.serviceId,
    addOnsSelected: item.addOnsSelected,
    partId: item.partId ?? undefined,
    damageTypeId: item.damageTypeId ?? undefined,
    isFromBodyPanel: false,
  })}`;
