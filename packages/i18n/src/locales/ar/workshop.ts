import type { Catalogue } from '../en';
import { workshopCustomersAr } from './workshop/customers';
import { workshopEstimateAr } from './workshop/estimate';
import { workshopPaymentsAr } from './workshop/payments';
import { workshopRegistersAr } from './workshop/registers';
import { workshopStockAr } from './workshop/stock';
import { workshopEmployeesAr } from './workshop/employees';
import { workshopTimeClockAr } from './workshop/time-clock';
import { workshopLabourAr } from './workshop/labour';
import { workshopJobCardIntakeAr } from './workshop/job-card-intake';
import { workshopJobCardsAr } from './workshop/job-cards';
import { workshopPeopleAr } from './workshop/people';
import { workshopRolesAr } from './workshop/roles';
import { workshopSettingsAr } from './workshop/settings';
import { workshopShellAr } from './workshop/shell';
import { workshopSignInAr } from './workshop/sign-in';

export const workshopAr: Catalogue['workshop'] = {
  productName: 'ServiceBay للورش',
  ...workshopSignInAr,
  ...workshopShellAr,
  people: workshopPeopleAr,
  customers: workshopCustomersAr,
  settings: workshopSettingsAr,
  estimate: workshopEstimateAr,
  payments: workshopPaymentsAr,
  registers: workshopRegistersAr,
  stock: workshopStockAr,
  employees: workshopEmployeesAr,
  timeClock: workshopTimeClockAr,
  labour: workshopLabourAr,
  ...workshopRolesAr,
  ...workshopJobCardsAr,
  ...workshopJobCardIntakeAr,
};
