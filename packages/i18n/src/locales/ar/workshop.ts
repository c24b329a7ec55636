import type { Catalogue } from '../en';
import { workshopPeopleAr } from './workshop/people';
import { workshopRolesAr } from './workshop/roles';
import { workshopShellAr } from './workshop/shell';
import { workshopSignInAr } from './workshop/sign-in';

export const workshopAr: Catalogue['workshop'] = {
  productName: 'ServiceBay للورش',
  ...workshopSignInAr,
  ...workshopShellAr,
  people: workshopPeopleAr,
  ...workshopRolesAr,
};
